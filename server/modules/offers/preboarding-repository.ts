import type { Kysely, Selectable, Updateable } from 'kysely';
import type { PreboardingDocumentStatus } from '@vistaar/shared/config/preboarding';
import type { Database } from '../../db/schema';
import type {
  JobPreboardingDocumentsTable,
  JoiningDateRequestsTable,
  PreboardingDocumentsTable,
} from '../../db/schema/preboarding';
import { nowIso } from '../../db/dialect';
import { updatedOneRow } from '../../db/guarded-update';

export type JoiningRequestRow = Selectable<JoiningDateRequestsTable>;

export function listJobDocuments(db: Kysely<Database>, jobId: number) {
  return db
    .selectFrom('job_preboarding_documents')
    .select(['kind', 'label'])
    .where('job_id', '=', jobId)
    .orderBy('position')
    .execute();
}

export async function deleteJobDocuments(db: Kysely<Database>, jobId: number) {
  await db.deleteFrom('job_preboarding_documents').where('job_id', '=', jobId).execute();
}

export async function insertJobDocuments(
  db: Kysely<Database>,
  jobId: number,
  documents: readonly Pick<Selectable<JobPreboardingDocumentsTable>, 'kind' | 'label'>[],
) {
  await db
    .insertInto('job_preboarding_documents')
    .values(documents.map((doc, index) => ({ job_id: jobId, position: index + 1, ...doc })))
    .execute();
}

/** Copies a list to an offer once; a second copy (two first visits at once) adds nothing. */
export async function insertOfferDocuments(
  db: Kysely<Database>,
  offerId: number,
  documents: readonly Pick<Selectable<JobPreboardingDocumentsTable>, 'kind' | 'label'>[],
) {
  const createdAt = nowIso();
  await db
    .insertInto('preboarding_documents')
    .values(
      documents.map((doc, index) => ({
        offer_id: offerId,
        position: index + 1,
        kind: doc.kind,
        label: doc.label,
        status: 'to-upload' as const,
        created_at: createdAt,
      })),
    )
    .onConflict((oc) => oc.columns(['offer_id', 'position']).doNothing())
    .execute();
}

export function listOfferDocuments(db: Kysely<Database>, offerId: number) {
  return db
    .selectFrom('preboarding_documents as d')
    .leftJoin('stored_files as f', 'f.id', 'd.file_id')
    .leftJoin('staff_users as s', 's.id', 'd.reviewed_by')
    .selectAll('d')
    .select(['f.original_name as file_name', 's.name as reviewer_name'])
    .where('d.offer_id', '=', offerId)
    .orderBy('d.position')
    .execute();
}
export type PreboardingDocumentWithFile = Awaited<ReturnType<typeof listOfferDocuments>>[number];

export function findOfferDocument(db: Kysely<Database>, offerId: number, documentId: number) {
  return db
    .selectFrom('preboarding_documents')
    .selectAll()
    .where('offer_id', '=', offerId)
    .where('id', '=', documentId)
    .executeTakeFirst();
}

export function findDocument(db: Kysely<Database>, documentId: number) {
  return db
    .selectFrom('preboarding_documents')
    .selectAll()
    .where('id', '=', documentId)
    .executeTakeFirst();
}

/** Changes a document only from the status the caller read, so racing calls change it once. */
export async function updateDocumentFrom(
  db: Kysely<Database>,
  id: number,
  from: readonly PreboardingDocumentStatus[],
  values: Updateable<PreboardingDocumentsTable>,
): Promise<boolean> {
  return updatedOneRow(
    db
      .updateTable('preboarding_documents')
      .set(values)
      .where('id', '=', id)
      .where('status', 'in', from),
  );
}

export function listJoiningRequests(db: Kysely<Database>, offerId: number) {
  return db
    .selectFrom('joining_date_requests as r')
    .leftJoin('staff_users as s', 's.id', 'r.decided_by')
    .selectAll('r')
    .select('s.name as decider_name')
    .where('r.offer_id', '=', offerId)
    .orderBy('r.id', 'desc')
    .execute();
}

export function findJoiningRequest(db: Kysely<Database>, offerId: number, requestId: number) {
  return db
    .selectFrom('joining_date_requests')
    .selectAll()
    .where('offer_id', '=', offerId)
    .where('id', '=', requestId)
    .executeTakeFirst();
}

export async function insertJoiningRequest(
  db: Kysely<Database>,
  values: Pick<JoiningRequestRow, 'offer_id' | 'status' | 'joining_date' | 'reason'>,
) {
  await db
    .insertInto('joining_date_requests')
    .values({ ...values, created_at: nowIso() })
    .execute();
}

/** Closes the offer's pending change requests (a newer word from the candidate replaces them). */
export async function declinePendingRequests(db: Kysely<Database>, offerId: number) {
  await db
    .updateTable('joining_date_requests')
    .set({
      status: 'declined',
      decision_reason: 'Replaced by a newer answer',
      decided_at: nowIso(),
    })
    .where('offer_id', '=', offerId)
    .where('status', '=', 'pending')
    .execute();
}

export async function decideJoiningRequest(
  db: Kysely<Database>,
  id: number,
  values: Pick<JoiningRequestRow, 'status' | 'decision_reason' | 'decided_by'>,
): Promise<boolean> {
  return updatedOneRow(
    db
      .updateTable('joining_date_requests')
      .set({ ...values, decided_at: nowIso() })
      .where('id', '=', id)
      .where('status', '=', 'pending'),
  );
}

/**
 * The photo HR accepted in pre-boarding, when it is an image an employee record can carry
 * (a photo given as a PDF stays a pre-boarding document only).
 */
export async function acceptedPhoto(db: Kysely<Database>, offerId: number, maxBytes: number) {
  const file = await db
    .selectFrom('preboarding_documents as d')
    .innerJoin('stored_files as f', 'f.id', 'd.file_id')
    .select(['f.original_name', 'f.media_type', 'f.content', 'f.size_bytes'])
    .where('d.offer_id', '=', offerId)
    .where('d.kind', '=', 'photo')
    .where('d.status', '=', 'accepted')
    .where('f.media_type', 'in', ['image/jpeg', 'image/png'])
    .orderBy('d.position')
    .executeTakeFirst();
  if (!file || Number(file.size_bytes) > maxBytes) return undefined;
  return { originalName: file.original_name, mediaType: file.media_type, content: file.content };
}
