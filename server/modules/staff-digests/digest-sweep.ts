import { periodicSweep, type PeriodicSweep, type SweepDeps } from '../../lib/periodic-sweep';
import { indiaDateAndTime } from '@vistaar/shared/lib/india-time';
import { FEEDBACK_ESCALATION_WORKING_DAYS } from '@vistaar/shared/config/interviews';
import { addDays, indiaDayStart } from '@vistaar/shared/lib/job-dates';
import type { Mailer, OutgoingMail } from '../mail';
import { loadOverdueRules, type OverdueRules } from '../work-calendar';
import {
  claimDigest,
  listDigestMembers,
  listEscalatedFeedback,
  listMissingFeedback,
  listOverdueByMember,
  weeklyNumbers,
} from './digests-repository';
import {
  dailyDigestMail,
  weeklySummaryMail,
  type DigestItems,
  type EscalatedFeedbackItem,
  type FeedbackItem,
  type OverdueItem,
} from './digest-mails';

export type DigestSweep = PeriodicSweep;

/** Both e-mails go from 9:00 in India. */
const SEND_FROM = '09:00';
const DIGEST_SWEEP_MS = 60_000;
/** Interviews whose feedback the digest asks for: those that ended in the last 30 days. */
const FEEDBACK_WINDOW_MS = 30 * 86_400_000;
const MONDAY = 1;

const groupBy = <T extends { staff_id: number }>(rows: readonly T[]) => {
  const groups = new Map<number, T[]>();
  for (const row of rows) groups.set(row.staff_id, [...(groups.get(row.staff_id) ?? []), row]);
  return groups;
};

/**
 * The overdue digest (each working day) and the weekly summary (Mondays), from 9:00 in India.
 * The digest is also how a job's recruiter and hiring managers hear of interview feedback
 * still missing a working day after its interviewer's reminder: one e-mail, not two.
 * Every server sweeps on its own timer; each e-mail is claimed by a row keyed by member, kind
 * and period, inserted in the transaction that puts it in the outbox, so it goes once
 * whichever server gets there first. A server makes one pass of each a day.
 */
export function createDigestSweep(
  deps: SweepDeps & { mailer: Mailer; publicUrl: string },
): DigestSweep {
  const { db, log, mailer, publicUrl } = deps;
  const done = { daily: '', weekly: '' };

  async function send(
    staffId: number,
    kind: 'daily' | 'weekly',
    period: string,
    message: OutgoingMail,
  ) {
    return db.transaction().execute(async (trx) => {
      if (!(await claimDigest(trx, staffId, kind, period, new Date().toISOString()))) return 0;
      await mailer.enqueue(message, trx);
      return 1;
    });
  }

  /**
   * Each member's overdue applications, their own missing feedback, and their jobs' feedback
   * still missing a working day after the interviewer's reminder, as of `now`.
   */
  async function overdueItems(rules: OverdueRules, now: Date) {
    const since = new Date(now.getTime() - FEEDBACK_WINDOW_MS).toISOString();
    const applications = groupBy(await listOverdueByMember(db, rules.cutoffs));
    const feedback = groupBy(await listMissingFeedback(db, since, now.toISOString()));
    const escalated = groupBy(
      await listEscalatedFeedback(db, rules.overdueBefore(FEEDBACK_ESCALATION_WORKING_DAYS), since),
    );
    return (staffId: number): DigestItems => ({
      overdue: (applications.get(staffId) ?? []).map((row): OverdueItem => ({
        applicationId: row.application_id,
        candidateName: `${row.first_name} ${row.last_name}`,
        jobTitle: row.job_title,
        stageName: row.stage_name,
        workingDays: rules.workingDaysSince(row.stage_entered_at),
        limit: rules.limitOf(row.stage_id) ?? 0,
      })),
      feedback: (feedback.get(staffId) ?? []).map((row): FeedbackItem => ({
        interviewId: row.interview_id,
        candidateName: `${row.first_name} ${row.last_name}`,
        jobTitle: row.job_title,
        endsAt: row.ends_at,
      })),
      escalated: (escalated.get(staffId) ?? []).map((row): EscalatedFeedbackItem => ({
        applicationId: row.application_id,
        candidateName: `${row.first_name} ${row.last_name}`,
        jobTitle: row.job_title,
        interviewerName: row.interviewer_name,
        endsAt: row.ends_at,
      })),
    });
  }

  async function pass() {
    const now = new Date();
    const { date: today, time } = indiaDateAndTime(now.toISOString());
    if (time < SEND_FROM) return;
    const daily = done.daily !== today;
    const weekly = done.weekly !== today && new Date(`${today}T00:00:00Z`).getUTCDay() === MONDAY;
    if (!daily && !weekly) return;
    const rules = await loadOverdueRules(db, now);
    const members = await listDigestMembers(db);
    const itemsOf = await overdueItems(rules, now);
    let queued = 0;
    if (daily && rules.isWorkingDay(today)) {
      for (const member of members) {
        const items = itemsOf(member.id);
        if (Object.values(items).every((list) => list.length === 0)) continue;
        queued += await send(member.id, 'daily', today, dailyDigestMail(member, items, publicUrl));
      }
    }
    done.daily = today;
    if (weekly) {
      const from = addDays(today, -7);
      const range = {
        from: indiaDayStart(from),
        to: indiaDayStart(today),
        next: indiaDayStart(addDays(today, 7)),
      };
      for (const member of members) {
        if (member.weekly_summary !== 1) continue;
        const numbers = await weeklyNumbers(db, member.id, range);
        const { overdue, feedback, escalated } = itemsOf(member.id);
        const message = weeklySummaryMail(
          member,
          { ...numbers, overdue: overdue.length + feedback.length + escalated.length },
          { from, to: addDays(today, -1) },
          publicUrl,
        );
        queued += await send(member.id, 'weekly', today, message);
      }
      done.weekly = today;
    }
    if (queued) {
      log.info({ event: 'staff.digests_queued', count: queued }, 'staff digests queued');
      await mailer.flush();
    }
  }

  return periodicSweep(deps, {
    pass,
    defaultIntervalMs: DIGEST_SWEEP_MS,
    failure: { event: 'staff.digest_sweep_failed', message: 'staff digest sweep failed' },
  });
}
