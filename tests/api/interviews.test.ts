import { createTestApp, type TestContext } from '../../server/test-support/test-app';
import { setStaffDisabled } from '../../server/modules/auth/staff-accounts';
import type { FeedbackSummary, Interview, Scorecard } from '@vistaar/shared/contract';
import { indiaMomentToIso } from '@vistaar/shared/lib/india-time';
import { interviewMessages } from '@vistaar/shared/validation';
import { dialect, insertApplicationRow, postJob } from './careers-fixtures';
import { addStaff, scheduleBody, type StaffMember } from './interview-fixtures';
import { ONLY_THE_CLOCK } from './only-the-clock';

const HOUR_MS = 3_600_000;

describe(`interviews and scorecards (${dialect})`, () => {
  let ctx: TestContext;
  let recruiter: StaffMember;
  let asha: StaffMember;
  let vikram: StaffMember;
  let hr: StaffMember;
  let jobId: number;

  beforeAll(async () => {
    jest.useFakeTimers(ONLY_THE_CLOCK);
    ctx = await createTestApp();
    recruiter = await addStaff(ctx, 'meera.recruiter@example.com', 'recruiter', 'Meera Iyer');
    asha = await addStaff(ctx, 'asha.interviewer@example.com', 'interviewer', 'Asha Verma');
    vikram = await addStaff(ctx, 'vikram.interviewer@example.com', 'interviewer', 'Vikram Rao');
    hr = await addStaff(ctx, 'hr.person@example.com', 'hr', 'Neha Kapoor');
    const admin = await ctx.staffAuth();
    jobId = await postJob(ctx, admin, { skills: 'Node.js, PostgreSQL, AWS' });
  });
  afterAll(async () => {
    await ctx.close();
    jest.useRealTimers();
  });

  const newApplication = () =>
    insertApplicationRow(ctx.database.db, {
      jobId,
      firstName: 'Rohan',
      lastName: 'Das',
      email: 'rohan.das@example.com',
    });

  async function schedule(applicationId: number, body: Record<string, unknown>) {
    return recruiter.call('POST', `/api/career/applications/${applicationId}/interviews`, body);
  }

  async function scheduled(applicationId: number, panel: StaffMember[]): Promise<Interview> {
    const response = await schedule(applicationId, scheduleBody(panel.map((member) => member.id)));
    expect(response.statusCode).toBe(201);
    return response.json().data;
  }

  const scorecardOf = async (member: StaffMember, id: number): Promise<Scorecard> => {
    const response = await member.call('GET', `/api/interviews/${id}/scorecard`);
    expect(response.statusCode).toBe(200);
    return response.json().data;
  };

  const feedback = (scores: number[], recommendation = 'yes', comments = '') => ({
    ratings: ['Node.js', 'PostgreSQL', 'AWS'].map((criterion, index) => ({
      criterion,
      score: scores[index],
    })),
    recommendation,
    comments,
  });

  it('schedules an interview in IST, stored in UTC, with a history entry and an audit entry', async () => {
    const applicationId = await newApplication();
    const body = scheduleBody([asha.id, vikram.id], { startTime: '14:30', durationMinutes: 45 });
    const response = await schedule(applicationId, body);
    expect(response.statusCode).toBe(201);
    const interview: Interview = response.json().data;
    expect(interview).toMatchObject({
      applicationId,
      candidateName: 'Rohan Das',
      mode: 'video',
      startsAt: indiaMomentToIso(body.date as string, '14:30'),
      endsAt: new Date(
        Date.parse(indiaMomentToIso(body.date as string, '14:30')) + 45 * 60_000,
      ).toISOString(),
      durationMinutes: 45,
      videoUrl: 'https://meet.example.com/abc-defg-hij',
      location: null,
      status: 'scheduled',
    });
    expect(interview.interviewers.map((member) => member.name).sort()).toEqual([
      'Asha Verma',
      'Vikram Rao',
    ]);

    const timeline = await recruiter.call(
      'GET',
      `/api/career/applications/${applicationId}/timeline`,
    );
    expect(timeline.json().data[0]).toMatchObject({
      kind: 'interview-scheduled',
      staff: { id: recruiter.id, name: 'Meera Iyer' },
    });
    expect(timeline.json().data[0].comment).toContain('14:30-15:15 IST');
    const audit = await ctx.database.db
      .selectFrom('audit_log')
      .select(['action', 'staff_id'])
      .where('entity', '=', 'interview')
      .where('entity_id', '=', String(interview.id))
      .execute();
    expect(audit).toEqual([{ action: 'interview.scheduled', staff_id: recruiter.id }]);

    const list = await recruiter.call(
      'GET',
      `/api/career/applications/${applicationId}/interviews`,
    );
    expect(list.json().data.map((entry: Interview) => entry.id)).toEqual([interview.id]);
  });

  it('refuses bad schedules with a message per field and stores nothing', async () => {
    const applicationId = await newApplication();
    const yesterday = new Date(Date.now() - 86_400_000 + 330 * 60_000).toISOString().slice(0, 10);
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ date: yesterday }, { date: interviewMessages.datePast }],
      // The fake clock stands at 15:31 IST.
      [{ date: today, startTime: '09:00' }, { startTime: interviewMessages.timePast }],
      [{ date: '2026-02-30' }, { date: interviewMessages.dateInvalid }],
      [{ date: '2027-06-01' }, { date: interviewMessages.dateTooFar }],
      [{ startTime: '25:00' }, { startTime: interviewMessages.timeInvalid }],
      [{ durationMinutes: 5 }, { durationMinutes: interviewMessages.durationInvalid }],
      [{ durationMinutes: 600 }, { durationMinutes: interviewMessages.durationInvalid }],
      [{ videoUrl: 'http://meet.example.com/x' }, { videoUrl: interviewMessages.videoUrlInvalid }],
      [{ videoUrl: 'javascript:alert(1)' }, { videoUrl: interviewMessages.videoUrlInvalid }],
      [{ videoUrl: '' }, { videoUrl: interviewMessages.videoUrlRequired }],
      [{ mode: 'in-person', location: '' }, { location: interviewMessages.locationRequired }],
      [{ mode: 'carrier-pigeon' }, { mode: interviewMessages.modeInvalid }],
      [{ interviewerIds: [] }, { interviewerIds: interviewMessages.interviewersRequired }],
    ];
    for (const [overrides, errors] of cases) {
      const response = await schedule(applicationId, scheduleBody([asha.id], overrides));
      expect({ overrides, status: response.statusCode, errors: response.json().errors }).toEqual({
        overrides,
        status: 400,
        errors,
      });
    }
    const interviews = await ctx.database.db
      .selectFrom('interviews')
      .select('id')
      .where('application_id', '=', applicationId)
      .execute();
    expect(interviews).toEqual([]);
  });

  it('takes only active staff accounts as interviewers', async () => {
    const applicationId = await newApplication();
    const gone = await addStaff(ctx, 'left.company@example.com', 'interviewer', 'Former Member');
    await setStaffDisabled(ctx.database.db, gone.id, true);
    for (const ids of [[asha.id, 999_999], [gone.id]]) {
      const response = await schedule(applicationId, scheduleBody(ids));
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({
        interviewerIds: interviewMessages.interviewersUnknown,
      });
    }
    const outbox = await ctx.database.db
      .selectFrom('outbox')
      .select('id')
      .where('kind', '=', 'interview.scheduled')
      .where('recipient', '=', 'left.company@example.com')
      .execute();
    expect(outbox).toEqual([]);
  });

  it('lets only recruiters and admins schedule, and answers 404 for an unknown application', async () => {
    const applicationId = await newApplication();
    const refused = await asha.call(
      'POST',
      `/api/career/applications/${applicationId}/interviews`,
      scheduleBody([asha.id]),
    );
    expect(refused.statusCode).toBe(403);
    const missing = await schedule(999_999, scheduleBody([asha.id]));
    expect(missing.statusCode).toBe(404);
  });

  it('hides the others’ feedback from an interviewer until they have given their own', async () => {
    const applicationId = await newApplication();
    const interview = await scheduled(applicationId, [asha, vikram]);

    jest.setSystemTime(Date.parse(interview.startsAt) + 2 * HOUR_MS);
    const vikramCard = await scorecardOf(vikram, interview.id);
    expect(vikramCard).toMatchObject({
      criteria: ['Node.js', 'PostgreSQL', 'AWS'],
      canSubmit: true,
      othersVisible: false,
      mine: null,
      others: [],
    });
    const given = await vikram.call(
      'POST',
      `/api/interviews/${interview.id}/feedback`,
      feedback([4, 3, 2], 'strong-yes', 'Clear on indexing.'),
    );
    expect(given.statusCode).toBe(201);
    expect(given.json().data.mine).toMatchObject({
      recommendation: 'strong-yes',
      comments: 'Clear on indexing.',
    });

    // Asha has not given hers: Vikram's stays hidden from her.
    const before = await scorecardOf(asha, interview.id);
    expect(before).toMatchObject({ othersVisible: false, others: [], mine: null });
    expect(before.interview.interviewers.find((m) => m.id === vikram.id)?.feedbackSubmitted).toBe(
      true,
    );
    // A recruiter who is not on the panel sees everything; HR with no part in it sees nothing.
    expect((await scorecardOf(recruiter, interview.id)).others).toHaveLength(1);
    expect((await hr.call('GET', `/api/interviews/${interview.id}/scorecard`)).statusCode).toBe(
      404,
    );

    const hers = await asha.call(
      'POST',
      `/api/interviews/${interview.id}/feedback`,
      feedback([2, 2, 3], 'no'),
    );
    expect(hers.statusCode).toBe(201);
    const after: Scorecard = hers.json().data;
    expect(after.othersVisible).toBe(true);
    expect(after.others).toEqual([
      expect.objectContaining({
        interviewer: { id: vikram.id, name: 'Vikram Rao' },
        recommendation: 'strong-yes',
      }),
    ]);
  });

  it('takes feedback once from each interviewer only; a correction supersedes it and keeps the history', async () => {
    const applicationId = await newApplication();
    const interview = await scheduled(applicationId, [asha]);
    jest.setSystemTime(Date.parse(interview.startsAt) + HOUR_MS);
    const url = `/api/interviews/${interview.id}/feedback`;

    expect((await vikram.call('POST', url, feedback([3, 3, 3]))).statusCode).toBe(404);
    const recruiterTry = await recruiter.call('POST', url, feedback([3, 3, 3]));
    expect(recruiterTry.statusCode).toBe(403);
    expect(recruiterTry.json().message).toBe(
      'Only the interviewers of this interview can give feedback on it.',
    );
    expect((await asha.call('PUT', url, feedback([3, 3, 3]))).statusCode).toBe(409);

    // Every criterion rated 1-4, no more and no fewer.
    const neutral = await asha.call('POST', url, feedback([3, 0, 3]));
    expect(neutral.statusCode).toBe(400);
    const five = await asha.call('POST', url, feedback([3, 5, 3]));
    expect(five.statusCode).toBe(400);
    const missing = await asha.call('POST', url, {
      ...feedback([3, 3, 3]),
      ratings: feedback([3, 3, 3]).ratings.slice(0, 2),
    });
    expect(missing.json()).toMatchObject({
      errors: { ratings: interviewMessages.ratingsMismatch },
    });
    const noRecommendation = await asha.call('POST', url, { ratings: feedback([3, 3, 3]).ratings });
    expect(noRecommendation.json().errors).toEqual({
      recommendation: interviewMessages.recommendationRequired,
    });

    expect((await asha.call('POST', url, feedback([3, 3, 3], 'yes'))).statusCode).toBe(201);
    const again = await asha.call('POST', url, feedback([1, 1, 1], 'no'));
    expect(again.statusCode).toBe(409);

    const corrected = await asha.call(
      'PUT',
      url,
      feedback([3, 4, 3], 'strong-yes', 'Second look.'),
    );
    expect(corrected.statusCode).toBe(200);
    const card: Scorecard = corrected.json().data;
    expect(card.mine).toMatchObject({ recommendation: 'strong-yes', comments: 'Second look.' });
    expect(card.myEarlier).toEqual([expect.objectContaining({ recommendation: 'yes' })]);
    expect(card.mine?.supersedesId).toBe(card.myEarlier[0].id);
    const rows = await ctx.database.db
      .selectFrom('interview_feedback')
      .select(['id', 'superseded_at'])
      .where('interview_id', '=', interview.id)
      .execute();
    expect(rows).toHaveLength(2);

    // Feedback given: the interview stays as it was held.
    const moved = await recruiter.call('POST', `/api/interviews/${interview.id}/reschedule`, {
      date: '2026-03-02',
      startTime: '11:00',
      durationMinutes: 30,
    });
    expect(moved.statusCode).toBe(409);
  });

  it('sums up an application: average per criterion and the recommendations, withholding what an interviewer may not see yet', async () => {
    const applicationId = await newApplication();
    const first = await scheduled(applicationId, [asha, vikram]);
    const second = await scheduled(applicationId, [vikram]);
    jest.setSystemTime(Date.parse(first.startsAt) + HOUR_MS);

    await vikram.call('POST', `/api/interviews/${first.id}/feedback`, feedback([4, 3, 2], 'yes'));
    await vikram.call('POST', `/api/interviews/${second.id}/feedback`, feedback([2, 3, 4], 'no'));
    await asha.call('POST', `/api/interviews/${first.id}/feedback`, feedback([3, 3, 3], 'yes'));
    await asha.call(
      'PUT',
      `/api/interviews/${first.id}/feedback`,
      feedback([3, 4, 4], 'strong-yes'),
    );

    const summary = await recruiter.call(
      'GET',
      `/api/career/applications/${applicationId}/feedback-summary`,
    );
    expect(summary.statusCode).toBe(200);
    expect(summary.json().data).toEqual<FeedbackSummary>({
      submissions: 3,
      criteria: [
        { criterion: 'Node.js', average: 3, ratings: 3 },
        { criterion: 'PostgreSQL', average: 3.33, ratings: 3 },
        { criterion: 'AWS', average: 3.33, ratings: 3 },
      ],
      recommendations: { 'strong-no': 0, no: 1, yes: 1, 'strong-yes': 1 },
      withheld: 0,
    });
    expect(
      (await asha.call('GET', `/api/career/applications/${applicationId}/feedback-summary`))
        .statusCode,
    ).toBe(403);

    // A recruiter on a panel who has not given feedback sees the rest, not that interview's.
    const third = await newApplication();
    const panelled = await scheduled(third, [recruiter, asha]);
    jest.setSystemTime(Date.parse(panelled.startsAt) + HOUR_MS);
    await asha.call(
      'POST',
      `/api/interviews/${panelled.id}/feedback`,
      feedback([1, 1, 1], 'strong-no'),
    );
    const withheld = await recruiter.call(
      'GET',
      `/api/career/applications/${third}/feedback-summary`,
    );
    expect(withheld.json().data).toMatchObject({ submissions: 0, criteria: [], withheld: 1 });
  });

  it('rates each job on its own criteria: its skills by default, or the list recruiters set', async () => {
    const url = `/api/career/manage/jobs/${jobId}/scorecard`;
    const defaults = await recruiter.call('GET', url);
    expect(defaults.json().data).toEqual({
      jobId,
      criteria: ['Node.js', 'PostgreSQL', 'AWS'],
      custom: false,
    });
    const repeated = await recruiter.call('PUT', url, { criteria: ['SQL', 'sql'] });
    expect(repeated.json().errors).toEqual({ criteria: interviewMessages.criteriaRepeated });
    expect((await asha.call('PUT', url, { criteria: ['SQL'] })).statusCode).toBe(403);

    const saved = await recruiter.call('PUT', url, {
      criteria: [' System design ', 'SQL', 'Communication'],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toEqual({
      jobId,
      criteria: ['System design', 'SQL', 'Communication'],
      custom: true,
    });
    const applicationId = await newApplication();
    const interview = await scheduled(applicationId, [asha]);
    expect((await scorecardOf(asha, interview.id)).criteria).toEqual([
      'System design',
      'SQL',
      'Communication',
    ]);
    expect(
      (await recruiter.call('GET', '/api/career/manage/jobs/999999/scorecard')).statusCode,
    ).toBe(404);
  });

  it("lists a member's interviews: those to come, and held ones waiting for their feedback", async () => {
    const member = await addStaff(ctx, 'kabir.panel@example.com', 'hr', 'Kabir Shah');
    const applicationId = await newApplication();
    const soon = await scheduled(applicationId, [member]);
    const later = await schedule(
      applicationId,
      scheduleBody([member.id], { durationMinutes: 30, startTime: '17:00' }),
    );
    const cancelledOne = await scheduled(applicationId, [member]);
    await recruiter.call('POST', `/api/interviews/${cancelledOne.id}/cancel`, {});
    const onCancelled = await member.call(
      'POST',
      `/api/interviews/${cancelledOne.id}/feedback`,
      feedback([3, 3, 3]),
    );
    expect(onCancelled.statusCode).toBe(409);
    expect(onCancelled.json().message).toBe('This interview has been cancelled.');

    const mine = async () => (await member.call('GET', '/api/interviews/mine')).json().data;
    expect((await mine()).upcoming.map((entry: Interview) => entry.id)).toEqual([
      soon.id,
      later.json().data.id,
    ]);
    jest.setSystemTime(Date.parse(soon.startsAt) + 30 * 60_000);
    const now = await mine();
    expect(now.upcoming.map((entry: Interview) => entry.id)).toEqual([later.json().data.id]);
    expect(now.awaitingFeedback.map((entry: Interview) => entry.id)).toEqual([soon.id]);
  });
});
