import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * Each stage visit of each application: from its creation (in its first stage) and from every
 * move, with when it began and when the application left again. The hiring reports read
 * these few rows instead of working the visits out of the whole history on every view.
 *
 * Triggers write them, in the statement (so the transaction) that writes the application or
 * the move: every way an application is created or moved keeps them right, whichever code or
 * tool writes the row. A move closes the open visit and opens the next; moves come in the
 * order they happen. The backfill takes a created application's first stage as where its first
 * move left from, as the reports did.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('application_stage_visits')
    .addColumn('id', 'integer', (col) =>
      postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement(),
    )
    .addColumn('application_id', 'integer', (col) =>
      col.notNull().references('job_applications.id').onDelete('cascade'),
    )
    .addColumn('stage_id', 'integer', (col) => col.notNull())
    .addColumn('entered_at', 'text', (col) => col.notNull())
    .addColumn('left_at', 'text')
    .execute();
  await sql`insert into application_stage_visits (application_id, stage_id, entered_at, left_at)
    select a.id, coalesce((select e.from_stage_id from application_events e
        where e.application_id = a.id and e.kind = 'stage-moved'
        order by e.created_at, e.id limit 1), a.stage_id),
      a.created_at,
      (select e.created_at from application_events e
        where e.application_id = a.id and e.kind = 'stage-moved'
        order by e.created_at, e.id limit 1)
    from job_applications a`.execute(db);
  await sql`insert into application_stage_visits (application_id, stage_id, entered_at, left_at)
    select e.application_id, e.to_stage_id, e.created_at,
      (select n.created_at from application_events n
        where n.application_id = e.application_id and n.kind = 'stage-moved'
          and (n.created_at > e.created_at or (n.created_at = e.created_at and n.id > e.id))
        order by n.created_at, n.id limit 1)
    from application_events e where e.kind = 'stage-moved'
    order by e.created_at, e.id`.execute(db);
  // Entries by time (funnel, time in stage in a range); an application's visits of a stage
  // (went on); a stage's visits by application with their ends (hires, time in stage).
  await db.schema
    .createIndex('application_stage_visits_entered_idx')
    .on('application_stage_visits')
    .columns(['entered_at', 'stage_id', 'application_id', 'left_at'])
    .execute();
  await db.schema
    .createIndex('application_stage_visits_application_idx')
    .on('application_stage_visits')
    .columns(['application_id', 'stage_id', 'entered_at'])
    .execute();
  await db.schema
    .createIndex('application_stage_visits_stage_idx')
    .on('application_stage_visits')
    .columns(['stage_id', 'application_id', 'entered_at', 'left_at'])
    .execute();

  const created = sql`insert into application_stage_visits (application_id, stage_id, entered_at)
    values (new.id, new.stage_id, new.created_at)`;
  const close = sql`update application_stage_visits set left_at = new.created_at
    where application_id = new.application_id and left_at is null`;
  const open = sql`insert into application_stage_visits (application_id, stage_id, entered_at)
    values (new.application_id, new.to_stage_id, new.created_at)`;
  if (postgres) {
    await sql`create function application_stage_visit_created() returns trigger
      language plpgsql as $$ begin ${created}; return null; end $$`.execute(db);
    await sql`create function application_stage_visit_moved() returns trigger
      language plpgsql as $$ begin ${close}; ${open}; return null; end $$`.execute(db);
    await sql`create trigger application_stage_visit_created after insert on job_applications
      for each row execute function application_stage_visit_created()`.execute(db);
    await sql`create trigger application_stage_visit_moved after insert on application_events
      for each row when (new.kind = 'stage-moved')
      execute function application_stage_visit_moved()`.execute(db);
  } else {
    await sql`create trigger application_stage_visit_created after insert on job_applications
      begin ${created}; end`.execute(db);
    await sql`create trigger application_stage_visit_moved after insert on application_events
      when new.kind = 'stage-moved' begin ${close}; ${open}; end`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop trigger application_stage_visit_moved on application_events`.execute(db);
    await sql`drop trigger application_stage_visit_created on job_applications`.execute(db);
    await sql`drop function application_stage_visit_moved()`.execute(db);
    await sql`drop function application_stage_visit_created()`.execute(db);
  } else {
    await sql`drop trigger application_stage_visit_moved`.execute(db);
    await sql`drop trigger application_stage_visit_created`.execute(db);
  }
  await db.schema.dropTable('application_stage_visits').execute();
}
