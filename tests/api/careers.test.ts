import { jobMessages } from '@vistaar/shared/validation/job-schema';
import { seedCareersDemo } from '../../server/modules/applications';
import { detectResumeType } from '../../server/modules/files';
import { TEST_STAFF, createTestApp, type TestContext } from '../../server/test-support/test-app';
import { countRows, dialect, insertApplicationRow, jobBody, postJob } from './careers-fixtures';
import { defaultClosingDate } from '@vistaar/shared/lib/job-dates';

const STAFF_CALLS: {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  payload?: object;
}[] = [
  { method: 'GET', url: '/api/career/get-job-applications?page=1&limit=5' },
  { method: 'GET', url: '/api/career/applications/1' },
  { method: 'GET', url: '/api/career/applications/1/resume-link' },
  { method: 'POST', url: '/api/career/post-jobs', payload: jobBody() },
  { method: 'GET', url: '/api/career/manage/jobs' },
  { method: 'GET', url: '/api/career/manage/jobs/1' },
  { method: 'PUT', url: '/api/career/manage/jobs/1', payload: jobBody() },
  { method: 'PATCH', url: '/api/career/manage/jobs/1/status', payload: { isActive: false } },
  { method: 'DELETE', url: '/api/career/manage/jobs/1' },
];

describe(`careers staff access (${dialect})`, () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
    // A real job and application, so a 401 cannot be a 404 in disguise.
    const jobId = await postJob(ctx, await ctx.staffAuth());
    await insertApplicationRow(ctx.database.db, { jobId });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it.each(STAFF_CALLS)('$method $url is 401 without a session', async (call) => {
    const response = await ctx.app.inject({ ...call });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, message: expect.any(String) });
  });

  it.each(STAFF_CALLS)('$method $url is 401 with a bogus or malformed token', async (call) => {
    for (const authorization of [
      'Bearer AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      'Bearer not a token',
      'Basic cmVjcnVpdGVyOnBhc3N3b3Jk',
    ]) {
      const response = await ctx.app.inject({ ...call, headers: { authorization } });
      expect({ authorization, status: response.statusCode }).toEqual({
        authorization,
        status: 401,
      });
    }
  });

  it('lets a signed-in staff member through', async () => {
    const auth = await ctx.staffAuth();
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/career/manage/jobs',
      headers: { authorization: auth },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('documents the staff calls as bearer-protected and tagged Careers', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const list = doc.paths['/api/career/get-job-applications'].get;
    expect(list.tags).toEqual(['Careers']);
    expect(list.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.paths['/api/career/apply-jobs'].post.requestBody.content).toHaveProperty(
      'multipart/form-data',
    );
  });
});

describe(`staff sign-in lockout (${dialect})`, () => {
  let ctx: TestContext;
  beforeEach(async () => {
    ctx = await createTestApp();
  });
  afterEach(async () => {
    await ctx.close();
  });

  const login = (emailId: string, password: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { emailId, password } });

  it('answers a wrong password and an unknown account alike', async () => {
    const wrong = await login(TEST_STAFF.email, 'not the right password at all');
    const unknown = await login('nobody-here@example.com', 'not the right password at all');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('locks the account at the 10th wrong try, with Retry-After, and then refuses the right password', async () => {
    for (let attempt = 1; attempt <= 9; attempt += 1) {
      const response = await login(TEST_STAFF.email, `wrong password number ${attempt}`);
      expect({ attempt, status: response.statusCode }).toEqual({ attempt, status: 401 });
    }
    const tenth = await login(TEST_STAFF.email, 'wrong password number 10');
    expect(tenth.statusCode).toBe(429);
    expect(Number(tenth.headers['retry-after'])).toBeGreaterThan(0);
    const right = await login(TEST_STAFF.email, TEST_STAFF.password);
    expect(right.statusCode).toBe(429);
    expect(right.json().token).toBeUndefined();
  });
});

describe(`public jobs (${dialect})`, () => {
  let ctx: TestContext;
  let auth: string;
  beforeEach(async () => {
    ctx = await createTestApp();
    auth = await ctx.staffAuth();
  });
  afterEach(async () => {
    await ctx.close();
  });

  it('lists only open jobs, newest first, in the contract shape', async () => {
    const older = await postJob(ctx, auth, { title: 'Older opening' });
    await postJob(ctx, auth, { title: 'Closed opening', isActive: false });
    const newer = await postJob(ctx, auth, { title: 'Newer opening' });
    const response = await ctx.app.inject({ method: 'GET', url: '/api/career/get-jobs' });
    expect(response.statusCode).toBe(200);
    const jobs = response.json().data;
    expect(jobs.map((job: { id: number }) => job.id)).toEqual([newer, older]);
    expect(jobs[0]).toEqual({
      id: newer,
      title: 'Newer opening',
      department: 'Engineering',
      location: 'Pune, India',
      jobType: 'Full-time',
      experience: '3-5 years',
      salaryRange: '12-18 LPA',
      skills: ['Node.js', 'PostgreSQL', 'AWS'],
      description: 'Build and run the APIs behind our client platforms.',
      postedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      // Posted without a closing date: open for the default 60 days.
      closesOn: defaultClosingDate(),
      screeningQuestions: [],
    });
  });

  it('shows one open job, and 404 with the contract message for a closed or unknown one', async () => {
    const open = await postJob(ctx, auth);
    const closed = await postJob(ctx, auth, { isActive: false });
    const ok = await ctx.app.inject({ method: 'GET', url: `/api/career/jobs/${open}` });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.id).toBe(open);
    for (const id of [closed, 999]) {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/career/jobs/${id}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        success: false,
        message: 'This job is no longer open for applications.',
      });
    }
  });
});

describe(`post-jobs (${dialect})`, () => {
  let ctx: TestContext;
  let auth: string;
  beforeEach(async () => {
    ctx = await createTestApp();
    auth = await ctx.staffAuth();
  });
  afterEach(async () => {
    await ctx.close();
  });

  const post = (payload: object) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/career/post-jobs',
      headers: { authorization: auth },
      payload,
    });

  it('answers every spec message for an empty form, and stores nothing', async () => {
    const response = await post({});
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      title: jobMessages.titleRequired,
      department: jobMessages.departmentRequired,
      location: jobMessages.locationRequired,
      jobType: jobMessages.jobTypeRequired,
      experience: jobMessages.experienceRequired,
      salaryRange: jobMessages.salaryRangeRequired,
      skills: jobMessages.skillsRequired,
      description: jobMessages.descriptionRequired,
    });
    expect(await countRows(ctx.database.db, 'jobs')).toBe(0);
  });

  it('treats blank text as missing, refuses values outside the option lists and unknown fields', async () => {
    const blank = await post(jobBody({ title: '   ', skills: ' , ,', department: 'Astrology' }));
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual({
      title: jobMessages.titleRequired,
      skills: jobMessages.skillsRequired,
      department: jobMessages.departmentRequired,
    });
    const extra = await post({ ...jobBody(), createdBy: 1 });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().errors).toHaveProperty('createdBy');
  });

  it('refuses skills that are not text, however deeply a list nests, without a server error', async () => {
    const body = JSON.stringify(jobBody({ skills: '__SKILLS__' }));
    const deep = `${'['.repeat(3_000)}"Java"${']'.repeat(3_000)}`;
    for (const skills of [deep, '[["Java"]]', '[{"name":"Java"}]', '[true]']) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/career/post-jobs',
        headers: { authorization: auth, 'content-type': 'application/json' },
        payload: body.replace('"__SKILLS__"', skills),
      });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().errors)).toEqual(['skills']);
    }
    expect(await countRows(ctx.database.db, 'jobs')).toBe(0);
  });

  it('normalises skills from comma-separated text or a list, and answers the staff job', async () => {
    const fromText = await post(jobBody({ skills: ' React ,node.js,, React, Node.js ,SQL ' }));
    expect(fromText.statusCode).toBe(201);
    expect(fromText.json()).toMatchObject({
      success: true,
      message: 'Job posted successfully',
      data: {
        skills: ['React', 'node.js', 'SQL'],
        isActive: true,
        applicationCount: 0,
        updatedAt: expect.any(String),
      },
    });
    const fromList = await post(jobBody({ skills: ['  Go ', 'Kafka', 'go'] }));
    expect(fromList.json().data.skills).toEqual(['Go', 'Kafka']);
  });

  it('records who posted the job in the audit log', async () => {
    const id = await postJob(ctx, auth);
    // Signing in is audited too; this test is about the job.
    const audit = await ctx.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'job')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'job.create', entity: 'job', entity_id: String(id) });
    expect(audit[0].staff_id).toEqual(expect.any(Number));
    expect(JSON.parse(audit[0].details!).after.title).toBe('Backend Developer (Node.js)');
  });
});

describe(`managing jobs (${dialect})`, () => {
  let ctx: TestContext;
  let auth: string;
  beforeEach(async () => {
    ctx = await createTestApp();
    auth = await ctx.staffAuth();
  });
  afterEach(async () => {
    await ctx.close();
  });

  const call = (method: 'GET' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: { authorization: auth }, payload });
  const auditRows = (id: number) =>
    ctx.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'job')
      .where('entity_id', '=', String(id))
      .orderBy('id')
      .execute();
  const openJobIds = async () =>
    (await ctx.app.inject({ method: 'GET', url: '/api/career/get-jobs' }))
      .json()
      .data.map((job: { id: number }) => job.id);

  it('lists all jobs with application counts, newest first, with search and paging', async () => {
    const first = await postJob(ctx, auth, { title: 'Data Engineer' });
    const second = await postJob(ctx, auth, {
      title: 'UI Designer',
      department: 'Design',
      isActive: false,
    });
    const third = await postJob(ctx, auth, { title: 'Senior Data Scientist' });
    await insertApplicationRow(ctx.database.db, { jobId: first });
    await insertApplicationRow(ctx.database.db, { jobId: first });

    const all = (await call('GET', '/api/career/manage/jobs')).json();
    expect(all.total).toBe(3);
    expect(all.data.map((job: { id: number }) => job.id)).toEqual([third, second, first]);
    expect(all.data[2]).toMatchObject({ applicationCount: 2, isActive: true });
    expect(all.data[1]).toMatchObject({ applicationCount: 0, isActive: false });

    const search = (await call('GET', '/api/career/manage/jobs?search=DATA')).json();
    expect(search.total).toBe(2);
    expect(search.data.map((job: { id: number }) => job.id)).toEqual([third, first]);

    const page2 = (await call('GET', '/api/career/manage/jobs?page=2&limit=2')).json();
    expect(page2).toMatchObject({ total: 3, data: [{ id: first }] });

    expect((await call('GET', `/api/career/manage/jobs/${second}`)).json().data.id).toBe(second);
    expect((await call('GET', '/api/career/manage/jobs/9999')).statusCode).toBe(404);
    expect((await call('GET', '/api/career/manage/jobs?limit=101')).statusCode).toBe(400);
  });

  it('edits a job and audits only the fields that changed, with before and after', async () => {
    const id = await postJob(ctx, auth);
    const response = await call(
      'PUT',
      `/api/career/manage/jobs/${id}`,
      jobBody({ title: 'Lead Backend Developer', salaryRange: '20-26 LPA', skills: 'Node.js, Go' }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Job updated successfully',
      data: { id, title: 'Lead Backend Developer', skills: ['Node.js', 'Go'] },
    });
    const audit = await auditRows(id);
    expect(audit.map((row) => row.action)).toEqual(['job.create', 'job.update']);
    expect(JSON.parse(audit[1].details!)).toEqual({
      changes: {
        title: { from: 'Backend Developer (Node.js)', to: 'Lead Backend Developer' },
        salaryRange: { from: '12-18 LPA', to: '20-26 LPA' },
        skills: { from: ['Node.js', 'PostgreSQL', 'AWS'], to: ['Node.js', 'Go'] },
      },
    });
    expect(audit[1].staff_id).toEqual(expect.any(Number));

    const invalid = await call('PUT', `/api/career/manage/jobs/${id}`, jobBody({ title: '' }));
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toEqual({ title: jobMessages.titleRequired });
    expect((await call('PUT', '/api/career/manage/jobs/9999', jobBody())).statusCode).toBe(404);
  });

  it('keeps a closed job closed when an edit leaves isActive out', async () => {
    const id = await postJob(ctx, auth, { isActive: false });
    const { isActive: _omitted, ...withoutStatus } = jobBody({ title: 'Renamed' });
    const response = await call('PUT', `/api/career/manage/jobs/${id}`, withoutStatus);
    expect(response.json().data).toMatchObject({ title: 'Renamed', isActive: false });
  });

  it('closes and reopens a job; a closed job leaves get-jobs', async () => {
    const id = await postJob(ctx, auth);
    expect(await openJobIds()).toEqual([id]);

    const closed = await call('PATCH', `/api/career/manage/jobs/${id}/status`, { isActive: false });
    expect(closed.json()).toMatchObject({ message: 'Job closed', data: { id, isActive: false } });
    expect(await openJobIds()).toEqual([]);

    const opened = await call('PATCH', `/api/career/manage/jobs/${id}/status`, { isActive: true });
    expect(opened.json()).toMatchObject({ message: 'Job opened', data: { isActive: true } });
    expect(await openJobIds()).toEqual([id]);

    const audit = await auditRows(id);
    expect(audit.map((row) => row.action)).toEqual(['job.create', 'job.close', 'job.open']);
    expect(JSON.parse(audit[1].details!)).toEqual({
      changes: { isActive: { from: true, to: false } },
    });
    const bad = await call('PATCH', `/api/career/manage/jobs/${id}/status`, { isActive: 'maybe' });
    expect(bad.statusCode).toBe(400);
  });

  it('deletes a job without applications, and audits what it was', async () => {
    const id = await postJob(ctx, auth);
    const response = await call('DELETE', `/api/career/manage/jobs/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Job deleted',
      data: { deleted: true },
    });
    expect(await countRows(ctx.database.db, 'jobs')).toBe(0);
    const audit = await auditRows(id);
    expect(audit.map((row) => row.action)).toEqual(['job.create', 'job.delete']);
    expect(JSON.parse(audit[1].details!).before.title).toBe('Backend Developer (Node.js)');
    expect((await call('DELETE', `/api/career/manage/jobs/${id}`)).statusCode).toBe(404);
  });

  it('closes instead of deleting a job that has applications', async () => {
    const id = await postJob(ctx, auth);
    await insertApplicationRow(ctx.database.db, { jobId: id });
    const response = await call('DELETE', `/api/career/manage/jobs/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'This job has applications, so it was closed instead of deleted.',
      data: { deleted: false, closed: true },
    });
    const job = await ctx.database.db
      .selectFrom('jobs')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(job.is_active).toBe(0);
    expect(await openJobIds()).toEqual([]);
    const audit = await auditRows(id);
    expect(audit.map((row) => row.action)).toEqual(['job.create', 'job.close_instead_of_delete']);
  });
});

describe(`careers demo seed (${dialect})`, () => {
  let ctx: TestContext;
  beforeEach(async () => {
    ctx = await createTestApp();
  });
  afterEach(async () => {
    await ctx.close();
  });

  it('adds openings and applications with real PDF resumes once, on an empty database only', async () => {
    expect(await seedCareersDemo(ctx.database.db)).toBe(true);
    const jobs = await ctx.database.db.selectFrom('jobs').selectAll().execute();
    expect(jobs.length).toBeGreaterThanOrEqual(8);
    const closed = jobs.filter((job) => job.is_active === 0).length;
    expect(closed).toBeGreaterThanOrEqual(1);
    expect(closed).toBeLessThanOrEqual(2);
    for (const job of jobs) {
      const words = job.description.split(/\s+/).length;
      expect({ title: job.title, ok: words >= 80 && words <= 150 }).toEqual({
        title: job.title,
        ok: true,
      });
      expect(JSON.parse(job.skills).length).toBeGreaterThan(2);
    }
    const files = await ctx.database.db.selectFrom('stored_files').selectAll().execute();
    const applications = await countRows(ctx.database.db, 'job_applications');
    expect(applications).toBeGreaterThanOrEqual(4);
    expect(applications).toBeLessThanOrEqual(6);
    for (const file of files) {
      expect(await detectResumeType(Buffer.from(file.content))).toBe('pdf');
    }

    expect(await seedCareersDemo(ctx.database.db)).toBe(false);
    expect(await countRows(ctx.database.db, 'jobs')).toBe(jobs.length);
  });
});
