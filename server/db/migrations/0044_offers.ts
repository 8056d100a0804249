import { sql, type Kysely } from 'kysely';
import { columns2025 } from './columns-2025';

/**
 * Offer letters. HR and admins keep letter templates (sanitised HTML with placeholders) and
 * CTC break-up structures; admins set who approves offers, in order, for a job or a CTC band.
 * An offer is one version of what an application is offered: drafted, approved by its chain
 * (`offer_approvals`, one row per approver and round), sent with a private link (only its
 * SHA-256 is kept) and answered by the candidate, whose signed acceptance is a stored file.
 * A revision is a new row that supersedes the old one. `offer_events` is each offer's history.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columns2025(db);
  await c
    .id(db.schema.createTable('offer_templates'))
    .addColumn('name', 'text', (col) => col.notNull().unique())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('archived_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await c
    .id(db.schema.createTable('ctc_structures'))
    .addColumn('name', 'text', (col) => col.notNull().unique())
    // JSON list of { key, kind, value }.
    .addColumn('components', 'text', (col) => col.notNull())
    .addColumn('archived_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await c
    .id(db.schema.createTable('offer_approval_rules'))
    .addColumn('job_id', 'integer', (col) => col.references('jobs.id').onDelete('cascade'))
    .addColumn('min_ctc', 'bigint')
    .addColumn('max_ctc', 'bigint')
    // JSON list of staff ids, in the order they approve.
    .addColumn('approver_ids', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  await c
    .id(db.schema.createTable('offers'))
    .addColumn('application_id', 'integer', (col) =>
      col.notNull().references('job_applications.id').onDelete('cascade'),
    )
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('template_id', 'integer', (col) => col.notNull().references('offer_templates.id'))
    .addColumn('ctc_structure_id', 'integer', (col) =>
      col.notNull().references('ctc_structures.id'),
    )
    .addColumn('ctc', 'bigint', (col) => col.notNull())
    // JSON list of { key, label, amount }, adding up to the CTC.
    .addColumn('breakup', 'text', (col) => col.notNull())
    .addColumn('designation', 'text', (col) => col.notNull())
    .addColumn('location', 'text', (col) => col.notNull())
    .addColumn('reporting_manager', 'text', (col) => col.notNull())
    .addColumn('joining_date', 'text', (col) => col.notNull())
    .addColumn('valid_until', 'text', (col) => col.notNull())
    // Which round of approval is current: a change or a refusal starts the next one.
    .addColumn('approval_round', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('link_token_hash', 'text')
    // The letter as sent, fixed then: the acceptance is signed over these bytes.
    .addColumn('letter_file_id', 'integer', (col) => col.references('stored_files.id'))
    .addColumn('letter_sha256', 'text')
    .addColumn('signed_file_id', 'integer', (col) => col.references('stored_files.id'))
    .addColumn('signed_sha256', 'text')
    .addColumn('signed_kid', 'text')
    .addColumn('accepted_name', 'text')
    .addColumn('decline_reason', 'text')
    .addColumn('sent_at', 'text')
    .addColumn('responded_at', 'text')
    .addColumn('created_by', 'integer', (col) =>
      col.references('staff_users.id').onDelete('set null'),
    )
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await sql`create index offers_application_idx on offers (application_id, version)`.execute(db);
  await sql`create unique index offers_link_idx on offers (link_token_hash)
    where link_token_hash is not null`.execute(db);
  await sql`create index offers_open_idx on offers (valid_until) where status = 'sent'`.execute(db);

  await c
    .id(db.schema.createTable('offer_approvals'))
    .addColumn('offer_id', 'integer', (col) =>
      col.notNull().references('offers.id').onDelete('cascade'),
    )
    .addColumn('round', 'integer', (col) => col.notNull())
    .addColumn('step', 'integer', (col) => col.notNull())
    .addColumn('approver_id', 'integer', (col) => col.notNull().references('staff_users.id'))
    // queued (a step before is still open), waiting, approved, rejected.
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('comment', 'text')
    .addColumn('decided_at', 'text')
    .execute();
  await sql`create index offer_approvals_offer_idx on offer_approvals (offer_id, round, step)`.execute(
    db,
  );
  await sql`create index offer_approvals_waiting_idx on offer_approvals (approver_id)
    where status = 'waiting'`.execute(db);

  await c
    .id(db.schema.createTable('offer_events'))
    .addColumn('offer_id', 'integer', (col) =>
      col.notNull().references('offers.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('staff_id', 'integer', (col) =>
      col.references('staff_users.id').onDelete('set null'),
    )
    .addColumn('comment', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await sql`create index offer_events_offer_idx on offer_events (offer_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('offer_events').execute();
  await db.schema.dropTable('offer_approvals').execute();
  await db.schema.dropTable('offers').execute();
  await db.schema.dropTable('offer_approval_rules').execute();
  await db.schema.dropTable('ctc_structures').execute();
  await db.schema.dropTable('offer_templates').execute();
}
