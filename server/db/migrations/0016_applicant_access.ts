import type { Kysely } from 'kysely';
import { columns2025 } from './columns-2025';

/**
 * The applicant's own access to an application ('My application'), and privacy requests.
 *
 * applicant_access_tokens: the private link in the acknowledgement e-mail ('access', replaced
 * by each new link) and the erasure confirmation link ('erasure', valid for a day, used once).
 * Only the SHA-256 of a token is stored. Rows carry no personal data, so they outlive an
 * erasure and the link can say that the application was erased.
 *
 * privacy_requests: access, correction, erasure and grievance requests, made on 'My
 * application' or entered by staff from an e-mail, with the date they are due and the answer.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columns2025(db);
  await c
    .id(db.schema.createTable('applicant_access_tokens'))
    .addColumn('application_id', 'integer', (col) => col.notNull())
    // 'access' or 'erasure'.
    .addColumn('purpose', 'text', (col) => col.notNull())
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text')
    .addColumn('replaced_at', 'text')
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('applicant_access_tokens_application_idx')
    .on('applicant_access_tokens')
    .columns(['application_id', 'purpose'])
    .execute();

  await c
    .id(db.schema.createTable('privacy_requests'))
    // 'access', 'correction', 'erasure' or 'grievance'.
    .addColumn('kind', 'text', (col) => col.notNull())
    // 'open', 'completed' or 'declined'.
    .addColumn('status', 'text', (col) => col.notNull())
    // 'self-service' (made on 'My application') or 'staff' (entered by staff from an e-mail).
    .addColumn('source', 'text', (col) => col.notNull())
    .addColumn('application_id', 'integer')
    .addColumn('requester_name', 'text', (col) => col.notNull())
    .addColumn('requester_email', 'text', (col) => col.notNull())
    .addColumn('details', 'text', (col) => col.notNull())
    .addColumn('received_at', 'text', (col) => col.notNull())
    // YYYY-MM-DD (India): answered by the end of this day.
    .addColumn('due_on', 'text', (col) => col.notNull())
    .addColumn('response', 'text')
    .addColumn('responded_at', 'text')
    .addColumn('responded_by', 'integer', (col) => col.references('staff_users.id'))
    // 1 when the product itself did what was asked (a correction, a confirmed erasure).
    .addColumn('completed_automatically', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_by', 'integer', (col) => col.references('staff_users.id'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('privacy_requests_status_idx')
    .on('privacy_requests')
    .columns(['status', 'due_on', 'id'])
    .execute();
  await db.schema
    .createIndex('privacy_requests_application_idx')
    .on('privacy_requests')
    .column('application_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('privacy_requests').ifExists().execute();
  await db.schema.dropTable('applicant_access_tokens').ifExists().execute();
}
