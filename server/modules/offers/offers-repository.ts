import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { OfferApprovalStatus, OffersTable } from '../../db/schema/offers';
import type { OfferEventKind, OfferStatus } from '@vistaar/shared/config/offers';
import { nowIso } from '../../db/dialect';
import { updatedOneRow } from '../../db/guarded-update';

export type OfferRow = Selectable<OffersTable>;

/** An offer with what its views and letter need from the application and the job. */
export function findOffer(db: Kysely<Database>, id: number) {
  return offerQuery(db).where('o.id', '=', id).executeTakeFirst();
}

function offerQuery(db: Kysely<Database>) {
  return db
    .selectFrom('offers as o')
    .innerJoin('job_applications as a', 'a.id', 'o.application_id')
    .leftJoin('jobs as j', 'j.id', 'a.job_id')
    .innerJoin('offer_templates as t', 't.id', 'o.template_id')
    .selectAll('o')
    .select([
      'a.first_name',
      'a.last_name',
      'a.email',
      'a.address',
      'a.city',
      'a.state',
      'a.job_id',
      'a.candidate_id',
      'a.erased_at',
      'j.title as job_title',
      't.name as template_name',
      't.body as template_body',
    ]);
}
export type OfferWithApplication = NonNullable<Awaited<ReturnType<typeof findOffer>>>;

/** The offer a link belongs to: its newest link, or the one before while it still works. */
export function findOfferByLinkHash(db: Kysely<Database>, hash: string) {
  return offerQuery(db)
    .where((eb) =>
      eb.or([
        eb('o.link_token_hash', '=', hash),
        eb.and([
          eb('o.previous_link_token_hash', '=', hash),
          eb('o.previous_link_until', '>', nowIso()),
        ]),
      ]),
    )
    .executeTakeFirst();
}

/**
 * How long a link keeps working once an e-mail replaced it: the candidate may have the page
 * open on it (a reminder went out a minute after they accepted, or HR asked for a document
 * again while they were uploading the next one).
 */
const REPLACED_LINK_HOURS = 24;

/**
 * Gives the offer a new private link for an e-mail, while it is in one of `from`: only the
 * link's hash is kept, so the mail carries a new one; the one before works for
 * `REPLACED_LINK_HOURS` more, and any older one no longer.
 */
export function replaceOfferLink(
  db: Kysely<Database>,
  offerId: number,
  hash: string,
  from: readonly OfferStatus[],
): Promise<boolean> {
  const now = new Date();
  return updatedOneRow(
    db
      .updateTable('offers')
      .set((eb) => ({
        previous_link_token_hash: eb.ref('link_token_hash'),
        previous_link_until: new Date(
          now.getTime() + REPLACED_LINK_HOURS * 3_600_000,
        ).toISOString(),
        link_token_hash: hash,
        updated_at: now.toISOString(),
      }))
      .where('id', '=', offerId)
      .where('status', 'in', from),
  );
}

export function listApplicationOffers(db: Kysely<Database>, applicationId: number) {
  return offerQuery(db)
    .where('o.application_id', '=', applicationId)
    .orderBy('o.version', 'desc')
    .execute();
}

/** Offers waiting for this member's approval, oldest first. */
export function listOffersAwaiting(db: Kysely<Database>, staffId: number) {
  return offerQuery(db)
    .where('o.status', '=', 'pending')
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('offer_approvals as p')
          .select('p.id')
          .whereRef('p.offer_id', '=', 'o.id')
          .whereRef('p.round', '=', 'o.approval_round')
          .where('p.approver_id', '=', staffId)
          .where('p.status', '=', 'waiting'),
      ),
    )
    .orderBy('o.updated_at')
    .orderBy('o.id')
    .execute();
}

/** The application's latest offer that is not closed by a revision. */
export function findLatestOffer(db: Kysely<Database>, applicationId: number) {
  return db
    .selectFrom('offers')
    .selectAll()
    .where('application_id', '=', applicationId)
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function insertOffer(
  db: Kysely<Database>,
  values: Omit<
    OfferRow,
    | 'id'
    | 'approval_round'
    | 'link_token_hash'
    | 'previous_link_token_hash'
    | 'previous_link_until'
    | 'letter_file_id'
    | 'letter_sha256'
    | 'signed_file_id'
    | 'signed_sha256'
    | 'signed_kid'
    | 'accepted_name'
    | 'decline_reason'
    | 'sent_at'
    | 'responded_at'
  >,
): Promise<number> {
  const row = await db
    .insertInto('offers')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Moves an offer on only from the status the caller read, so two racing calls change it once. */
export async function updateOfferFrom(
  db: Kysely<Database>,
  id: number,
  from: readonly OfferStatus[],
  values: Partial<Omit<OfferRow, 'id'>>,
): Promise<boolean> {
  return updatedOneRow(
    db
      .updateTable('offers')
      .set({ ...values, updated_at: values.updated_at ?? nowIso() })
      .where('id', '=', id)
      .where('status', 'in', from),
  );
}

export async function addOfferEvent(
  db: Kysely<Database>,
  event: { offerId: number; kind: OfferEventKind; staffId: number | null; comment?: string | null },
) {
  await db
    .insertInto('offer_events')
    .values({
      offer_id: event.offerId,
      kind: event.kind,
      staff_id: event.staffId,
      comment: event.comment ?? null,
      created_at: nowIso(),
    })
    .execute();
}

export function listOfferEvents(db: Kysely<Database>, offerId: number) {
  return db
    .selectFrom('offer_events as e')
    .leftJoin('staff_users as s', 's.id', 'e.staff_id')
    .select(['e.kind', 'e.created_at', 'e.comment', 's.name as staff_name'])
    .where('e.offer_id', '=', offerId)
    .orderBy('e.id')
    .execute();
}

export function listApprovals(db: Kysely<Database>, offerId: number, round: number) {
  return db
    .selectFrom('offer_approvals as p')
    .innerJoin('staff_users as s', 's.id', 'p.approver_id')
    .select([
      'p.id',
      'p.step',
      'p.approver_id',
      's.name',
      's.email',
      'p.status',
      'p.comment',
      'p.decided_at',
    ])
    .where('p.offer_id', '=', offerId)
    .where('p.round', '=', round)
    .orderBy('p.step')
    .execute();
}

export async function insertApprovals(
  db: Kysely<Database>,
  offerId: number,
  round: number,
  approverIds: readonly number[],
) {
  await db
    .insertInto('offer_approvals')
    .values(
      approverIds.map((approverId, index) => ({
        offer_id: offerId,
        round,
        step: index + 1,
        approver_id: approverId,
        status: (index === 0 ? 'waiting' : 'queued') as OfferApprovalStatus,
        comment: null,
        decided_at: null,
      })),
    )
    .execute();
}

/** Records an approver's decision, only if their step is the one waiting. */
export async function decideApproval(
  db: Kysely<Database>,
  approvalId: number,
  status: 'approved' | 'rejected',
  comment: string | null,
): Promise<boolean> {
  return updatedOneRow(
    db
      .updateTable('offer_approvals')
      .set({ status, comment, decided_at: nowIso() })
      .where('id', '=', approvalId)
      .where('status', '=', 'waiting'),
  );
}

export async function wakeApproval(db: Kysely<Database>, approvalId: number) {
  await db
    .updateTable('offer_approvals')
    .set({ status: 'waiting' })
    .where('id', '=', approvalId)
    .where('status', '=', 'queued')
    .execute();
}

export function listApprovalRules(db: Kysely<Database>) {
  return db
    .selectFrom('offer_approval_rules as r')
    .leftJoin('jobs as j', 'j.id', 'r.job_id')
    .selectAll('r')
    .select('j.title as job_title')
    .orderBy('r.job_id')
    .orderBy('r.min_ctc')
    .orderBy('r.id')
    .execute();
}

export function findApprovalRule(db: Kysely<Database>, id: number) {
  return db.selectFrom('offer_approval_rules').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The chain for an offer: its job's, else the first band its CTC falls in. */
export async function chainFor(db: Kysely<Database>, jobId: number | null, ctc: number) {
  if (jobId !== null) {
    const forJob = await db
      .selectFrom('offer_approval_rules')
      .selectAll()
      .where('job_id', '=', jobId)
      .orderBy('id')
      .executeTakeFirst();
    if (forJob) return forJob;
  }
  return db
    .selectFrom('offer_approval_rules')
    .selectAll()
    .where('job_id', 'is', null)
    .where((eb) => eb.or([eb('min_ctc', 'is', null), eb('min_ctc', '<=', ctc)]))
    .where((eb) => eb.or([eb('max_ctc', 'is', null), eb('max_ctc', '>=', ctc)]))
    .orderBy('id')
    .executeTakeFirst();
}
