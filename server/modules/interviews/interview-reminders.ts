import { periodicSweep, type PeriodicSweep, type SweepState } from '../../lib/periodic-sweep';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { company } from '@vistaar/shared/config/company';
import { nowIso } from '../../db/dialect';
import type { Database } from '../../db/schema';
import { mailAbout, type Mailer } from '../mail';
import { claimDueReminders, findInterview, listPanels } from './interviews-repository';
import { reminderMail, type MailSettings } from './interview-mails';
import { interviewFacts } from './interview-views';

export type InterviewReminders = PeriodicSweep;

/** Reminders claimed per transaction; a pass goes on until none is due. */
const REMINDERS_PER_BATCH = 50;
const INTERVIEW_REMINDER_SWEEP_MS = 60_000;

/**
 * Sends the interviewers' reminders (a day and an hour before). Every server sweeps on its
 * own timer; a reminder is claimed in the transaction that queues its e-mails, so it is
 * sent once whichever server gets there first, and never after its interview moved or was
 * cancelled (moving drops the pending reminders and the claim checks the start time).
 */
export function createInterviewReminders(deps: {
  db: Kysely<Database>;
  mailer: Mailer;
  publicUrl: string;
  organizerEmail: string;
  log: FastifyBaseLogger;
  intervalMs?: number;
}): InterviewReminders {
  const { db, log, mailer } = deps;
  const settings: MailSettings = {
    publicUrl: deps.publicUrl,
    organizer: { name: company.name, email: deps.organizerEmail },
  };

  async function batch(): Promise<number> {
    return db.transaction().execute(async (trx) => {
      const claimed = await claimDueReminders(trx, nowIso(), REMINDERS_PER_BATCH);
      for (const reminder of claimed) {
        const row = await findInterview(trx, reminder.interview_id);
        if (!row) continue;
        const facts = interviewFacts(row, await listPanels(trx, [row.id]));
        for (const person of facts.interviewers) {
          await mailer.enqueue(
            {
              ...reminderMail(facts, reminder.kind, person, settings),
              about: mailAbout('application', row.application_id),
            },
            trx,
          );
        }
      }
      return claimed.length;
    });
  }

  async function pass(sweepState: SweepState) {
    let total = 0;
    for (;;) {
      const sent = await batch();
      total += sent;
      if (sent < REMINDERS_PER_BATCH || sweepState.stopped) break;
    }
    if (total) {
      log.info(
        { event: 'interviews.reminders_queued', count: total },
        'interview reminders queued',
      );
      await mailer.flush();
    }
  }

  return periodicSweep({
    pass,
    intervalMs: deps.intervalMs ?? INTERVIEW_REMINDER_SWEEP_MS,
    log: log,
    failure: {
      event: 'interviews.reminder_sweep_failed',
      message: 'interview reminder sweep failed',
    },
  });
}
