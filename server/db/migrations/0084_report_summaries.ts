import { PostgresAdapter, sql, type Kysely, type RawBuilder } from 'kysely';

/**
 * Three summaries for the hiring reports over 100,000 applications, each kept by triggers in
 * the statement (so the transaction) that writes what it sums, whichever code writes it:
 *
 * - `interview_interviewers.first_feedback_at`: when each panel seat's first feedback came
 *   (superseded submissions count: a revision comes later), so interviewer load counts missing
 *   and late feedback from the seats alone instead of looking up every seat's submissions;
 * - `application_closings`: per application, closing kind ('rejected', 'withdrawn') and reason
 *   (0 for none; withdrawals have none), its first and last move there. The rejections view
 *   counts applications per kind and reason: one row each, wherever their moves fall in the
 *   range, except the few whose moves lie on both sides of it;
 * - `stage_entry_day_totals`: `stage_entry_days` (migration 0058) added up over jobs and
 *   sources, the funnel's figures for a report narrowed to no job, place, owner or source: a few
 *   rows a stage a day, where the detailed table holds about one an application. Kept from the
 *   stage visits (0049): a change of an application's visits takes its old figures away and adds
 *   its new ones;
 * - `interview_load_days`: per member and India day, the seats of the interviews (not
 *   cancelled) starting that day, those without feedback, and those whose first feedback came
 *   more than 24 hours (the reports' limit) after the interview's end: interviewer load for a
 *   report narrowed to no job, place, owner or source, a row a member a day. Each change of a
 *   seat, its feedback, or its interview's time or status takes the seat's old figures away and
 *   adds its new ones; an interview's seats are removed before it is (so their figures still
 *   find the interview).
 *
 * An application keeps its history and interviews through erasure (scheduled interviews are
 * cancelled, which the load view reads from the interview) and a candidate merge (which moves
 * applications, not their history), so neither changes these; a deleted application takes its
 * rows with it.
 */
const BACKFILL_SLICE = 10_000;

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;

  await db.schema
    .alterTable('interview_interviewers')
    .addColumn('first_feedback_at', 'text')
    .execute();
  await db.schema
    .createTable('application_closings')
    .addColumn('application_id', 'integer', (col) =>
      col.notNull().references('job_applications.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('reason_id', 'integer', (col) => col.notNull())
    .addColumn('first_moved_at', 'text', (col) => col.notNull())
    .addColumn('last_moved_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('application_closings_pk', ['application_id', 'kind', 'reason_id'])
    .execute();
  await db.schema
    .createTable('interview_load_days')
    .addColumn('staff_id', 'integer', (col) => col.notNull())
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('interviews', 'integer', (col) => col.notNull())
    .addColumn('unanswered', 'integer', (col) => col.notNull())
    .addColumn('late', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('interview_load_days_pk', ['staff_id', 'day'])
    .execute();
  await db.schema
    .createTable('stage_entry_day_totals')
    .addColumn('stage_id', 'integer', (col) => col.notNull())
    .addColumn('reached_stage_id', 'integer', (col) => col.notNull())
    .addColumn('entered_on', 'text', (col) => col.notNull())
    .addColumn('applications', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('stage_entry_day_totals_pk', [
      'stage_id',
      'reached_stage_id',
      'entered_on',
    ])
    .execute();

  const firstFeedback = (interviewId: RawBuilder<unknown>, staffId: RawBuilder<unknown>) =>
    sql`(select min(f.created_at) from interview_feedback f
      where f.interview_id = ${interviewId} and f.staff_id = ${staffId})`;
  const seatFeedback = (interviewId: RawBuilder<unknown>, staffId: RawBuilder<unknown>) =>
    sql`update interview_interviewers set first_feedback_at = ${firstFeedback(interviewId, staffId)}
      where interview_id = ${interviewId} and staff_id = ${staffId}`;

  // A closing move's kind and reason; the reason counts for rejections only.
  const closing = (event: string) => sql`select ${sql.raw(event)}.application_id, s.kind,
      coalesce(case when s.kind = 'rejected' then ${sql.raw(event)}.rejection_reason_id end, 0) as reason_id,
      min(${sql.raw(event)}.created_at) as first_moved_at,
      max(${sql.raw(event)}.created_at) as last_moved_at
    from application_events ${sql.raw(event)}
    inner join pipeline_stages s on s.id = ${sql.raw(event)}.to_stage_id
    where ${sql.raw(event)}.kind = 'stage-moved' and s.kind in ('rejected', 'withdrawn')`;
  const closingGroup = (event: string) =>
    sql`group by ${sql.raw(event)}.application_id, s.kind,
      coalesce(case when s.kind = 'rejected' then ${sql.raw(event)}.rejection_reason_id end, 0)`;
  const closingColumns = sql`application_closings
    (application_id, kind, reason_id, first_moved_at, last_moved_at)`;
  /** One application's closings, worked out again from its history (after a change or removal). */
  const closingsOf = (applicationId: RawBuilder<unknown>) => [
    sql`delete from application_closings where application_id = ${applicationId}`,
    sql`insert into ${closingColumns} ${closing('e')} and e.application_id = ${applicationId}
      ${closingGroup('e')}`,
  ];
  const closed = sql`insert into ${closingColumns}
    select new.application_id, s.kind,
      coalesce(case when s.kind = 'rejected' then new.rejection_reason_id end, 0),
      new.created_at, new.created_at
    from pipeline_stages s where s.id = new.to_stage_id and s.kind in ('rejected', 'withdrawn')
    on conflict (application_id, kind, reason_id) do update set
      first_moved_at = case when excluded.first_moved_at < application_closings.first_moved_at
        then excluded.first_moved_at else application_closings.first_moved_at end,
      last_moved_at = case when excluded.last_moved_at > application_closings.last_moved_at
        then excluded.last_moved_at else application_closings.last_moved_at end`;

  // India keeps +05:30 all year; the reports' ranges are whole India days.
  const indiaDay = (at: RawBuilder<unknown>) =>
    postgres
      ? sql`to_char(cast(${at} as timestamptz) at time zone 'UTC' + interval '330 minutes', 'YYYY-MM-DD')`
      : sql`date(${at}, '+330 minutes')`;
  /**
   * One application's funnel figures from a set of its visits (`stage_id`, `entered_at`), times
   * `sign`: each stage's first entry by its India day, and every other stage entered again
   * after it, as 0058 counts them from its totals; `only`: a condition for adding them at all.
   * The visits alone are read, so the figures hold whatever becomes of 0058's tables.
   */
  const funnelOf = (
    sign: number,
    visits: RawBuilder<unknown>,
    only: RawBuilder<unknown> = sql`true`,
  ) => sql`insert into stage_entry_day_totals
      (stage_id, reached_stage_id, entered_on, applications)
    select c.stage_id, c.reached_stage_id, c.entered_on, ${sql.lit(sign)} * count(*)
    from (select f.stage_id, f.stage_id as reached_stage_id, ${indiaDay(sql`f.first_at`)} as entered_on
        from (select stage_id, min(entered_at) as first_at from (${visits}) x group by stage_id) f
      union all
      select f.stage_id, n.stage_id, ${indiaDay(sql`f.first_at`)}
        from (select stage_id, min(entered_at) as first_at from (${visits}) x group by stage_id) f
        inner join (select stage_id, max(entered_at) as last_at from (${visits}) y group by stage_id) n
          on n.stage_id <> f.stage_id and n.last_at > f.first_at) c
    where ${only}
    group by c.stage_id, c.reached_stage_id, c.entered_on
    on conflict (stage_id, reached_stage_id, entered_on) do update
      set applications = stage_entry_day_totals.applications + excluded.applications`;
  const applicationKept = sql`exists (select 1 from job_applications a
    where a.id = old.application_id)`;
  /** An application's visits but one (by id), and optionally a row in its place. */
  const visitsBut = (row: string, extra?: string) =>
    sql`select stage_id, entered_at from application_stage_visits
      where application_id = ${sql.raw(row)}.application_id and id <> ${sql.raw(row)}.id
      ${extra ? sql`union all select ${sql.raw(extra)}.stage_id, ${sql.raw(extra)}.entered_at` : sql``}`;

  const lateFeedback = (first: RawBuilder<unknown>, ends: RawBuilder<unknown>) =>
    postgres
      ? sql`case when ${first} is not null
          and cast(${first} as timestamptz) > cast(${ends} as timestamptz) + interval '24 hours'
          then 1 else 0 end`
      : sql`case when ${first} is not null and julianday(${first}) > julianday(${ends}, '+24 hours')
          then 1 else 0 end`;
  /** A seat's figures (staff, interview start and end, first feedback), times `sign`. */
  const seatLoad = (
    sign: number,
    seat: { staff: string; starts: string; ends: string; first: string },
    from: RawBuilder<unknown>,
  ) => {
    const first = sql.raw(seat.first);
    return sql`insert into interview_load_days (staff_id, day, interviews, unanswered, late)
      select ${sql.raw(seat.staff)}, ${indiaDay(sql.raw(seat.starts))}, ${sql.lit(sign)},
        ${sql.lit(sign)} * (case when ${first} is null then 1 else 0 end),
        ${sql.lit(sign)} * ${lateFeedback(first, sql.raw(seat.ends))}
      ${from}
      on conflict (staff_id, day) do update set
        interviews = interview_load_days.interviews + excluded.interviews,
        unanswered = interview_load_days.unanswered + excluded.unanswered,
        late = interview_load_days.late + excluded.late`;
  };
  const seatOf = (row: string) =>
    [
      {
        staff: `${row}.staff_id`,
        starts: 'i.starts_at',
        ends: 'i.ends_at',
        first: `${row}.first_feedback_at`,
      },
      sql`from interviews i where i.id = ${sql.raw(row)}.interview_id and i.status = 'scheduled'`,
    ] as const;
  const seatsOf = (row: string) =>
    [
      {
        staff: 'p.staff_id',
        starts: `${row}.starts_at`,
        ends: `${row}.ends_at`,
        first: 'p.first_feedback_at',
      },
      sql`from interview_interviewers p
        where p.interview_id = ${sql.raw(row)}.id and ${sql.raw(row)}.status = 'scheduled'`,
    ] as const;

  // The history so far, in slices: a database's statement time limit holds for each statement
  // of a migration too.
  const sliced = async (
    table: string,
    column: string,
    work: (first: number, last: number) => RawBuilder<unknown>,
  ) => {
    const { low, high } = (
      await sql<{ low: number | null; high: number | null }>`select min(${sql.ref(column)}) as low,
        max(${sql.ref(column)}) as high from ${sql.table(table)}`.execute(db)
    ).rows[0];
    for (let first = Number(low ?? 1); first <= Number(high ?? 0); first += BACKFILL_SLICE) {
      await work(first, first + BACKFILL_SLICE - 1).execute(db);
    }
  };
  await sliced(
    'interviews',
    'id',
    (first, last) =>
      sql`update interview_interviewers
      set first_feedback_at = ${firstFeedback(sql`interview_interviewers.interview_id`, sql`interview_interviewers.staff_id`)}
      where interview_id between ${first} and ${last}`,
  );
  await sliced(
    'job_applications',
    'id',
    (first, last) =>
      sql`insert into ${closingColumns} ${closing('e')} and e.application_id between ${first} and ${last}
      ${closingGroup('e')}`,
  );
  await sql`insert into interview_load_days (staff_id, day, interviews, unanswered, late)
    select p.staff_id, ${indiaDay(sql`i.starts_at`)}, count(*),
      sum(case when p.first_feedback_at is null then 1 else 0 end),
      sum(${lateFeedback(sql`p.first_feedback_at`, sql`i.ends_at`)})
    from interviews i inner join interview_interviewers p on p.interview_id = i.id
    where i.status = 'scheduled'
    group by p.staff_id, ${indiaDay(sql`i.starts_at`)}`.execute(db);
  await sql`insert into stage_entry_day_totals (stage_id, reached_stage_id, entered_on, applications)
    select stage_id, reached_stage_id, entered_on, sum(applications) from stage_entry_days
    group by stage_id, reached_stage_id, entered_on`.execute(db);

  // A funnel narrowed to jobs reads their rows of the detailed days alone, from the index.
  await sql`create index stage_entry_days_job_idx on stage_entry_days
    (job_id, stage_id, reached_stage_id, entered_on, source, applications)`.execute(db);
  // Rejections counted per kind and reason over a range: the index alone answers.
  await sql`create index application_closings_counted_idx
    on application_closings (kind, reason_id, first_moved_at, last_moved_at)`.execute(db);
  // Interviewer load: the seats of the interviews in a range, with what it counts.
  // Interviews not yet over, whose seats without feedback are not yet missing.
  await sql`create index interviews_ends_idx on interviews (ends_at)`.execute(db);
  await sql`create index interview_interviewers_load_idx
    on interview_interviewers (interview_id, staff_id, first_feedback_at)`.execute(db);

  const body = (statements: RawBuilder<unknown>[]) => sql.join(statements, sql`; `);
  const triggers: {
    name: string;
    timing: string;
    table: string;
    when: string;
    statements: RawBuilder<unknown>[];
    /** What a PostgreSQL trigger function returns: OLD lets a before-delete go ahead. */
    returns?: 'old';
  }[] = [
    {
      name: 'seat_feedback_given',
      timing: 'after insert',
      table: 'interview_feedback',
      when: '',
      statements: [
        sql`update interview_interviewers set first_feedback_at = new.created_at
          where interview_id = new.interview_id and staff_id = new.staff_id
            and (first_feedback_at is null or first_feedback_at > new.created_at)`,
      ],
    },
    {
      name: 'seat_feedback_removed',
      timing: 'after delete',
      table: 'interview_feedback',
      when: '',
      statements: [seatFeedback(sql`old.interview_id`, sql`old.staff_id`)],
    },
    {
      name: 'seat_feedback_changed',
      timing: 'after update of interview_id, staff_id, created_at',
      table: 'interview_feedback',
      when: '',
      statements: [
        seatFeedback(sql`old.interview_id`, sql`old.staff_id`),
        seatFeedback(sql`new.interview_id`, sql`new.staff_id`),
      ],
    },
    {
      name: 'seat_feedback_seated',
      timing: 'after insert',
      table: 'interview_interviewers',
      when: '',
      statements: [seatFeedback(sql`new.interview_id`, sql`new.staff_id`)],
    },
    {
      name: 'application_closings_moved',
      timing: 'after insert',
      table: 'application_events',
      when: postgres ? "when (new.kind = 'stage-moved')" : "when new.kind = 'stage-moved'",
      statements: [closed],
    },
    {
      name: 'application_closings_changed',
      timing: 'after update of kind, to_stage_id, rejection_reason_id, created_at, application_id',
      table: 'application_events',
      when: '',
      statements: [...closingsOf(sql`old.application_id`), ...closingsOf(sql`new.application_id`)],
    },
    {
      name: 'application_closings_removed',
      timing: 'after delete',
      table: 'application_events',
      when: postgres ? "when (old.kind = 'stage-moved')" : "when old.kind = 'stage-moved'",
      statements: closingsOf(sql`old.application_id`),
    },
    {
      name: 'stage_entry_day_totals_visited',
      timing: 'after insert',
      table: 'application_stage_visits',
      when: '',
      statements: [funnelOf(-1, visitsBut('new')), funnelOf(1, visitsBut('new', 'new'))],
    },
    {
      name: 'stage_entry_day_totals_revisited',
      timing: 'after update of stage_id, entered_at',
      table: 'application_stage_visits',
      when: '',
      statements: [funnelOf(-1, visitsBut('old', 'old')), funnelOf(1, visitsBut('new', 'new'))],
    },
    {
      // A visit removed with its application (by the cascade) finds no application: the
      // application's figures went before it, all at once (below), as PostgreSQL runs these
      // row triggers once the whole cascade is done, when the application has no visits left.
      name: 'stage_entry_day_totals_unvisited',
      timing: 'after delete',
      table: 'application_stage_visits',
      when: '',
      statements: [
        funnelOf(-1, visitsBut('old', 'old'), applicationKept),
        funnelOf(1, visitsBut('old'), applicationKept),
      ],
    },
    {
      name: 'stage_entry_day_totals_deleted',
      timing: 'before delete',
      table: 'job_applications',
      when: '',
      statements: [
        funnelOf(
          -1,
          sql`select stage_id, entered_at from application_stage_visits
            where application_id = old.id`,
        ),
      ],
      returns: 'old',
    },
    {
      name: 'interview_load_seated',
      timing: 'after insert',
      table: 'interview_interviewers',
      when: '',
      statements: [seatLoad(1, ...seatOf('new'))],
    },
    {
      name: 'interview_load_unseated',
      timing: 'after delete',
      table: 'interview_interviewers',
      when: '',
      statements: [seatLoad(-1, ...seatOf('old'))],
    },
    {
      name: 'interview_load_seat_changed',
      timing: 'after update of interview_id, staff_id, first_feedback_at',
      table: 'interview_interviewers',
      when: '',
      statements: [seatLoad(-1, ...seatOf('old')), seatLoad(1, ...seatOf('new'))],
    },
    {
      name: 'interview_load_moved',
      timing: 'after update of status, starts_at, ends_at',
      table: 'interviews',
      when: '',
      statements: [seatLoad(-1, ...seatsOf('old')), seatLoad(1, ...seatsOf('new'))],
    },
    {
      name: 'interview_load_removed',
      timing: 'before delete',
      table: 'interviews',
      when: '',
      statements: [sql`delete from interview_interviewers where interview_id = old.id`],
      returns: 'old',
    },
  ];
  for (const { name, timing, table, when, statements, returns } of triggers) {
    if (postgres) {
      await sql`create function ${sql.raw(name)}() returns trigger language plpgsql
        as $$ begin ${body(statements)}; return ${sql.raw(returns ?? 'null')}; end $$`.execute(db);
      await sql`create trigger ${sql.raw(name)} ${sql.raw(timing)} on ${sql.raw(table)}
        for each row ${sql.raw(when)} execute function ${sql.raw(name)}()`.execute(db);
    } else {
      await sql`create trigger ${sql.raw(name)} ${sql.raw(timing)} on ${sql.raw(table)} ${sql.raw(when)}
        begin ${body(statements)}; end`.execute(db);
    }
  }
}

const TRIGGERS = [
  ['seat_feedback_given', 'interview_feedback'],
  ['seat_feedback_removed', 'interview_feedback'],
  ['seat_feedback_changed', 'interview_feedback'],
  ['seat_feedback_seated', 'interview_interviewers'],
  ['application_closings_moved', 'application_events'],
  ['application_closings_changed', 'application_events'],
  ['application_closings_removed', 'application_events'],
  ['stage_entry_day_totals_visited', 'application_stage_visits'],
  ['stage_entry_day_totals_revisited', 'application_stage_visits'],
  ['stage_entry_day_totals_unvisited', 'application_stage_visits'],
  ['stage_entry_day_totals_deleted', 'job_applications'],
  ['interview_load_seated', 'interview_interviewers'],
  ['interview_load_unseated', 'interview_interviewers'],
  ['interview_load_seat_changed', 'interview_interviewers'],
  ['interview_load_moved', 'interviews'],
  ['interview_load_removed', 'interviews'],
];

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
  await sql`drop index interview_interviewers_load_idx`.execute(db);
  await sql`drop index interviews_ends_idx`.execute(db);
  // Gone already if 0058 was rolled back and run again since.
  await sql`drop index if exists stage_entry_days_job_idx`.execute(db);
  await db.schema.dropTable('interview_load_days').execute();
  await db.schema.dropTable('stage_entry_day_totals').execute();
  await db.schema.dropTable('application_closings').execute();
  await db.schema.alterTable('interview_interviewers').dropColumn('first_feedback_at').execute();
}
