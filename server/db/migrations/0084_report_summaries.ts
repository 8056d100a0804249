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
 *   rows a stage a day, where the detailed table holds about one an application.
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

  const addDays = (sign: string, row: string) => sql`insert into stage_entry_day_totals
      (stage_id, reached_stage_id, entered_on, applications)
    values (${sql.raw(row)}.stage_id, ${sql.raw(row)}.reached_stage_id, ${sql.raw(row)}.entered_on,
      ${sql.raw(sign)}${sql.raw(row)}.applications)
    on conflict (stage_id, reached_stage_id, entered_on) do update
      set applications = stage_entry_day_totals.applications + excluded.applications`;

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
  await sql`insert into stage_entry_day_totals (stage_id, reached_stage_id, entered_on, applications)
    select stage_id, reached_stage_id, entered_on, sum(applications) from stage_entry_days
    group by stage_id, reached_stage_id, entered_on`.execute(db);

  // Rejections counted per kind and reason over a range: the index alone answers.
  await sql`create index application_closings_counted_idx
    on application_closings (kind, reason_id, first_moved_at, last_moved_at)`.execute(db);
  // Interviewer load: the seats of the interviews in a range, with what it counts.
  await sql`create index interview_interviewers_load_idx
    on interview_interviewers (interview_id, staff_id, first_feedback_at)`.execute(db);

  const body = (statements: RawBuilder<unknown>[]) => sql.join(statements, sql`; `);
  const triggers: {
    name: string;
    timing: string;
    table: string;
    when: string;
    statements: RawBuilder<unknown>[];
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
      name: 'stage_entry_day_totals_added',
      timing: 'after insert',
      table: 'stage_entry_days',
      when: '',
      statements: [addDays('', 'new')],
    },
    {
      name: 'stage_entry_day_totals_changed',
      timing: 'after update',
      table: 'stage_entry_days',
      when: '',
      statements: [addDays('-', 'old'), addDays('', 'new')],
    },
    {
      name: 'stage_entry_day_totals_removed',
      timing: 'after delete',
      table: 'stage_entry_days',
      when: '',
      statements: [addDays('-', 'old')],
    },
  ];
  for (const { name, timing, table, when, statements } of triggers) {
    if (postgres) {
      await sql`create function ${sql.raw(name)}() returns trigger language plpgsql
        as $$ begin ${body(statements)}; return null; end $$`.execute(db);
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
  ['stage_entry_day_totals_added', 'stage_entry_days'],
  ['stage_entry_day_totals_changed', 'stage_entry_days'],
  ['stage_entry_day_totals_removed', 'stage_entry_days'],
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
  await db.schema.dropTable('stage_entry_day_totals').execute();
  await db.schema.dropTable('application_closings').execute();
  await db.schema.alterTable('interview_interviewers').dropColumn('first_feedback_at').execute();
}
