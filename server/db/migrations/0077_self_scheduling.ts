import { sql, type Kysely } from 'kysely';
import { columns2025 } from './columns-2025';

/**
 * Self-scheduling: the candidate picks a time from a link the recruiter sends.
 *
 * - `staff_calendars`: a member's working hours (ISO weekdays and HH:MM in India time; a
 *   member without a row works 10:00-18:00 Monday to Friday), the private iCal address of their
 *   own calendar (sealed with the app secret: it is a password in all but name) with when it
 *   was last read and why it failed, and the digest of their private interview feed's token.
 * - `staff_busy_times`: the busy times last read from a member's own calendar, replaced whole
 *   by each read.
 * - `scheduling_links`: what the recruiter offered (panel, length, window of dates in India
 *   time, how the interview is held), the digest of the link's token (to find it) and the
 *   token sealed with the app secret (to send the same link in the nudge), the interview booked
 *   from it, and the one nudge sent when nothing was booked in time.
 * - `interview_slot_cells`: one row per interviewer and quarter hour a self-booked interview
 *   covers. Its unique key is what keeps two candidates off the same interviewer's time,
 *   whichever server takes the booking.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columns2025(db);
  await db.schema
    .createTable('staff_calendars')
    .addColumn('staff_id', 'integer', (col) =>
      col.primaryKey().references('staff_users.id').onDelete('cascade'),
    )
    .addColumn('work_days', 'text', (col) => col.notNull().defaultTo('1,2,3,4,5'))
    .addColumn('work_start', 'text', (col) => col.notNull().defaultTo('10:00'))
    .addColumn('work_end', 'text', (col) => col.notNull().defaultTo('18:00'))
    .addColumn('ics_url_sealed', 'text')
    .addColumn('ics_read_at', 'text')
    .addColumn('ics_error', 'text')
    .addColumn('feed_token_hash', 'text', (col) => col.unique())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await c
    .id(db.schema.createTable('staff_busy_times'))
    .addColumn('staff_id', 'integer', (col) =>
      col.notNull().references('staff_users.id').onDelete('cascade'),
    )
    .addColumn('starts_at', 'text', (col) => col.notNull())
    .addColumn('ends_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('staff_busy_times_staff_idx')
    .on('staff_busy_times')
    .columns(['staff_id', 'starts_at'])
    .execute();
  await c
    .id(db.schema.createTable('scheduling_links'))
    .addColumn('application_id', 'integer', (col) =>
      col.notNull().references('job_applications.id').onDelete('cascade'),
    )
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('token_sealed', 'text', (col) => col.notNull())
    .addColumn('mode', 'text', (col) => col.notNull())
    .addColumn('video_url', 'text')
    .addColumn('location', 'text')
    .addColumn('duration_minutes', 'integer', (col) => col.notNull())
    .addColumn('window_from', 'text', (col) => col.notNull())
    .addColumn('window_to', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('interview_id', 'integer', (col) =>
      col.references('interviews.id').onDelete('set null'),
    )
    .addColumn('channel', 'text', (col) => col.notNull())
    .addColumn('nudge_due_at', 'text', (col) => col.notNull())
    .addColumn('nudged_at', 'text')
    .addColumn('created_by', 'integer', (col) =>
      col.references('staff_users.id').onDelete('set null'),
    )
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('scheduling_links_application_idx')
    .on('scheduling_links')
    .columns(['application_id'])
    .execute();
  await sql`create index scheduling_links_nudge_idx
    on scheduling_links (nudge_due_at) where nudged_at is null and status = 'open'`.execute(db);
  await db.schema
    .createTable('scheduling_link_interviewers')
    .addColumn('link_id', 'integer', (col) =>
      col.notNull().references('scheduling_links.id').onDelete('cascade'),
    )
    .addColumn('staff_id', 'integer', (col) =>
      col.notNull().references('staff_users.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('scheduling_link_interviewers_pk', ['link_id', 'staff_id'])
    .execute();
  await db.schema
    .createTable('interview_slot_cells')
    .addColumn('staff_id', 'integer', (col) =>
      col.notNull().references('staff_users.id').onDelete('cascade'),
    )
    .addColumn('starts_at', 'text', (col) => col.notNull())
    .addColumn('interview_id', 'integer', (col) =>
      col.notNull().references('interviews.id').onDelete('cascade'),
    )
    .addUniqueConstraint('interview_slot_cells_unique', ['staff_id', 'starts_at'])
    .execute();
  await db.schema
    .createIndex('interview_slot_cells_interview_idx')
    .on('interview_slot_cells')
    .columns(['interview_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('interview_slot_cells').execute();
  await db.schema.dropTable('scheduling_link_interviewers').execute();
  await db.schema.dropTable('scheduling_links').execute();
  await db.schema.dropTable('staff_busy_times').execute();
  await db.schema.dropTable('staff_calendars').execute();
}
