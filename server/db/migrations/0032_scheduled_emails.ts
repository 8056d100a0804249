import { sql, type Kysely } from 'kysely';
import { columns2025 } from './columns-2025';

/**
 * Candidate e-mails to send later (a rejection the next working morning). The text is filled
 * in when it is scheduled; a sweep on every server claims a due row by setting `sent_at` in
 * the transaction that puts the e-mail in the outbox, so it goes out once, and a cancelled
 * row (`cancelled_at`) is never claimed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columns2025(db);
  await c
    .id(db.schema.createTable('scheduled_emails'))
    .addColumn('application_id', 'integer', (col) =>
      col.notNull().references('job_applications.id').onDelete('cascade'),
    )
    // The stage the application was in when the e-mail was scheduled; it goes only if still there.
    .addColumn('stage_id', 'integer', (col) => col.notNull().references('pipeline_stages.id'))
    .addColumn('template_id', 'integer', (col) =>
      col.references('email_templates.id').onDelete('set null'),
    )
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('send_at', 'text', (col) => col.notNull())
    .addColumn('created_by', 'integer', (col) =>
      col.references('staff_users.id').onDelete('set null'),
    )
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('sent_at', 'text')
    .addColumn('cancelled_at', 'text')
    .addColumn('cancelled_by', 'integer', (col) =>
      col.references('staff_users.id').onDelete('set null'),
    )
    // 'staff' (cancelled by a member) or 'stage-changed' (the application left its stage).
    .addColumn('cancel_reason', 'text')
    .execute();
  await sql`create index scheduled_emails_due_idx on scheduled_emails (send_at, id)
    where sent_at is null and cancelled_at is null`.execute(db);
  await db.schema
    .createIndex('scheduled_emails_application_idx')
    .on('scheduled_emails')
    .column('application_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('scheduled_emails').execute();
}
