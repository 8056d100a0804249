import { sql, type Kysely } from 'kysely';
import { columns2025 } from './columns-2025';

/**
 * Interviews of applications and what the interviewers said: the interviews (one calendar
 * UID each, its SEQUENCE raised by every change), their panels, the reminders due before
 * them (claimed once each by whichever server sends them), each job's scorecard criteria,
 * and feedback, where a correction is a new row that supersedes the last. The outbox gains
 * the calendar part of a message, so a retry sends the same invitation.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columns2025(db);

  // JSON {method, content}: the iCalendar text and its METHOD (REQUEST or CANCEL).
  await db.schema.alterTable('outbox').addColumn('calendar', 'text').execute();

  await c
    .id(db.schema.createTable('interviews'))
    .addColumn('application_id', 'integer', (col) =>
      col.notNull().references('job_applications.id').onDelete('cascade'),
    )
    .addColumn('uid', 'text', (col) => col.notNull().unique())
    .addColumn('sequence', 'integer', (col) => col.notNull().defaultTo(0))
    // 'phone', 'video' or 'in-person'.
    .addColumn('mode', 'text', (col) => col.notNull())
    .addColumn('starts_at', 'text', (col) => col.notNull())
    .addColumn('ends_at', 'text', (col) => col.notNull())
    .addColumn('duration_minutes', 'integer', (col) => col.notNull())
    .addColumn('video_url', 'text')
    .addColumn('location', 'text')
    // 'scheduled' or 'cancelled'.
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('cancel_reason', 'text')
    .addColumn('cancelled_at', 'text')
    .addColumn('created_by', 'integer', (col) =>
      col.references('staff_users.id').onDelete('set null'),
    )
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('interviews_application_idx')
    .on('interviews')
    .columns(['application_id', 'starts_at'])
    .execute();

  await db.schema
    .createTable('interview_interviewers')
    .addColumn('interview_id', 'integer', (col) =>
      col.notNull().references('interviews.id').onDelete('cascade'),
    )
    .addColumn('staff_id', 'integer', (col) => col.notNull().references('staff_users.id'))
    .addPrimaryKeyConstraint('interview_interviewers_pk', ['interview_id', 'staff_id'])
    .execute();
  // 'My interviews'.
  await db.schema
    .createIndex('interview_interviewers_staff_idx')
    .on('interview_interviewers')
    .columns(['staff_id', 'interview_id'])
    .execute();

  await c
    .id(db.schema.createTable('interview_reminders'))
    .addColumn('interview_id', 'integer', (col) =>
      col.notNull().references('interviews.id').onDelete('cascade'),
    )
    // 'day-before' or 'hour-before'.
    .addColumn('kind', 'text', (col) => col.notNull())
    // The start it reminds of: a reminder for an earlier time is never sent.
    .addColumn('starts_at', 'text', (col) => col.notNull())
    .addColumn('due_at', 'text', (col) => col.notNull())
    .addColumn('sent_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await sql`create index interview_reminders_due_idx on interview_reminders (due_at)
    where sent_at is null`.execute(db);

  await c
    .id(db.schema.createTable('job_scorecard_criteria'))
    .addColumn('job_id', 'integer', (col) =>
      col.notNull().references('jobs.id').onDelete('cascade'),
    )
    .addColumn('label', 'text', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addUniqueConstraint('job_scorecard_criteria_position_key', ['job_id', 'position'])
    .execute();

  await c
    .id(db.schema.createTable('interview_feedback'))
    .addColumn('interview_id', 'integer', (col) =>
      col.notNull().references('interviews.id').onDelete('cascade'),
    )
    .addColumn('staff_id', 'integer', (col) => col.notNull().references('staff_users.id'))
    // JSON array of {criterion, score}, criteria named as they were when rated.
    .addColumn('ratings', 'text', (col) => col.notNull())
    .addColumn('recommendation', 'text', (col) => col.notNull())
    .addColumn('comments', 'text', (col) => col.notNull())
    .addColumn('supersedes_id', 'integer', (col) => col.references('interview_feedback.id'))
    .addColumn('superseded_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  // One current submission per interviewer and interview, even when two arrive at once.
  await sql`create unique index interview_feedback_current_idx
    on interview_feedback (interview_id, staff_id) where superseded_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('interview_feedback').ifExists().execute();
  await db.schema.dropTable('job_scorecard_criteria').ifExists().execute();
  await db.schema.dropTable('interview_reminders').ifExists().execute();
  await db.schema.dropTable('interview_interviewers').ifExists().execute();
  await db.schema.dropTable('interviews').ifExists().execute();
  await db.schema.alterTable('outbox').dropColumn('calendar').execute();
}
