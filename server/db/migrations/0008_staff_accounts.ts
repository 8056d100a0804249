import type { Kysely } from 'kysely';
import { columns2025 } from './columns-2025';

/**
 * Staff accounts managed in the product: a role per account (the accounts that exist
 * already were the only kind there was, with every right, so they become admins), TOTP
 * two-factor with hashed single-use recovery codes, the short-lived challenge a password
 * step answers when a second factor follows, and invitations by e-mail. The audit log
 * becomes readable, so it gets the indexes its filters use.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columns2025(db);

  await db.schema
    .alterTable('staff_users')
    .addColumn('role', 'text', (col) => col.notNull().defaultTo('admin'))
    .execute();
  // Base32 TOTP secret, set while enrolment is pending and kept once it is confirmed.
  await db.schema.alterTable('staff_users').addColumn('totp_secret', 'text').execute();
  await db.schema.alterTable('staff_users').addColumn('totp_enabled_at', 'text').execute();
  // The last accepted time step: a code is never accepted twice.
  await db.schema.alterTable('staff_users').addColumn('totp_last_step', 'integer').execute();

  await c
    .id(db.schema.createTable('staff_recovery_codes'))
    .addColumn('staff_id', 'integer', (col) =>
      col.notNull().references('staff_users.id').onDelete('cascade'),
    )
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('staff_recovery_codes_staff_idx')
    .on('staff_recovery_codes')
    .column('staff_id')
    .execute();

  await c
    .id(db.schema.createTable('staff_sign_in_challenges'))
    .addColumn('staff_id', 'integer', (col) =>
      col.notNull().references('staff_users.id').onDelete('cascade'),
    )
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    // 'verify' (a code from an enrolled app) or 'enrol' (two-factor is required and not set up yet).
    .addColumn('purpose', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('consumed_at', 'text')
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .execute();

  await c
    .id(db.schema.createTable('staff_invitations'))
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('role', 'text', (col) => col.notNull())
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('invited_by', 'integer', (col) =>
      col.references('staff_users.id').onDelete('set null'),
    )
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('accepted_at', 'text')
    .addColumn('cancelled_at', 'text')
    .execute();
  await db.schema
    .createIndex('staff_invitations_email_idx')
    .on('staff_invitations')
    .column('email')
    .execute();

  // From which address a change or a read came.
  await db.schema.alterTable('audit_log').addColumn('ip', 'text').execute();
  await db.schema
    .createIndex('audit_log_created_idx')
    .on('audit_log')
    .column('created_at')
    .execute();
  await db.schema
    .createIndex('audit_log_staff_idx')
    .on('audit_log')
    .columns(['staff_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('audit_log_staff_idx').ifExists().execute();
  await db.schema.dropIndex('audit_log_created_idx').ifExists().execute();
  await db.schema.alterTable('audit_log').dropColumn('ip').execute();
  for (const table of ['staff_invitations', 'staff_sign_in_challenges', 'staff_recovery_codes']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  for (const column of ['totp_last_step', 'totp_enabled_at', 'totp_secret', 'role']) {
    await db.schema.alterTable('staff_users').dropColumn(column).execute();
  }
}
