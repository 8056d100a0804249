import { OTHER_ROLES_SENTENCES } from '@vistaar/shared/config';
import type { Kysely } from 'kysely';
import { up as rejectionFollowsConsent } from '../../server/db/migrations/0036_rejection_follows_consent';
import { createTestApp, type TestContext } from '../../server/test-support/test-app';
import { dialect, insertApplicationRow } from './careers-fixtures';

const OLD_PROMISE =
  'We keep your profile in mind for future openings, and we would be glad to see you apply again.';

describe(`what an e-mail to a candidate says about other roles follows their consent (${dialect})`, () => {
  let ctx: TestContext;
  let recruiter: string;
  let kept: number;
  let notKept: number;

  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    ctx.app.inject({
      method,
      url,
      headers: { authorization: recruiter },
      ...(payload ? { payload } : {}),
    });

  const rejection = () =>
    ctx.database.db
      .selectFrom('email_templates')
      .select(['id', 'body'])
      .where('name', '=', 'Rejection')
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    ctx = await createTestApp();
    recruiter = await ctx.staffAuthAs('recruiter');
    kept = await insertApplicationRow(ctx.database.db, {
      firstName: 'Ishaan',
      email: 'ishaan.kept@example.com',
    });
    notKept = await insertApplicationRow(ctx.database.db, {
      firstName: 'Zoya',
      email: 'zoya.this-job-only@example.com',
    });
    await ctx.database.db
      .updateTable('job_applications')
      .set({ keep_for_other_roles: 1 })
      .where('id', '=', kept)
      .execute();
  });
  afterAll(() => ctx.close());

  it('the seeded rejection names the placeholder instead of promising to keep every profile', async () => {
    const { body } = await rejection();
    expect(body).not.toContain('keep your profile');
    expect(body).toContain('{{candidate.otherRoles}} We would be glad to see you apply again.');
  });

  it('fills the rejection for each candidate as they chose', async () => {
    const { id: templateId } = await rejection();
    const preview = async (applicationId: number) => {
      const response = await call('POST', '/api/email-templates/preview', {
        applicationId,
        templateId,
      });
      expect(response.statusCode).toBe(200);
      return response.json().data as { text: string; missing: string[] };
    };
    const zoya = await preview(notKept);
    expect(zoya.missing).toEqual([]);
    expect(zoya.text).toContain(OTHER_ROLES_SENTENCES.notKept);
    expect(zoya.text).not.toContain(OTHER_ROLES_SENTENCES.kept);
    const ishaan = await preview(kept);
    expect(ishaan.text).toContain(OTHER_ROLES_SENTENCES.kept);

    const sent = await call('POST', `/api/career/applications/${notKept}/emails`, { templateId });
    expect(sent.statusCode).toBe(201);
    const mail = await ctx.database.db
      .selectFrom('outbox')
      .select(['text_body', 'html_body'])
      .where('recipient', '=', 'zoya.this-job-only@example.com')
      .executeTakeFirstOrThrow();
    expect(mail.text_body).toContain(OTHER_ROLES_SENTENCES.notKept);
    expect(mail.text_body).not.toContain('consider you for other suitable roles');
  });

  it('shows staff the choice on the application', async () => {
    const answer = async (id: number) =>
      (await call('GET', `/api/career/applications/${id}`)).json().data.keepForOtherRoles;
    expect(await answer(kept)).toBe(true);
    expect(await answer(notKept)).toBe(false);
  });

  it('the migration rewrites any template still holding the promise and leaves the rest', async () => {
    const { id } = await rejection();
    const edited = `Dear {{candidate.firstName}},\n\nNot this time.\n\n${OLD_PROMISE}\n\nGood luck.`;
    await ctx.database.db
      .updateTable('email_templates')
      .set({ body: edited })
      .where('id', '=', id)
      .execute();
    const others = await ctx.database.db
      .selectFrom('email_templates')
      .select(['id', 'body', 'updated_at'])
      .where('id', '!=', id)
      .orderBy('id')
      .execute();

    // Migrations are typed for any schema, as they run before the app's.
    await rejectionFollowsConsent(ctx.database.db as unknown as Kysely<unknown>);

    expect((await rejection()).body).toBe(
      'Dear {{candidate.firstName}},\n\nNot this time.\n\n{{candidate.otherRoles}} We would be glad to see you apply again.\n\nGood luck.',
    );
    expect(
      await ctx.database.db
        .selectFrom('email_templates')
        .select(['id', 'body', 'updated_at'])
        .where('id', '!=', id)
        .orderBy('id')
        .execute(),
    ).toEqual(others);
  });
});
