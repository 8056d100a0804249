import { OTHER_ROLES_SENTENCES } from '@vistaar/shared/config';
import { createTestApp, type TestContext } from '../../server/test-support/test-app';
import { apply, dialect, postJob, validApplication } from './careers-fixtures';

describe(`the acknowledgement follows the 'Application received' template (${dialect})`, () => {
  let ctx: TestContext;
  let auth: string;
  let jobId: number;
  let templateId: number;

  const editTemplate = (subject: string, body: string) =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/email-templates/${templateId}`,
      headers: { authorization: auth },
      payload: { name: 'Application received', subject, body },
    });

  /** The acknowledgement of a fresh application from this address, and its answer. */
  async function applyAs(email: string, overrides: Record<string, unknown> = {}) {
    const response = await apply(ctx, validApplication({ jobId, email, ...overrides }));
    expect(response.statusCode).toBe(201);
    const mail = await ctx.database.db
      .selectFrom('outbox')
      .select(['subject', 'text_body', 'html_body', 'reply_to'])
      .where('recipient', '=', email)
      .where('kind', '=', 'careers.application_received')
      .executeTakeFirstOrThrow();
    return { mail, reference: response.json().data.id as number };
  }

  beforeEach(async () => {
    ctx = await createTestApp();
    auth = await ctx.staffAuth();
    jobId = await postJob(ctx, auth);
    const template = await ctx.database.db
      .selectFrom('email_templates')
      .select('id')
      .where('name', '=', 'Application received')
      .executeTakeFirstOrThrow();
    templateId = template.id;
  });
  afterEach(() => ctx.close());

  it('sends the words staff saved, filled in, then the reference and the private link', async () => {
    const edited = await editTemplate(
      'Thanks, {{candidate.firstName}}: {{job.title}}',
      'Namaste {{candidate.fullName}},\n\nYour application is in our {{stage.name}} list.\n\n{{candidate.otherRoles}}\n\nTeam {{company.name}}',
    );
    expect(edited.statusCode).toBe(200);

    const { mail, reference } = await applyAs('nisha.ack@example.com', {
      firstName: 'Nisha',
      lastName: 'Rao <b>',
      keepForOtherRoles: true,
    });
    expect(mail.subject).toBe('Thanks, Nisha: Backend Developer (Node.js)');
    expect(mail.text_body).toMatch(
      new RegExp(
        `^Namaste Nisha Rao <b>,\\n\\nYour application is in our New list\\.\\n\\n${OTHER_ROLES_SENTENCES.kept}\\n\\nTeam Vistaar Infotech\\n\\nYour application \\(reference ${reference}\\): .* on your private page: \\S+/my-application/[\\w-]{43}\\n\\nKeep this link to yourself`,
      ),
    );
    expect(mail.text_body).not.toContain('{{');
    expect(mail.html_body).toContain('Namaste Nisha Rao &lt;b&gt;,');
    expect(mail.html_body).not.toContain('<b>');

    const other = await applyAs('omar.ack@example.com', { firstName: 'Omar' });
    expect(other.mail.text_body).toContain(OTHER_ROLES_SENTENCES.notKept);
  });

  it('falls back to its own text when the template names a value an application lacks', async () => {
    expect(
      (await editTemplate('See you {{interview.when}}', 'Dear {{candidate.firstName}}')).statusCode,
    ).toBe(200);
    const { mail, reference } = await applyAs('pooja.ack@example.com');
    expect(mail.subject).toBe('Your application to Vistaar Infotech');
    expect(mail.text_body).toContain(`(reference ${reference})`);
    expect(mail.text_body).not.toContain('{{');
  });

  it('falls back to its own text once the template is archived', async () => {
    const archived = await ctx.app.inject({
      method: 'POST',
      url: `/api/email-templates/${templateId}/archive`,
      headers: { authorization: auth },
    });
    expect(archived.statusCode).toBe(200);
    const { mail } = await applyAs('ravi.ack@example.com');
    expect(mail.subject).toBe('Your application to Vistaar Infotech');
    expect(mail.text_body).toContain('What happens next');
  });
});
