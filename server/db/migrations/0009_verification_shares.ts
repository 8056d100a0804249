import type { Kysely } from 'kysely';
import { columns2025 } from './columns-2025';

/**
 * Employment verification the employee controls: a share of chosen fields with one named
 * verifier (the consent record and the disclosed snapshot), the verifier's one-time codes,
 * short sessions for a verified employee or verifier, the append-only ledger of every
 * disclosure, error reports, the company's signing keys, and a per-employee suspension.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columns2025(db);

  await db.schema.alterTable('employees').addColumn('sharing_suspended_at', 'text').execute();
  await db.schema.alterTable('employees').addColumn('sharing_suspended_note', 'text').execute();

  await c
    .id(db.schema.createTable('verification_shares'))
    .addColumn('employee_id', 'integer', (col) =>
      col.notNull().references('employees.id').onDelete('cascade'),
    )
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    // The public reference printed on the letter and entered on the check page.
    .addColumn('verification_id', 'text', (col) => col.notNull().unique())
    // JSON array of the field keys the employee ticked.
    .addColumn('fields', 'text', (col) => col.notNull())
    // JSON of the disclosed values, fixed at consent time so the letter's hash never drifts.
    .addColumn('disclosure', 'text', (col) => col.notNull())
    .addColumn('verifier_organisation', 'text', (col) => col.notNull())
    .addColumn('verifier_email', 'text', (col) => col.notNull())
    .addColumn('purpose', 'text', (col) => col.notNull())
    .addColumn('notice_version', 'text', (col) => col.notNull())
    .addColumn('notice_text', 'text', (col) => col.notNull())
    .addColumn('consent_ip', 'text')
    .addColumn('consent_user_agent', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('revoked_at', 'text')
    // When the ledger recorded the expiry, so it is recorded once.
    .addColumn('expiry_recorded_at', 'text')
    .addColumn('first_viewed_at', 'text')
    .addColumn('code_failures', 'integer', (col) => col.notNull().defaultTo(0))
    // Set at the first download: the key that signed the letter and the SHA-256 of its PDF.
    .addColumn('letter_kid', 'text')
    .addColumn('letter_sha256', 'text')
    .execute();
  await db.schema
    .createIndex('verification_shares_employee_idx')
    .on('verification_shares')
    .columns(['employee_id', 'created_at'])
    .execute();

  await c
    .id(db.schema.createTable('verification_share_codes'))
    .addColumn('share_id', 'integer', (col) =>
      col.notNull().references('verification_shares.id').onDelete('cascade'),
    )
    .addColumn('code_hmac', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('consumed_at', 'text')
    .addColumn('superseded_at', 'text')
    .addColumn('client_ip', 'text')
    .execute();
  await db.schema
    .createIndex('verification_share_codes_share_idx')
    .on('verification_share_codes')
    .columns(['share_id', 'created_at'])
    .execute();

  await c
    .id(db.schema.createTable('verification_sessions'))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    // 'employee' (after the employee's own code) or 'verifier' (after the verifier's code).
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('employee_id', 'integer', (col) =>
      col.notNull().references('employees.id').onDelete('cascade'),
    )
    .addColumn('share_id', 'integer', (col) =>
      col.references('verification_shares.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();

  // Append-only: the product has no update or delete path for it, and it outlives the employee row.
  await c
    .id(db.schema.createTable('verification_ledger'))
    .addColumn('employee_id', 'integer', (col) => col.notNull())
    .addColumn('share_id', 'integer')
    .addColumn('event', 'text', (col) => col.notNull())
    .addColumn('occurred_at', 'text', (col) => col.notNull())
    .addColumn('client_ip', 'text')
    // The verified verifier address for views and downloads; the staff e-mail for staff actions.
    .addColumn('actor_email', 'text')
    .addColumn('detail', 'text')
    .execute();
  await db.schema
    .createIndex('verification_ledger_employee_idx')
    .on('verification_ledger')
    .columns(['employee_id', 'occurred_at'])
    .execute();

  await c
    .id(db.schema.createTable('verification_error_reports'))
    .addColumn('employee_id', 'integer', (col) =>
      col.notNull().references('employees.id').onDelete('cascade'),
    )
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('client_ip', 'text')
    .addColumn('resolved_at', 'text')
    .addColumn('resolution_note', 'text')
    .addColumn('resolved_by', 'text')
    .execute();

  await c
    .id(db.schema.createTable('verification_signing_keys'))
    .addColumn('kid', 'text', (col) => col.notNull().unique())
    .addColumn('public_jwk', 'text', (col) => col.notNull())
    // The private key, encrypted with a key derived from the app secret; never served.
    .addColumn('private_key_sealed', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('retired_at', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'verification_signing_keys',
    'verification_error_reports',
    'verification_ledger',
    'verification_sessions',
    'verification_share_codes',
    'verification_shares',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await db.schema.alterTable('employees').dropColumn('sharing_suspended_note').execute();
  await db.schema.alterTable('employees').dropColumn('sharing_suspended_at').execute();
}
