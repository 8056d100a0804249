import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * Time in stage narrowed to jobs (one, a department's, a recruiter's, a hiring manager's) over
 * 100,000 applications: each row of `application_stage_totals` (migration 0058) carries its
 * application's job (0 for none, which no job filter matches), so the view reads the rows of
 * those jobs from an index instead of looking up every application of them and then every row.
 *
 * Triggers keep it in the statement (so the transaction) that writes the row or moves the
 * application to another job: a new row takes its application's job, a change of job moves the
 * application's rows with it. Erasure and a candidate merge keep the application's job; a
 * deleted application takes its rows with it.
 *
 * Also an index of the rows by their last and first entry, with the stage and the job: the
 * rows whose visits straddle a range's start (first entered before it, again inside it) are
 * read from it alone, a few among those entered since the start.
 */
const BACKFILL_SLICE = 10_000;

const TRIGGERS = [
  ['stage_totals_job_given', 'application_stage_totals'],
  ['stage_totals_job_moved', 'job_applications'],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .alterTable('application_stage_totals')
    .addColumn('job_id', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  const jobOf = sql`coalesce((select a.job_id from job_applications a
    where a.id = application_stage_totals.application_id), 0)`;
  // In slices: a database's statement time limit holds for each statement of a migration too.
  const { low, high } = (
    await sql<{ low: number | null; high: number | null }>`select min(id) as low, max(id) as high
      from job_applications`.execute(db)
  ).rows[0];
  for (let first = Number(low ?? 1); first <= Number(high ?? 0); first += BACKFILL_SLICE) {
    await sql`update application_stage_totals set job_id = ${jobOf}
      where application_id between ${first} and ${first + BACKFILL_SLICE - 1}`.execute(db);
  }

  // A narrowed time in stage: the jobs' rows with ended visits, by stage, then by when entered.
  await sql`create index application_stage_totals_job_idx
    on application_stage_totals (job_id, stage_id, first_entered_at, last_entered_at, ended_days)
    where ended_visits > 0`.execute(db);
  await sql`create index application_stage_totals_straddling_idx
    on application_stage_totals (last_entered_at, first_entered_at, stage_id, job_id, application_id)
    where ended_visits > 0`.execute(db);

  const statements = {
    stage_totals_job_given: sql`update application_stage_totals set job_id = ${jobOf}
      where application_id = new.application_id and stage_id = new.stage_id`,
    stage_totals_job_moved: sql`update application_stage_totals set job_id = coalesce(new.job_id, 0)
      where application_id = new.id`,
  };
  const definitions = {
    stage_totals_job_given: { timing: 'after insert', when: '' },
    stage_totals_job_moved: {
      timing: 'after update of job_id',
      when: postgres
        ? 'when (old.job_id is distinct from new.job_id)'
        : 'when old.job_id is not new.job_id',
    },
  };
  for (const [name, table] of TRIGGERS) {
    const { timing, when } = definitions[name];
    if (postgres) {
      await sql`create function ${sql.raw(name)}() returns trigger language plpgsql
        as $$ begin ${statements[name]}; return null; end $$`.execute(db);
      await sql`create trigger ${sql.raw(name)} ${sql.raw(timing)} on ${sql.raw(table)}
        for each row ${sql.raw(when)} execute function ${sql.raw(name)}()`.execute(db);
    } else {
      await sql`create trigger ${sql.raw(name)} ${sql.raw(timing)} on ${sql.raw(table)} ${sql.raw(when)}
        begin ${statements[name]}; end`.execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const [name, table] of TRIGGERS) {
    if (postgres) {
      await sql`drop trigger ${sql.raw(name)} on ${sql.raw(table)}`.execute(db);
      await sql`drop function ${sql.raw(name)}()`.execute(db);
    } else {
      await sql`drop trigger ${sql.raw(name)}`.execute(db);
    }
  }
  await sql`drop index application_stage_totals_straddling_idx`.execute(db);
  await sql`drop index application_stage_totals_job_idx`.execute(db);
  await db.schema.alterTable('application_stage_totals').dropColumn('job_id').execute();
}
