import { createTestApp, type TestContext } from '../../server/test-support/test-app';
import type {
  ApplicationListItem,
  FeedbackSummary,
  Interview,
  Scorecard,
} from '@vistaar/shared/contract';
import { dialect, insertApplicationRow, postJob } from './careers-fixtures';
import { addStaff, scheduleBody, type StaffMember } from './interview-fixtures';
import { ONLY_THE_CLOCK } from './only-the-clock';

const HOUR_MS = 3_600_000;

/**
 * A panel member who has not given their own feedback on an application sees none of its
 * ratings, wherever ratings show: the desk list and its rating filter, the detail, the export,
 * the feedback summary and the scorecards of its other interviews.
 */
describe(`ratings withheld from a panel member until they give their own (${dialect})`, () => {
  let ctx: TestContext;
  let outsider: StaffMember;
  let panelist: StaffMember;
  let asha: StaffMember;
  let applicationId: number;
  let mine: Interview;
  let theirs: Interview;

  const feedback = (scores: number[]) => ({
    ratings: ['Node.js', 'PostgreSQL', 'AWS'].map((criterion, index) => ({
      criterion,
      score: scores[index],
    })),
    recommendation: 'yes',
    comments: '',
  });

  async function scheduled(panel: StaffMember[]): Promise<Interview> {
    const response = await outsider.call(
      'POST',
      `/api/career/applications/${applicationId}/interviews`,
      scheduleBody(panel.map((member) => member.id)),
    );
    expect(response.statusCode).toBe(201);
    return response.json().data;
  }

  /** Every place the member could read the application's rating from. */
  async function whatTheySee(member: StaffMember) {
    const list = await member.call('GET', '/api/career/get-job-applications?page=1&limit=50');
    const filtered = await member.call(
      'GET',
      '/api/career/get-job-applications?page=1&limit=50&minRating=1',
    );
    const detail = await member.call('GET', `/api/career/applications/${applicationId}`);
    const csv = await member.call('GET', '/api/career/export-job-applications?minRating=1');
    const summary = await member.call(
      'GET',
      `/api/career/applications/${applicationId}/feedback-summary`,
    );
    const card = await member.call('GET', `/api/interviews/${theirs.id}/scorecard`);
    for (const response of [list, filtered, detail, csv, summary, card]) {
      expect(response.statusCode).toBe(200);
    }
    const listed = (list.json().data as ApplicationListItem[]).find(
      (item) => item.id === applicationId,
    );
    return {
      listRating: listed?.rating,
      inFilter: (filtered.json().data as ApplicationListItem[]).some(
        (item) => item.id === applicationId,
      ),
      detailRating: detail.json().data.rating as ApplicationListItem['rating'],
      inExport: csv.body.split('\r\n').some((line) => line.startsWith(`${applicationId},`)),
      summary: summary.json().data as FeedbackSummary,
      othersOnTheirCard: (card.json().data as Scorecard).others.length,
    };
  }

  beforeAll(async () => {
    jest.useFakeTimers(ONLY_THE_CLOCK);
    ctx = await createTestApp();
    outsider = await addStaff(ctx, 'meera.outsider@example.com', 'recruiter', 'Meera Iyer');
    panelist = await addStaff(ctx, 'ravi.panelist@example.com', 'recruiter', 'Ravi Menon');
    asha = await addStaff(ctx, 'asha.panel@example.com', 'interviewer', 'Asha Verma');
    const jobId = await postJob(ctx, await ctx.staffAuth(), {
      skills: 'Node.js, PostgreSQL, AWS',
    });
    applicationId = await insertApplicationRow(ctx.database.db, {
      jobId,
      firstName: 'Rohan',
      lastName: 'Das',
      email: 'rohan.panel@example.com',
    });
    // The panelist sits on one interview; Asha on both, and she has given her feedback.
    mine = await scheduled([panelist, asha]);
    theirs = await scheduled([asha]);
    jest.setSystemTime(Date.parse(mine.startsAt) + HOUR_MS);
    for (const interview of [mine, theirs]) {
      const given = await asha.call(
        'POST',
        `/api/interviews/${interview.id}/feedback`,
        feedback([4, 3, 2]),
      );
      expect(given.statusCode).toBe(201);
    }
  });
  afterAll(async () => {
    await ctx.close();
    jest.useRealTimers();
  });

  it('shows a recruiter who is on no panel the ratings as before', async () => {
    const seen = await whatTheySee(outsider);
    expect(seen).toMatchObject({
      listRating: { average: 3, submissions: 2 },
      inFilter: true,
      detailRating: { average: 3, submissions: 2 },
      inExport: true,
      summary: { submissions: 2, withheld: 0 },
      othersOnTheirCard: 1,
    });
  });

  it('shows a panel member without their own feedback no rating anywhere, then all once given', async () => {
    const before = await whatTheySee(panelist);
    expect(before).toEqual({
      listRating: null,
      inFilter: false,
      detailRating: null,
      inExport: false,
      summary: {
        submissions: 0,
        criteria: [],
        recommendations: { 'strong-no': 0, no: 0, yes: 0, 'strong-yes': 0 },
        withheld: 2,
      },
      othersOnTheirCard: 0,
    });

    const given = await panelist.call(
      'POST',
      `/api/interviews/${mine.id}/feedback`,
      feedback([2, 2, 2]),
    );
    expect(given.statusCode).toBe(201);
    const after = await whatTheySee(panelist);
    expect(after).toMatchObject({
      listRating: { average: 2.67, submissions: 3 },
      inFilter: true,
      detailRating: { average: 2.67, submissions: 3 },
      inExport: true,
      summary: { submissions: 3, withheld: 0 },
      othersOnTheirCard: 1,
    });
  });
});
