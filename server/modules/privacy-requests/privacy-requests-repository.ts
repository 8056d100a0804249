import { sql, type Insertable, type Kysely } from 'kysely';
import type { PrivacyRequestKind, PrivacyRequestStatus } from '@vistaar/shared/config';
import type { Database, PrivacyRequestsTable } from '../../db/schema';
import { updatedOneRow } from '../../db/guarded-update';

export type NewPrivacyRequest = Omit<Insertable<PrivacyRequestsTable>, 'id'>;

export interface PrivacyRequestFilters {
  page: number;
  limit: number;
  kind?: PrivacyRequestKind;
  status?: PrivacyRequestStatus;
  /** Only open requests past their due day. */
  overdue?: boolean;
  /** Today in India, YYYY-MM-DD: what 'past its due day' is measured against. */
  today: string;
}

export async function insertPrivacyRequest(
  db: Kysely<Database>,
  values: NewPrivacyRequest,
): Promise<number> {
  const row = await db
    .insertInto('privacy_requests')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

function requestsQuery(db: Kysely<Database>) {
  return db
    .selectFrom('privacy_requests as r')
    .leftJoin('staff_users as u', 'u.id', 'r.responded_by')
    .selectAll('r')
    .select('u.name as responder_name');
}

export type PrivacyRequestRow = Awaited<ReturnType<typeof findPrivacyRequest>> & object;

export function findPrivacyRequest(db: Kysely<Database>, id: number) {
  return requestsQuery(db).where('r.id', '=', id).executeTakeFirst();
}

/** Open requests first, the soonest due at the top; then the answered ones, newest first. */
export async function listPrivacyRequests(db: Kysely<Database>, filters: PrivacyRequestFilters) {
  let query = requestsQuery(db);
  let count = db.selectFrom('privacy_requests as r').select((eb) => eb.fn.countAll().as('n'));
  if (filters.kind) {
    query = query.where('r.kind', '=', filters.kind);
    count = count.where('r.kind', '=', filters.kind);
  }
  if (filters.status) {
    query = query.where('r.status', '=', filters.status);
    count = count.where('r.status', '=', filters.status);
  }
  if (filters.overdue) {
    query = query.where('r.status', '=', 'open').where('r.due_on', '<', filters.today);
    count = count.where('r.status', '=', 'open').where('r.due_on', '<', filters.today);
  }
  const rows = await query
    .orderBy(sql`case when r.status = 'open' then 0 else 1 end`)
    .orderBy(sql`case when r.status = 'open' then r.due_on else null end`)
    .orderBy('r.received_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(filters.limit)
    .offset((filters.page - 1) * filters.limit)
    .execute();
  const total = await count.executeTakeFirstOrThrow();
  return { rows, total: Number(total.n) };
}

/** The requests made about one application, oldest first. */
export function listApplicationRequests(db: Kysely<Database>, applicationId: number) {
  return db
    .selectFrom('privacy_requests')
    .selectAll()
    .where('application_id', '=', applicationId)
    .orderBy('received_at')
    .orderBy('id')
    .execute();
}

/** Closes an open request with its answer; false when it was answered meanwhile. */
export async function closePrivacyRequest(
  db: Kysely<Database>,
  id: number,
  values: {
    status: Exclude<PrivacyRequestStatus, 'open'>;
    response: string;
    respondedAt: string;
    respondedBy: number | null;
    automatically: boolean;
  },
): Promise<boolean> {
  return updatedOneRow(
    db
      .updateTable('privacy_requests')
      .set({
        status: values.status,
        response: values.response,
        responded_at: values.respondedAt,
        responded_by: values.respondedBy,
        completed_automatically: values.automatically ? 1 : 0,
        updated_at: values.respondedAt,
      })
      .where('id', '=', id)
      .where('status', '=', 'open'),
  );
}

/**
 * After an erasure the requests about that application keep their kind, dates and outcome
 * (the record that we answered), but no longer say who asked or what they wrote.
 */
export async function anonymiseApplicationRequests(
  db: Kysely<Database>,
  applicationId: number,
  at: string,
) {
  await db
    .updateTable('privacy_requests')
    .set({
      requester_name: 'Erased applicant',
      requester_email: '',
      details: '',
      response: sql`case when response is null then null else '' end`,
      updated_at: at,
    })
    .where('application_id', '=', applicationId)
    .execute();
}
