import { PostgresAdapter, sql, type Kysely, type RawBuilder } from 'kysely';

/**
 * Two summaries of the stage visits (0049) for the hiring reports over all of the history:
 *
 * - `application_stage_totals`: per application and stage, its first and last entry and the
 *   days of its ended visits, summed (the time-in-stage view reads these instead of every visit);
 * - `stage_entry_days`: per job, source, stage and India day of the applications' first entry
 *   into the stage, how many applications first entered it that day (`reached_stage_id` = the
 *   stage) and how many of them later entered each other stage (`reached_stage_id` = that stage),
 *   which is the funnel's entries and pass-through, added up over a few rows a day.
 *
 * Triggers keep both in the statement (so the transaction) that writes the visit, as the visits
 * are kept: a new visit adds the entry and the stages it reaches, a visit's end adds its days, a
 * change of an application's job or source moves its counts and a deleted application takes its
 * counts away. Erasure keeps the application row, its job and source, so it changes nothing here.
 * A job with applications is never deleted; no application has the id 0, which stands for none.
 */
const BACKFILL_SLICE = 10_000;

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('application_stage_totals')
    .addColumn('application_id', 'integer', (col) =>
      col.notNull().references('job_applications.id').onDelete('cascade'),
    )
    .addColumn('stage_id', 'integer', (col) => col.notNull())
    .addColumn('first_entered_at', 'text', (col) => col.notNull())
    .addColumn('last_entered_at', 'text', (col) => col.notNull())
    .addColumn('ended_visits', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('ended_days', 'double precision', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('application_stage_totals_pk', ['application_id', 'stage_id'])
    .execute();
  await db.schema
    .createTable('stage_entry_days')
    .addColumn('stage_id', 'integer', (col) => col.notNull())
    .addColumn('reached_stage_id', 'integer', (col) => col.notNull())
    .addColumn('entered_on', 'text', (col) => col.notNull())
    .addColumn('job_id', 'integer', (col) => col.notNull())
    .addColumn('source', 'text', (col) => col.notNull())
    .addColumn('applications', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('stage_entry_days_pk', [
      'stage_id',
      'reached_stage_id',
      'entered_on',
      'job_id',
      'source',
    ])
    .execute();

  const days = (from: RawBuilder<unknown>, to: RawBuilder<unknown>) =>
    postgres
      ? sql`(extract(epoch from (cast(${to} as timestamptz) - cast(${from} as timestamptz))) / 86400.0)`
      : sql`(julianday(${to}) - julianday(${from}))`;
  // India keeps +05:30 all year; the reports' ranges are whole India days.
  const indiaDay = (at: RawBuilder<unknown>) =>
    postgres
      ? sql`to_char(cast(${at} as timestamptz) at time zone 'UTC' + interval '330 minutes', 'YYYY-MM-DD')`
      : sql`date(${at}, '+330 minutes')`;
  const addTo = sql`on conflict (stage_id, reached_stage_id, entered_on, job_id, source)
    do update set applications = stage_entry_days.applications + excluded.applications`;
  const columns = sql`stage_entry_days (stage_id, reached_stage_id, entered_on, job_id, source, applications)`;

  /** One application's counts (its first entries and the stages reached after them), times `sign`. */
  const counts = (
    applicationId: RawBuilder<unknown>,
    jobId: RawBuilder<unknown>,
    source: RawBuilder<unknown>,
    sign: number,
  ) => sql`insert into ${columns}
    select c.stage_id, c.reached_stage_id, c.entered_on, coalesce(${jobId}, 0), ${source}, ${sql.lit(sign)}
    from (select s.stage_id, s.stage_id as reached_stage_id, ${indiaDay(sql`s.first_entered_at`)} as entered_on
        from application_stage_totals s where s.application_id = ${applicationId}
      union all
      select s.stage_id, n.stage_id, ${indiaDay(sql`s.first_entered_at`)}
        from application_stage_totals s inner join application_stage_totals n
          on n.application_id = s.application_id and n.stage_id <> s.stage_id
            and n.last_entered_at > s.first_entered_at
        where s.application_id = ${applicationId}) c
    where true ${addTo}`;

  // A new visit: the stages first entered before it reach its stage now, unless an earlier
  // entry into it already came after theirs; it is a first entry when the stage is new to it.
  const visited = [
    sql`insert into ${columns}
      select s.stage_id, new.stage_id, ${indiaDay(sql`s.first_entered_at`)},
        coalesce(a.job_id, 0), a.source, 1
      from application_stage_totals s inner join job_applications a on a.id = s.application_id
      where s.application_id = new.application_id and s.stage_id <> new.stage_id
        and s.first_entered_at < new.entered_at
        and not exists (select 1 from application_stage_totals n
          where n.application_id = new.application_id and n.stage_id = new.stage_id
            and n.last_entered_at > s.first_entered_at)
      ${addTo}`,
    sql`insert into ${columns}
      select new.stage_id, new.stage_id, ${indiaDay(sql`new.entered_at`)},
        coalesce(a.job_id, 0), a.source, 1
      from job_applications a
      where a.id = new.application_id and not exists (select 1 from application_stage_totals t
        where t.application_id = new.application_id and t.stage_id = new.stage_id)
      ${addTo}`,
    sql`insert into application_stage_totals
        (application_id, stage_id, first_entered_at, last_entered_at, ended_visits, ended_days)
      values (new.application_id, new.stage_id, new.entered_at, new.entered_at,
        case when new.left_at is null then 0 else 1 end,
        coalesce(${days(sql`new.entered_at`, sql`new.left_at`)}, 0))
      on conflict (application_id, stage_id) do update set
        last_entered_at = case when excluded.last_entered_at > application_stage_totals.last_entered_at
          then excluded.last_entered_at else application_stage_totals.last_entered_at end,
        ended_visits = application_stage_totals.ended_visits + excluded.ended_visits,
        ended_days = application_stage_totals.ended_days + excluded.ended_days`,
  ];
  const ended = sql`update application_stage_totals
    set ended_visits = ended_visits + 1,
      ended_days = ended_days + ${days(sql`new.entered_at`, sql`new.left_at`)}
    where application_id = new.application_id and stage_id = new.stage_id`;
  const moved = [
    counts(sql`old.id`, sql`old.job_id`, sql`old.source`, -1),
    counts(sql`new.id`, sql`new.job_id`, sql`new.source`, 1),
  ];
  const deleted = counts(sql`old.id`, sql`old.job_id`, sql`old.source`, -1);

  // The history so far, from the visits, in slices of applications: a database's statement
  // time limit holds for each statement of a migration too.
  const { low, high } = (
    await sql<{ low: number | null; high: number | null }>`select min(id) as low, max(id) as high
      from job_applications`.execute(db)
  ).rows[0];
  for (let first = Number(low ?? 1); first <= Number(high ?? 0); first += BACKFILL_SLICE) {
    const last = first + BACKFILL_SLICE - 1;
    await sql`insert into application_stage_totals
        (application_id, stage_id, first_entered_at, last_entered_at, ended_visits, ended_days)
      select application_id, stage_id, min(entered_at), max(entered_at), count(left_at),
        coalesce(sum(${days(sql`entered_at`, sql`left_at`)}), 0)
      from application_stage_visits
      where application_id between ${first} and ${last}
      group by application_id, stage_id`.execute(db);
    await sql`insert into ${columns}
      select c.stage_id, c.reached_stage_id, c.entered_on, coalesce(a.job_id, 0), a.source, count(*)
      from (select s.application_id, s.stage_id, s.stage_id as reached_stage_id,
            ${indiaDay(sql`s.first_entered_at`)} as entered_on
          from application_stage_totals s where s.application_id between ${first} and ${last}
        union all
        select s.application_id, s.stage_id, n.stage_id, ${indiaDay(sql`s.first_entered_at`)}
          from application_stage_totals s inner join application_stage_totals n
            on n.application_id = s.application_id and n.stage_id <> s.stage_id
              and n.last_entered_at > s.first_entered_at
          where s.application_id between ${first} and ${last}) c
      inner join job_applications a on a.id = c.application_id
      where true
      group by c.stage_id, c.reached_stage_id, c.entered_on, coalesce(a.job_id, 0), a.source
      ${addTo}`.execute(db);
  }
  // Time in stage: each stage's ended totals in order, for its ranks.
  await sql`create index application_stage_totals_ended_idx
    on application_stage_totals (stage_id, ended_days) where ended_visits > 0`.execute(db);

  const body = (statements: RawBuilder<unknown>[]) => sql.join(statements, sql`; `);
  if (postgres) {
    const trigger = async (
      name: string,
      timing: string,
      table: string,
      when: string,
      statements: RawBuilder<unknown>[],
      returns: string,
    ) => {
      await sql`create function ${sql.raw(name)}() returns trigger language plpgsql
        as $$ begin ${body(statements)}; return ${sql.raw(returns)}; end $$`.execute(db);
      await sql`create trigger ${sql.raw(name)} ${sql.raw(timing)} on ${sql.raw(table)}
        for each row ${sql.raw(when)} execute function ${sql.raw(name)}()`.execute(db);
    };
    await trigger(
      'stage_totals_visited',
      'after insert',
      'application_stage_visits',
      '',
      visited,
      'null',
    );
    await trigger(
      'stage_totals_ended',
      'after update of left_at',
      'application_stage_visits',
      'when (old.left_at is null and new.left_at is not null)',
      [ended],
      'null',
    );
    await trigger(
      'stage_entry_days_moved',
      'after update of job_id, source',
      'job_applications',
      'when (old.job_id is distinct from new.job_id or old.source <> new.source)',
      moved,
      'null',
    );
    await trigger(
      'stage_entry_days_deleted',
      'before delete',
      'job_applications',
      '',
      [deleted],
      'old',
    );
  } else {
    const trigger = (
      name: string,
      timing: string,
      table: string,
      when: string,
      statements: RawBuilder<unknown>[],
    ) =>
      sql`create trigger ${sql.raw(name)} ${sql.raw(timing)} on ${sql.raw(table)} ${sql.raw(when)}
        begin ${body(statements)}; end`.execute(db);
    await trigger('stage_totals_visited', 'after insert', 'application_stage_visits', '', visited);
    await trigger(
      'stage_totals_ended',
      'after update of left_at',
      'application_stage_visits',
      'when old.left_at is null and new.left_at is not null',
      [ended],
    );
    await trigger(
      'stage_entry_days_moved',
      'after update of job_id, source',
      'job_applications',
      'when old.job_id is not new.job_id or old.source <> new.source',
      moved,
    );
    await trigger('stage_entry_days_deleted', 'before delete', 'job_applications', '', [deleted]);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const names = [
    ['stage_totals_visited', 'application_stage_visits'],
    ['stage_totals_ended', 'application_stage_visits'],
    ['stage_entry_days_moved', 'job_applications'],
    ['stage_entry_days_deleted', 'job_applications'],
  ];
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const [name, table] of names) {
    if (postgres) {
      await sql`drop trigger ${sql.raw(name)} on ${sql.raw(table)}`.execute(db);
      await sql`drop function ${sql.raw(name)}()`.execute(db);
    } else {
      await sql`drop trigger ${sql.raw(name)}`.execute(db);
    }
  }
  await db.schema.dropTable('stage_entry_days').execute();
  await db.schema.dropTable('application_stage_totals').execute();
}
