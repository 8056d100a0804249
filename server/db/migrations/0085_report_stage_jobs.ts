import { PostgresAdapter, sql, type Kysely, type RawBuilder } from 'kysely';

/**
 * Time in stage over the whole history, narrowed to jobs (one, a department's, a recruiter's, a
 * hiring manager's) or not, over 100,000 applications:
 *
 * - each row of `application_stage_totals` (migration 0058) carries its application's job (0
 *   for none, which no job filter matches), so the view reads the rows of those jobs from an
 *   index instead of looking up every application of them;
 * - `stage_time_buckets`: per job and stage, how many rows with ended visits hold their days
 *   in each whole day (rounded down). A median or percentile is then found in its bucket: the
 *   buckets below give its rank's place, and only that bucket's rows are read, in order of
 *   their days, for the exact value (the answers stay those of every row sorted).
 *
 * Triggers keep both in the statement (so the transaction) that writes the row or moves the
 * application to another job: a new row takes its application's job, a change of job moves the
 * application's rows with it, and each row added, changed or removed (with its application)
 * takes its old count out of its bucket and puts its new one in. Erasure and a candidate merge
 * keep the application's job and history.
 *
 * Also indexes holding every column the view reads of a row (its ended visits too, the partial
 * indexes' condition, so SQLite answers from the index alone): by stage and days with the job,
 * by job, by when entered (in place of 0068's), and by last and first entry for the rows whose
 * visits straddle a range's start (first entered before it, again inside it).
 */
const BACKFILL_SLICE = 10_000;

const TRIGGERS = [
  ['stage_totals_job_given', 'application_stage_totals'],
  ['stage_totals_job_moved', 'job_applications'],
  ['stage_time_buckets_added', 'application_stage_totals'],
  ['stage_time_buckets_changed', 'application_stage_totals'],
  ['stage_time_buckets_removed', 'application_stage_totals'],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .alterTable('application_stage_totals')
    .addColumn('job_id', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('stage_time_buckets')
    .addColumn('job_id', 'integer', (col) => col.notNull())
    .addColumn('stage_id', 'integer', (col) => col.notNull())
    .addColumn('bucket', 'integer', (col) => col.notNull())
    .addColumn('applications', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('stage_time_buckets_pk', ['job_id', 'stage_id', 'bucket'])
    .execute();
  // Whole days, rounded down (SQLite has no floor of its own; a cast rounds towards zero).
  const bucketOf = (days: RawBuilder<unknown>) =>
    postgres
      ? sql`cast(floor(${days}) as integer)`
      : sql`(case when ${days} < cast(${days} as integer) then cast(${days} as integer) - 1
          else cast(${days} as integer) end)`;
  const addTo = sql`on conflict (job_id, stage_id, bucket)
    do update set applications = stage_time_buckets.applications + excluded.applications`;
  /** A summary row's count in its bucket, times `sign`, when it has ended visits. */
  const bucketed = (row: 'new' | 'old', sign: number) => {
    const at = (column: string) => sql.raw(`${row}.${column}`);
    return sql`insert into stage_time_buckets (job_id, stage_id, bucket, applications)
      select ${at('job_id')}, ${at('stage_id')}, ${bucketOf(at('ended_days'))}, ${sql.lit(sign)}
      where ${at('ended_visits')} > 0
      ${addTo}`;
  };

  const jobOf = sql`coalesce((select a.job_id from job_applications a
    where a.id = application_stage_totals.application_id), 0)`;
  // In slices: a database's statement time limit holds for each statement of a migration too.
  const { low, high } = (
    await sql<{ low: number | null; high: number | null }>`select min(id) as low, max(id) as high
      from job_applications`.execute(db)
  ).rows[0];
  for (let first = Number(low ?? 1); first <= Number(high ?? 0); first += BACKFILL_SLICE) {
    const last = first + BACKFILL_SLICE - 1;
    await sql`update application_stage_totals set job_id = ${jobOf}
      where application_id between ${first} and ${last}`.execute(db);
    await sql`insert into stage_time_buckets (job_id, stage_id, bucket, applications)
      select job_id, stage_id, ${bucketOf(sql`ended_days`)}, count(*)
      from application_stage_totals
      where application_id between ${first} and ${last} and ended_visits > 0
      group by job_id, stage_id, ${bucketOf(sql`ended_days`)}
      ${addTo}`.execute(db);
  }

  // Each index holds every column time in stage reads of a row, its ended visits too (the
  // partial indexes' condition), so SQLite and PostgreSQL answer from the index alone.
  // Narrowed: the jobs' rows with ended visits, by stage, then by when entered.
  await sql`create index application_stage_totals_job_idx
    on application_stage_totals
      (job_id, stage_id, first_entered_at, last_entered_at, ended_days, ended_visits)
    where ended_visits > 0`.execute(db);
  // Over a range: the rows entered since its start (in place of 0068's index of them).
  await sql`create index application_stage_totals_entered_range_idx
    on application_stage_totals
      (first_entered_at, last_entered_at, stage_id, ended_days, job_id, ended_visits)
    where ended_visits > 0`.execute(db);
  // Over the whole history: a stage's rows in order of their days, from a bucket on (in place
  // of 0080's index of them, which holds no job).
  await sql`create index application_stage_totals_days_idx
    on application_stage_totals (stage_id, ended_days, job_id, ended_visits)
    where ended_visits > 0`.execute(db);
  // Both gone already when 0058 was rolled back and run again since.
  await sql`drop index if exists application_stage_totals_first_idx`.execute(db);
  await sql`drop index if exists application_stage_totals_ranked_idx`.execute(db);
  await sql`create index application_stage_totals_straddling_idx
    on application_stage_totals
      (last_entered_at, first_entered_at, stage_id, job_id, application_id, ended_visits)
    where ended_visits > 0`.execute(db);

  const statements = {
    stage_totals_job_given: sql`update application_stage_totals set job_id = ${jobOf}
      where application_id = new.application_id and stage_id = new.stage_id`,
    stage_totals_job_moved: sql`update application_stage_totals set job_id = coalesce(new.job_id, 0)
      where application_id = new.id`,
    stage_time_buckets_added: bucketed('new', 1),
    stage_time_buckets_changed: sql`${bucketed('old', -1)}; ${bucketed('new', 1)}`,
    stage_time_buckets_removed: bucketed('old', -1),
  };
  const definitions = {
    stage_totals_job_given: { timing: 'after insert', when: '' },
    stage_time_buckets_added: { timing: 'after insert', when: '' },
    stage_time_buckets_changed: {
      timing: 'after update of job_id, stage_id, ended_visits, ended_days',
      when: '',
    },
    stage_time_buckets_removed: { timing: 'after delete', when: '' },
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
  await sql`create index application_stage_totals_ranked_idx
    on application_stage_totals (stage_id, ended_days, application_id)
    where ended_visits > 0`.execute(db);
  await sql`drop index application_stage_totals_days_idx`.execute(db);
  await sql`create index application_stage_totals_first_idx
    on application_stage_totals (first_entered_at, last_entered_at, stage_id, ended_days)
    where ended_visits > 0`.execute(db);
  await sql`drop index application_stage_totals_entered_range_idx`.execute(db);
  await sql`drop index application_stage_totals_job_idx`.execute(db);
  await db.schema.dropTable('stage_time_buckets').execute();
  await db.schema.alterTable('application_stage_totals').dropColumn('job_id').execute();
}
