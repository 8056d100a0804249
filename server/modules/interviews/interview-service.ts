import { randomUUID } from 'node:crypto';
import type {
  InterviewCancelInput,
  InterviewRescheduleInput,
  InterviewScheduleInput,
} from '@vistaar/shared/validation';
import type { Kysely, Transaction } from 'kysely';
import { company } from '@vistaar/shared/config/company';
import {
  FEEDBACK_REMINDER,
  INTERVIEW_MODE_LABELS,
  INTERVIEW_REMINDERS,
  type InterviewMode,
  type InterviewReminderKind,
} from '@vistaar/shared/config/interviews';
import { formatIndiaTimeRange, indiaMomentToIso } from '@vistaar/shared/lib/india-time';
import { interviewMessages } from '@vistaar/shared/validation';
import { nowIso } from '../../db/dialect';
import type { Database } from '../../db/schema';
import { recordAudit, type AuditActor } from '../../lib/audit';
import { badRequest, conflict, found, notFound } from '../../lib/http-error';
import type { WhatsappPurpose } from '../../config';
import { mailAbout, recruitingReplyTo, type MailAddress, type Mailer } from '../mail';
import { insertEvent } from '../pipeline';
import type { WhatsappOutbox } from '../whatsapp';
import {
  cancelInterviewRow,
  dropPendingReminders,
  findActiveStaff,
  findCandidate,
  findInterview,
  insertInterview,
  insertReminders,
  listPanels,
  moveInterview,
  type InterviewRow,
} from './interviews-repository';
import { interviewMails, type InterviewChange, type MailSettings } from './interview-mails';
import { releaseSlotCells } from './scheduling-links-repository';
import { interviewFacts, whatsappInterviewParameters } from './interview-views';

export const APPLICATION_NOT_FOUND = 'Application not found.';
export const INTERVIEW_NOT_FOUND = 'Interview not found.';
export const INTERVIEW_CANCELLED = 'This interview has been cancelled.';
const INTERVIEW_HAS_FEEDBACK =
  'Feedback has been given for this interview, so it cannot be moved or cancelled.';
const INTERVIEW_CHANGED_MEANWHILE =
  'Someone else changed this interview a moment ago. Reload it and try again.';

const MINUTE_MS = 60_000;

function timing(input: { date: string; startTime: string; durationMinutes: number }) {
  const startsAt = indiaMomentToIso(input.date, input.startTime);
  const endsAt = new Date(Date.parse(startsAt) + input.durationMinutes * MINUTE_MS).toISOString();
  return { startsAt, endsAt };
}

/**
 * The reminders still ahead of an interview at this time: before it (the interviewers' and
 * the candidate's) and after it (each interviewer's, should their feedback be missing). One
 * whose moment has already passed (an interview set for within the hour) is left out.
 */
function remindersFor(
  interviewId: number,
  times: { startsAt: string; endsAt: string },
  panelIds: readonly number[],
  now: string,
) {
  const at = (iso: string, minutes: number) =>
    new Date(Date.parse(iso) + minutes * MINUTE_MS).toISOString();
  const reminder = (kind: InterviewReminderKind, dueAt: string, staffId: number | null) => ({
    interview_id: interviewId,
    kind,
    starts_at: times.startsAt,
    due_at: dueAt,
    staff_id: staffId,
  });
  return [
    ...INTERVIEW_REMINDERS.map((before) =>
      reminder(before.kind, at(times.startsAt, -before.minutesBefore), null),
    ),
    ...panelIds.map((staffId) =>
      reminder(
        FEEDBACK_REMINDER.kind,
        at(times.endsAt, FEEDBACK_REMINDER.minutesAfterEnd),
        staffId,
      ),
    ),
  ].filter((row) => row.due_at > now);
}

/** Where the candidate's replies go: the recruiting inbox, under this member's name if active. */
export async function candidateReplyTo(
  db: Kysely<Database>,
  inbox: string,
  staffId: number | null,
): Promise<MailAddress> {
  const [recruiter] = staffId ? await findActiveStaff(db, [staffId]) : [];
  return recruitingReplyTo(inbox, recruiter?.name);
}

/** What the application's history says about an interview (no feedback, no contact details). */
function historyComment(row: InterviewRow, panelNames: string[], reason?: string) {
  const base = `${INTERVIEW_MODE_LABELS[row.mode]} interview, ${formatIndiaTimeRange(row.starts_at, row.ends_at)}, with ${panelNames.join(', ')}`;
  return reason ? `${base}. Reason: ${reason}` : base;
}

// Scheduling, moving and cancelling interviews. Each is one transaction: the change, the
// application's history entry, the audit entry and the e-mails to the candidate and every
// interviewer (each with the same calendar UID), so either all of it happens or none.

export interface InterviewDeps {
  db: Kysely<Database>;
  mailer: Mailer;
  publicUrl: string;
  /** The recruiting inbox: the invitations' organizer and where the candidate's replies go. */
  organizerEmail: string;
  whatsapp: WhatsappOutbox;
}

const WHATSAPP_PURPOSE = {
  scheduled: 'interview_scheduled',
  rescheduled: 'interview_rescheduled',
  cancelled: 'interview_cancelled',
} as const satisfies Record<InterviewChange, WhatsappPurpose>;

/**
 * Everyone on the interview hears of the change (e-mail with the calendar entry, WhatsApp
 * when the candidate opted in), and it goes into the application's history and the audit
 * trail. The candidate's replies go to the recruiting inbox under `replyAs`'s name (the
 * member making the change unless said otherwise: a candidate's own booking names the
 * recruiter who sent the link).
 */
export async function announce(
  deps: InterviewDeps,
  trx: Transaction<Database>,
  actor: AuditActor,
  interviewId: number,
  change: InterviewChange,
  options: { reason?: string; replyAs?: number | null } = {},
) {
  const { reason } = options;
  const row = found(await findInterview(trx, interviewId), INTERVIEW_NOT_FOUND);
  const panel = await listPanels(trx, [interviewId]);
  const settings: MailSettings = {
    publicUrl: deps.publicUrl,
    organizer: { name: company.name, email: deps.organizerEmail },
  };
  const replyTo = await candidateReplyTo(
    trx,
    deps.organizerEmail,
    options.replyAs === undefined ? actor.staffId : options.replyAs,
  );
  for (const mail of interviewMails(interviewFacts(row, panel), change, settings, replyTo)) {
    await deps.mailer.enqueue(
      { ...mail, about: mailAbout('application', row.application_id) },
      trx,
    );
  }
  // On WhatsApp too when the candidate opted in: the approved template, the time in IST.
  await deps.whatsapp.enqueueTemplate(trx, {
    candidateId: row.candidate_id,
    applicationId: row.application_id,
    purpose: WHATSAPP_PURPOSE[change],
    parameters: whatsappInterviewParameters(row),
  });
  await insertEvent(trx, {
    application_id: row.application_id,
    kind: `interview-${change}`,
    staff_id: actor.staffId,
    from_stage_id: null,
    to_stage_id: null,
    rejection_reason_id: null,
    comment: historyComment(
      row,
      panel.map((member) => member.name),
      reason,
    ),
    created_at: nowIso(),
  });
  await recordAudit(trx, actor, {
    action: `interview.${change}`,
    entity: 'interview',
    entityId: interviewId,
    details: {
      applicationId: row.application_id,
      startsAt: row.starts_at,
      sequence: row.sequence,
      interviewerIds: panel.map((member) => member.id),
    },
  });
}

/** Loads an interview that may still change, or says why not. */
export async function changeable(trx: Kysely<Database>, id: number) {
  const row = found(await findInterview(trx, id), INTERVIEW_NOT_FOUND);
  if (row.status === 'cancelled') throw conflict(INTERVIEW_CANCELLED);
  const panel = await listPanels(trx, [id]);
  if (panel.some((member) => member.feedback_id !== null)) throw conflict(INTERVIEW_HAS_FEEDBACK);
  return row;
}

/** Writes a new interview, its panel and its reminders; the caller announces it. */
export async function insertScheduledInterview(
  trx: Transaction<Database>,
  interview: {
    applicationId: number;
    place: { mode: InterviewMode; videoUrl?: string | null; location?: string | null };
    times: { startsAt: string; endsAt: string };
    durationMinutes: number;
    staffIds: number[];
    createdBy: number | null;
  },
): Promise<number> {
  const now = nowIso();
  const { place, times, staffIds } = interview;
  const interviewId = await insertInterview(
    trx,
    {
      application_id: interview.applicationId,
      uid: `${randomUUID()}@${company.domain}`,
      mode: place.mode,
      starts_at: times.startsAt,
      ends_at: times.endsAt,
      duration_minutes: interview.durationMinutes,
      video_url: place.mode === 'video' ? (place.videoUrl ?? null) : null,
      location: place.mode === 'in-person' ? (place.location ?? null) : null,
      status: 'scheduled',
      created_by: interview.createdBy,
      created_at: now,
      updated_at: now,
    },
    staffIds,
  );
  await insertReminders(trx, remindersFor(interviewId, times, staffIds, now), now);
  return interviewId;
}

export async function scheduleInterview(
  deps: InterviewDeps,
  actor: AuditActor,
  applicationId: number,
  input: InterviewScheduleInput,
): Promise<number> {
  const { db, mailer } = deps;
  const staffIds = [...new Set(input.interviewerIds)];
  const id = await db.transaction().execute(async (trx) => {
    if (!(await findCandidate(trx, applicationId))) throw notFound(APPLICATION_NOT_FOUND);
    const panel = await findActiveStaff(trx, staffIds);
    if (panel.length !== staffIds.length) {
      throw badRequest(interviewMessages.interviewersUnknown, {
        interviewerIds: interviewMessages.interviewersUnknown,
      });
    }
    const interviewId = await insertScheduledInterview(trx, {
      applicationId,
      place: input,
      times: timing(input),
      durationMinutes: input.durationMinutes,
      staffIds,
      createdBy: actor.staffId,
    });
    await announce(deps, trx, actor, interviewId, 'scheduled');
    return interviewId;
  });
  void mailer.flush();
  void deps.whatsapp.flush();
  return id;
}

/**
 * A change to an interview that may still change: `write` makes it, answering false when
 * someone else changed the interview first; then everyone on it hears of the change.
 */
async function changeInterview(
  deps: InterviewDeps,
  actor: AuditActor,
  id: number,
  change: InterviewChange,
  write: (trx: Transaction<Database>, row: InterviewRow) => Promise<boolean>,
  reason?: string,
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const row = await changeable(trx, id);
    if (!(await write(trx, row))) throw conflict(INTERVIEW_CHANGED_MEANWHILE);
    await announce(deps, trx, actor, id, change, { reason });
  });
  void deps.mailer.flush();
  void deps.whatsapp.flush();
}

export async function rescheduleInterview(
  deps: InterviewDeps,
  actor: AuditActor,
  id: number,
  input: InterviewRescheduleInput,
): Promise<void> {
  await changeInterview(deps, actor, id, 'rescheduled', (trx, row) =>
    moveInterviewTo(trx, row, timing(input), input.durationMinutes),
  );
}

/**
 * Moves an interview that was read as `row`, re-arming its reminders and giving back the
 * time a candidate booked; false when someone else changed it first.
 */
export async function moveInterviewTo(
  trx: Transaction<Database>,
  row: InterviewRow,
  times: { startsAt: string; endsAt: string },
  durationMinutes: number,
): Promise<boolean> {
  const now = nowIso();
  const moved = await moveInterview(trx, row.id, row.sequence, {
    starts_at: times.startsAt,
    ends_at: times.endsAt,
    duration_minutes: durationMinutes,
    updated_at: now,
  });
  if (!moved) return false;
  // A move re-arms every reminder for the new time, the panel's feedback ones included.
  await dropPendingReminders(trx, row.id);
  await releaseSlotCells(trx, row.id);
  const panelIds = (await listPanels(trx, [row.id])).map((member) => member.id);
  await insertReminders(trx, remindersFor(row.id, times, panelIds, now), now);
  return true;
}

/** Cancels an interview that was read as `row`; false when someone else changed it first. */
export async function cancelInterviewAs(
  trx: Transaction<Database>,
  row: InterviewRow,
  reason: string | null,
): Promise<boolean> {
  const cancelled = await cancelInterviewRow(trx, row.id, row.sequence, {
    cancel_reason: reason,
    at: nowIso(),
  });
  if (cancelled) {
    await dropPendingReminders(trx, row.id);
    await releaseSlotCells(trx, row.id);
  }
  return cancelled;
}

export async function cancelInterview(
  deps: InterviewDeps,
  actor: AuditActor,
  id: number,
  body: InterviewCancelInput,
): Promise<void> {
  const { reason } = body;
  await changeInterview(
    deps,
    actor,
    id,
    'cancelled',
    (trx, row) => cancelInterviewAs(trx, row, reason || null),
    reason || undefined,
  );
}
