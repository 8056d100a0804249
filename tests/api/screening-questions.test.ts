import { screeningMessages } from '@vistaar/shared/validation';
import type { StaffJob } from '@vistaar/shared/contract';
import { createTestApp, type TestContext } from '../../server/test-support/test-app';
import { apply, countRows, dialect, jobBody, validApplication } from './careers-fixtures';

const QUESTIONS = [
  {
    text: 'Are you allowed to work in India?',
    type: 'yes-no',
    required: true,
    knockoutAnswers: ['no'],
  },
  {
    text: 'Where would you work from?',
    type: 'choice',
    options: ['Pune office', 'Remote', 'Abroad'],
    knockoutAnswers: ['Abroad'],
  },
  { text: 'Years with Node.js', type: 'number', knockoutBelow: 2 },
  { text: 'Your GitHub profile', type: 'text', required: false },
];

describe(`screening questions and knock-outs (${dialect})`, () => {
  let ctx: TestContext;
  let auth: string;
  beforeEach(async () => {
    ctx = await createTestApp();
    auth = await ctx.staffAuth();
  });
  afterEach(async () => {
    await ctx.close();
  });

  async function postJobWith(overrides: Record<string, unknown>) {
    return ctx.app.inject({
      method: 'POST',
      url: '/api/career/post-jobs',
      headers: { authorization: auth },
      payload: jobBody(overrides),
    });
  }

  async function stageId(name: string) {
    const row = await ctx.database.db
      .selectFrom('pipeline_stages')
      .select('id')
      .where('name', '=', name)
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async function jobWithQuestions(overrides: Record<string, unknown> = {}) {
    const response = await postJobWith({ screeningQuestions: QUESTIONS, ...overrides });
    expect(response.statusCode).toBe(201);
    const job = response.json().data as StaffJob;
    const ids = job.screeningQuestions.map((question) => question.id);
    return { job, ids };
  }

  async function applicationRow() {
    return ctx.database.db
      .selectFrom('job_applications as a')
      .innerJoin('pipeline_stages as s', 's.id', 'a.stage_id')
      .select(['a.id', 'a.knocked_out', 'a.screening_answers', 's.name as stage'])
      .executeTakeFirstOrThrow();
  }

  it('keeps the questions with the job, shows applicants no knock-out answers, and edits keep ids', async () => {
    const { job, ids } = await jobWithQuestions();
    expect(job.screeningQuestions).toEqual([
      expect.objectContaining({ type: 'yes-no', options: [], knockoutAnswers: ['no'] }),
      expect.objectContaining({ type: 'choice', knockoutAnswers: ['Abroad'], knockoutBelow: null }),
      expect.objectContaining({ type: 'number', knockoutAnswers: [], knockoutBelow: 2 }),
      expect.objectContaining({ type: 'text', required: false }),
    ]);
    expect(new Set(ids).size).toBe(4);
    expect(job.knockoutStageId).toBeNull();

    const listed = await ctx.app.inject({ method: 'GET', url: '/api/career/get-jobs' });
    const publicJob = listed.json().data.find((entry: { id: number }) => entry.id === job.id);
    expect(publicJob.screeningQuestions[1]).toEqual({
      id: ids[1],
      text: 'Where would you work from?',
      type: 'choice',
      required: true,
      options: ['Pune office', 'Remote', 'Abroad'],
    });
    expect(JSON.stringify(publicJob)).not.toContain('knockout');

    // An edit that sends the questions back with their ids keeps them; one left out is gone.
    const edited = await ctx.app.inject({
      method: 'PUT',
      url: `/api/career/manage/jobs/${job.id}`,
      headers: { authorization: auth },
      payload: jobBody({
        screeningQuestions: [{ ...QUESTIONS[0], id: ids[0], text: 'May you work in India?' }],
      }),
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.screeningQuestions).toEqual([
      expect.objectContaining({ id: ids[0], text: 'May you work in India?' }),
    ]);
    // An edit that does not send questions keeps them.
    const untouched = await ctx.app.inject({
      method: 'PUT',
      url: `/api/career/manage/jobs/${job.id}`,
      headers: { authorization: auth },
      payload: jobBody({ title: 'Backend Developer' }),
    });
    expect(untouched.json().data.screeningQuestions).toHaveLength(1);
  });

  it('refuses questions that do not hold together, and a knock-out stage that closes applications', async () => {
    const tooMany = await postJobWith({
      screeningQuestions: Array.from({ length: 11 }, (_, index) => ({
        text: `Question ${index + 1}`,
        type: 'text',
      })),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors).toEqual({
      screeningQuestions: screeningMessages.tooManyQuestions,
    });

    const bad = await postJobWith({
      screeningQuestions: [
        { text: ' ', type: 'yes-no' },
        { text: 'Pick one', type: 'choice', options: ['Only'] },
        { text: 'Yes?', type: 'yes-no', knockoutAnswers: ['maybe'] },
        { text: 'Kind?', type: 'essay' },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      'screeningQuestions[0].text': screeningMessages.questionRequired,
      'screeningQuestions[1].options': screeningMessages.optionsRequired,
      'screeningQuestions[2].knockoutAnswers': screeningMessages.knockoutAnswerInvalid,
      'screeningQuestions[3].type': screeningMessages.typeRequired,
    });

    const rejected = await postJobWith({ knockoutStageId: await stageId('Rejected') });
    expect(rejected.statusCode).toBe(400);
    expect(rejected.json().errors).toEqual({
      knockoutStageId: screeningMessages.knockoutStageInvalid,
    });
    const unknown = await postJobWith({ knockoutStageId: 99_999 });
    expect(unknown.statusCode).toBe(400);
    expect(await countRows(ctx.database.db, 'jobs')).toBe(0);
  });

  it('checks the answers against the job: required, type, one of the options', async () => {
    const { job, ids } = await jobWithQuestions();
    const response = await apply(
      ctx,
      validApplication({
        jobId: job.id,
        screeningAnswers: { [ids[0]]: 'perhaps', [ids[1]]: 'Mars', [ids[2]]: 'three' },
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      message: 'Please check your answers to the screening questions.',
      errors: {
        [`screeningAnswers.${ids[0]}`]: screeningMessages.answerYesNo,
        [`screeningAnswers.${ids[1]}`]: screeningMessages.answerChoice,
        [`screeningAnswers.${ids[2]}`]: screeningMessages.answerNumber,
      },
    });
    const missing = await apply(ctx, validApplication({ jobId: job.id }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({
      [`screeningAnswers.${ids[0]}`]: screeningMessages.answerRequired,
      [`screeningAnswers.${ids[1]}`]: screeningMessages.answerRequired,
      [`screeningAnswers.${ids[2]}`]: screeningMessages.answerRequired,
    });
    const unreadable = await apply(
      ctx,
      validApplication({ jobId: job.id, screeningAnswers: ['yes'] }),
    );
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.json().errors).toEqual({
      screeningAnswers: screeningMessages.answersUnreadable,
    });
    expect(await countRows(ctx.database.db, 'job_applications')).toBe(0);
    expect(await countRows(ctx.database.db, 'stored_files')).toBe(0);
  });

  it('stores passing answers with the questions as asked, in the entry stage', async () => {
    const { job, ids } = await jobWithQuestions();
    const response = await apply(
      ctx,
      validApplication({
        jobId: job.id,
        screeningAnswers: { [ids[0]]: 'yes', [ids[1]]: 'Remote', [ids[2]]: '4', removed: 'x' },
      }),
    );
    expect(response.statusCode).toBe(201);
    const row = await applicationRow();
    expect(row).toMatchObject({ knocked_out: 0, stage: 'New' });

    const detail = await ctx.app.inject({
      method: 'GET',
      url: `/api/career/applications/${row.id}`,
      headers: { authorization: auth },
    });
    expect(detail.json().data).toMatchObject({
      knockedOut: false,
      screeningAnswers: [
        {
          questionId: ids[0],
          question: 'Are you allowed to work in India?',
          answer: 'yes',
          knockedOut: false,
        },
        { questionId: ids[1], answer: 'Remote', knockedOut: false },
        { questionId: ids[2], answer: '4', knockedOut: false },
        { questionId: ids[3], question: 'Your GitHub profile', answer: '', knockedOut: false },
      ],
    });
  });

  it('puts a knocked-out application in Screening by default, marked with the answer, never rejected', async () => {
    const { job, ids } = await jobWithQuestions();
    const response = await apply(
      ctx,
      validApplication({
        jobId: job.id,
        screeningAnswers: { [ids[0]]: 'yes', [ids[1]]: 'Remote', [ids[2]]: '1.5' },
      }),
    );
    expect(response.statusCode).toBe(201);
    const row = await applicationRow();
    expect(row).toMatchObject({ knocked_out: 1, stage: 'Screening' });

    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/career/get-job-applications?page=1&limit=10',
      headers: { authorization: auth },
    });
    const item = list.json().data[0];
    expect(item.knockedOut).toBe(true);
    expect(item.stage).toMatchObject({ name: 'Screening', kind: 'open' });
    expect(
      item.screeningAnswers.filter((answer: { knockedOut: boolean }) => answer.knockedOut),
    ).toEqual([
      { questionId: ids[2], question: 'Years with Node.js', answer: '1.5', knockedOut: true },
    ]);
    // The applicant is told nothing different: only the acknowledgement and HR's notice.
    expect(await countRows(ctx.database.db, 'outbox')).toBe(2);
  });

  it('sends knocked-out applications to the stage the recruiter chose for the job', async () => {
    const interview = await stageId('Interview');
    const { job, ids } = await jobWithQuestions({ knockoutStageId: interview });
    expect(job.knockoutStageId).toBe(interview);
    await apply(
      ctx,
      validApplication({
        jobId: job.id,
        screeningAnswers: { [ids[0]]: 'no', [ids[1]]: 'Abroad', [ids[2]]: '6' },
      }),
    );
    const row = await applicationRow();
    expect(row).toMatchObject({ knocked_out: 1, stage: 'Interview' });
    const answers = JSON.parse(row.screening_answers) as { knockedOut: boolean }[];
    expect(answers.map((answer) => answer.knockedOut)).toEqual([true, true, false, false]);
  });
});
