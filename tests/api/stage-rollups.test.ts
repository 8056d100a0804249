import type { Kysely, Selectable } from 'kysely';
import * as rollups from '../../server/db/migrations/0058_stage_rollups';
import * as stageJobs from '../../server/db/migrations/0085_report_stage_jobs';
import type { ApplicationStageTotalsTable } from '../../server/db/schema/hiring';
import { REPORT_VIEWS, type ReportScope } from '../../server/modules/reports';
import { spreadsByGroup } from '../../server/modules/reports/report-stats';
import { addDays, indiaDayStart } from '@vistaar/shared/lib/job-dates';
import { eraseApplication } from '../../server/modules/erasure';
import { createTestApp, type TestContext } from '../../server/test-support/test-app';
import { seedRandomHistory } from '../support/random-hiring-history';
import { insertStageMove } from '../support/stage-move';
import { dialect, insertApplicationRow } from './careers-fixtures';

const DAY = 86_400_000;

const indiaDay = (iso: string) =>
  new Date(Date.parse(iso) + 330 * 60_000).toISOString().slice(0, 10);

/**
 * The reports' summaries of the stage history (`application_stage_totals`, `stage_entry_days`)
 * equal the same figures worked out from the visits after a random history: moves back and
 * forth at any hour (so across India's midnight), applications changing job and source,
 * erasure, a job deleted once its applications went elsewhere, and an application deleted;
 * and so does the migration's backfill of that history.
 */
describe(`stage roll-ups (${dialect})`, () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp();
  });

  afterAll(async () => {
    await ctx.close();
  });

  async function recomputed() {
    const db = ctx.database.db;
    const visits = await db
      .selectFrom('application_stage_visits')
      .select(['application_id', 'stage_id', 'entered_at', 'left_at'])
      .orderBy('id')
      .execute();
    const applications = new Map(
      (await db.selectFrom('job_applications').select(['id', 'job_id', 'source']).execute()).map(
        (row) => [row.id, row],
      ),
    );
    const totals = new Map<string, Selectable<ApplicationStageTotalsTable>>();
    for (const visit of visits) {
      const key = `${visit.application_id}|${visit.stage_id}`;
      const row = totals.get(key) ?? {
        application_id: visit.application_id,
        stage_id: visit.stage_id,
        first_entered_at: visit.entered_at,
        last_entered_at: visit.entered_at,
        ended_visits: 0,
        ended_days: 0,
        job_id: applications.get(visit.application_id)!.job_id ?? 0,
      };
      if (visit.entered_at < row.first_entered_at) row.first_entered_at = visit.entered_at;
      if (visit.entered_at > row.last_entered_at) row.last_entered_at = visit.entered_at;
      if (visit.left_at !== null) {
        row.ended_visits += 1;
        row.ended_days += (Date.parse(visit.left_at) - Date.parse(visit.entered_at)) / DAY;
      }
      totals.set(key, row);
    }
    const days = new Map<string, number>();
    const count = (stage: number, reached: number, on: string, application: number) => {
      const { job_id, source } = applications.get(application)!;
      const key = [stage, reached, on, job_id ?? 0, source].join('|');
      days.set(key, (days.get(key) ?? 0) + 1);
    };
    for (const first of totals.values()) {
      const on = indiaDay(first.first_entered_at);
      count(first.stage_id, first.stage_id, on, first.application_id);
      // Went on: any later entry into another stage, as the funnel's detailed query asks.
      const reached = new Set(
        visits
          .filter(
            (visit) =>
              visit.application_id === first.application_id &&
              visit.stage_id !== first.stage_id &&
              visit.entered_at > first.first_entered_at,
          )
          .map((visit) => visit.stage_id),
      );
      for (const stage of reached) count(first.stage_id, stage, on, first.application_id);
    }
    return { totals, days };
  }

  async function stored() {
    const db = ctx.database.db;
    const totals = await db.selectFrom('application_stage_totals').selectAll().execute();
    const days = await db
      .selectFrom('stage_entry_days')
      .selectAll()
      .where('applications', '<>', 0)
      .execute();
    return {
      totals: new Map(
        totals.map((row) => [
          `${row.application_id}|${row.stage_id}`,
          { ...row, ended_visits: Number(row.ended_visits), ended_days: Number(row.ended_days) },
        ]),
      ),
      days: new Map(
        days.map((row) => [
          [row.stage_id, row.reached_stage_id, row.entered_on, row.job_id, row.source].join('|'),
          Number(row.applications),
        ]),
      ),
    };
  }

  /** The range's ends as instants, and the visits that began inside it. */
  async function visitsIn(from: string | undefined, to: string | undefined) {
    const start = from ? indiaDayStart(from) : '';
    const end = to ? indiaDayStart(addDays(to, 1)) : '9999';
    const visits = await ctx.database.db
      .selectFrom('application_stage_visits')
      .select(['application_id', 'stage_id', 'entered_at', 'left_at'])
      .orderBy('id')
      .execute();
    const stages = await ctx.database.db
      .selectFrom('pipeline_stages')
      .select(['id', 'name', 'kind'])
      .where('archived_at', 'is', null)
      .orderBy('position')
      .orderBy('id')
      .execute();
    return {
      all: visits,
      inRange: visits.filter((visit) => visit.entered_at >= start && visit.entered_at < end),
      stages,
    };
  }

  /** The funnel as the visits give it: first entries in the range, then a later next stage. */
  async function funnelFromVisits(from: string | undefined, to: string | undefined) {
    const { all: visits, inRange, stages } = await visitsIn(from, to);
    const steps = stages.filter((stage) => stage.kind === 'open' || stage.kind === 'hired');
    return {
      rows: steps.map((stage, index) => {
        const firsts = new Map<number, string>();
        for (const visit of inRange.filter((entry) => entry.stage_id === stage.id)) {
          const known = firsts.get(visit.application_id);
          if (!known || visit.entered_at < known)
            firsts.set(visit.application_id, visit.entered_at);
        }
        const next = steps[index + 1];
        const wentOn = [...firsts].filter(([application, at]) =>
          visits.some(
            (visit) =>
              visit.application_id === application &&
              visit.stage_id === next?.id &&
              visit.entered_at > at,
          ),
        ).length;
        return {
          stageId: stage.id,
          name: stage.name,
          kind: stage.kind,
          entered: firsts.size,
          passThrough:
            next === undefined || firsts.size === 0
              ? null
              : Math.round((wentOn / firsts.size) * 10_000) / 10_000,
        };
      }),
    };
  }

  /**
   * Time in each open stage as the visits give it: ended visits begun in the range, summed;
   * `counted`: the applications a narrowed report counts.
   */
  async function timeInStageFromVisits(
    from: string | undefined,
    to: string | undefined,
    counted?: ReadonlySet<number>,
  ) {
    const { inRange, stages } = await visitsIn(from, to);
    const sums = new Map<string, { stage: number; days: number }>();
    for (const visit of inRange.filter(
      (entry) => entry.left_at !== null && (!counted || counted.has(entry.application_id)),
    )) {
      const key = `${visit.stage_id}|${visit.application_id}`;
      const sum = sums.get(key) ?? { stage: visit.stage_id, days: 0 };
      sum.days += (Date.parse(visit.left_at!) - Date.parse(visit.entered_at)) / DAY;
      sums.set(key, sum);
    }
    const ranked = stages.flatMap((stage) => {
      const values = [...sums.values()]
        .filter((sum) => sum.stage === stage.id)
        .map((sum) => sum.days)
        .sort((a, b) => a - b);
      return values.map((value, rank) => ({
        group: stage.id,
        value,
        rank: rank + 1,
        n: values.length,
      }));
    });
    const spreads = spreadsByGroup(ranked);
    return stages
      .filter((stage) => stage.kind === 'open')
      .map((stage) => ({
        stageId: stage.id,
        name: stage.name,
        applications: spreads.get(stage.id)?.count ?? 0,
        medianDays: spreads.get(stage.id)?.median ?? null,
      }));
  }

  async function expectRollupsMatchHistory() {
    const expected = await recomputed();
    const actual = await stored();
    expect(new Map([...actual.days].sort())).toEqual(new Map([...expected.days].sort()));
    expect([...actual.totals.keys()].sort()).toEqual([...expected.totals.keys()].sort());
    for (const [key, want] of expected.totals) {
      const got = actual.totals.get(key)!;
      expect({ ...got, ended_days: 0 }).toEqual({ ...want, ended_days: 0 });
      expect(got.ended_days).toBeCloseTo(want.ended_days, 6);
    }
    // The views read the summaries without a start date and the visits with one: both agree.
    const everything = { department: '', location: '' };
    const detailed = { ...everything, from: '2000-01-01', to: '2099-12-31' };
    const now = new Date();
    for (const view of [REPORT_VIEWS.funnel, REPORT_VIEWS.time]) {
      expect(await view.build(ctx.database.db, everything, now)).toEqual(
        await view.build(ctx.database.db, detailed, now),
      );
    }
    // Ranges cutting through the moves back and forth: the summaries (with the visits of the
    // applications straddling an end) give what the visits alone give.
    for (const [from, to] of [
      ['2025-01-05', '2025-01-20'],
      ['2025-01-10', undefined],
      [undefined, '2025-01-15'],
      ['2025-01-18', '2025-01-19'],
    ] as const) {
      const range = { ...everything, from, to };
      expect(await REPORT_VIEWS.funnel.build(ctx.database.db, range, now)).toEqual(
        await funnelFromVisits(from, to),
      );
      const time = await REPORT_VIEWS.time.build(ctx.database.db, range, now);
      expect(time.rows).toEqual(await timeInStageFromVisits(from, to));
    }
    // Narrowed to a job (by the job each summary row carries) or a source (by the
    // applications), over the whole history and over ranges.
    const applications = await ctx.database.db
      .selectFrom('job_applications')
      .select(['id', 'job_id', 'source'])
      .execute();
    type Counted = (typeof applications)[number];
    const jobIds = [...new Set(applications.flatMap((row) => (row.job_id ? [row.job_id] : [])))];
    const sources = [...new Set(applications.map((row) => row.source))];
    const narrowings: { scope: Partial<ReportScope>; counted: (row: Counted) => boolean }[] = [
      ...jobIds.map((jobId) => ({
        scope: { jobId },
        counted: (row: Counted) => row.job_id === jobId,
      })),
      ...sources.map((source) => ({
        scope: { source },
        counted: (row: Counted) => row.source === source,
      })),
    ];
    for (const { scope, counted } of narrowings) {
      const ids = new Set(applications.filter(counted).map((row) => row.id));
      for (const [from, to] of [
        [undefined, undefined],
        ['2025-01-10', undefined],
        ['2025-01-05', '2025-01-20'],
      ] as const) {
        const time = await REPORT_VIEWS.time.build(
          ctx.database.db,
          { ...everything, ...scope, from, to },
          now,
        );
        expect(time.rows).toEqual(await timeInStageFromVisits(from, to, ids));
      }
    }
    // An end date alone: the funnel counts the first entries up to that India day.
    const until = { ...everything, to: '2025-01-12' };
    expect(await REPORT_VIEWS.funnel.build(ctx.database.db, until, now)).toEqual(
      await REPORT_VIEWS.funnel.build(ctx.database.db, { ...until, from: '2000-01-01' }, now),
    );
  }

  it('equals a recomputation from the visits after random moves, erasure and deletions', async () => {
    const db = ctx.database.db;
    const { auth, ids, jobs } = await seedRandomHistory(ctx, {
      seed: 20_260_301,
      jobTitles: ['Roll-up Engineer', 'Roll-up Analyst', 'Roll-up Designer'],
      applications: 16,
      moves: 120,
      emailPrefix: 'rollup',
      start: Date.parse('2025-01-01T00:00:00.000Z'),
      spreadDays: 20,
    });
    const leaving = jobs[2];
    await expectRollupsMatchHistory();

    for (const id of ids.slice(0, 3)) {
      await db.transaction().execute((trx) =>
        eraseApplication(trx, id, {
          reason: 'privacy-request',
          actor: { staffId: null },
          secret: ctx.app.appSecret,
        }),
      );
    }
    await expectRollupsMatchHistory();

    // The job's applications go to another job; then the empty job can be deleted.
    await db
      .updateTable('job_applications')
      .set({ job_id: jobs[0] })
      .where('job_id', '=', leaving)
      .execute();
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/career/manage/jobs/${leaving}`,
      headers: { authorization: auth },
    });
    expect(deleted.statusCode).toBe(200);
    expect(
      await db.selectFrom('jobs').select('id').where('id', '=', leaving).executeTakeFirst(),
    ).toBeUndefined();
    await db.deleteFrom('job_applications').where('id', '=', ids[5]).execute();
    await expectRollupsMatchHistory();

    // The migration builds the same from the history already there (with the jobs its rows
    // carry since 0085, rolled back first and run again after).
    await stageJobs.down(db as Kysely<unknown>);
    await rollups.down(db as Kysely<unknown>);
    await rollups.up(db as Kysely<unknown>);
    await stageJobs.up(db as Kysely<unknown>);
    await expectRollupsMatchHistory();
  });
  it('answers over the whole history, and over a range wider than it, as the visits do', async () => {
    const db = ctx.database.db;
    const open = (
      await db
        .selectFrom('pipeline_stages')
        .select('id')
        .where('kind', '=', 'open')
        .where('archived_at', 'is', null)
        .orderBy('position')
        .execute()
    ).map((row) => row.id);
    const start = Date.parse('2024-06-01T03:00:00.000Z');
    for (let index = 0; index < 6; index += 1) {
      let at = start + index * DAY;
      const id = await insertApplicationRow(db, {
        jobId: null,
        createdAt: new Date(at).toISOString(),
        email: `whole${index}@example.com`,
      });
      // Forward, back and forward again, each visit a different length: a stage's visits add up.
      let from = open[0];
      for (const [step, to] of [open[1], open[0], open[1], open[2]].entries()) {
        at += (index + step + 1) * 0.37 * DAY;
        await insertStageMove(db, {
          applicationId: id,
          from,
          to,
          at: new Date(at).toISOString(),
        });
        from = to;
      }
    }
    const now = new Date();
    const scopes: { from?: string; to?: string; department: string; location: string }[] = [
      { department: '', location: '' },
      { department: '', location: '', from: '2000-01-01', to: '2099-12-31' },
    ];
    for (const scope of scopes) {
      const time = await REPORT_VIEWS.time.build(db, scope, now);
      expect(time.rows).toEqual(await timeInStageFromVisits(scope.from, scope.to));
      expect(await REPORT_VIEWS.funnel.build(db, scope, now)).toEqual(
        await funnelFromVisits(scope.from, scope.to),
      );
    }
  });
});
