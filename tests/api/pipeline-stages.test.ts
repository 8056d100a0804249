import { Migrator, sql, type Migration } from 'kysely';
import { migrations } from '../../server/db/migrations';
import { migrateToLatest } from '../../server/db/migrator';
import {
  createTestApp,
  openTestDatabase,
  type TestContext,
} from '../../server/test-support/test-app';
import { PIPELINE_BULK_MOVE_MAX } from '@vistaar/shared/config';
import { applicationsFilterMessages, pipelineMessages } from '@vistaar/shared/validation';
import type {
  ApplicationEvent,
  ApplicationListItem,
  PipelineStage,
} from '@vistaar/shared/contract';
import {
  apply,
  dialect,
  insertApplicationRow,
  postJob,
  validApplication,
} from './careers-fixtures';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

describe(`the recruiting pipeline: stages and history (${dialect})`, () => {
  let ctx: TestContext;
  let auth: string;
  let stageId: Record<string, number>;

  const call = (method: Method, url: string, payload?: object) =>
    ctx.app.inject({
      method,
      url,
      headers: { authorization: auth },
      ...(payload ? { payload } : {}),
    });

  async function stages(): Promise<PipelineStage[]> {
    const response = await call('GET', '/api/pipeline/stages');
    expect(response.statusCode).toBe(200);
    return response.json().data;
  }

  async function timeline(id: number): Promise<ApplicationEvent[]> {
    const response = await call('GET', `/api/career/applications/${id}/timeline`);
    expect(response.statusCode).toBe(200);
    return response.json().data;
  }

  async function stageOf(id: number): Promise<{ stage_id: number; stage_entered_at: string }> {
    return ctx.database.db
      .selectFrom('job_applications')
      .select(['stage_id', 'stage_entered_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  }

  const move = (id: number, payload: object) =>
    call('POST', `/api/career/applications/${id}/stage`, payload);

  async function auditActions(entityId: number | string) {
    const rows = await ctx.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity_id', '=', String(entityId))
      .orderBy('id')
      .execute();
    return rows.map((row) => row.action);
  }

  beforeAll(async () => {
    ctx = await createTestApp();
    auth = await ctx.staffAuth();
    stageId = Object.fromEntries((await stages()).map((stage) => [stage.name, stage.id]));
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('is seeded with the stages and rejection reasons, in order', async () => {
    expect(
      (await stages()).map(({ name, kind, position, archived }) => ({
        name,
        kind,
        position,
        archived,
      })),
    ).toEqual([
      { name: 'New', kind: 'open', position: 1, archived: false },
      { name: 'Screening', kind: 'open', position: 2, archived: false },
      { name: 'Interview', kind: 'open', position: 3, archived: false },
      { name: 'Offer', kind: 'open', position: 4, archived: false },
      { name: 'Hired', kind: 'hired', position: 5, archived: false },
      { name: 'Rejected', kind: 'rejected', position: 6, archived: false },
      { name: 'Withdrawn', kind: 'withdrawn', position: 7, archived: false },
    ]);
    const reasons = await call('GET', '/api/pipeline/rejection-reasons');
    expect(reasons.statusCode).toBe(200);
    expect(reasons.json().data.map((reason: { label: string }) => reason.label)).toEqual([
      'Not enough experience',
      'Position filled',
      'No response',
    ]);
    // 'Candidate withdrew' was seeded too, and is archived: a withdrawal is the candidate's
    // decision (the Withdrawn stage), not a reason to reject.
  });

  it('starts a new application in New, as of when it came in, with an empty history', async () => {
    const response = await apply(ctx, validApplication({ email: 'starts.new@example.com' }));
    expect(response.statusCode).toBe(201);
    const row = await ctx.database.db
      .selectFrom('job_applications')
      .select(['id', 'stage_id', 'stage_entered_at', 'created_at'])
      .where('email_normalized', '=', 'starts.new@example.com')
      .executeTakeFirstOrThrow();
    expect(row.stage_id).toBe(stageId.New);
    expect(row.stage_entered_at).toBe(row.created_at);
    const listed = await call(
      'GET',
      '/api/career/get-job-applications?search=starts.new%40example.com',
    );
    expect(listed.json().data).toEqual([
      expect.objectContaining({
        id: row.id,
        stage: { id: stageId.New, name: 'New', kind: 'open' },
        daysInStage: 0,
      }),
    ]);
    expect(await timeline(row.id)).toEqual([]);
  });

  it('moves an application and records who moved it, from where to where, when and why', async () => {
    const id = await insertApplicationRow(ctx.database.db, {
      email: 'moved@example.com',
      createdAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
    });
    const listedBefore = await call('GET', '/api/career/get-job-applications?search=moved%40');
    expect(listedBefore.json().data[0].daysInStage).toBe(3);

    const response = await move(id, {
      stageId: stageId.Screening,
      comment: '  Strong portfolio  ',
    });
    expect(response.statusCode).toBe(200);
    const event = response.json().data as ApplicationEvent;
    expect(event).toEqual({
      id: expect.any(Number),
      kind: 'stage-moved',
      createdAt: expect.any(String),
      staff: { id: expect.any(Number), name: expect.any(String) },
      fromStage: { id: stageId.New, name: 'New' },
      toStage: { id: stageId.Screening, name: 'Screening' },
      rejectionReason: null,
      comment: 'Strong portfolio',
      mentions: [],
    });
    expect(Date.now() - Date.parse(event.createdAt)).toBeLessThan(60_000);
    expect(await stageOf(id)).toEqual({
      stage_id: stageId.Screening,
      stage_entered_at: event.createdAt,
    });
    expect(await timeline(id)).toEqual([event]);
    const listedAfter = await call('GET', '/api/career/get-job-applications?search=moved%40');
    expect(listedAfter.json().data[0]).toMatchObject({
      stage: { id: stageId.Screening, name: 'Screening', kind: 'open' },
      daysInStage: 0,
    });
    expect(await auditActions(id)).toContain('application.stage-moved');
  });

  it('refuses an unknown stage, an archived stage and the stage it is already in, changing nothing', async () => {
    const id = await insertApplicationRow(ctx.database.db, { email: 'refused@example.com' });
    const created = await call('POST', '/api/pipeline/stages', { name: 'Assignment' });
    expect(created.statusCode).toBe(201);
    const assignment = created.json().data.id as number;
    expect((await call('POST', `/api/pipeline/stages/${assignment}/archive`)).statusCode).toBe(200);
    const before = await stageOf(id);

    const cases: [object, string][] = [
      [{ stageId: 999_999 }, pipelineMessages.stageUnknown],
      [{ stageId: assignment }, pipelineMessages.stageArchived],
      [{ stageId: stageId.New }, pipelineMessages.stageSame],
      [{}, pipelineMessages.stageRequired],
    ];
    for (const [payload, message] of cases) {
      const response = await move(id, payload);
      expect({ payload, status: response.statusCode, body: response.json() }).toEqual({
        payload,
        status: 400,
        body: { success: false, message, errors: { stageId: message } },
      });
    }
    expect(await stageOf(id)).toEqual(before);
    expect(await timeline(id)).toEqual([]);
    expect(await auditActions(id)).not.toContain('application.stage-moved');

    const unknown = await move(999_999, { stageId: stageId.Screening });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Application not found.');
    expect((await call('GET', '/api/career/applications/999999/timeline')).statusCode).toBe(404);
  });

  it('asks a rejection for a reason, and takes a reason only for a rejection', async () => {
    const id = await insertApplicationRow(ctx.database.db, { email: 'rejected@example.com' });
    const reasons = (await call('GET', '/api/pipeline/rejection-reasons')).json().data as {
      id: number;
      label: string;
    }[];
    const filled = reasons.find((reason) => reason.label === 'Position filled')!;

    const withoutReason = await move(id, { stageId: stageId.Rejected });
    expect(withoutReason.statusCode).toBe(400);
    expect(withoutReason.json().errors).toEqual({
      rejectionReasonId: pipelineMessages.rejectionReasonRequired,
    });
    const unknownReason = await move(id, { stageId: stageId.Rejected, rejectionReasonId: 999_999 });
    expect(unknownReason.statusCode).toBe(400);
    expect(unknownReason.json().errors).toEqual({
      rejectionReasonId: pipelineMessages.rejectionReasonUnknown,
    });
    const reasonElsewhere = await move(id, {
      stageId: stageId.Screening,
      rejectionReasonId: filled.id,
    });
    expect(reasonElsewhere.statusCode).toBe(400);
    expect(reasonElsewhere.json().errors).toEqual({
      rejectionReasonId: pipelineMessages.rejectionReasonNotRejected,
    });
    expect((await stageOf(id)).stage_id).toBe(stageId.New);
    expect(await timeline(id)).toEqual([]);

    const rejected = await move(id, { stageId: stageId.Rejected, rejectionReasonId: filled.id });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().data).toMatchObject({
      toStage: { id: stageId.Rejected, name: 'Rejected' },
      rejectionReason: { id: filled.id, label: 'Position filled' },
      comment: null,
    });
    expect((await stageOf(id)).stage_id).toBe(stageId.Rejected);
  });

  it('moves several applications at once, all of them or none', async () => {
    const first = await insertApplicationRow(ctx.database.db, { email: 'bulk1@example.com' });
    const second = await insertApplicationRow(ctx.database.db, { email: 'bulk2@example.com' });
    const third = await insertApplicationRow(ctx.database.db, { email: 'bulk3@example.com' });
    expect((await move(third, { stageId: stageId.Interview })).statusCode).toBe(200);
    const bulk = (payload: object) => call('POST', '/api/career/applications/stage', payload);

    const refusals: [object, Record<string, string>][] = [
      [
        { ids: [first, second, 999_999], stageId: stageId.Interview },
        { ids: pipelineMessages.applicationsUnknown },
      ],
      [
        { ids: [first, second, third], stageId: stageId.Interview },
        { stageId: pipelineMessages.stageSameBulk },
      ],
      [
        { ids: [first, second], stageId: stageId.Rejected },
        { rejectionReasonId: pipelineMessages.rejectionReasonRequired },
      ],
      [{ ids: [], stageId: stageId.Interview }, { ids: pipelineMessages.applicationsRequired }],
      [
        {
          ids: Array.from({ length: PIPELINE_BULK_MOVE_MAX + 1 }, (_, index) => index + 1),
          stageId: stageId.Interview,
        },
        { ids: pipelineMessages.applicationsTooMany },
      ],
    ];
    for (const [payload, errors] of refusals) {
      const response = await bulk(payload);
      expect({ status: response.statusCode, errors: response.json().errors }).toEqual({
        status: 400,
        errors,
      });
    }
    expect((await stageOf(first)).stage_id).toBe(stageId.New);
    expect((await stageOf(second)).stage_id).toBe(stageId.New);
    expect(await timeline(first)).toEqual([]);
    expect(await timeline(second)).toEqual([]);

    const moved = await bulk({
      ids: [first, second],
      stageId: stageId.Interview,
      comment: 'Shortlist',
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toEqual({
      success: true,
      message: '2 applications moved',
      data: { moved: 2 },
    });
    for (const id of [first, second]) {
      expect((await stageOf(id)).stage_id).toBe(stageId.Interview);
      expect(await timeline(id)).toEqual([
        expect.objectContaining({
          fromStage: { id: stageId.New, name: 'New' },
          toStage: { id: stageId.Interview, name: 'Interview' },
          comment: 'Shortlist',
        }),
      ]);
    }
  });

  it('rolls back a bulk move that fails part way, so no application moves', async () => {
    const first = await insertApplicationRow(ctx.database.db, { email: 'halfway1@example.com' });
    const second = await insertApplicationRow(ctx.database.db, { email: 'halfway2@example.com' });
    // The history refuses the second entry: the first move must not survive it.
    const fail =
      dialect === 'postgres'
        ? [
            sql`create function refuse_second_event() returns trigger language plpgsql as $$
              begin
                if new.application_id = ${sql.lit(second)} then raise exception 'refused'; end if;
                return new;
              end $$`,
            sql`create trigger refuse_second before insert on application_events
              for each row execute function refuse_second_event()`,
          ]
        : [
            sql`create trigger refuse_second before insert on application_events
              when new.application_id = ${sql.lit(second)}
              begin select raise(abort, 'refused'); end`,
          ];
    for (const statement of fail) await statement.execute(ctx.database.db);
    try {
      const response = await call('POST', '/api/career/applications/stage', {
        ids: [first, second],
        stageId: stageId.Offer,
      });
      expect(response.statusCode).toBe(500);
    } finally {
      await sql`drop trigger refuse_second${dialect === 'postgres' ? sql` on application_events` : sql``}`.execute(
        ctx.database.db,
      );
    }
    expect((await stageOf(first)).stage_id).toBe(stageId.New);
    expect((await stageOf(second)).stage_id).toBe(stageId.New);
    expect(await timeline(first)).toEqual([]);
  });

  it('shows the timeline newest first, and offers no way to edit or delete it', async () => {
    const id = await insertApplicationRow(ctx.database.db, { email: 'timeline@example.com' });
    for (const [stage, comment] of [
      ['Screening', 'first'],
      ['Interview', 'second'],
      ['Offer', 'third'],
    ] as const) {
      expect((await move(id, { stageId: stageId[stage], comment })).statusCode).toBe(200);
    }
    const events = await timeline(id);
    expect(events.map((event) => event.comment)).toEqual(['third', 'second', 'first']);
    expect(events.map((event) => event.toStage?.name)).toEqual(['Offer', 'Interview', 'Screening']);
    expect(events.map((event) => event.fromStage?.name)).toEqual(['Interview', 'Screening', 'New']);
    const times = events.map((event) => event.createdAt);
    expect([...times].sort().reverse()).toEqual(times);

    const document = ctx.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const historyPaths = Object.entries(document.paths).filter(([path]) =>
      /timeline|events/.test(path),
    );
    expect(historyPaths.map(([path, item]) => [path, Object.keys(item)])).toEqual([
      ['/api/career/applications/{id}/timeline', ['get']],
    ]);
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      for (const url of [
        `/api/career/applications/${id}/timeline`,
        `/api/career/applications/${id}/timeline/${events[0].id}`,
      ]) {
        expect({ method, url, status: (await call(method, url, {})).statusCode }).toEqual({
          method,
          url,
          status: 404,
        });
      }
    }
    expect(await timeline(id)).toEqual(events);
  });

  it('filters the desk by stage and job, together with search and paging', async () => {
    const auth2 = auth;
    const jobA = await postJob(ctx, auth2, { title: 'Filter Job A' });
    const jobB = await postJob(ctx, auth2, { title: 'Filter Job B' });
    const minute = (n: number) => new Date(Date.UTC(2026, 1, 1, 9, n)).toISOString();
    const rows: Record<string, number> = {};
    const people: [string, number | null, string, number][] = [
      ['alpha', jobA, 'Screening', 1],
      ['bravo', jobA, 'Screening', 2],
      ['charlie', jobA, 'Screening', 3],
      ['delta', jobA, 'New', 4],
      ['echo', jobB, 'Screening', 5],
      ['foxtrot', null, 'Screening', 6],
    ];
    for (const [name, jobId, stage, n] of people) {
      rows[name] = await insertApplicationRow(ctx.database.db, {
        jobId,
        firstName: 'Zeta',
        lastName: name,
        email: `${name}.filter@example.com`,
        createdAt: minute(n),
      });
      if (stage !== 'New') await move(rows[name], { stageId: stageId[stage] });
    }
    async function list(query: string) {
      const response = await call('GET', `/api/career/get-job-applications?${query}`);
      expect(response.statusCode).toBe(200);
      const body = response.json() as { data: ApplicationListItem[]; total: number };
      return { ids: body.data.map((item) => item.id), total: body.total };
    }
    const screening = stageId.Screening;

    expect(await list(`stage=${screening}&jobId=${jobA}&limit=2&page=1`)).toEqual({
      ids: [rows.charlie, rows.bravo],
      total: 3,
    });
    expect(await list(`stage=${screening}&jobId=${jobA}&limit=2&page=2`)).toEqual({
      ids: [rows.alpha],
      total: 3,
    });
    expect(await list(`stage=${screening}&jobId=${jobA}&search=bravo`)).toEqual({
      ids: [rows.bravo],
      total: 1,
    });
    expect(await list(`stage=${stageId.New}&search=zeta`)).toEqual({ ids: [rows.delta], total: 1 });
    expect(await list(`jobId=0&search=zeta`)).toEqual({ ids: [rows.foxtrot], total: 1 });
    expect(await list(`stage=${screening}&search=zeta&department=Engineering&limit=5`)).toEqual({
      ids: [rows.echo, rows.charlie, rows.bravo, rows.alpha],
      total: 4,
    });
    expect(await list(`jobId=${jobB}&stage=${stageId.New}`)).toEqual({ ids: [], total: 0 });
    for (const query of ['stage=0', 'stage=abc', 'jobId=-1', 'stage=1&stage=2']) {
      const response = await call('GET', `/api/career/get-job-applications?${query}`);
      expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
    }
  });

  it('filters the desk by the days applied in India, both ends included, with the other filters', async () => {
    const job = await postJob(ctx, auth, { title: 'Dated Job' });
    // 18:29 UTC is 23:59 in India; 18:30 UTC is already the next day there.
    const rows: Record<string, number> = {};
    for (const [name, createdAt] of [
      ['lastOfMarch', '2026-03-31T18:29:00.000Z'],
      ['firstOfApril', '2026-03-31T18:30:00.000Z'],
      ['midApril', '2026-04-15T06:00:00.000Z'],
      ['lastOfApril', '2026-04-30T18:29:59.000Z'],
      ['firstOfMay', '2026-04-30T18:30:00.000Z'],
    ] as const) {
      rows[name] = await insertApplicationRow(ctx.database.db, {
        jobId: job,
        firstName: 'Dated',
        lastName: name,
        email: `${name.toLowerCase()}.dated@example.com`,
        createdAt,
      });
    }
    async function list(query: string) {
      const response = await call(
        'GET',
        `/api/career/get-job-applications?jobId=${job}&limit=10&${query}`,
      );
      expect(response.statusCode).toBe(200);
      const body = response.json() as { data: ApplicationListItem[]; total: number };
      return { ids: body.data.map((item) => item.id), total: body.total };
    }
    expect(await list('appliedFrom=2026-04-01&appliedTo=2026-04-30')).toEqual({
      ids: [rows.lastOfApril, rows.midApril, rows.firstOfApril],
      total: 3,
    });
    expect(await list('appliedFrom=2026-04-30')).toEqual({
      ids: [rows.firstOfMay, rows.lastOfApril],
      total: 2,
    });
    expect(await list('appliedTo=2026-03-31')).toEqual({ ids: [rows.lastOfMarch], total: 1 });
    expect(await list('appliedFrom=2026-04-01&appliedTo=2026-04-01&search=dated')).toEqual({
      ids: [rows.firstOfApril],
      total: 1,
    });
    expect(await list(`appliedFrom=2026-04-01&stage=${stageId.Screening}`)).toEqual({
      ids: [],
      total: 0,
    });

    for (const [query, field, message] of [
      ['appliedFrom=2026-02-30', 'appliedFrom', applicationsFilterMessages.dateInvalid],
      ['appliedTo=01/04/2026', 'appliedTo', applicationsFilterMessages.dateInvalid],
      [
        'appliedFrom=2026-04-02&appliedTo=2026-04-01',
        'appliedTo',
        applicationsFilterMessages.rangeReversed,
      ],
    ] as const) {
      const response = await call('GET', `/api/career/get-job-applications?${query}`);
      expect({ query, status: response.statusCode, errors: response.json().errors }).toEqual({
        query,
        status: 400,
        errors: { [field]: message },
      });
    }
    const tooLong = await call(
      'GET',
      '/api/career/get-job-applications?appliedFrom=2026-04-01T00:00',
    );
    expect(tooLong.statusCode).toBe(400);
  });

  it('adds, renames, reorders and archives stages, refusing clashes, and audits each change', async () => {
    const added = await call('POST', '/api/pipeline/stages', { name: ' Technical test ' });
    expect(added.statusCode).toBe(201);
    const stage = added.json().data as PipelineStage;
    expect(stage).toMatchObject({ name: 'Technical test', kind: 'open', archived: false });
    // A step goes before the outcomes, which stay last.
    const inUse = (await stages()).filter((entry) => !entry.archived);
    expect(inUse.map((entry) => entry.name).slice(-4)).toEqual([
      'Technical test',
      'Hired',
      'Rejected',
      'Withdrawn',
    ]);

    const clash = await call('POST', '/api/pipeline/stages', { name: 'technical TEST' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().errors).toEqual({ name: pipelineMessages.stageNameTaken });
    const blank = await call('POST', '/api/pipeline/stages', { name: '   ' });
    expect(blank.json().errors).toEqual({ name: pipelineMessages.stageNameRequired });
    const badKind = await call('POST', '/api/pipeline/stages', { name: 'Odd', kind: 'maybe' });
    expect(badKind.statusCode).toBe(400);

    const renamed = await call('PUT', `/api/pipeline/stages/${stage.id}`, { name: 'Coding test' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data.name).toBe('Coding test');
    const renameClash = await call('PUT', `/api/pipeline/stages/${stage.id}`, { name: 'offer' });
    expect(renameClash.statusCode).toBe(409);
    expect((await call('PUT', '/api/pipeline/stages/999999', { name: 'X' })).statusCode).toBe(404);

    const order = (await stages()).filter((entry) => !entry.archived).map((entry) => entry.id);
    const reordered = [stage.id, ...order.filter((id) => id !== stage.id)];
    const saved = await call('PUT', '/api/pipeline/stages/order', { ids: reordered });
    expect(saved.statusCode).toBe(200);
    expect(
      (saved.json().data as PipelineStage[]).filter((entry) => !entry.archived).map((e) => e.id),
    ).toEqual(reordered);
    for (const ids of [
      reordered.slice(1),
      [...reordered, reordered[0]],
      [...reordered.slice(1), 999_999],
    ]) {
      const refused = await call('PUT', '/api/pipeline/stages/order', { ids });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual({ ids: pipelineMessages.stageOrderInvalid });
    }

    // An application in the stage stays readable, with its history, once the stage is archived.
    const id = await insertApplicationRow(ctx.database.db, { email: 'in.archived@example.com' });
    expect((await move(id, { stageId: stage.id })).statusCode).toBe(200);
    const archived = await call('POST', `/api/pipeline/stages/${stage.id}/archive`);
    expect(archived.statusCode).toBe(200);
    expect(archived.json().data).toMatchObject({ id: stage.id, archived: true });
    const all = await stages();
    // Listed after every stage in use, flagged.
    const firstArchived = all.findIndex((entry) => entry.archived);
    expect(all.slice(firstArchived).every((entry) => entry.archived)).toBe(true);
    expect(all.slice(firstArchived).map((entry) => entry.id)).toContain(stage.id);
    const listed = await call('GET', '/api/career/get-job-applications?search=in.archived%40');
    expect(listed.json().data[0].stage).toEqual({
      id: stage.id,
      name: 'Coding test',
      kind: 'open',
    });
    expect((await timeline(id))[0].toStage).toEqual({ id: stage.id, name: 'Coding test' });
    expect((await move(id, { stageId: stageId.Offer })).statusCode).toBe(200);
    expect((await move(id, { stageId: stage.id })).json().errors).toEqual({
      stageId: pipelineMessages.stageArchived,
    });
    // Its name is free again for a stage in use.
    expect((await call('POST', '/api/pipeline/stages', { name: 'Coding test' })).statusCode).toBe(
      201,
    );

    const again = await call('POST', `/api/pipeline/stages/${stage.id}/archive`);
    expect(again.json()).toEqual({
      success: false,
      message: pipelineMessages.stageAlreadyArchived,
    });
    const entry = await call('POST', `/api/pipeline/stages/${stageId.New}/archive`);
    expect(entry.statusCode).toBe(400);
    expect(entry.json().message).toBe(pipelineMessages.entryStageArchived);
    expect((await call('POST', '/api/pipeline/stages/999999/archive')).statusCode).toBe(404);

    expect(await auditActions(stage.id)).toEqual([
      'pipeline-stage.create',
      'pipeline-stage.rename',
      'pipeline-stage.archive',
    ]);
    const reorders = await ctx.database.db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'pipeline-stage.reorder')
      .execute();
    expect(reorders).toHaveLength(1);
    expect(JSON.parse(reorders[0].details!).changes.order).toEqual({ from: order, to: reordered });
  });
});

describe(`migration 0011 on a database that already has applications (${dialect})`, () => {
  it('puts every existing application in New, as of when it came in', async () => {
    const { database, drop } = await openTestDatabase();
    try {
      const migrator = new Migrator({
        db: database.db,
        provider: { getMigrations: async () => migrations as Record<string, Migration> },
      });
      expect((await migrator.migrateTo('0010_share_locks_and_expiry')).error).toBeUndefined();
      const file = await sql<{ id: number }>`insert into stored_files
        (purpose, original_name, media_type, size_bytes, sha256, content, created_at)
        values ('resume', 'cv.pdf', 'application/pdf', 4, 'x', ${Buffer.from('%PDF')}, '2026-01-01T00:00:00.000Z')
        returning id`.execute(database.db);
      for (const createdAt of ['2026-01-05T10:00:00.000Z', '2026-02-07T11:30:00.000Z']) {
        await sql`insert into job_applications (first_name, last_name, email, email_normalized, phone,
            dob, gender, address, city, state, resume_file_id, submission_hash, created_at)
          values ('Old', 'Applicant', 'old@example.com', 'old@example.com', '9000000000', '1990-01-01',
            'F', '1 Road', 'Pune', 'Maharashtra', ${file.rows[0].id}, ${createdAt}, ${createdAt})`.execute(
          database.db,
        );
      }
      await migrateToLatest(database.db);
      const rows = await database.db
        .selectFrom('job_applications as a')
        .innerJoin('pipeline_stages as s', 's.id', 'a.stage_id')
        .select(['s.name', 'a.stage_entered_at', 'a.created_at'])
        .orderBy('a.id')
        .execute();
      expect(rows).toEqual([
        {
          name: 'New',
          stage_entered_at: '2026-01-05T10:00:00.000Z',
          created_at: '2026-01-05T10:00:00.000Z',
        },
        {
          name: 'New',
          stage_entered_at: '2026-02-07T11:30:00.000Z',
          created_at: '2026-02-07T11:30:00.000Z',
        },
      ]);
    } finally {
      await database.close();
      await drop();
    }
  });
});
