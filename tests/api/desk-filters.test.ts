import { createTestApp, type TestContext } from '../../server/test-support/test-app';
import type { ApplicationListItem } from '@vistaar/shared/contract';
import { dialect, insertApplicationRow, postJob } from './careers-fixtures';
import { addStaff, scheduleBody, type StaffMember } from './interview-fixtures';
import { ONLY_THE_CLOCK } from './only-the-clock';
import { insertFeedback as insertFeedbackRow, insertPastInterview } from '../support/desk-ratings';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

describe(`the desk's rating and interview filters (${dialect})`, () => {
  let ctx: TestContext;
  let recruiter: StaffMember;
  let asha: StaffMember;
  let jobId: number;
  /** Application ids by letter: A, B, ... in the order they applied (A first). */
  const ids: Record<string, number> = {};

  async function list(query: string) {
    const response = await recruiter.call('GET', `/api/career/get-job-applications?${query}`);
    return response;
  }

  async function listed(query: string): Promise<{ names: string[]; total: number }> {
    const response = await list(query);
    expect(response.statusCode).toBe(200);
    const body = response.json() as { data: ApplicationListItem[]; total: number };
    return {
      names: body.data.map((item) => item.fullName.split(' ')[0]),
      total: body.total,
    };
  }

  /** Asha sits on each interview the recruiter writes in. */
  const insertInterview = (applicationId: number, status: 'scheduled' | 'cancelled') =>
    insertPastInterview(ctx.database.db, {
      applicationId,
      status,
      createdBy: recruiter.id,
      panel: [asha.id],
    });
  const insertFeedback = (interviewId: number, scores: number[], superseded = false) =>
    insertFeedbackRow(ctx.database.db, { interviewId, staffId: asha.id, scores, superseded });

  beforeAll(async () => {
    jest.useFakeTimers(ONLY_THE_CLOCK);
    ctx = await createTestApp();
    recruiter = await addStaff(ctx, 'filter.recruiter@example.com', 'recruiter', 'Meera Iyer');
    asha = await addStaff(ctx, 'filter.interviewer@example.com', 'interviewer', 'Asha Verma');
    jobId = await postJob(ctx, await ctx.staffAuth(), { skills: 'Node.js, PostgreSQL, AWS' });
    const letters = ['Asha', 'Bina', 'Charu', 'Dev', 'Esha', 'Farhan', 'Gita'];
    for (const [index, name] of letters.entries()) {
      ids[name[0]] = await insertApplicationRow(ctx.database.db, {
        jobId: name === 'Gita' ? null : jobId,
        firstName: name,
        lastName: name === 'Gita' ? 'Elsewhere' : 'Filterson',
        email: `${name.toLowerCase()}.filters@example.com`,
        createdAt: new Date(Date.now() - (10 - index) * DAY_MS).toISOString(),
      });
    }

    // A: feedback given through the scorecard itself, 4 + 3 + 4 over three criteria.
    const response = await recruiter.call(
      'POST',
      `/api/career/applications/${ids.A}/interviews`,
      scheduleBody([asha.id]),
    );
    expect(response.statusCode).toBe(201);
    const interview = response.json().data as { id: number; startsAt: string };
    jest.setSystemTime(Date.parse(interview.startsAt) + HOUR_MS);
    const given = await asha.call('POST', `/api/interviews/${interview.id}/feedback`, {
      ratings: [
        { criterion: 'Node.js', score: 4 },
        { criterion: 'PostgreSQL', score: 3 },
        { criterion: 'AWS', score: 4 },
      ],
      recommendation: 'yes',
      comments: '',
    });
    expect(given.statusCode).toBe(201);

    // B: averages 2. C: rated 4, but on an interview since cancelled, which counts for nothing.
    await insertFeedback(await insertInterview(ids.B, 'scheduled'), [2, 2, 2]);
    await insertFeedback(await insertInterview(ids.C, 'cancelled'), [4, 4, 4]);
    // D: an interview, no feedback yet. E: nothing at all.
    await insertInterview(ids.D, 'scheduled');
    // F: a correction replaced a 1; only the current 3 counts.
    const forF = await insertInterview(ids.F, 'scheduled');
    await insertFeedback(forF, [1, 1, 1], true);
    await insertFeedback(forF, [3, 3, 3]);
    // G: rated 4, but neither on the job nor matching the search below.
    await insertFeedback(await insertInterview(ids.G, 'scheduled'), [4, 4, 4]);
  });
  afterAll(async () => {
    await ctx.close();
    jest.useRealTimers();
  });

  it('carries each application’s rating from the current feedback of its scheduled interviews', async () => {
    const response = await list('search=filterson&limit=10');
    const byName = new Map(
      (response.json().data as ApplicationListItem[]).map((item) => [item.fullName, item.rating]),
    );
    expect(Object.fromEntries(byName)).toEqual({
      'Asha Filterson': { average: 3.67, submissions: 1 },
      'Bina Filterson': { average: 2, submissions: 1 },
      'Charu Filterson': null,
      'Dev Filterson': null,
      'Esha Filterson': null,
      'Farhan Filterson': { average: 3, submissions: 1 },
    });
    const detail = await recruiter.call('GET', `/api/career/applications/${ids.A}`);
    expect(detail.json().data.rating).toEqual({ average: 3.67, submissions: 1 });
  });

  it('filters by the least average rating, together with search, job and paging', async () => {
    expect(await listed('search=filterson&minRating=3&limit=10')).toEqual({
      names: ['Farhan', 'Asha'],
      total: 2,
    });
    expect(await listed('search=filterson&minRating=2&limit=10')).toEqual({
      names: ['Farhan', 'Bina', 'Asha'],
      total: 3,
    });
    expect(await listed('search=filterson&minRating=4&limit=10')).toEqual({ names: [], total: 0 });
    // Without the search, G's 4 counts; with the job filter it does not.
    expect(await listed('minRating=4&limit=10')).toEqual({ names: ['Gita'], total: 1 });
    expect(await listed(`minRating=4&jobId=${jobId}&limit=10`)).toEqual({ names: [], total: 0 });
    expect(await listed('search=filterson&minRating=2&limit=2&page=2')).toEqual({
      names: ['Asha'],
      total: 3,
    });
  });

  it('filters by whether a scheduled interview exists, cancelled ones not counting', async () => {
    expect(await listed('search=filterson&hasInterview=true&limit=10')).toEqual({
      names: ['Farhan', 'Dev', 'Bina', 'Asha'],
      total: 4,
    });
    expect(await listed('search=filterson&hasInterview=false&limit=10')).toEqual({
      names: ['Esha', 'Charu'],
      total: 2,
    });
    expect(await listed('search=filterson&hasInterview=true&minRating=3&limit=1')).toEqual({
      names: ['Farhan'],
      total: 2,
    });
    expect(
      await listed(`search=filterson&hasInterview=false&minRating=1&jobId=${jobId}&limit=10`),
    ).toEqual({ names: [], total: 0 });
  });

  it('refuses malformed values with a message for the field', async () => {
    for (const [query, field] of [
      ['minRating=0', 'minRating'],
      ['minRating=5', 'minRating'],
      ['minRating=2.5', 'minRating'],
      ['minRating=good', 'minRating'],
      ['hasInterview=yes', 'hasInterview'],
      ['hasInterview=', 'hasInterview'],
    ] as const) {
      const response = await list(query);
      expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
      expect(Object.keys(response.json().errors)).toEqual([field]);
    }
  });

  it('exports what the filters list, and nothing else', async () => {
    const response = await recruiter.call(
      'GET',
      '/api/career/export-job-applications?search=filterson&minRating=3&hasInterview=true',
    );
    expect(response.statusCode).toBe(200);
    const lines = response.body.trim().split(/\r?\n/);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('farhan.filters@example.com');
    expect(lines[2]).toContain('asha.filters@example.com');
    const refused = await recruiter.call('GET', '/api/career/export-job-applications?minRating=9');
    expect(refused.statusCode).toBe(400);
  });
});
