import type { PoolCandidate } from '@vistaar/shared/contract';
import { addDays, indiaToday } from '@vistaar/shared/lib/job-dates';
import { saveResumeText } from '../../server/modules/talent-pool';
import { addMonths } from '../../server/modules/retention';
import { createTestApp, type TestContext } from '../../server/test-support/test-app';
import {
  apply,
  dialect,
  manualCandidate,
  multipart,
  postJob,
  samplePdf,
  validApplication,
} from './careers-fixtures';

interface Seeded {
  candidateId: number;
  applicationId: number;
}

/** A candidate added by hand to a job, with the text and skills read from their resume. */
async function addCandidate(
  ctx: TestContext,
  auth: string,
  jobId: number,
  fields: Record<string, unknown>,
  resume: { text: string; skills: string },
): Promise<Seeded> {
  const body = multipart({ formData: manualCandidate(fields), file: { content: samplePdf() } });
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/career/jobs/${jobId}/candidates`,
    headers: { ...body.headers, authorization: auth },
    payload: body.payload,
  });
  if (response.statusCode !== 201) throw new Error(`add candidate failed: ${response.body}`);
  const applicationId = response.json().data.id as number;
  await saveResumeText(
    ctx.database.db,
    applicationId,
    resume.text,
    resume.skills,
    new Date().toISOString(),
  );
  const row = await ctx.database.db
    .selectFrom('job_applications')
    .select('candidate_id')
    .where('id', '=', applicationId)
    .executeTakeFirstOrThrow();
  return { candidateId: row.candidate_id!, applicationId };
}

async function search(
  ctx: TestContext,
  auth: string,
  query: Record<string, string | number | boolean>,
) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/talent-pool',
    headers: { authorization: auth },
    query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
  });
  return response;
}

async function found(
  ctx: TestContext,
  auth: string,
  query: Record<string, string | number | boolean>,
) {
  const response = await search(ctx, auth, query);
  expect(response.statusCode).toBe(200);
  return (response.json().data as PoolCandidate[]).map((row) => row.name);
}

describe(`talent pool search (${dialect})`, () => {
  let ctx: TestContext;
  let auth: string;
  let jobId: number;
  let priya: Seeded;
  let arjun: Seeded;
  let meera: Seeded;

  beforeAll(async () => {
    ctx = await createTestApp();
    auth = await ctx.staffAuth();
    jobId = await postJob(ctx, auth);
    priya = await addCandidate(
      ctx,
      auth,
      jobId,
      {
        firstName: 'Priya',
        lastName: 'Raghunathan',
        email: 'priya.r@example.com',
        jobExperience: '7',
        noticePeriod: '30',
        expectedCTC: '25 LPA',
        currentLocation: 'Bengaluru',
      },
      {
        text: 'Senior engineer building C++ trading systems; ran Kubernetes clusters at scale.',
        skills: 'C++, Kubernetes',
      },
    );
    arjun = await addCandidate(
      ctx,
      auth,
      jobId,
      {
        firstName: 'Arjun',
        lastName: 'Venkatesan',
        email: 'arjun.v@example.com',
        phone: '9812345671',
        jobExperience: '3',
        noticePeriod: '90',
        expectedCTC: '12 LPA',
        currentLocation: 'Pune',
      },
      {
        text: 'Full-stack developer: React.js and Node.js front to back, some .NET and C# services.',
        skills: 'React.js, Node.js, C#, .NET',
      },
    );
    meera = await addCandidate(
      ctx,
      auth,
      jobId,
      {
        firstName: 'Meera',
        lastName: 'Iyer',
        email: 'meera.iyer@example.com',
        phone: '9812345672',
        jobExperience: '5',
        noticePeriod: 'immediate',
        expectedCTC: '18 LPA',
        currentLocation: 'Chennai',
      },
      {
        text: 'Data scientist <script>alert("x")</script> working in Python & statistics.',
        skills: 'Python',
      },
    );
  });
  afterAll(() => ctx.close());

  it('finds candidates by a name prefix, a skill with symbols and resume words, best match first', async () => {
    expect(await found(ctx, auth, { search: 'Raghu' })).toEqual(['Priya Raghunathan']);
    expect(await found(ctx, auth, { search: 'venkat' })).toEqual(['Arjun Venkatesan']);
    expect(await found(ctx, auth, { search: 'C++' })).toEqual(['Priya Raghunathan']);
    expect(await found(ctx, auth, { search: 'C#' })).toEqual(['Arjun Venkatesan']);
    expect(await found(ctx, auth, { search: 'node.js' })).toEqual(['Arjun Venkatesan']);
    expect(await found(ctx, auth, { search: 'kubernetes trading' })).toEqual(['Priya Raghunathan']);
    expect(await found(ctx, auth, { search: 'statistics' })).toEqual(['Meera Iyer']);
    expect(await found(ctx, auth, { search: 'cobol' })).toEqual([]);
    // No words: every candidate, the most recently active first.
    expect(await found(ctx, auth, {})).toEqual([
      'Meera Iyer',
      'Arjun Venkatesan',
      'Priya Raghunathan',
    ]);
  });

  it('shows why a candidate matched, the text escaped and the matched words marked', async () => {
    const response = await search(ctx, auth, { search: 'python' });
    const [row] = response.json().data as PoolCandidate[];
    expect(row.snippets).toHaveLength(1);
    expect(row.snippets[0]).toContain('<mark>Python</mark>');
    expect(row.snippets[0]).toContain('&lt;script&gt;');
    expect(row.snippets[0]).not.toContain('<script>');
    expect(row.snippets[0]).toContain('&amp;');
    const skill = (await search(ctx, auth, { search: 'kubernetes' })).json()
      .data[0] as PoolCandidate;
    expect(skill.snippets[0]).toMatch(/<mark>Kubernetes<\/mark>/i);
  });

  it('applies each filter', async () => {
    expect(await found(ctx, auth, { skills: 'react.js, C#' })).toEqual(['Arjun Venkatesan']);
    expect(await found(ctx, auth, { skills: 'react.js, python' })).toEqual([]);
    expect((await found(ctx, auth, { minExperience: 4 })).sort()).toEqual([
      'Meera Iyer',
      'Priya Raghunathan',
    ]);
    expect(await found(ctx, auth, { minExperience: 4, maxExperience: 6 })).toEqual(['Meera Iyer']);
    expect((await found(ctx, auth, { maxNoticeDays: 30 })).sort()).toEqual([
      'Meera Iyer',
      'Priya Raghunathan',
    ]);
    expect(await found(ctx, auth, { maxExpectedCtc: 1_500_000 })).toEqual(['Arjun Venkatesan']);
    expect(await found(ctx, auth, { location: 'bengal' })).toEqual(['Priya Raghunathan']);
    expect(await found(ctx, auth, { activeSince: addDays(indiaToday(), 1) })).toEqual([]);
    expect((await found(ctx, auth, { activeSince: indiaToday() })).length).toBe(3);
    expect(await found(ctx, auth, { keptForOtherRoles: true })).toEqual([]);
    expect(await found(ctx, auth, { search: 'developer', location: 'chennai' })).toEqual([]);
  });

  it('matches a place in any case and its characters literally, with words and without', async () => {
    expect(await found(ctx, auth, { location: 'BENGALURU' })).toEqual(['Priya Raghunathan']);
    expect(await found(ctx, auth, { search: 'kubernetes', location: 'uru' })).toEqual([
      'Priya Raghunathan',
    ]);
    expect(await found(ctx, auth, { search: 'kubernetes', location: 'Bengal_ru' })).toEqual([]);
    expect(await found(ctx, auth, { location: 'Beng%' })).toEqual([]);
  });

  it('filters by tags, all of them', async () => {
    const tag = (id: number, value: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/talent-pool/candidates/${id}/tags`,
        headers: { authorization: auth },
        payload: { tag: value },
      });
    expect((await tag(priya.candidateId, 'Backend')).statusCode).toBe(200);
    expect((await tag(priya.candidateId, 'Shortlist 2026')).statusCode).toBe(200);
    expect((await tag(arjun.candidateId, 'backend')).statusCode).toBe(200);
    expect((await found(ctx, auth, { tags: 'BACKEND' })).sort()).toEqual([
      'Arjun Venkatesan',
      'Priya Raghunathan',
    ]);
    expect(await found(ctx, auth, { tags: 'backend, shortlist 2026' })).toEqual([
      'Priya Raghunathan',
    ]);
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/talent-pool/candidates/${arjun.candidateId}/tags/Backend`,
      headers: { authorization: auth },
    });
    expect(removed.statusCode).toBe(200);
    expect(await found(ctx, auth, { tags: 'backend' })).toEqual(['Priya Raghunathan']);
    const unknown = await tag(999_999, 'x');
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses bad filters with a clear message', async () => {
    const response = await search(ctx, auth, { minExperience: 5, maxExperience: 2 });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.maxExperience).toBe(
      'The most years must not be below the fewest.',
    );
    const date = await search(ctx, auth, { activeSince: '2026-02-30' });
    expect(date.statusCode).toBe(400);
    // Query syntax typed as words is only words.
    expect((await search(ctx, auth, { search: '" OR name:* NEAR(' })).statusCode).toBe(200);
  });

  it('lets recruiters, HR and admins search; not interviewers or hiring managers', async () => {
    for (const role of ['recruiter', 'hr'] as const) {
      expect((await search(ctx, await ctx.staffAuthAs(role), {})).statusCode).toBe(200);
    }
    for (const role of ['interviewer', 'hiring-manager'] as const) {
      expect((await search(ctx, await ctx.staffAuthAs(role), {})).statusCode).toBe(403);
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/talent-pool' })).statusCode).toBe(401);
    void meera;
  });
});

describe(`talent pool: consent, retention and the index in step (${dialect})`, () => {
  let ctx: TestContext;
  let auth: string;

  beforeEach(async () => {
    ctx = await createTestApp();
    auth = await ctx.staffAuth();
  });
  afterEach(() => ctx.close());

  const closeJob = (jobId: number, closedOn: string) =>
    ctx.database.db
      .updateTable('jobs')
      .set({ is_active: 0, closes_on: closedOn, updated_at: `${closedOn}T12:00:00.000Z` })
      .where('id', '=', jobId)
      .execute();

  it('leaves out candidates whose retention has ended, keeps those who agreed to other roles longer, and marks the last 30 days', async () => {
    const today = indiaToday();
    const gone = await postJob(ctx, auth, { title: 'Closed long ago' });
    const ending = await postJob(ctx, auth, { title: 'Closed nearly six months ago' });
    await addCandidate(
      ctx,
      auth,
      gone,
      { firstName: 'Rohan', lastName: 'Kulkarni' },
      { text: 'Golang', skills: '' },
    );
    await addCandidate(
      ctx,
      auth,
      ending,
      { firstName: 'Sneha', lastName: 'Pillai', email: 'sneha@example.com', phone: '9812345679' },
      { text: 'Golang', skills: '' },
    );
    const kept = await apply(
      ctx,
      validApplication({
        jobId: gone,
        firstName: 'Kiran',
        lastName: 'Desai',
        keepForOtherRoles: true,
      }),
    );
    expect(kept.statusCode).toBe(201);
    const keptRow = await ctx.database.db
      .selectFrom('job_applications')
      .select('id')
      .where('last_name', '=', 'Desai')
      .executeTakeFirstOrThrow();
    await saveResumeText(ctx.database.db, keptRow.id, 'Golang', '', new Date().toISOString());
    // Six months and ten days ago: past the six months, within the twelve of 'kept'.
    await closeJob(gone, addDays(addMonths(today, -6), -10));
    await closeJob(ending, addDays(addMonths(today, -6), 10));

    const response = await search(ctx, auth, { search: 'golang' });
    const rows = response.json().data as PoolCandidate[];
    expect(rows.map((row) => row.name).sort()).toEqual(['Kiran Desai', 'Sneha Pillai']);
    const sneha = rows.find((row) => row.name === 'Sneha Pillai')!;
    expect(sneha.retentionEndsOn).toBe(addMonths(addDays(addMonths(today, -6), 10), 6));
    const kiran = rows.find((row) => row.name === 'Kiran Desai')!;
    expect(kiran.retentionEndsOn).toBeNull();
    expect(kiran.keptForOtherRoles).toBe(true);
    expect((await found(ctx, auth, { keptForOtherRoles: true })).sort()).toEqual(['Kiran Desai']);
  });

  it('keeps the index in step with an edit, a note and an erasure; an erased candidate is never found', async () => {
    const jobId = await postJob(ctx, auth);
    const person = await addCandidate(
      ctx,
      auth,
      jobId,
      { firstName: 'Lakshmi', lastName: 'Subramanian', email: 'lakshmi@example.com' },
      { text: 'Embedded firmware in Rust', skills: 'Rust' },
    );
    expect(await found(ctx, auth, { search: 'firmware' })).toEqual(['Lakshmi Subramanian']);
    await saveResumeText(
      ctx.database.db,
      person.applicationId,
      'Embedded work in Zig',
      'Zig',
      new Date().toISOString(),
    );
    expect(await found(ctx, auth, { search: 'firmware' })).toEqual([]);
    expect(await found(ctx, auth, { skills: 'zig' })).toEqual(['Lakshmi Subramanian']);

    const note = await ctx.app.inject({
      method: 'POST',
      url: `/api/career/applications/${person.applicationId}/notes`,
      headers: { authorization: auth },
      payload: { text: 'Strong on oscilloscopes', mentionIds: [] },
    });
    expect(note.statusCode).toBe(201);
    const byNote = (await search(ctx, auth, { search: 'oscilloscopes' })).json()
      .data as PoolCandidate[];
    expect(byNote.map((row) => row.name)).toEqual(['Lakshmi Subramanian']);
    expect(byNote[0].snippets[0]).toContain('<mark>oscilloscopes</mark>');

    const erased = await ctx.app.inject({
      method: 'POST',
      url: `/api/candidates/${person.candidateId}/erase`,
      headers: { authorization: auth },
    });
    expect(erased.statusCode).toBe(200);
    for (const words of ['Lakshmi', 'Subramanian', 'zig', 'oscilloscopes']) {
      expect(await found(ctx, auth, { search: words })).toEqual([]);
    }
    expect(await found(ctx, auth, {})).toEqual([]);
    const left = await ctx.database.db
      .selectFrom('application_resume_texts')
      .select('application_id')
      .execute();
    expect(left).toEqual([]);
  });
});

describe(`talent pool: adding to a job and saved lists (${dialect})`, () => {
  let ctx: TestContext;
  let auth: string;

  beforeEach(async () => {
    ctx = await createTestApp();
    auth = await ctx.staffAuth();
  });
  afterEach(() => ctx.close());

  it('adds a pool candidate to another job, e-mails the privacy notice, and refuses a second time', async () => {
    const first = await postJob(ctx, auth);
    const second = await postJob(ctx, auth, { title: 'Platform Engineer' });
    const person = await addCandidate(
      ctx,
      auth,
      first,
      { firstName: 'Ananya', lastName: 'Krishnan', email: 'ananya.k@example.com' },
      { text: 'Terraform and AWS', skills: 'Terraform' },
    );
    const add = () =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/talent-pool/candidates/${person.candidateId}/applications`,
        headers: { authorization: auth },
        payload: { jobId: second, consentSource: 'phone' },
      });
    const response = await add();
    expect(response.statusCode).toBe(201);
    const applicationId = response.json().data.id as number;
    const application = await ctx.database.db
      .selectFrom('job_applications')
      .selectAll()
      .where('id', '=', applicationId)
      .executeTakeFirstOrThrow();
    expect(application).toMatchObject({
      job_id: second,
      candidate_id: person.candidateId,
      consent_source: 'phone',
      source: 'other',
      source_detail: 'Talent pool',
    });
    expect(application.resume_file_id).not.toBeNull();
    const mails = await ctx.database.db
      .selectFrom('outbox')
      .select(['recipient', 'subject'])
      .where('recipient', '=', 'ananya.k@example.com')
      .execute();
    expect(mails.filter((mail) => mail.subject.endsWith('privacy notice'))).toHaveLength(2);

    const again = await add();
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This candidate has already applied for this job.');
    const refusedSame = await ctx.app.inject({
      method: 'POST',
      url: `/api/talent-pool/candidates/${person.candidateId}/applications`,
      headers: { authorization: auth },
      payload: { jobId: first, consentSource: 'phone' },
    });
    expect(refusedSame.statusCode).toBe(409);
    const missingJob = await ctx.app.inject({
      method: 'POST',
      url: `/api/talent-pool/candidates/${person.candidateId}/applications`,
      headers: { authorization: auth },
      payload: { jobId: 99_999, consentSource: 'phone' },
    });
    expect(missingJob.statusCode).toBe(404);
    const noConsent = await ctx.app.inject({
      method: 'POST',
      url: `/api/talent-pool/candidates/${person.candidateId}/applications`,
      headers: { authorization: auth },
      payload: { jobId: second },
    });
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.json().errors.consentSource).toBe(
      'Choose how the candidate agreed to be considered for this job.',
    );
    const interviewer = await ctx.app.inject({
      method: 'POST',
      url: `/api/talent-pool/candidates/${person.candidateId}/applications`,
      headers: { authorization: await ctx.staffAuthAs('interviewer') },
      payload: { jobId: second, consentSource: 'phone' },
    });
    expect(interviewer.statusCode).toBe(403);
  });

  it('creates, renames, fills, reads and empties saved lists', async () => {
    const jobId = await postJob(ctx, auth);
    const person = await addCandidate(
      ctx,
      auth,
      jobId,
      { firstName: 'Farhan', lastName: 'Qureshi', email: 'farhan@example.com' },
      { text: 'Android Kotlin', skills: 'Kotlin' },
    );
    const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      ctx.app.inject({ method, url, headers: { authorization: auth }, payload });
    const created = await call('POST', '/api/talent-pool/lists', { name: 'Mobile bench' });
    expect(created.statusCode).toBe(201);
    const listId = created.json().data.id as number;
    const duplicate = await call('POST', '/api/talent-pool/lists', { name: ' mobile BENCH ' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().errors.name).toBe('A saved list with this name already exists.');
    expect((await call('POST', '/api/talent-pool/lists', { name: '' })).json().errors.name).toBe(
      'Enter a name for the list.',
    );
    expect(
      (await call('PUT', `/api/talent-pool/lists/${listId}`, { name: 'Android bench' })).statusCode,
    ).toBe(200);
    const add = await call('POST', `/api/talent-pool/lists/${listId}/members`, {
      candidateId: person.candidateId,
    });
    expect(add.statusCode).toBe(200);
    // Adding twice keeps one entry.
    await call('POST', `/api/talent-pool/lists/${listId}/members`, {
      candidateId: person.candidateId,
    });
    expect(
      (await call('POST', `/api/talent-pool/lists/${listId}/members`, { candidateId: 999_999 }))
        .statusCode,
    ).toBe(404);
    const lists = (await call('GET', '/api/talent-pool/lists')).json().data;
    expect(lists).toEqual([
      expect.objectContaining({ id: listId, name: 'Android bench', members: 1 }),
    ]);
    const members = (await call('GET', `/api/talent-pool/lists/${listId}/members`)).json().data;
    expect(members).toEqual([
      expect.objectContaining({ candidateId: person.candidateId, name: 'Farhan Qureshi' }),
    ]);
    expect(
      (await call('DELETE', `/api/talent-pool/lists/${listId}/members/${person.candidateId}`))
        .statusCode,
    ).toBe(200);
    expect(
      (await call('DELETE', `/api/talent-pool/lists/${listId}/members/${person.candidateId}`))
        .statusCode,
    ).toBe(404);
    expect((await call('GET', `/api/talent-pool/lists/${listId}/members`)).json().data).toEqual([]);
    expect((await call('DELETE', `/api/talent-pool/lists/${listId}`)).statusCode).toBe(200);
    expect((await call('GET', `/api/talent-pool/lists/${listId}/members`)).statusCode).toBe(404);

    // An erased candidate leaves every list.
    const again = (await call('POST', '/api/talent-pool/lists', { name: 'Again' })).json().data.id;
    await call('POST', `/api/talent-pool/lists/${again}/members`, {
      candidateId: person.candidateId,
    });
    expect((await call('POST', `/api/candidates/${person.candidateId}/erase`)).statusCode).toBe(
      200,
    );
    expect((await call('GET', `/api/talent-pool/lists/${again}/members`)).json().data).toEqual([]);
    expect(await ctx.database.db.selectFrom('saved_list_members').selectAll().execute()).toEqual(
      [],
    );
  });
});
