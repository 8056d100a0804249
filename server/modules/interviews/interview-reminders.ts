import {
  inLoggedBatches,
  periodicSweep,
  type PeriodicSweep,
  type SweepState,
} from '../../lib/periodic-sweep';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { company } from '@vistaar/shared/config/company';
import type { ReminderChannel } from '@vistaar/shared/config/interviews';
import { nowIso } from '../../db/dialect';
import type { Database } from '../../db/schema';
import { mailAbout, type Mailer } from '../mail';
import type { WhatsappOutbox } from '../whatsapp';
import {
  applicationStillOpen,
  claimDueReminders,
  findActiveStaff,
  findInterview,
  listPanels,
  setReminderChannel,
  type ClaimedReminder,
  type InterviewRow,
} from './interviews-repository';
import {
  candidateReminderMail,
  feedbackReminderMail,
  reminderMail,
  type MailSettings,
} from './interview-mails';
import { candidateReplyTo } from './interview-service';
import { interviewFacts, whatsappInterviewParameters } from './interview-views';

export type InterviewReminders = PeriodicSweep;

/** Reminders claimed per transaction; a pass goes on until none is due. */
const REMINDERS_PER_BATCH = 50;
const INTERVIEW_REMINDER_SWEEP_MS = 60_000;

export interface InterviewReminderDeps {
  db: Kysely<Database>;
  mailer: Mailer;
  whatsapp: WhatsappOutbox;
  publicUrl: string;
  organizerEmail: string;
  /** Where the candidate's replies go (the recruiting inbox, or the application's address). */
  recruitingInbox: string;
  log: FastifyBaseLogger;
  intervalMs?: number;
}

/**
 * Sends the reminders of interviews: the interviewers' (a day and an hour before), the
 * candidate's (a day and two hours before, on WhatsApp, else SMS, when they opted in for it,
 * otherwise by e-mail) and each interviewer's whose feedback is missing two hours after the
 * end. Every server sweeps on its own timer; a reminder is claimed in the transaction that
 * queues its messages, so it goes once whichever server gets there first. Moving or
 * cancelling an interview drops its pending reminders (a move arms new ones) and the claim
 * checks the start time; what is no longer needed when its moment comes (the interview has
 * begun, the application closed, the feedback is in) is taken without a message.
 */
export function createInterviewReminders(deps: InterviewReminderDeps): InterviewReminders {
  const { db, log, mailer, whatsapp } = deps;
  const settings: MailSettings = {
    publicUrl: deps.publicUrl,
    organizer: { name: company.name, email: deps.organizerEmail },
  };

  /** Sends one claimed reminder; answers its channel, or null when it was no longer needed. */
  async function deliver(
    trx: Transaction<Database>,
    reminder: ClaimedReminder,
    row: InterviewRow,
    now: string,
  ): Promise<ReminderChannel | null> {
    const about = mailAbout('application', row.application_id);
    const panel = await listPanels(trx, [row.id]);
    const facts = interviewFacts(row, panel);
    switch (reminder.kind) {
      case 'day-before':
      case 'hour-before':
        if (row.starts_at <= now) return null;
        for (const person of facts.interviewers) {
          await mailer.enqueue(
            { ...reminderMail(facts, reminder.kind, person, settings), about },
            trx,
          );
        }
        return 'email';
      case 'candidate-day-before':
      case 'candidate-two-hours-before': {
        if (row.starts_at <= now || !(await applicationStillOpen(trx, row.application_id))) {
          return null;
        }
        // The candidate's phone channel (WhatsApp, else SMS) when they opted in to one.
        const onPhone = await whatsapp.enqueueTemplate(trx, {
          candidateId: row.candidate_id,
          applicationId: row.application_id,
          purpose: 'interview_reminder',
          parameters: whatsappInterviewParameters(row),
        });
        if (onPhone) return onPhone;
        const replyTo = await candidateReplyTo(trx, deps.recruitingInbox, row.created_by);
        await mailer.enqueue(
          { ...candidateReminderMail(facts, reminder.kind, replyTo), about },
          trx,
        );
        return 'email';
      }
      case 'feedback-missing': {
        const seat = panel.find((member) => member.id === reminder.staff_id);
        if (!seat || seat.feedback_id !== null) return null;
        const [person] = await findActiveStaff(trx, [seat.id]);
        if (!person) return null;
        await mailer.enqueue(
          { ...feedbackReminderMail(facts, row.id, person, deps.publicUrl), about },
          trx,
        );
        return 'email';
      }
    }
  }

  async function batch(): Promise<number> {
    return db.transaction().execute(async (trx) => {
      const now = nowIso();
      const claimed = await claimDueReminders(trx, now, REMINDERS_PER_BATCH);
      for (const reminder of claimed) {
        const row = await findInterview(trx, reminder.interview_id);
        if (!row) continue;
        const channel = await deliver(trx, reminder, row, now);
        if (channel) await setReminderChannel(trx, reminder.id, channel);
      }
      return claimed.length;
    });
  }

  async function pass(sweepState: SweepState) {
    const total = await inLoggedBatches(sweepState, REMINDERS_PER_BATCH, batch, log, {
      event: 'interviews.reminders_queued',
      message: 'interview reminders queued',
    });
    if (total) await Promise.all([mailer.flush(), whatsapp.flush()]);
  }

  return periodicSweep(deps, {
    pass,
    defaultIntervalMs: INTERVIEW_REMINDER_SWEEP_MS,
    failure: {
      event: 'interviews.reminder_sweep_failed',
      message: 'interview reminder sweep failed',
    },
  });
}
