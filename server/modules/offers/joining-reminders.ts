import { periodicSweep, type PeriodicSweep, type SweepDeps } from '../../lib/periodic-sweep';
import { offerPath } from '@vistaar/shared/config';
import { JOINING_REMINDER_DAYS } from '@vistaar/shared/config/joining';
import { indiaDateAndTime } from '@vistaar/shared/lib/india-time';
import { recordAudit } from '../../lib/audit';
import { newSessionToken, tokenDigest } from '../auth';
import type { Mailer, OutgoingMail } from '../mail';
import {
  claimJoiningReminder,
  claimJoiningStaffMail,
  listAcceptedOffers,
  listJoiningMembers,
} from './joining-repository';
import { replaceOfferLink } from './offers-repository';
import { joiningReminderMail, joiningsAtRiskMail, joiningsDueMail } from './joining-mails';
import { reminderDays, toJoiningRows } from './joining-service';

export type JoiningSweep = PeriodicSweep;

/** Like the staff digests: from 9:00 in India, the 'at risk' list on Mondays. */
const SEND_FROM = '09:00';
const JOINING_SWEEP_MS = 60_000;
const MONDAY = 1;

/**
 * Joining reminders: the candidate 30, 7 and 1 days before their joining date, each HR member
 * one e-mail a day listing those joinings, and on Mondays HR and admins the 'at risk' list.
 * Every server sweeps on its own timer; each e-mail is claimed by a unique row inserted in the
 * transaction that queues it, so it goes once whichever server (or restart) gets there first.
 */
export function createJoiningSweep(
  deps: SweepDeps & { mailer: Mailer; publicUrl: string },
): JoiningSweep {
  const { db, mailer, publicUrl, log } = deps;
  const done = { due: '', atRisk: '' };

  async function remindCandidates(today: string) {
    let queued = 0;
    for (const { before, date } of reminderDays(today, JOINING_REMINDER_DAYS)) {
      const rows = await listAcceptedOffers(db, { joiningOn: [date] });
      for (const row of rows.filter((item) => !item.outcome)) {
        const token = newSessionToken();
        queued += await db.transaction().execute(async (trx) => {
          if (!(await claimJoiningReminder(trx, row.id, before))) return 0;
          await replaceOfferLink(trx, row.id, tokenDigest(token), ['accepted']);
          await mailer.enqueue(
            joiningReminderMail({
              to: row.email,
              firstName: row.first_name,
              designation: row.designation,
              joiningDate: row.joining_date,
              daysBefore: before,
              url: `${publicUrl}${offerPath(token)}`,
              applicationId: row.application_id,
            }),
            trx,
          );
          await recordAudit(
            trx,
            { staffId: null },
            {
              action: 'offer.joining_reminded',
              entity: 'offer',
              entityId: row.id,
              details: { daysBefore: before },
            },
          );
          return 1;
        });
      }
    }
    return queued;
  }

  async function sendOnce(
    staffId: number,
    kind: 'due' | 'at-risk',
    period: string,
    message: OutgoingMail,
  ) {
    return db.transaction().execute(async (trx) => {
      if (!(await claimJoiningStaffMail(trx, staffId, kind, period))) return 0;
      await mailer.enqueue(message, trx);
      return 1;
    });
  }

  async function listDue(today: string) {
    const dates = reminderDays(today, JOINING_REMINDER_DAYS).map((day) => day.date);
    const rows = toJoiningRows(await listAcceptedOffers(db, { joiningOn: dates }));
    if (rows.every((row) => row.state !== 'awaiting')) return 0;
    let queued = 0;
    const due = rows.filter((row) => row.state === 'awaiting');
    for (const member of await listJoiningMembers(db, ['hr'])) {
      queued += await sendOnce(member.id, 'due', today, joiningsDueMail(member, due, publicUrl));
    }
    return queued;
  }

  async function listAtRisk(today: string) {
    const atRisk = toJoiningRows(await listAcceptedOffers(db)).filter(
      (row) => row.risks.length > 0,
    );
    if (atRisk.length === 0) return 0;
    let queued = 0;
    for (const member of await listJoiningMembers(db, ['admin', 'hr'])) {
      queued += await sendOnce(
        member.id,
        'at-risk',
        today,
        joiningsAtRiskMail(member, atRisk, publicUrl),
      );
    }
    return queued;
  }

  async function pass() {
    const { date: today, time } = indiaDateAndTime(new Date().toISOString());
    if (time < SEND_FROM) return;
    // Every pass: an offer accepted today may be due a reminder today; the claims keep it once.
    let queued = await remindCandidates(today);
    if (done.due !== today) {
      queued += await listDue(today);
      done.due = today;
    }
    if (done.atRisk !== today && new Date(`${today}T00:00:00Z`).getUTCDay() === MONDAY) {
      queued += await listAtRisk(today);
      done.atRisk = today;
    }
    if (queued) {
      log.info({ event: 'offers.joining_mails_queued', count: queued }, 'joining e-mails queued');
      await mailer.flush();
    }
  }

  return periodicSweep(deps, {
    pass,
    defaultIntervalMs: JOINING_SWEEP_MS,
    failure: { event: 'offers.joining_sweep_failed', message: 'joining reminder sweep failed' },
  });
}
