import { createTestApp, type TestContext } from '../../server/test-support/test-app';
import { PIPELINE_BULK_MOVE_MAX } from '@vistaar/shared/config';
import type { MatchingApplication, PipelineStage } from '@vistaar/shared/contract';
import { applicationsFilterMessages } from '@vistaar/shared/validation';
import { dialect, insertApplicationRow, postJob } from './careers-fixtures';

jest.setTimeout(120_000);

describe(`every application the desk's filters match, for one bulk move (${dialect})`, () => {
  let ctx: TestContext;
  let auth: string;
  let smallJob: number;
  let bigJob: number;
  /** More than a page of 100 and more than the old bulk limit of 100, within the new one. */
  const BIG = 150;

  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: { authorization: auth }, payload });

  beforeAll(async () => {
    ctx = await createTestApp();
    auth = await ctx.staffAuth();
    smallJob = await postJob(ctx, auth, { title: 'Small Job' });
    bigJob = await postJob(ctx, auth, { title: 'Big Job' });
    const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 60_000).toISOString();
    for (const [index, firstName] of ['Asha', 'Bela', 'Chitra'].entries()) {
      await insertApplicationRow(ctx.database.db, {
        jobId: smallJob,
        firstName,
        lastName: 'Small',
        createdAt: day(index),
      });
    }
    for (let index = 0; index < BIG; index += 1) {
      await insertApplicationRow(ctx.database.db, { jobId: bigJob, createdAt: day(10 + index) });
    }
    // With these, every application together is one more than a selection may hold.
    for (let index = 0; index < PIPELINE_BULK_MOVE_MAX + 1 - BIG - 3; index += 1) {
      await insertApplicationRow(ctx.database.db, { jobId: null, createdAt: day(500 + index) });
    }
  });

  afterAll(async () => {
    await ctx.close();
  });

  it('answers the ids and names the search and filters match, newest first, as a read on the audit trail', async () => {
    const response = await call('GET', `/api/career/applications/matching?jobId=${smallJob}`);
    expect(response.statusCode).toBe(200);
    const body = response.json() as { data: MatchingApplication[]; total: number };
    expect(body.total).toBe(3);
    expect(body.data.map((item) => item.fullName)).toEqual([
      'Chitra Small',
      'Bela Small',
      'Asha Small',
    ]);

    const searched = await call(
      'GET',
      `/api/career/applications/matching?jobId=${smallJob}&search=bela`,
    );
    expect(searched.json().data).toEqual([{ id: body.data[1].id, fullName: 'Bela Small' }]);

    await ctx.app.auditBatch.flush();
    const audit = await ctx.database.db
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('action', '=', 'application.list-viewed')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const details = (
      typeof audit.details === 'string' ? JSON.parse(audit.details) : audit.details
    ) as { ids: number[]; search?: unknown };
    expect(details.ids).toEqual([body.data[1].id]);
    // The search is recorded as made, never its text.
    expect(details.search).toBe(true);
  });

  it('refuses more than one bulk move holds, and a reversed date range, with a clear message', async () => {
    const all = await call('GET', '/api/career/applications/matching');
    expect(all.statusCode).toBe(400);
    expect(all.json().message).toBe(applicationsFilterMessages.matchingTooMany);

    const reversed = await call(
      'GET',
      '/api/career/applications/matching?appliedFrom=2026-02-01&appliedTo=2026-01-01',
    );
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors.appliedTo).toBe(applicationsFilterMessages.rangeReversed);

    const paged = await call('GET', '/api/career/applications/matching?limit=5');
    expect(paged.statusCode).toBe(400);
  });

  it('lets one bulk move take every matching application, past a page of 100', async () => {
    const matching = await call('GET', `/api/career/applications/matching?jobId=${bigJob}`);
    const ids = (matching.json().data as MatchingApplication[]).map((item) => item.id);
    expect(ids).toHaveLength(BIG);

    const stages = (await call('GET', '/api/pipeline/stages')).json().data as PipelineStage[];
    const screening = stages.find((stage) => stage.name === 'Screening')!;
    const moved = await call('POST', '/api/career/applications/stage', {
      ids,
      stageId: screening.id,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      message: `${BIG} applications moved`,
      data: { moved: BIG },
    });

    const listed = await call(
      'GET',
      `/api/career/get-job-applications?jobId=${bigJob}&stage=${screening.id}&limit=1`,
    );
    expect(listed.json().total).toBe(BIG);
  });
});
