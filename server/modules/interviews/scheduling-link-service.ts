import type { Kysely, Transaction } from 'kysely';
import {
  INTERVIEW_MODE_LABELS,
  SELF_SCHEDULING_CUTOFF_HOURS,
  SELF_SCHEDULING_NUDGE_HOURS,
  type ReminderChannel,
} from '@vistaar/shared/config/interviews';
import { addDays, indiaToday } from '@vistaar/shared/lib/job-dates';
import { indiaMomentToIso } from '@vistaar/shared/lib/india-time';
import type { CandidateBooking } from '@vistaar/shared/contract';
import type { SchedulingLinkOfferInput, SlotChoiceInput } from '@vistaar/shared/validation';
import { interviewMessages } from '@vistaar/shared/validation';
import { nowIso } from '../../db/dialect';
import type { Database } from '../../db/schema';
import { recordAudit, type AuditActor } from '../../lib/audit';
import { badRequest, conflict, found, gone, notFound } from '../../lib/http-error';
import { openSecret, sealSecret } from '../../lib/secret-box';
import { newSessionToken, tokenDigest } from '../auth';
import { isUniqueViolation } from '../employees';
import { insertEvent } from '../pipeline';
import { listHolidays } from '../work-calendar';
import { freeSlots, slotCells, type BusyTime } from './free-slots';
import {
  announce,
  APPLICATION_NOT_FOUND,
  cancelInterviewAs,
  changeable,
  insertScheduledInterview,
  moveInterviewTo,
  type InterviewDeps,
} from './interview-service';
import {
  applicationStillOpen,
  findActiveStaff,
  findCandidate,
  findInterview,
} from './interviews-repository';
import {
  claimSlotCells,
  findSchedulingLink,
  insertSchedulingLink,
  linkPanelIds,
  listPanelInterviewTimes,
  setLinkChannel,
  setLinkStatus,
  type SchedulingLinkRow,
} from './scheduling-links-repository';
import { schedulingLinkUrl, sendLink } from './scheduling-link-sending';
import { listBusyTimes, workingHoursOf } from './staff-calendar-repository';
import { GENERAL_APPLICATION_TITLE } from '../applications';

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;
const TOKEN_PURPOSE = 'scheduling-link';

const schedulingMessages = {
  linkNotFound: 'This link is not valid. Please use the latest link we sent you.',
  applicationClosed: 'This application is closed, so there is no interview to book.',
  slotTaken: 'This time is no longer free. Please choose another time.',
  alreadyBooked: 'You have already booked a time with this link.',
  notBooked: 'There is no booked interview on this link to change.',
  cancelled: 'You cancelled this interview. We will contact you about the next steps.',
  pastCutoff: `The interview starts in less than ${SELF_SCHEDULING_CUTOFF_HOURS} hours, so it can no longer be changed here. Please reply to our e-mail instead.`,
} as const;

export interface SchedulingDeps extends InterviewDeps {
  appSecret: string;
  /** Calendar addresses inside this machine or its network may be read (off: public only). */
  calendarPrivateAddresses: boolean;
}

/**
 * Sends the candidate a link to choose their interview's time from the panel's free times in
 * the window: one transaction writes the link, sends it (WhatsApp when they opted in and the
 * template is set up, otherwise e-mail) and records it in the history and the audit trail.
 */
export async function createSchedulingLink(
  deps: SchedulingDeps,
  actor: AuditActor,
  applicationId: number,
  input: SchedulingLinkOfferInput,
): Promise<number> {
  const staffIds = [...new Set(input.interviewerIds)];
  const id = await deps.db.transaction().execute(async (trx) => {
    if (!(await findCandidate(trx, applicationId))) throw notFound(APPLICATION_NOT_FOUND);
    if (!(await applicationStillOpen(trx, applicationId))) {
      throw conflict(schedulingMessages.applicationClosed);
    }
    const panel = await findActiveStaff(trx, staffIds);
    if (panel.length !== staffIds.length) {
      throw badRequest(interviewMessages.interviewersUnknown, {
        interviewerIds: interviewMessages.interviewersUnknown,
      });
    }
    const now = nowIso();
    const token = newSessionToken();
    const linkId = await insertSchedulingLink(
      trx,
      {
        application_id: applicationId,
        token_hash: tokenDigest(token),
        token_sealed: sealSecret(deps.appSecret, TOKEN_PURPOSE, Buffer.from(token)),
        mode: input.mode,
        video_url: input.mode === 'video' ? (input.videoUrl ?? null) : null,
        location: input.mode === 'in-person' ? (input.location ?? null) : null,
        duration_minutes: input.durationMinutes,
        window_from: input.windowFrom,
        window_to: input.windowTo,
        status: 'open',
        channel: 'email',
        nudge_due_at: new Date(
          Date.parse(now) + SELF_SCHEDULING_NUDGE_HOURS * HOUR_MS,
        ).toISOString(),
        created_by: actor.staffId,
        created_at: now,
        updated_at: now,
      },
      staffIds,
    );
    const link = found(await findSchedulingLink(trx, tokenDigest(token)));
    const channel = await sendLink(deps, trx, {
      link,
      url: schedulingLinkUrl(deps.publicUrl, token),
      nudge: false,
    });
    await setLinkChannel(trx, linkId, channel);
    await insertEvent(trx, {
      application_id: applicationId,
      kind: 'interview-link-sent',
      staff_id: actor.staffId,
      from_stage_id: null,
      to_stage_id: null,
      rejection_reason_id: null,
      comment: `${input.durationMinutes} minutes with ${panel.map((member) => member.name).join(', ')}, between ${input.windowFrom} and ${input.windowTo}`,
      created_at: now,
    });
    await recordAudit(trx, actor, {
      action: 'interview.link-sent',
      entity: 'application',
      entityId: applicationId,
      details: {
        linkId,
        interviewerIds: staffIds,
        channel,
        windowFrom: input.windowFrom,
        windowTo: input.windowTo,
      },
    });
    return linkId;
  });
  void deps.mailer.flush();
  void deps.whatsapp.flush();
  return id;
}

/** Sends an open link again, once, as the nudge; the caller claimed it. */
export async function nudgeSchedulingLink(
  deps: SchedulingDeps,
  trx: Transaction<Database>,
  claimed: { application_id: number; token_hash: string },
): Promise<ReminderChannel | null> {
  const link = await findSchedulingLink(trx, claimed.token_hash);
  if (!link || !(await applicationStillOpen(trx, link.application_id))) return null;
  const token = openSecret(deps.appSecret, TOKEN_PURPOSE, link.token_sealed).toString();
  return sendLink(deps, trx, { link, url: schedulingLinkUrl(deps.publicUrl, token), nudge: true });
}

/** The link a token opens, for a candidate whose application is still open. */
async function linkByToken(db: Kysely<Database>, token: string) {
  const link = found(
    await findSchedulingLink(db, tokenDigest(token)),
    schedulingMessages.linkNotFound,
  );
  if (!(await applicationStillOpen(db, link.application_id))) {
    throw gone(schedulingMessages.applicationClosed);
  }
  return link;
}

/** The earliest start the candidate may still book or move to, and change before. */
const cutoffFrom = (now: string) =>
  new Date(Date.parse(now) + SELF_SCHEDULING_CUTOFF_HOURS * HOUR_MS).toISOString();

/**
 * The times the link offers now: every panel member free for the whole length, from their
 * working hours, the holidays, their interviews in the product (the link's own booked one
 * aside, so a move may keep near it) and the busy times of their own calendars.
 */
async function offeredSlots(
  db: Kysely<Database>,
  link: SchedulingLinkRow,
  now = nowIso(),
): Promise<string[]> {
  const panelIds = await linkPanelIds(db, link.id);
  if (panelIds.length === 0) return [];
  const today = indiaToday(new Date(now));
  const windowFrom = link.window_from < today ? today : link.window_from;
  if (windowFrom > link.window_to) return [];
  const from = indiaMomentToIso(windowFrom, '00:00');
  const to = indiaMomentToIso(addDays(link.window_to, 1), '00:00');
  const [hours, holidays, interviews, calendars] = await Promise.all([
    workingHoursOf(db, panelIds),
    listHolidays(db),
    listPanelInterviewTimes(db, panelIds, from, to),
    listBusyTimes(db, panelIds, from, to),
  ]);
  const busyOf = (staffId: number): BusyTime[] => [
    ...interviews
      .filter((row) => row.staff_id === staffId && row.id !== link.interview_id)
      .map((row) => ({ startsAt: row.starts_at, endsAt: row.ends_at })),
    ...calendars
      .filter((row) => row.staff_id === staffId)
      .map((row) => ({ startsAt: row.starts_at, endsAt: row.ends_at })),
  ];
  return freeSlots({
    windowFrom,
    windowTo: link.window_to,
    durationMinutes: link.duration_minutes,
    panel: panelIds.map((id) => ({ hours: hours.get(id)!, busy: busyOf(id) })),
    holidays: new Set(holidays.map((holiday) => holiday.day)),
    earliest: cutoffFrom(now),
  });
}

/** The candidate's booked interview on this link, while they may still change it. */
async function changeableBooking(trx: Transaction<Database>, link: SchedulingLinkRow) {
  if (link.status === 'cancelled') throw conflict(schedulingMessages.cancelled);
  if (link.status !== 'booked' || link.interview_id === null) {
    throw conflict(schedulingMessages.notBooked);
  }
  const row = await changeable(trx, link.interview_id);
  if (row.starts_at < cutoffFrom(nowIso())) throw conflict(schedulingMessages.pastCutoff);
  return row;
}

/** The chosen start, if the link offers it now; the interview's times. */
async function chosenTimes(
  trx: Transaction<Database>,
  link: SchedulingLinkRow,
  choice: SlotChoiceInput,
) {
  const slots = await offeredSlots(trx, link);
  const startsAt = slots.find((slot) => Date.parse(slot) === Date.parse(choice.startsAt));
  if (!startsAt)
    throw conflict(schedulingMessages.slotTaken, { startsAt: schedulingMessages.slotTaken });
  return {
    startsAt,
    endsAt: new Date(Date.parse(startsAt) + link.duration_minutes * MINUTE_MS).toISOString(),
  };
}

/**
 * Runs a candidate's booking or move in one transaction. A quarter hour another booking holds
 * fails the claim (the unique key of `interview_slot_cells`), which is the same answer as a
 * time already gone.
 */
async function asCandidate<T>(
  deps: SchedulingDeps,
  token: string,
  work: (trx: Transaction<Database>, link: SchedulingLinkRow) => Promise<T>,
): Promise<T> {
  let result: T;
  try {
    result = await deps.db
      .transaction()
      .execute(async (trx) => work(trx, await linkByToken(trx, token)));
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw conflict(schedulingMessages.slotTaken, { startsAt: schedulingMessages.slotTaken });
    }
    throw error;
  }
  void deps.mailer.flush();
  void deps.whatsapp.flush();
  return result;
}

/** The candidate books an offered time: the interview is set and everyone is invited. */
export async function bookSlot(
  deps: SchedulingDeps,
  actor: AuditActor,
  token: string,
  choice: SlotChoiceInput,
): Promise<number> {
  return asCandidate(deps, token, async (trx, link) => {
    if (link.status === 'booked') throw conflict(schedulingMessages.alreadyBooked);
    if (link.status === 'cancelled') throw conflict(schedulingMessages.cancelled);
    const times = await chosenTimes(trx, link, choice);
    const staffIds = await linkPanelIds(trx, link.id);
    const interviewId = await insertScheduledInterview(trx, {
      applicationId: link.application_id,
      place: { mode: link.mode, videoUrl: link.video_url, location: link.location },
      times,
      durationMinutes: link.duration_minutes,
      staffIds,
      createdBy: link.created_by,
    });
    await claimSlotCells(trx, interviewId, staffIds, slotCells(times.startsAt, times.endsAt));
    const booked = await setLinkStatus(trx, link.id, 'open', {
      status: 'booked',
      interview_id: interviewId,
      updated_at: nowIso(),
    });
    if (!booked) throw conflict(schedulingMessages.alreadyBooked);
    await announce(deps, trx, actor, interviewId, 'scheduled', { replyAs: link.created_by });
    return interviewId;
  });
}

/** The candidate moves their booked interview to another offered time, before the cut-off. */
export async function moveBooking(
  deps: SchedulingDeps,
  actor: AuditActor,
  token: string,
  choice: SlotChoiceInput,
): Promise<void> {
  await asCandidate(deps, token, async (trx, link) => {
    const row = await changeableBooking(trx, link);
    const times = await chosenTimes(trx, link, choice);
    if (!(await moveInterviewTo(trx, row, times, link.duration_minutes))) {
      throw conflict(schedulingMessages.slotTaken);
    }
    const staffIds = await linkPanelIds(trx, link.id);
    await claimSlotCells(trx, row.id, staffIds, slotCells(times.startsAt, times.endsAt));
    await announce(deps, trx, actor, row.id, 'rescheduled', { replyAs: link.created_by });
  });
}

/** The candidate cancels their booked interview, before the cut-off; the link closes. */
export async function cancelBooking(
  deps: SchedulingDeps,
  actor: AuditActor,
  token: string,
): Promise<void> {
  await asCandidate(deps, token, async (trx, link) => {
    const row = await changeableBooking(trx, link);
    if (!(await cancelInterviewAs(trx, row, 'Cancelled by the candidate'))) {
      throw conflict(schedulingMessages.notBooked);
    }
    await setLinkStatus(trx, link.id, 'booked', { status: 'cancelled', updated_at: nowIso() });
    await announce(deps, trx, actor, row.id, 'cancelled', {
      reason: 'Cancelled by the candidate',
      replyAs: link.created_by,
    });
  });
}

/** What the candidate's page shows: the offer, the booked time if any, and the free times. */
export async function candidateBookingView(
  db: Kysely<Database>,
  token: string,
): Promise<CandidateBooking> {
  const link = await linkByToken(db, token);
  const interview = link.interview_id ? await findInterview(db, link.interview_id) : undefined;
  const now = nowIso();
  const booked =
    interview && interview.status === 'scheduled' && link.status === 'booked'
      ? {
          startsAt: interview.starts_at,
          endsAt: interview.ends_at,
          changeable: interview.starts_at >= cutoffFrom(now),
        }
      : null;
  const slots =
    link.status === 'cancelled' || (booked && !booked.changeable)
      ? []
      : (await offeredSlots(db, link, now)).filter((slot) => slot !== booked?.startsAt);
  return {
    firstName: link.first_name,
    jobTitle: link.job_title ?? GENERAL_APPLICATION_TITLE,
    durationMinutes: link.duration_minutes,
    modeLabel: INTERVIEW_MODE_LABELS[link.mode],
    status: link.status,
    booked,
    slots,
  };
}
