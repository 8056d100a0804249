import type { ApplicationListItem, JobHiringManagers, StaffJob } from '@vistaar/shared/contract';
import { pipelineMessages } from '@vistaar/shared/validation';
import { hiringManagerMessages } from '@vistaar/shared/validation/job-schema';
import { createTestApp, type TestContext } from '../../server/test-support/test-app';
import { dialect, insertApplicationRow, postJob } from './careers-fixtures';
import { addStaff, type StaffMember } from './interview-fixtures';

describe(`hiring managers see and move only their own jobs' applications (${dialect})`, () => {
  let ctx: TestContext;
  let recruiter: StaffMember;
  let manager: StaffMember;
  let otherManager: StaffMember;
  let interviewer: StaffMember;
  let ownJob: number;
  let otherJob: number;
  let own: number;
  let other: number;
  let general: number;

  beforeAll(async () => {
    ctx = await createTestApp();
    recruiter = await addStaff(ctx, 'meera.hm-recruiter@example.com', 'recruiter', 'Meera Iyer');
    manager = await addStaff(ctx, 'farhan.manager@example.com', 'hiring-manager', 'Farhan Ali');
    otherManager = await addStaff(ctx, 'leela.manager@example.com', 'hiring-manager', 'Leela Nair');
    interviewer = await addStaff(ctx, 'asha.hm-int@example.com', 'interviewer', 'Asha Verma');
    const admin = await ctx.staffAuth();
    ownJob = await postJob(ctx, admin, { title: 'Data Engineer' });
    otherJob = await postJob(ctx, admin, { title: 'Office Manager' });
    own = await insertApplicationRow(ctx.database.db, {
      jobId: ownJob,
      firstName: 'Ira',
      lastName: 'Sen',
      email: 'ira.sen@example.com',
    });
    other = await insertApplicationRow(ctx.database.db, {
      jobId: otherJob,
      firstName: 'Kunal',
      lastName: 'Bose',
      email: 'kunal.bose@example.com',
    });
    general = await insertApplicationRow(ctx.database.db, { email: 'general@example.com' });
    const set = await recruiter.call('PUT', `/api/career/manage/jobs/${ownJob}/hiring-managers`, {
      staffIds: [manager.id],
    });
    expect(set.statusCode).toBe(200);
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('hands a job to another recruiter with its hiring team, and refuses anyone else as its owner', async () => {
    const admin = await ctx.staffAuth();
    const job = await postJob(ctx, admin, { title: 'QA Lead' });
    const url = `/api/career/manage/jobs/${job}/hiring-managers`;
    const first = (await recruiter.call('GET', url)).json().data as JobHiringManagers;
    // The member who posted the job owns it until it is handed on.
    expect(first.recruiter).toMatchObject({ id: expect.any(Number) });
    expect(first.recruiterOptions.map((option) => option.name)).toContain('Meera Iyer');
    expect(first.recruiterOptions.map((option) => option.id)).not.toContain(manager.id);

    for (const recruiterId of [manager.id, interviewer.id, 987_654]) {
      const refused = await recruiter.call('PUT', url, { staffIds: [manager.id], recruiterId });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual({
        recruiterId: hiringManagerMessages.recruiterUnknown,
      });
    }
    const untouched = (await recruiter.call('GET', url)).json().data as JobHiringManagers;
    expect(untouched).toEqual(first);

    const handed = await recruiter.call('PUT', url, { staffIds: [], recruiterId: recruiter.id });
    expect(handed.statusCode).toBe(200);
    expect((handed.json().data as JobHiringManagers).recruiter).toEqual({
      id: recruiter.id,
      name: 'Meera Iyer',
    });
    const stored = await ctx.database.db
      .selectFrom('jobs')
      .select('recruiter_id')
      .where('id', '=', job)
      .executeTakeFirstOrThrow();
    expect(stored.recruiter_id).toBe(recruiter.id);
    const audit = await ctx.database.db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'job.hiring-managers-changed')
      .where('entity_id', '=', String(job))
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.details!)).toEqual({
      changes: {
        hiringManagerIds: { from: [], to: [] },
        recruiterId: { from: first.recruiter!.id, to: recruiter.id },
      },
    });
    // Left out, the recruiter stays; null leaves the job without one.
    await recruiter.call('PUT', url, { staffIds: [manager.id] });
    expect(
      ((await recruiter.call('GET', url)).json().data as JobHiringManagers).recruiter?.id,
    ).toBe(recruiter.id);
    await recruiter.call('PUT', url, { staffIds: [], recruiterId: null });
    expect(
      ((await recruiter.call('GET', url)).json().data as JobHiringManagers).recruiter,
    ).toBeNull();
  });

  it("lets a recruiter set a job's hiring managers, from members with that role only", async () => {
    const read = await recruiter.call('GET', `/api/career/manage/jobs/${ownJob}/hiring-managers`);
    expect(read.statusCode).toBe(200);
    const data = read.json().data as JobHiringManagers;
    expect(data.managers).toEqual([{ id: manager.id, name: 'Farhan Ali' }]);
    expect(data.options.map((option) => option.name)).toEqual(['Farhan Ali', 'Leela Nair']);

    const audit = await ctx.database.db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'job.hiring-managers-changed')
      .where('entity_id', '=', String(ownJob))
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.details!)).toEqual({
      changes: { hiringManagerIds: { from: [], to: [manager.id] } },
    });

    for (const staffIds of [[interviewer.id], [987_654]]) {
      const refused = await recruiter.call(
        'PUT',
        `/api/career/manage/jobs/${otherJob}/hiring-managers`,
        { staffIds },
      );
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual({ staffIds: hiringManagerMessages.unknown });
    }
    const missing = await recruiter.call('PUT', '/api/career/manage/jobs/987654/hiring-managers', {
      staffIds: [],
    });
    expect(missing.statusCode).toBe(404);
    const unchanged = await recruiter.call(
      'GET',
      `/api/career/manage/jobs/${otherJob}/hiring-managers`,
    );
    expect((unchanged.json().data as JobHiringManagers).managers).toEqual([]);
    const byManager = await manager.call(
      'PUT',
      `/api/career/manage/jobs/${otherJob}/hiring-managers`,
      { staffIds: [manager.id] },
    );
    expect(byManager.statusCode).toBe(403);
  });

  it('lists only their jobs and their applications, and hides every other application', async () => {
    const jobs = await manager.call('GET', '/api/career/manage/jobs?page=1&limit=100');
    expect((jobs.json().data as StaffJob[]).map((job) => job.id)).toEqual([ownJob]);
    const list = await manager.call('GET', '/api/career/get-job-applications?page=1&limit=100');
    expect(list.statusCode).toBe(200);
    expect((list.json().data as ApplicationListItem[]).map((row) => row.id)).toEqual([own]);
    expect(list.json().total).toBe(1);
    const matching = await manager.call('GET', '/api/career/applications/matching');
    expect(matching.json().data).toEqual([{ id: own, fullName: 'Ira Sen' }]);
    const nobody = await otherManager.call('GET', '/api/career/get-job-applications');
    expect(nobody.json().total).toBe(0);

    expect((await manager.call('GET', `/api/career/applications/${own}`)).statusCode).toBe(200);
    for (const id of [other, general]) {
      for (const url of [
        `/api/career/applications/${id}`,
        `/api/career/applications/${id}/resume-link`,
        `/api/career/applications/${id}/timeline`,
        `/api/career/applications/${id}/interviews`,
        `/api/career/applications/${id}/feedback-summary`,
        `/api/pipeline/team-mates?applicationId=${id}`,
      ]) {
        const response = await manager.call('GET', url);
        expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
      }
    }
  });

  it("counts only their jobs' applications in the stages list", async () => {
    const total = (stages: { applications: number }[]) =>
      stages.reduce((sum, stage) => sum + stage.applications, 0);
    const mine = await manager.call('GET', '/api/pipeline/stages');
    expect(mine.statusCode).toBe(200);
    expect(total(mine.json().data)).toBe(1);
    const none = await otherManager.call('GET', '/api/pipeline/stages');
    expect(total(none.json().data)).toBe(0);
    const all = await recruiter.call('GET', '/api/pipeline/stages');
    expect(total(all.json().data)).toBe(3);
  });

  it("moves and notes their own candidates, and nobody else's", async () => {
    const stages = (await manager.call('GET', '/api/pipeline/stages')).json().data as {
      id: number;
      name: string;
      kind: string;
    }[];
    const screening = stages.find((stage) => stage.name === 'Screening')!;
    const moved = await manager.call('POST', `/api/career/applications/${own}/stage`, {
      stageId: screening.id,
    });
    expect(moved.statusCode).toBe(200);
    const refused = await manager.call('POST', `/api/career/applications/${other}/stage`, {
      stageId: screening.id,
    });
    expect(refused.statusCode).toBe(404);
    const bulk = await manager.call('POST', '/api/career/applications/stage', {
      ids: [own, other],
      stageId: stages.find((stage) => stage.name === 'Interview')!.id,
    });
    expect(bulk.statusCode).toBe(400);
    expect(bulk.json().errors).toEqual({ ids: pipelineMessages.applicationsUnknown });
    const stageOf = async (id: number) =>
      (
        await ctx.database.db
          .selectFrom('job_applications')
          .select('stage_id')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).stage_id;
    expect(await stageOf(own)).toBe(screening.id);
    expect(await stageOf(other)).not.toBe(screening.id);

    const note = await manager.call('POST', `/api/career/applications/${own}/notes`, {
      text: 'Good fit for the data team.',
    });
    expect(note.statusCode).toBe(201);
    const foreignNote = await manager.call('POST', `/api/career/applications/${other}/notes`, {
      text: 'Not my job',
    });
    expect(foreignNote.statusCode).toBe(404);
  });

  it('keeps employee records, privacy screens, the team and job editing from them', async () => {
    for (const [method, url] of [
      ['GET', '/api/employees'],
      ['GET', '/api/privacy/requests'],
      ['GET', '/api/team'],
      ['GET', `/api/career/manage/jobs/${ownJob}`],
      ['POST', `/api/career/applications/${own}/interviews`],
      ['GET', '/api/career/export-job-applications'],
    ] as const) {
      const response = await manager.call(method, url, method === 'POST' ? {} : undefined);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 403 });
    }
  });
});
