import { PRIVACY_NOTICE_VERSIONS } from '@vistaar/shared/config/privacy-notices';
import type { StaffJob } from '@vistaar/shared/contract';
import { applicationMessages } from '@vistaar/shared/validation/application-schema';
import { privacyMessages } from '@vistaar/shared/validation/privacy-schema';
import { screeningMessages } from '@vistaar/shared/validation/screening-schema';
import { createTestApp, type TestContext } from '../../server/test-support/test-app';
import {
  countRows,
  dialect,
  jobBody,
  multipart,
  pngBytes,
  samplePdf,
  type FilePart,
  validApplication,
} from './careers-fixtures';

/** What the application page's form posts without JavaScript: each field on its own. */
const typed: Record<string, string> = {
  ...Object.fromEntries(
    Object.entries(validApplication()).map(([name, value]) => [name, String(value)]),
  ),
  noticePeriod: '30',
  noticeUntil: '',
  consent: 'on',
  website: '',
};

/** A browser's form with no file chosen still sends the part, nameless and empty. */
const NO_FILE: FilePart = { name: '', type: 'application/octet-stream', content: Buffer.alloc(0) };

describe(`the application form without JavaScript (${dialect})`, () => {
  let ctx: TestContext;
  beforeEach(async () => {
    ctx = await createTestApp();
  });
  afterEach(async () => {
    await ctx.close();
  });

  function postForm(fields: Record<string, string>, file: FilePart = { content: samplePdf() }) {
    const body = multipart({ fields, file });
    return ctx.app.inject({
      method: 'POST',
      url: '/job-application-form',
      headers: body.headers,
      payload: body.payload,
    });
  }

  async function expectNothingStored() {
    expect({
      files: await countRows(ctx.database.db, 'stored_files'),
      applications: await countRows(ctx.database.db, 'job_applications'),
      outbox: await countRows(ctx.database.db, 'outbox'),
    }).toEqual({ files: 0, applications: 0, outbox: 0 });
  }

  it('answers with the page: each field’s message, what was typed kept, the resume to choose again; nothing stored', async () => {
    const { consent: _unticked, ...rest } = typed;
    const response = await postForm({ ...rest, dob: '2015-06-01', lastName: '' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-store');
    const page = response.body.replaceAll('&#x27;', "'").replaceAll('&amp;', '&');
    expect(page).toContain('Submission Failed');
    expect(page).toContain(applicationMessages.lastNameRequired);
    expect(page).toContain(applicationMessages.dobUnderAge);
    expect(page).toContain(privacyMessages.applicationConsentRequired);
    expect(page).toContain(applicationMessages.resumeChooseAgain);
    expect(page).toMatch(/name="firstName"[^>]*value="Aarav"|value="Aarav"[^>]*name="firstName"/);
    expect(page).toMatch(/value="2015-06-01"/);
    // The form posts to its own page again, as a multipart form.
    expect(page).toMatch(/<form[^>]*method="post"/);
    expect(page).toMatch(/<form[^>]*enctype="multipart\/form-data"/i);
    await expectNothingStored();
  });

  it('asks for a resume when none was chosen, and refuses a file that is not a PDF or Word document', async () => {
    const missing = await postForm(typed, NO_FILE);
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain(applicationMessages.resumeRequired);

    const image = await postForm(typed, { name: 'resume.pdf', content: pngBytes() });
    expect(image.statusCode).toBe(415);
    expect(image.headers['content-type']).toMatch(/^text\/html/);
    expect(image.body).toContain(applicationMessages.resumeType);
    expect(image.body).toMatch(/value="Aarav"/);
    await expectNothingStored();
  });

  it('stores the application with its screening answers and consent, and answers with the confirmation', async () => {
    const auth = await ctx.staffAuth();
    const posted = await ctx.app.inject({
      method: 'POST',
      url: '/api/career/post-jobs',
      headers: { authorization: auth },
      payload: jobBody({
        screeningQuestions: [
          { text: 'Are you allowed to work in India?', type: 'yes-no', required: true },
          { text: 'Years with Node.js', type: 'number', required: true },
        ],
      }),
    });
    const job = posted.json().data as StaffJob;
    const [allowed, years] = job.screeningQuestions.map((question) => question.id);

    const unanswered = await postForm({ ...typed, jobId: String(job.id) });
    expect(unanswered.statusCode).toBe(400);
    expect(unanswered.body).toContain(screeningMessages.answerRequired);
    expect(unanswered.body).toContain('Backend Developer (Node.js)');
    await expectNothingStored();

    const response = await postForm({
      ...typed,
      jobId: String(job.id),
      keepForOtherRoles: 'on',
      [`screeningAnswers.${allowed}`]: 'yes',
      [`screeningAnswers.${years}`]: '4',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('Application Submitted Successfully!');
    expect(response.body).not.toMatch(/value="Aarav"/);
    const row = await ctx.database.db
      .selectFrom('job_applications')
      .select([
        'job_id',
        'first_name',
        'notice_version',
        'consented_at',
        'keep_for_other_roles',
        'screening_answers',
      ])
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      job_id: job.id,
      first_name: 'Aarav',
      notice_version: PRIVACY_NOTICE_VERSIONS.application,
      keep_for_other_roles: 1,
    });
    expect(row.consented_at).toBeTruthy();
    expect(JSON.parse(row.screening_answers)).toEqual([
      expect.objectContaining({ questionId: allowed, answer: 'yes' }),
      expect.objectContaining({ questionId: years, answer: '4' }),
    ]);
    expect(await countRows(ctx.database.db, 'outbox')).toBe(2);
  });

  it('answers a filled honeypot with the confirmation and stores nothing', async () => {
    const response = await postForm({ ...typed, website: 'https://spam.example' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Application Submitted Successfully!');
    await expectNothingStored();
  });
});

describe(`the application form's per-address limit (${dialect})`, () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({}, { rateLimits: true });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('allows 5 posts an hour from one address, as the API does, then answers 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const body = multipart({
        fields: { ...typed, email: `person${i}@example.com` },
        file: { content: samplePdf() },
      });
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/job-application-form',
        headers: body.headers,
        payload: body.payload,
        remoteAddress: '198.51.100.30',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
