import { createTestApp, type TestContext } from '../../server/test-support/test-app';
import type { PipelineStage } from '@vistaar/shared/contract';
import { apply, dialect, validApplication } from './careers-fixtures';
import { stopTheClockAt } from './only-the-clock';

/**
 * The reports read each application's stage visits from `application_stage_visits`, which the
 * rows that begin them write: an application made on the careers site, then moved on the
 * board, in a bulk move and to a rejection, has one visit for each, each ended by the next.
 */
describe(`stage visits (${dialect})`, () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp();
  });

  afterAll(async () => {
    await ctx.close();
    jest.useRealTimers();
  });

  it('opens a visit with each application and move and closes the one before', async () => {
    const auth = await ctx.staffAuth();
    const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
      ctx.app.inject({ method, url, headers: { authorization: auth }, payload });
    const stages = (await call('GET', '/api/pipeline/stages')).json().data as PipelineStage[];
    const stage = (name: string) => stages.find((item) => item.name === name)!.id;
    const reasons = (await call('GET', '/api/pipeline/rejection-reasons')).json().data;

    stopTheClockAt(new Date('2026-03-02T05:00:00Z'));
    const applied = await apply(ctx, validApplication({ email: 'visits@example.com' }));
    expect(applied.statusCode).toBe(201);
    const id = (
      await ctx.database.db
        .selectFrom('job_applications')
        .select('id')
        .where('email_normalized', '=', 'visits@example.com')
        .executeTakeFirstOrThrow()
    ).id;

    stopTheClockAt(new Date('2026-03-03T05:00:00Z'));
    expect(
      (await call('POST', `/api/career/applications/${id}/stage`, { stageId: stage('Screening') }))
        .statusCode,
    ).toBe(200);
    stopTheClockAt(new Date('2026-03-05T05:00:00Z'));
    expect(
      (
        await call('POST', '/api/career/applications/stage', {
          ids: [id],
          stageId: stage('Interview'),
        })
      ).statusCode,
    ).toBe(200);
    stopTheClockAt(new Date('2026-03-09T05:00:00Z'));
    expect(
      (
        await call('POST', `/api/career/applications/${id}/stage`, {
          stageId: stage('Rejected'),
          rejectionReasonId: reasons[0].id,
        })
      ).statusCode,
    ).toBe(200);

    const visits = await ctx.database.db
      .selectFrom('application_stage_visits')
      .select(['stage_id', 'entered_at', 'left_at'])
      .where('application_id', '=', id)
      .orderBy('id')
      .execute();
    expect(visits).toEqual([
      {
        stage_id: stage('New'),
        entered_at: '2026-03-02T05:00:00.000Z',
        left_at: '2026-03-03T05:00:00.000Z',
      },
      {
        stage_id: stage('Screening'),
        entered_at: '2026-03-03T05:00:00.000Z',
        left_at: '2026-03-05T05:00:00.000Z',
      },
      {
        stage_id: stage('Interview'),
        entered_at: '2026-03-05T05:00:00.000Z',
        left_at: '2026-03-09T05:00:00.000Z',
      },
      { stage_id: stage('Rejected'), entered_at: '2026-03-09T05:00:00.000Z', left_at: null },
    ]);
  });
});
