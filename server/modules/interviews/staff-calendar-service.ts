import { createEvents, type EventAttributes } from 'ics';
import type { Kysely } from 'kysely';
import { company } from '@vistaar/shared/config/company';
import { INTERVIEW_MODE_LABELS } from '@vistaar/shared/config/interviews';
import { interviewKitPath } from '@vistaar/shared/config/routes';
import type { StaffCalendarSettings } from '@vistaar/shared/contract';
import type { StaffCalendarInput } from '@vistaar/shared/validation';
import { nowIso } from '../../db/dialect';
import type { Database } from '../../db/schema';
import { recordAudit, type AuditActor } from '../../lib/audit';
import { notFound } from '../../lib/http-error';
import { openSecret, sealSecret } from '../../lib/secret-box';
import { newSessionToken, tokenDigest } from '../auth';
import { busyTimesFromCalendar, CalendarReadError, fetchCalendarText } from './busy-calendar';
import { listStaffInterviews } from './interviews-repository';
import {
  claimCalendarRead,
  findFeedOwner,
  findStaffCalendar,
  replaceBusyTimes,
  saveStaffCalendar,
  toWorkingHours,
} from './staff-calendar-repository';
import { GENERAL_APPLICATION_TITLE } from '../applications';

const URL_PURPOSE = 'staff-calendar-url';
const DAY_MS = 86_400_000;
/** Busy times are kept for this far ahead: past any window a link may offer. */
const CALENDAR_DAYS_AHEAD = 200;
const FEED_NOT_FOUND = 'This calendar feed does not exist.';
const CALENDAR_READ_FAILED = 'The calendar could not be read.';

export interface StaffCalendarDeps {
  db: Kysely<Database>;
  appSecret: string;
  /** Calendar addresses inside this machine or its network may be read (off: public only). */
  calendarPrivateAddresses: boolean;
}

export async function readStaffCalendarSettings(
  db: Kysely<Database>,
  staffId: number,
): Promise<StaffCalendarSettings> {
  const row = await findStaffCalendar(db, staffId);
  const hours = toWorkingHours(row);
  return {
    workDays: [...hours.days],
    workStart: hours.start,
    workEnd: hours.end,
    calendarConnected: Boolean(row?.ics_url_sealed),
    calendarReadAt: row?.ics_url_sealed ? row.ics_read_at : null,
    calendarError: row?.ics_url_sealed ? row.ics_error : null,
    feedActive: Boolean(row?.feed_token_hash),
  };
}

/**
 * Reads a member's own calendar now and keeps its busy times (only the times). A failure is
 * kept as the reason, shown to the member, and the busy times read before stay.
 */
async function readStaffCalendar(
  deps: StaffCalendarDeps,
  staffId: number,
  sealedUrl: string,
): Promise<void> {
  const now = new Date();
  try {
    const address = openSecret(deps.appSecret, URL_PURPOSE, sealedUrl).toString();
    const busy = busyTimesFromCalendar(
      await fetchCalendarText(address, { privateAddresses: deps.calendarPrivateAddresses }),
      new Date(now.getTime() - DAY_MS),
      new Date(now.getTime() + CALENDAR_DAYS_AHEAD * DAY_MS),
    );
    await deps.db.transaction().execute(async (trx) => {
      await replaceBusyTimes(trx, staffId, busy);
      await saveStaffCalendar(
        trx,
        staffId,
        { ics_read_at: now.toISOString(), ics_error: null },
        nowIso(),
      );
    });
  } catch (error) {
    const reason = error instanceof CalendarReadError ? error.message : CALENDAR_READ_FAILED;
    await saveStaffCalendar(
      deps.db,
      staffId,
      { ics_read_at: now.toISOString(), ics_error: reason },
      nowIso(),
    );
  }
}

/**
 * Reads a calendar that is due, unless another server claimed the same read first (the
 * claim moves its read time on, so the next sweep of any server skips it).
 */
export async function readDueCalendar(
  deps: StaffCalendarDeps,
  calendar: { staff_id: number; ics_url_sealed: string | null },
  before: string,
): Promise<void> {
  if (!calendar.ics_url_sealed) return;
  if (!(await claimCalendarRead(deps.db, calendar.staff_id, before, nowIso()))) return;
  await readStaffCalendar(deps, calendar.staff_id, calendar.ics_url_sealed);
}

/** Saves a member's working hours and their own calendar's address (read at once), audited. */
export async function saveStaffCalendarSettings(
  deps: StaffCalendarDeps,
  actor: AuditActor,
  staffId: number,
  input: StaffCalendarInput,
): Promise<void> {
  const at = nowIso();
  const days = [...new Set(input.workDays)].sort((a, b) => a - b);
  const address = input.calendarUrl;
  const sealed = address ? sealSecret(deps.appSecret, URL_PURPOSE, Buffer.from(address)) : null;
  await deps.db.transaction().execute(async (trx) => {
    await saveStaffCalendar(
      trx,
      staffId,
      {
        work_days: days.join(','),
        work_start: input.workStart,
        work_end: input.workEnd,
        ...(address === undefined
          ? {}
          : { ics_url_sealed: sealed, ics_read_at: null, ics_error: null }),
      },
      at,
    );
    if (address === '') await replaceBusyTimes(trx, staffId, []);
    await recordAudit(trx, actor, {
      action: 'account.calendar-changed',
      entity: 'staff',
      entityId: staffId,
      details: {
        workDays: days,
        workStart: input.workStart,
        workEnd: input.workEnd,
        calendar: address === undefined ? 'unchanged' : address ? 'connected' : 'removed',
      },
    });
  });
  if (sealed) await readStaffCalendar(deps, staffId, sealed);
}

/**
 * A new secret address for the member's interview feed (any earlier one stops working);
 * answers the token, shown to them once.
 */
export async function renewInterviewFeed(
  db: Kysely<Database>,
  actor: AuditActor,
  staffId: number,
): Promise<string> {
  const token = newSessionToken();
  await db.transaction().execute(async (trx) => {
    await saveStaffCalendar(trx, staffId, { feed_token_hash: tokenDigest(token) }, nowIso());
    await recordAudit(trx, actor, {
      action: 'account.interview-feed-renewed',
      entity: 'staff',
      entityId: staffId,
    });
  });
  return token;
}

export async function stopInterviewFeed(db: Kysely<Database>, actor: AuditActor, staffId: number) {
  await db.transaction().execute(async (trx) => {
    await saveStaffCalendar(trx, staffId, { feed_token_hash: null }, nowIso());
    await recordAudit(trx, actor, {
      action: 'account.interview-feed-stopped',
      entity: 'staff',
      entityId: staffId,
    });
  });
}

/**
 * The member's interviews as an iCalendar feed. A calendar service fetches it and keeps a copy
 * outside the company, so each event names only the job and the way the interview is held,
 * with a link to the kit behind the member's sign-in: no candidate's name or contact details.
 */
export async function interviewFeed(
  db: Kysely<Database>,
  publicUrl: string,
  token: string,
): Promise<string> {
  const owner = await findFeedOwner(db, tokenDigest(token));
  if (!owner) throw notFound(FEED_NOT_FOUND);
  const rows = await listStaffInterviews(db, owner.id);
  const events: EventAttributes[] = rows.map((row) => ({
    uid: row.uid,
    sequence: row.sequence,
    start: Date.parse(row.starts_at),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: Date.parse(row.ends_at),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: `${INTERVIEW_MODE_LABELS[row.mode]} interview: ${row.job_title ?? GENERAL_APPLICATION_TITLE}`,
    description: `Interview kit and scorecard: ${publicUrl}${interviewKitPath(row.id)}`,
    url: `${publicUrl}${interviewKitPath(row.id)}`,
    ...(row.mode === 'video' && row.video_url ? { location: row.video_url } : {}),
    ...(row.mode === 'in-person' && row.location ? { location: row.location } : {}),
    status: 'CONFIRMED',
  }));
  const { error, value } = createEvents(events, {
    productId: `-//${company.name}//Interview feed//EN`,
    calName: `${company.name} interviews`,
  });
  if (error || !value) throw error ?? new Error('interview feed could not be built');
  return value;
}
