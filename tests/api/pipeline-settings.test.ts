import { createTestApp, type TestContext } from '../../server/test-support/test-app';
import { REJECTION_REASON_MAX_LENGTH } from '@vistaar/shared/config';
import type { ApplicationEvent, PipelineStage, RejectionReason } from '@vistaar/shared/contract';
import { pipelineMessages } from '@vistaar/shared/validation';
import { dialect, insertApplicationRow } from './careers-fixtures';

type Method = 'GET' | 'POST' | 'PUT';

describe(`stage and rejection reason settings (${dialect})`, () => {
  let ctx: TestContext;
  let auth: string;

  const call = (method: Method, url: string, payload?: object) =>
    ctx.app.inject({
      method,
      url,
      headers: { authorization: auth },
      ...(payload ? { payload } : {}),
    });

  async function stages(): Promise<PipelineStage[]> {
    return (await call('GET', '/api/pipeline/stages')).json().data;
  }
  const stageNamed = async (name: string) => (await stages()).find((s) => s.name === name)!;

  async function reasons(): Promise<RejectionReason[]> {
    return (await call('GET', '/api/pipeline/rejection-reasons')).json().data;
  }

  async function audited(entity: string) {
    const rows = await ctx.database.db
      .selectFrom('audit_log')
      .select(['action', 'entity_id'])
      .where('entity', '=', entity)
      .orderBy('id')
      .execute();
    return rows.map((row) => row.action);
  }

  beforeAll(async () => {
    ctx = await createTestApp();
    auth = await ctx.staffAuth();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('names where applications start and counts the applications in each stage', async () => {
    const screening = await stageNamed('Screening');
    await insertApplicationRow(ctx.database.db, { email: 'one@example.com' });
    await insertApplicationRow(ctx.database.db, { email: 'two@example.com' });
    await insertApplicationRow(ctx.database.db, {
      email: 'three@example.com',
      stageId: screening.id,
    });
    const all = await stages();
    expect(all.filter((stage) => stage.entry).map((stage) => stage.name)).toEqual(['New']);
    expect(Object.fromEntries(all.map((stage) => [stage.name, stage.applications]))).toMatchObject({
      New: 2,
      Screening: 1,
      Interview: 0,
      Rejected: 0,
    });
  });

  it('keeps the outcomes after the steps: a new step goes before them, an order that breaks this is refused', async () => {
    const added = await call('POST', '/api/pipeline/stages', { name: 'Assignment' });
    expect(added.statusCode).toBe(201);
    expect(added.json().data).toMatchObject({ name: 'Assignment', entry: false, applications: 0 });
    const inUse = (await stages()).filter((stage) => !stage.archived);
    expect(inUse.map((stage) => stage.name)).toEqual([
      'New',
      'Screening',
      'Interview',
      'Offer',
      'Assignment',
      'Hired',
      'Rejected',
      'Withdrawn',
    ]);
    expect(inUse.map((stage) => stage.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);

    const ids = inUse.map((stage) => stage.id);
    const stepAfterOutcome = [...ids.slice(0, 4), ids[5], ids[4], ...ids.slice(6)];
    const refused = await call('PUT', '/api/pipeline/stages/order', { ids: stepAfterOutcome });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ ids: pipelineMessages.stageOrderOutcomesLast });
    expect((await stages()).filter((s) => !s.archived).map((s) => s.id)).toEqual(ids);

    // A list nested tens of thousands deep is refused as a caller's mistake, not a 500.
    const deep = await ctx.app.inject({
      method: 'PUT',
      url: '/api/pipeline/stages/order',
      headers: { authorization: auth, 'content-type': 'application/json' },
      payload: `{"ids":${'['.repeat(20_000)}1${']'.repeat(20_000)}}`,
    });
    expect(deep.statusCode).toBe(400);
    expect(Object.keys(deep.json().errors)).toEqual(['ids']);
    expect((await stages()).filter((s) => !s.archived).map((s) => s.id)).toEqual(ids);

    // Outcomes may change places among themselves, steps among themselves.
    const swapped = [ids[1], ids[0], ...ids.slice(2, 5), ids[7], ids[6], ids[5]];
    expect((await call('PUT', '/api/pipeline/stages/order', { ids: swapped })).statusCode).toBe(
      200,
    );
    expect((await stages()).filter((s) => !s.archived).map((s) => s.id)).toEqual(swapped);
  });

  it('keeps New, and the last stage of each outcome, saying why', async () => {
    const refusals: [string, string][] = [
      ['New', pipelineMessages.entryStageArchived],
      ['Hired', pipelineMessages.lastHiredStageArchived],
      ['Rejected', pipelineMessages.lastRejectedStageArchived],
      ['Withdrawn', pipelineMessages.lastWithdrawnStageArchived],
    ];
    for (const [name, message] of refusals) {
      const stage = await stageNamed(name);
      const response = await call('POST', `/api/pipeline/stages/${stage.id}/archive`);
      expect({ name, status: response.statusCode, message: response.json().message }).toEqual({
        name,
        status: 400,
        message,
      });
      expect((await stageNamed(name)).archived).toBe(false);
    }

    // With a second rejected stage, the first may go; then the second is the last one.
    const second = await call('POST', '/api/pipeline/stages', {
      name: 'Rejected after test',
      kind: 'rejected',
    });
    expect(second.statusCode).toBe(201);
    const first = await stageNamed('Rejected');
    expect((await call('POST', `/api/pipeline/stages/${first.id}/archive`)).statusCode).toBe(200);
    const last = await call('POST', `/api/pipeline/stages/${second.json().data.id}/archive`);
    expect(last.statusCode).toBe(400);
    expect(last.json().message).toBe(pipelineMessages.lastRejectedStageArchived);
    expect(await audited('pipeline-stage')).toEqual([
      'pipeline-stage.create',
      'pipeline-stage.reorder',
      'pipeline-stage.create',
      'pipeline-stage.archive',
    ]);
  });

  it('adds, rewords and archives rejection reasons, refusing clashes and bad input, and audits each change', async () => {
    const added = await call('POST', '/api/pipeline/rejection-reasons', {
      label: '  Salary expectations too high ',
    });
    expect(added.statusCode).toBe(201);
    const reason = added.json().data as RejectionReason;
    expect(reason).toEqual({ id: expect.any(Number), label: 'Salary expectations too high' });
    expect((await reasons()).at(-1)).toEqual(reason);

    const clash = await call('POST', '/api/pipeline/rejection-reasons', {
      label: 'position FILLED',
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().errors).toEqual({ label: pipelineMessages.reasonLabelTaken });
    const bad: [object, string][] = [
      [{ label: '   ' }, pipelineMessages.reasonLabelRequired],
      [{}, pipelineMessages.reasonLabelRequired],
      [{ label: 'x'.repeat(REJECTION_REASON_MAX_LENGTH + 1) }, pipelineMessages.reasonLabelTooLong],
    ];
    for (const [payload, message] of bad) {
      const response = await call('POST', '/api/pipeline/rejection-reasons', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ label: message });
    }
    const extra = await call('POST', '/api/pipeline/rejection-reasons', { label: 'A', id: 3 });
    expect(extra.statusCode).toBe(400);
    // The three seeded reasons still offered, and the one added.
    expect((await reasons()).length).toBe(4);

    // A rejection giving the reason, then the reason reworded: the history reads the new words.
    const rejected = (await stages()).find((s) => s.kind === 'rejected' && !s.archived)!;
    const applicationId = await insertApplicationRow(ctx.database.db, {
      email: 'salary@example.com',
    });
    const move = await call('POST', `/api/career/applications/${applicationId}/stage`, {
      stageId: rejected.id,
      rejectionReasonId: reason.id,
    });
    expect(move.statusCode).toBe(200);
    const renamed = await call('PUT', `/api/pipeline/rejection-reasons/${reason.id}`, {
      label: 'Salary expectations beyond the band',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data.label).toBe('Salary expectations beyond the band');
    const timeline = async (): Promise<ApplicationEvent[]> =>
      (await call('GET', `/api/career/applications/${applicationId}/timeline`)).json().data;
    expect((await timeline())[0].rejectionReason).toEqual({
      id: reason.id,
      label: 'Salary expectations beyond the band',
    });
    const renameClash = await call('PUT', `/api/pipeline/rejection-reasons/${reason.id}`, {
      label: 'No response',
    });
    expect(renameClash.statusCode).toBe(409);
    expect(
      (await call('PUT', '/api/pipeline/rejection-reasons/999999', { label: 'X' })).statusCode,
    ).toBe(404);

    // Archived: no longer offered nor accepted, still named by the rejection that gave it.
    const archived = await call('POST', `/api/pipeline/rejection-reasons/${reason.id}/archive`);
    expect(archived.statusCode).toBe(200);
    expect((await reasons()).map((entry) => entry.id)).not.toContain(reason.id);
    const other = await insertApplicationRow(ctx.database.db, { email: 'other@example.com' });
    const refusedMove = await call('POST', `/api/career/applications/${other}/stage`, {
      stageId: rejected.id,
      rejectionReasonId: reason.id,
    });
    expect(refusedMove.json().errors).toEqual({
      rejectionReasonId: pipelineMessages.rejectionReasonUnknown,
    });
    expect((await timeline())[0].rejectionReason?.id).toBe(reason.id);
    const again = await call('POST', `/api/pipeline/rejection-reasons/${reason.id}/archive`);
    expect(again.json()).toEqual({
      success: false,
      message: pipelineMessages.reasonAlreadyArchived,
    });
    const renameArchived = await call('PUT', `/api/pipeline/rejection-reasons/${reason.id}`, {
      label: 'Anything',
    });
    expect(renameArchived.statusCode).toBe(400);
    // Its words are free again for a reason in use.
    expect(
      (
        await call('POST', '/api/pipeline/rejection-reasons', {
          label: 'Salary expectations beyond the band',
        })
      ).statusCode,
    ).toBe(201);

    // One reason always stays.
    const left = await reasons();
    for (const entry of left.slice(1)) {
      expect(
        (await call('POST', `/api/pipeline/rejection-reasons/${entry.id}/archive`)).statusCode,
      ).toBe(200);
    }
    const lastOne = await call('POST', `/api/pipeline/rejection-reasons/${left[0].id}/archive`);
    expect(lastOne.statusCode).toBe(400);
    expect(lastOne.json().message).toBe(pipelineMessages.lastReasonArchived);
    expect(await reasons()).toEqual([left[0]]);

    const actions = await audited('rejection-reason');
    expect(actions.slice(0, 3)).toEqual([
      'rejection-reason.create',
      'rejection-reason.rename',
      'rejection-reason.archive',
    ]);
    expect(actions.filter((action) => action === 'rejection-reason.archive')).toHaveLength(
      left.length,
    );
  });
});
