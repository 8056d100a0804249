import { seedEmployeesDemo } from '../../server/modules/employees';
import { JOB_ALERT_NOTICE_TEXT } from '../../server/modules/job-alerts/job-alert-subscriptions';
import { createTestApp, type TestContext } from '../../server/test-support/test-app';
import {
  PRIVACY_NOTICE_VERSIONS,
  jobAlertsNotice,
  noticeText,
} from '@vistaar/shared/config/privacy-notices';
import { privacyMessages } from '@vistaar/shared/validation/privacy-schema';
import { apply, countRows, dialect, validApplication } from './careers-fixtures';

const UNKNOWN = privacyMessages.noticeVersionUnknown;

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestApp();
});
afterEach(() => ctx.close());

const db = () => ctx.database.db;

async function storedApplications() {
  return db()
    .selectFrom('job_applications')
    .select(['email', 'notice_version', 'consented_at', 'keep_for_other_roles', 'created_at'])
    .orderBy('id')
    .execute();
}

async function expectNoApplicationStored() {
  expect({
    applications: await countRows(db(), 'job_applications'),
    files: await countRows(db(), 'stored_files'),
    outbox: await countRows(db(), 'outbox'),
  }).toEqual({ applications: 0, files: 0, outbox: 0 });
}

describe(`an application stores its notice and consent (${dialect})`, () => {
  it('keeps the notice version and the time of consent; kept for other roles only when asked', async () => {
    const plain = await apply(ctx, validApplication({ email: 'plain@example.com' }));
    expect(plain.statusCode).toBe(201);
    const optedIn = await apply(
      ctx,
      validApplication({ email: 'opted.in@example.com', keepForOtherRoles: true }),
    );
    expect(optedIn.statusCode).toBe(201);
    const declined = await apply(
      ctx,
      validApplication({ email: 'declined@example.com', keepForOtherRoles: false }),
    );
    expect(declined.statusCode).toBe(201);

    const rows = await storedApplications();
    expect(
      rows.map(({ email, notice_version, keep_for_other_roles }) => ({
        email,
        notice_version,
        keep: Number(keep_for_other_roles),
      })),
    ).toEqual([
      { email: 'plain@example.com', notice_version: PRIVACY_NOTICE_VERSIONS.application, keep: 0 },
      {
        email: 'opted.in@example.com',
        notice_version: PRIVACY_NOTICE_VERSIONS.application,
        keep: 1,
      },
      {
        email: 'declined@example.com',
        notice_version: PRIVACY_NOTICE_VERSIONS.application,
        keep: 0,
      },
    ]);
    for (const row of rows) expect(row.consented_at).toBe(row.created_at);
  });

  it.each([
    ['an unticked box', { consent: false }],
    ['no answer at all', { consent: undefined }],
    ['a string instead of a tick', { consent: 'no' }],
  ])('refuses %s with the message under consent, and stores nothing', async (_, override) => {
    const response = await apply(ctx, validApplication(override));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: privacyMessages.applicationConsentRequired,
      errors: { consent: privacyMessages.applicationConsentRequired },
    });
    await expectNoApplicationStored();
  });

  it.each([
    ['an older version', { noticeVersion: '2020-01' }],
    ['no version', { noticeVersion: undefined }],
    ['a made-up version', { noticeVersion: 'contact' }],
  ])('refuses %s of the notice, and stores nothing', async (_, override) => {
    const response = await apply(ctx, validApplication(override));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ noticeVersion: UNKNOWN });
    await expectNoApplicationStored();
  });

  it('refuses an opt-in that is not a yes or no', async () => {
    const response = await apply(ctx, validApplication({ keepForOtherRoles: 'forever' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('keepForOtherRoles');
    await expectNoApplicationStored();
  });
});

describe(`the contact form stores its notice version (${dialect})`, () => {
  const message = {
    fullName: 'Asha Verma',
    email: 'asha.verma@example.in',
    phoneNo: '9811045270',
    message: 'Please call me about a WhatsApp integration for our clinics.',
  };
  const send = (payload: object) =>
    ctx.app.inject({ method: 'POST', url: '/api/contact/post-mail', payload });

  it('keeps the version shown with the form; no consent box is asked for', async () => {
    const response = await send({ ...message, noticeVersion: PRIVACY_NOTICE_VERSIONS.contact });
    expect(response.statusCode).toBe(201);
    const rows = await db().selectFrom('contact_messages').select('notice_version').execute();
    expect(rows).toEqual([{ notice_version: PRIVACY_NOTICE_VERSIONS.contact }]);
  });

  it.each([['2020-01'], [undefined]])(
    'refuses notice version %s and stores and sends nothing',
    async (noticeVersion) => {
      const response = await send({ ...message, noticeVersion });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ noticeVersion: UNKNOWN });
      expect(await db().selectFrom('contact_messages').select('id').execute()).toEqual([]);
      expect(await countRows(db(), 'outbox')).toBe(0);
    },
  );
});

describe(`employee verification stores its notice version (${dialect})`, () => {
  const request = (noticeVersion: unknown) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/career/init-otp',
      payload: { employeeCode: 'VI-1001', dob: '1990-05-14', noticeVersion },
    });

  it('keeps the version with the code request', async () => {
    await seedEmployeesDemo(db());
    const response = await request(PRIVACY_NOTICE_VERSIONS.verification);
    expect(response.statusCode).toBe(200);
    const rows = await db().selectFrom('otp_challenges').select('notice_version').execute();
    expect(rows).toEqual([{ notice_version: PRIVACY_NOTICE_VERSIONS.verification }]);
  });

  it('refuses an unknown version before any code is made or sent', async () => {
    await seedEmployeesDemo(db());
    const response = await request('1999-12');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: UNKNOWN,
      errors: { noticeVersion: UNKNOWN },
    });
    expect(await db().selectFrom('otp_challenges').select('id').execute()).toEqual([]);
    expect(await countRows(db(), 'outbox')).toBe(0);
  });
});

describe(`job alerts store the notice agreed to (${dialect})`, () => {
  const subscribe = (payload: object) =>
    ctx.app.inject({ method: 'POST', url: '/api/job-alerts/subscribe', payload });

  it('keeps the version and the whole notice text with the sign-up', async () => {
    const response = await subscribe({
      email: 'reader@example.com',
      noticeVersion: PRIVACY_NOTICE_VERSIONS.jobAlerts,
    });
    expect(response.statusCode).toBe(202);
    const rows = await db()
      .selectFrom('job_alert_signups')
      .select(['notice_version', 'notice_text'])
      .execute();
    expect(rows).toEqual([
      { notice_version: PRIVACY_NOTICE_VERSIONS.jobAlerts, notice_text: JOB_ALERT_NOTICE_TEXT },
    ]);
    expect(JOB_ALERT_NOTICE_TEXT).toBe(noticeText(jobAlertsNotice));
    for (const item of jobAlertsNotice.collected) expect(JOB_ALERT_NOTICE_TEXT).toContain(item);
  });

  it('refuses an unknown version, through the API and the form without JavaScript', async () => {
    const api = await subscribe({ email: 'reader@example.com', noticeVersion: '2026-01' });
    expect(api.statusCode).toBe(400);
    expect(api.json().errors).toEqual({ noticeVersion: UNKNOWN });
    const form = await ctx.app.inject({
      method: 'POST',
      url: '/career/alerts',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=reader%40example.com',
    });
    expect(form.statusCode).toBe(400);
    expect(form.body).toContain('read the privacy notice');
    expect(await db().selectFrom('job_alert_signups').select('id').execute()).toEqual([]);
    expect(await countRows(db(), 'outbox')).toBe(0);
  });
});
