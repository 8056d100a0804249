import { createTestApp, type TestContext } from '../../server/test-support/test-app';
import { apply, dialect, postJob, validApplication } from './careers-fixtures';

describe(`removing tags and deleting saved lists (${dialect})`, () => {
  let ctx: TestContext;
  let auth: string;
  let candidateId: number;

  beforeEach(async () => {
    ctx = await createTestApp();
    auth = await ctx.staffAuth();
    const jobId = await postJob(ctx, auth);
    const applied = await apply(ctx, validApplication({ jobId }));
    expect(applied.statusCode).toBe(201);
    const row = await ctx.database.db
      .selectFrom('job_applications')
      .select('candidate_id')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    candidateId = row.candidate_id!;
  });
  afterEach(() => ctx.close());

  const call = (
    authorization: string,
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    payload?: object,
  ) => ctx.app.inject({ method, url, headers: { authorization }, payload });

  const trail = (action: string) =>
    ctx.database.db
      .selectFrom('audit_log')
      .select(['entity', 'entity_id', 'details'])
      .where('action', '=', action)
      .execute();

  const tagsOf = () =>
    ctx.database.db
      .selectFrom('candidate_tags')
      .select('tag')
      .where('candidate_id', '=', candidateId)
      .orderBy('tag_key')
      .execute();

  it('removes a tag, matched whatever its case, and records who did it and which tag', async () => {
    await call(auth, 'POST', `/api/talent-pool/candidates/${candidateId}/tags`, {
      tag: 'Shortlist 2026',
    });
    await call(auth, 'POST', `/api/talent-pool/candidates/${candidateId}/tags`, { tag: 'Later' });

    const removed = await call(
      auth,
      'DELETE',
      `/api/talent-pool/candidates/${candidateId}/tags/${encodeURIComponent('shortlist 2026')}`,
    );
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe('Tag removed');
    expect(await tagsOf()).toEqual([{ tag: 'Later' }]);
    const [entry, ...more] = await trail('candidate.untagged');
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ entity: 'candidate', entity_id: String(candidateId) });
    expect(JSON.parse(entry.details!)).toEqual({ tag: 'shortlist 2026' });

    const again = await call(
      auth,
      'DELETE',
      `/api/talent-pool/candidates/${candidateId}/tags/${encodeURIComponent('Shortlist 2026')}`,
    );
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Tag not found on this candidate.');
    expect(await trail('candidate.untagged')).toHaveLength(1);
  });

  it('deletes a list and its memberships, not the candidates, and the trail keeps its name', async () => {
    const listId = (
      await call(auth, 'POST', '/api/talent-pool/lists', { name: 'Mobile bench' })
    ).json().data.id as number;
    await call(auth, 'POST', `/api/talent-pool/lists/${listId}/members`, { candidateId });

    const deleted = await call(auth, 'DELETE', `/api/talent-pool/lists/${listId}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe('List deleted');
    expect((await call(auth, 'GET', '/api/talent-pool/lists')).json().data).toEqual([]);
    expect(await ctx.database.db.selectFrom('saved_list_members').selectAll().execute()).toEqual(
      [],
    );
    const pool = (await call(auth, 'GET', '/api/talent-pool')).json().data as { id: number }[];
    expect(pool.map((row) => row.id)).toEqual([candidateId]);
    const [entry] = await trail('saved-list.deleted');
    expect(entry).toMatchObject({ entity: 'saved-list', entity_id: String(listId) });
    expect(JSON.parse(entry.details!)).toEqual({ name: 'Mobile bench', members: 1 });

    const again = await call(auth, 'DELETE', `/api/talent-pool/lists/${listId}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Saved list not found.');
    expect((await call(auth, 'DELETE', '/api/talent-pool/lists/abc')).statusCode).toBe(400);
  });

  it('lets only the roles that use the pool remove tags and delete lists', async () => {
    await call(auth, 'POST', `/api/talent-pool/candidates/${candidateId}/tags`, { tag: 'Later' });
    const listId = (await call(auth, 'POST', '/api/talent-pool/lists', { name: 'Keep' })).json()
      .data.id as number;

    for (const role of ['interviewer', 'hiring-manager'] as const) {
      const other = await ctx.staffAuthAs(role);
      const untag = await call(
        other,
        'DELETE',
        `/api/talent-pool/candidates/${candidateId}/tags/Later`,
      );
      expect(untag.statusCode).toBe(403);
      expect((await call(other, 'DELETE', `/api/talent-pool/lists/${listId}`)).statusCode).toBe(
        403,
      );
    }
    expect(await tagsOf()).toEqual([{ tag: 'Later' }]);
    expect((await call(auth, 'GET', '/api/talent-pool/lists')).json().data).toHaveLength(1);
    expect(await trail('candidate.untagged')).toEqual([]);
    expect(await trail('saved-list.deleted')).toEqual([]);

    const recruiter = await ctx.staffAuthAs('recruiter');
    expect(
      (await call(recruiter, 'DELETE', `/api/talent-pool/candidates/${candidateId}/tags/Later`))
        .statusCode,
    ).toBe(200);
    expect((await call(recruiter, 'DELETE', `/api/talent-pool/lists/${listId}`)).statusCode).toBe(
      200,
    );
  });
});
