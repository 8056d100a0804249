import { createTestApp, type TestContext } from '../../server/test-support/test-app';
import { APPLICATION_NOTE_MAX_LENGTH } from '@vistaar/shared/config';
import type { ApplicationEvent, Mention, TeamMate } from '@vistaar/shared/contract';
import { pipelineMessages } from '@vistaar/shared/validation';
import { dialect, insertApplicationRow } from './careers-fixtures';

describe(`staff notes on applications and the 'For you' list (${dialect})`, () => {
  let ctx: TestContext;
  let admin: string;
  let recruiter: string;
  let hr: string;
  let applicationId: number;

  const call = (auth: string | null, method: 'GET' | 'POST', url: string, payload?: object) =>
    ctx.app.inject({
      method,
      url,
      headers: auth ? { authorization: auth } : {},
      ...(payload ? { payload } : {}),
    });

  async function teamMates(): Promise<TeamMate[]> {
    const response = await call(admin, 'GET', '/api/pipeline/team-mates');
    expect(response.statusCode).toBe(200);
    return response.json().data;
  }

  async function mentionsOf(auth: string): Promise<{ items: Mention[]; unread: number }> {
    const response = await call(auth, 'GET', '/api/pipeline/mentions');
    expect(response.statusCode).toBe(200);
    return response.json().data;
  }

  async function timeline(id: number): Promise<ApplicationEvent[]> {
    const response = await call(admin, 'GET', `/api/career/applications/${id}/timeline`);
    expect(response.statusCode).toBe(200);
    return response.json().data;
  }

  async function auditActions(entityId: number) {
    const rows = await ctx.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity_id', '=', String(entityId))
      .execute();
    return rows.map((row) => row.action);
  }

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await ctx.staffAuth();
    recruiter = await ctx.staffAuthAs('recruiter');
    hr = await ctx.staffAuthAs('hr');
    applicationId = await insertApplicationRow(ctx.database.db, {
      firstName: 'Kavya',
      lastName: 'Menon',
      email: 'kavya.menon.notes@example.com',
    });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('offers as colleagues to name only active members who work on applications', async () => {
    const names = (await teamMates()).map((mate) => mate.name);
    const roles = await ctx.database.db
      .selectFrom('staff_users')
      .select(['name', 'role'])
      .execute();
    const expected = roles
      .filter((row) => row.role === 'admin' || row.role === 'recruiter')
      .map((row) => row.name);
    expect(names.sort()).toEqual(expected.sort());
    expect(names).not.toContain(roles.find((row) => row.role === 'hr')?.name);
  });

  it('adds a note to the history, names a colleague, and puts it in their For you list', async () => {
    const mates = await teamMates();
    const recruiterRow = await ctx.database.db
      .selectFrom('staff_users')
      .select(['id', 'name'])
      .where('role', '=', 'recruiter')
      .executeTakeFirstOrThrow();
    expect(mates.map((mate) => mate.id)).toContain(recruiterRow.id);

    const response = await call(admin, 'POST', `/api/career/applications/${applicationId}/notes`, {
      text: '  Strong system design answers; please check her notice period.  ',
      mentionIds: [recruiterRow.id, recruiterRow.id],
    });
    expect(response.statusCode).toBe(201);
    const note = response.json().data as ApplicationEvent;
    expect(note).toEqual({
      id: expect.any(Number),
      kind: 'note',
      createdAt: expect.any(String),
      staff: { id: expect.any(Number), name: expect.any(String) },
      fromStage: null,
      toStage: null,
      rejectionReason: null,
      comment: 'Strong system design answers; please check her notice period.',
      mentions: [{ id: recruiterRow.id, name: recruiterRow.name }],
    });
    expect((await timeline(applicationId))[0]).toEqual(note);
    expect(await auditActions(applicationId)).toContain('application.note-added');

    const forRecruiter = await mentionsOf(recruiter);
    expect(forRecruiter.unread).toBe(1);
    expect(forRecruiter.items).toEqual([
      {
        id: expect.any(Number),
        applicationId,
        candidateName: 'Kavya Menon',
        jobTitle: expect.any(String),
        note: 'Strong system design answers; please check her notice period.',
        by: note.staff?.name,
        createdAt: note.createdAt,
        read: false,
      },
    ]);
    // The writer was not named: nothing for them.
    expect(await mentionsOf(admin)).toEqual({ items: [], unread: 0 });

    // Someone else cannot mark it read; its owner can, once or twice alike.
    const mentionId = forRecruiter.items[0].id;
    const foreign = await call(admin, 'POST', `/api/pipeline/mentions/${mentionId}/read`);
    expect(foreign.statusCode).toBe(404);
    expect((await mentionsOf(recruiter)).unread).toBe(1);
    for (let time = 0; time < 2; time += 1) {
      const read = await call(recruiter, 'POST', `/api/pipeline/mentions/${mentionId}/read`);
      expect(read.statusCode).toBe(200);
    }
    const after = await mentionsOf(recruiter);
    expect(after.unread).toBe(0);
    expect(after.items[0].read).toBe(true);
  });

  it('refuses an empty or too long note and a colleague who may not be named, adding nothing', async () => {
    const hrId = (
      await ctx.database.db
        .selectFrom('staff_users')
        .select('id')
        .where('role', '=', 'hr')
        .executeTakeFirstOrThrow()
    ).id;
    const before = (await timeline(applicationId)).length;
    for (const [payload, field, message] of [
      [{ text: '   ' }, 'text', pipelineMessages.noteRequired],
      [{}, 'text', pipelineMessages.noteRequired],
      [{ text: 'x'.repeat(APPLICATION_NOTE_MAX_LENGTH + 1) }, 'text', pipelineMessages.noteTooLong],
      [{ text: 'For HR', mentionIds: [hrId] }, 'mentionIds', pipelineMessages.mentionUnknown],
      [
        { text: 'For nobody', mentionIds: [987_654] },
        'mentionIds',
        pipelineMessages.mentionUnknown,
      ],
      [
        { text: 'Too many', mentionIds: Array.from({ length: 11 }, (_, i) => i + 1) },
        'mentionIds',
        pipelineMessages.mentionsTooMany,
      ],
    ] as const) {
      const response = await call(
        admin,
        'POST',
        `/api/career/applications/${applicationId}/notes`,
        payload,
      );
      expect({ payload, status: response.statusCode, errors: response.json().errors }).toEqual({
        payload,
        status: 400,
        errors: { [field]: message },
      });
    }
    const unknownField = await call(
      admin,
      'POST',
      `/api/career/applications/${applicationId}/notes`,
      { text: 'hello', pinned: true },
    );
    expect(unknownField.statusCode).toBe(400);
    const missing = await call(admin, 'POST', '/api/career/applications/987654/notes', {
      text: 'Lost',
    });
    expect(missing.statusCode).toBe(404);
    expect((await timeline(applicationId)).length).toBe(before);
  });

  it('keeps notes to recruiting roles and answers 401 without a session', async () => {
    const note = await call(hr, 'POST', `/api/career/applications/${applicationId}/notes`, {
      text: 'Not mine to write',
    });
    expect(note.statusCode).toBe(403);
    for (const [method, url] of [
      ['POST', `/api/career/applications/${applicationId}/notes`],
      ['GET', '/api/pipeline/team-mates'],
      ['GET', '/api/pipeline/mentions'],
      ['POST', '/api/pipeline/mentions/1/read'],
    ] as const) {
      const response = await call(null, method, url, method === 'POST' ? { text: 'x' } : undefined);
      expect({ method, url, status: response.statusCode }).toEqual({ method, url, status: 401 });
    }
  });

  it('has no way to edit or delete a note', async () => {
    const [note] = await timeline(applicationId);
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const response = await ctx.app.inject({
        method,
        url: `/api/career/applications/${applicationId}/notes/${note.id}`,
        headers: { authorization: admin },
        payload: { text: 'changed' },
      });
      expect(response.statusCode).toBe(404);
    }
  });
});
