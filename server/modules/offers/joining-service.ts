import type { Kysely } from 'kysely';
import type { StaffRole } from '@vistaar/shared/config';
import { PHOTO_MAX_BYTES } from '@vistaar/shared/config/constants';
import { JOINING_SILENCE_DAYS, type JoiningRisk } from '@vistaar/shared/config/joining';
import type { JoinedResult, JoiningRow } from '@vistaar/shared/contract';
import { addDays, indiaToday } from '@vistaar/shared/lib/job-dates';
import type { DropoutInput } from '@vistaar/shared/validation/joining-schema';
import type { Database } from '../../db/schema';
import { recordAudit, type AuditActor } from '../../lib/audit';
import { conflict, notFound } from '../../lib/http-error';
import { isUniqueViolation } from '../employees';
import { hireAsEmployee } from '../pipeline';
import { OFFER_NOT_FOUND, offerCandidate } from './offer-common';
import {
  findJoiningOutcome,
  findRecentVisit,
  insertJoiningOutcome,
  listAcceptedOffers,
  type AcceptedOfferRow,
} from './joining-repository';
import { addOfferEvent } from './offers-repository';
import { acceptedPhoto } from './preboarding-repository';

/** Who works the Joining screen: HR and admins every row, a recruiter their own jobs' rows. */
export const JOINING_DESK: readonly StaffRole[] = ['admin', 'hr', 'recruiter'];

const outcomeMessages = {
  alreadyJoined: 'This candidate has already been marked as joined.',
  alreadyDroppedOut: 'This candidate has already been marked as dropped out.',
} as const;

interface Member {
  id: number;
  role: StaffRole;
}

/** A recruiter sees only the rows of the jobs they own. */
const joiningScope = (staff: Member) =>
  staff.role === 'recruiter' ? { recruiterId: staff.id } : {};

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/**
 * Which offers miss the documents pre-boarding asks for. No documents are asked of candidates
 * yet, so none can be missing; pre-boarding answers here once it keeps its list per job.
 */
function offersMissingDocuments(_offerIds: readonly number[]): Set<number> {
  return new Set();
}

/** Why an offer still awaiting joining is at risk, as of `now`. */
function risksOf(row: AcceptedOfferRow, today: string, now: Date, missingDocuments: Set<number>) {
  if (row.outcome) return [];
  const risks: JoiningRisk[] = [];
  if (row.joining_date < today) risks.push('date-passed');
  const heard = [row.last_heard_at, row.responded_at].filter((at): at is string => !!at).sort();
  const lastHeard = heard[heard.length - 1];
  const silentSince = new Date(now.getTime() - JOINING_SILENCE_DAYS * DAY_MS).toISOString();
  if (!lastHeard || lastHeard < silentSince) risks.push('no-reply');
  if (missingDocuments.has(row.id)) risks.push('documents-missing');
  return risks;
}

export function toJoiningRows(rows: readonly AcceptedOfferRow[], now = new Date()): JoiningRow[] {
  const today = indiaToday(now);
  const missing = offersMissingDocuments(rows.map((row) => row.id));
  return rows.map((row) => ({
    offerId: row.id,
    ...offerCandidate(row),
    designation: row.designation,
    joiningDate: row.joining_date,
    daysToGo: daysBetween(today, row.joining_date),
    state: row.outcome ?? 'awaiting',
    dropoutReason: row.dropout_reason,
    note: row.note,
    employeeId: row.employee_id,
    risks: risksOf(row, today, now, missing),
  }));
}

/** The Joining screen's rows the member may see, filtered by state and the 'at risk' list. */
export async function listJoinings(
  db: Kysely<Database>,
  staff: Member,
  filter: { state?: JoiningRow['state']; atRisk?: boolean },
): Promise<JoiningRow[]> {
  const rows = toJoiningRows(await listAcceptedOffers(db, joiningScope(staff)));
  return rows.filter(
    (row) =>
      (!filter.state || row.state === filter.state) && (!filter.atRisk || row.risks.length > 0),
  );
}

/** The accepted offer a member may act on, else 404 as for a missing one. */
async function openAcceptedOffer(db: Kysely<Database>, staff: Member, offerId: number) {
  const [row] = await listAcceptedOffers(db, { ...joiningScope(staff), offerId });
  if (!row) throw notFound(OFFER_NOT_FOUND);
  return row;
}

export async function findJoiningRow(db: Kysely<Database>, staff: Member, offerId: number) {
  return toJoiningRows([await openAcceptedOffer(db, staff, offerId)])[0];
}

async function joinedAnswer(db: Kysely<Database>, offerId: number): Promise<JoinedResult | null> {
  const outcome = await findJoiningOutcome(db, offerId);
  if (!outcome) return null;
  if (outcome.outcome !== 'joined') throw conflict(outcomeMessages.alreadyDroppedOut);
  const employee = outcome.employee_id
    ? await db
        .selectFrom('employees')
        .select(['id', 'employee_code'])
        .where('id', '=', outcome.employee_id)
        .executeTakeFirst()
    : undefined;
  if (!employee) throw conflict(outcomeMessages.alreadyJoined);
  return { offerId, employeeId: employee.id, employeeCode: employee.employee_code };
}

/**
 * Marks the candidate joined: the application goes to Hired and its employee record is made
 * (through the one hire-to-employee path) from the application and the offer's terms, all in
 * one transaction. Marked again, or twice at once, it answers the record made the first time.
 */
export async function markJoined(
  db: Kysely<Database>,
  actor: AuditActor,
  staff: Member,
  offerId: number,
): Promise<JoinedResult> {
  const offer = await openAcceptedOffer(db, staff, offerId);
  const before = await joinedAnswer(db, offerId);
  if (before) return before;
  try {
    return await db.transaction().execute(async (trx) => {
      const employee = await hireAsEmployee(trx, actor, offer.application_id, {
        designation: offer.designation,
        joiningDate: offer.joining_date,
        salaryRupees: Number(offer.ctc),
        comment: 'Marked as joined',
        photo: await acceptedPhoto(trx, offerId, PHOTO_MAX_BYTES),
      });
      await insertJoiningOutcome(trx, {
        offer_id: offerId,
        application_id: offer.application_id,
        outcome: 'joined',
        dropout_reason: null,
        note: null,
        employee_id: employee.id,
        staff_id: actor.staffId,
      });
      await recordAudit(trx, actor, {
        action: 'offer.joined',
        entity: 'offer',
        entityId: offerId,
        details: { applicationId: offer.application_id, employeeId: employee.id },
      });
      return { offerId, employeeId: employee.id, employeeCode: employee.employee_code };
    });
  } catch (error) {
    // A second mark raced this one and lost, either on a unique key or, on PostgreSQL, on the
    // stage move, which waits for the winner's row lock and then finds the application moved
    // meanwhile. Either way the winner has committed: its record is the answer.
    const raced = await joinedAnswer(db, offerId);
    if (!raced) throw error;
    return raced;
  }
}

/** Marks the candidate dropped out, with the reason reports count and an optional note. */
export async function markDroppedOut(
  db: Kysely<Database>,
  actor: AuditActor,
  staff: Member,
  offerId: number,
  input: DropoutInput,
): Promise<void> {
  const offer = await openAcceptedOffer(db, staff, offerId);
  const refusal = (outcome: string | undefined) =>
    outcome === 'joined' ? outcomeMessages.alreadyJoined : outcomeMessages.alreadyDroppedOut;
  if (offer.outcome) throw conflict(refusal(offer.outcome));
  await db
    .transaction()
    .execute(async (trx) => {
      await insertJoiningOutcome(trx, {
        offer_id: offerId,
        application_id: offer.application_id,
        outcome: 'dropped-out',
        dropout_reason: input.reason,
        note: input.note || null,
        employee_id: null,
        staff_id: actor.staffId,
      });
      await recordAudit(trx, actor, {
        action: 'offer.dropped_out',
        entity: 'offer',
        entityId: offerId,
        details: { applicationId: offer.application_id, reason: input.reason },
      });
    })
    .catch(async (error: unknown) => {
      if (!isUniqueViolation(error)) throw error;
      throw conflict(refusal((await findJoiningOutcome(db, offerId))?.outcome));
    });
}

/** Notes the candidate's visit to an accepted offer's link (once a day), for the 'no reply' check. */
export async function noteCandidateVisit(
  db: Kysely<Database>,
  offer: { id: number; status: string },
) {
  if (offer.status !== 'accepted') return;
  const since = new Date(Date.now() - DAY_MS).toISOString();
  if (await findRecentVisit(db, offer.id, since)) return;
  await addOfferEvent(db, { offerId: offer.id, kind: 'viewed', staffId: null });
}

/** The India days whose joinings are reminded today: 30, 7 and 1 days ahead. */
export const reminderDays = (today: string, days: readonly number[]) =>
  days.map((before) => ({ before, date: addDays(today, before) }));
