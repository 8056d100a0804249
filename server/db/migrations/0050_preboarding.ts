import { sql, type Kysely } from 'kysely';
import { columns2025 } from './columns-2025';

/**
 * Pre-boarding after an offer is accepted. `job_preboarding_documents` is the list HR asks a
 * job's new joiners for (a job without rows asks for the default list). When the candidate
 * first opens their accepted offer the list is copied to `preboarding_documents`, one row
 * per document the offer asks for, holding the uploaded file, the PAN or the Aadhaar's last
 * four digits (never more), and HR's review. `joining_date_requests` holds the candidate's
 * confirmation of the joining date or the change they ask for, and HR's decision.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columns2025(db);
  await c
    .id(db.schema.createTable('job_preboarding_documents'))
    .addColumn('job_id', 'integer', (col) =>
      col.notNull().references('jobs.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('label', 'text', (col) => col.notNull())
    .execute();
  await sql`create unique index job_preboarding_documents_idx
    on job_preboarding_documents (job_id, position)`.execute(db);

  await c
    .id(db.schema.createTable('preboarding_documents'))
    .addColumn('offer_id', 'integer', (col) =>
      col.notNull().references('offers.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('label', 'text', (col) => col.notNull())
    // to-upload, uploaded, accepted, asked-again.
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('file_id', 'integer', (col) => col.references('stored_files.id'))
    // The PAN, or the Aadhaar's last four digits.
    .addColumn('number', 'text')
    .addColumn('masked_by_candidate', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('uploaded_at', 'text')
    .addColumn('reason', 'text')
    .addColumn('reviewed_at', 'text')
    .addColumn('reviewed_by', 'integer', (col) =>
      col.references('staff_users.id').onDelete('set null'),
    )
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await sql`create unique index preboarding_documents_offer_idx
    on preboarding_documents (offer_id, position)`.execute(db);

  await c
    .id(db.schema.createTable('joining_date_requests'))
    .addColumn('offer_id', 'integer', (col) =>
      col.notNull().references('offers.id').onDelete('cascade'),
    )
    // confirmed, pending, approved, declined.
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('joining_date', 'text', (col) => col.notNull())
    .addColumn('reason', 'text')
    .addColumn('decision_reason', 'text')
    .addColumn('decided_by', 'integer', (col) =>
      col.references('staff_users.id').onDelete('set null'),
    )
    .addColumn('decided_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await sql`create index joining_date_requests_offer_idx on joining_date_requests (offer_id)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('joining_date_requests').execute();
  await db.schema.dropTable('preboarding_documents').execute();
  await db.schema.dropTable('job_preboarding_documents').execute();
}
