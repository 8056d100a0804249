import { createTestApp, type TestContext } from '../../server/test-support/test-app';
import { CANDIDATE_EMAIL_BULK_MAX } from '@vistaar/shared/config';
import type { ApplicationEvent, EmailTemplate } from '@vistaar/shared/contract';
import { emailTemplateMessages } from '@vistaar/shared/validation';
import { sql } from 'kysely';
import { countRows, dialect, insertApplicationRow } from './careers-fixtures';
import { startInbox, type Inbox } from './smtp-inbox';

describe(`one e-mail to the candidates of several applications (${dialect})`, () => {
  let inbox: Inbox;
  let ctx: TestContext;
  let recruiter: string;
  let ids: number[];

  const call = (url: string, payload: object, authorization = recruiter) =>
    ctx.app.inject({ method: 'POST', url, headers: { authorization }, payload });
  const send = (payload: object, authorization = recruiter) =>
    call('/api/career/applications/emails', payload, authorization);

  async function template(name: string): Promise<EmailTemplate> {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/email-templates',
      headers: { authorization: recruiter },
    });
    return (response.json().data as EmailTemplate[]).find((item) => item.name === name)!;
  }

  async function timeline(id: number): Promise<ApplicationEvent[]> {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/career/applications/${id}/timeline`,
      headers: { authorization: recruiter },
    });
    return response.json().data;
  }

  const auditCount = async () =>
    (
      await ctx.database.db
        .selectFrom('audit_log')
        .select('id')
        .where('action', '=', 'application.email-sent')
        .execute()
    ).length;

  beforeAll(async () => {
    inbox = await startInbox();
    ctx = await createTestApp({ smtpUrl: inbox.url });
    recruiter = await ctx.staffAuthAs('recruiter');
    ids = [
      await insertApplicationRow(ctx.database.db, {
        firstName: 'Ananya',
        lastName: 'Iyer',
        email: 'ananya.bulk@example.com',
      }),
      await insertApplicationRow(ctx.database.db, {
        firstName: 'Vikram',
        lastName: '<b>Rao</b>',
        email: 'vikram.bulk@example.com',
      }),
      await insertApplicationRow(ctx.database.db, {
        firstName: 'Farah',
        lastName: 'Khan',
        email: 'farah.bulk@example.com',
      }),
    ];
  });
  afterAll(async () => {
    await ctx.close();
    await inbox.close();
  });

  it('answers 401 without a session and 403 to an interviewer', async () => {
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/career/applications/emails',
      payload: { ids, subject: 'a', body: 'b' },
    });
    expect(anonymous.statusCode).toBe(401);
    const interviewer = await ctx.staffAuthAs('interviewer');
    expect((await send({ ids, subject: 'a', body: 'b' }, interviewer)).statusCode).toBe(403);
  });

  it('fills the edited text in for each candidate, escaped, each in their own history and on the trail', async () => {
    const rejection = await template('Rejection');
    const auditBefore = await auditCount();
    const response = await send({
      ids: [ids[0], ids[1], ids[0]],
      templateId: rejection.id,
      subject: 'About {{job.title}}, {{candidate.firstName}}',
      body: 'Dear {{candidate.fullName}},\n\nThank you for your time.',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'E-mails sent to 2 candidates',
      data: { sent: 2 },
    });

    await ctx.app.mailer.flush();
    const [ananya] = inbox.to('ananya.bulk@example.com');
    expect(ananya.headers.get('subject')).toBe('About General application, Ananya');
    expect(ananya.text).toContain('Dear Ananya Iyer,');
    const [vikram] = inbox.to('vikram.bulk@example.com');
    expect(vikram.text).toContain('Dear Vikram <b>Rao</b>,');
    expect(vikram.html).toContain('Dear Vikram &lt;b&gt;Rao&lt;/b&gt;,');
    expect(vikram.html).not.toContain('<b>Rao');
    expect(inbox.to('farah.bulk@example.com')).toHaveLength(0);

    for (const [id, name] of [
      [ids[0], 'Ananya'],
      [ids[1], 'Vikram'],
    ] as const) {
      expect((await timeline(id))[0]).toMatchObject({
        kind: 'email-sent',
        comment: `Subject: About General application, ${name}`,
        staff: { name: expect.any(String) },
      });
    }
    expect(await auditCount()).toBe(auditBefore + 2);
  });

  it('sends the template as saved when nothing was edited', async () => {
    const screening = await template('Moved to screening');
    const response = await send({ ids: [ids[2]], templateId: screening.id });
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe('E-mail sent to 1 candidate');
    await ctx.app.mailer.flush();
    const [farah] = inbox.to('farah.bulk@example.com');
    expect(farah.headers.get('subject')).toBe(
      'Your application for General application: next step',
    );
    expect(farah.text).toContain('Farah');
  });

  it('sends none when one candidate cannot get it, and says who and why', async () => {
    const sentBefore = inbox.messages.length;
    const auditBefore = await auditCount();
    const eventsBefore = (await timeline(ids[0])).length;

    const interview = await template('Interview invitation');
    const missing = await send({ ids, templateId: interview.id });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.body).toBe(
      emailTemplateMessages.missingValueFor(
        ['Ananya Iyer', 'Vikram <b>Rao</b>', 'Farah Khan'],
        ['interview.when'],
      ),
    );

    const gone = await send({ ids: [ids[0], 999_999], subject: 'a', body: 'b' });
    expect(gone.statusCode).toBe(400);
    expect(gone.json().errors.ids).toBe(emailTemplateMessages.recipientsUnknown);

    const tooMany = await send({
      ids: Array.from({ length: CANDIDATE_EMAIL_BULK_MAX + 1 }, (_, index) => index + 1),
      subject: 'a',
      body: 'b',
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors.ids).toBe(emailTemplateMessages.recipientsTooMany);
    expect(tooMany.json().errors.ids).toMatch(/at most 200 candidates/);

    const none = await send({ ids: [], subject: 'a', body: 'b' });
    expect(none.json().errors.ids).toBe(emailTemplateMessages.recipientsRequired);

    const unknownPlaceholder = await send({
      ids,
      subject: 'Hi',
      body: 'Hi {{candidate.nickname}}',
    });
    expect(unknownPlaceholder.json().errors.body).toBe(
      'Unknown placeholder {{candidate.nickname}}. Use one of the placeholders listed.',
    );
    const twoLines = await send({ ids, subject: 'Hi\r\nBcc: x@example.com', body: 'Hi' });
    expect(twoLines.json().errors.subject).toBe(emailTemplateMessages.subjectOneLine);
    const nothing = await send({ ids });
    expect(nothing.json().errors.subject).toBe(emailTemplateMessages.templateRequired);

    await ctx.app.mailer.flush();
    expect(inbox.messages.length).toBe(sentBefore);
    expect(await auditCount()).toBe(auditBefore);
    expect((await timeline(ids[0])).length).toBe(eventsBefore);
  });

  it('sends none when the database refuses the last history entry, after the others were written', async () => {
    const db = ctx.database.db;
    const last = ids[2];
    // The last candidate's entry is written after the first two: the rollback must take those too.
    if (dialect === 'postgres') {
      await sql`create function refuse_event() returns trigger language plpgsql as $$
        begin raise exception 'events are full'; end $$`.execute(db);
      await sql`create trigger refuse_event before insert on application_events
        for each row when (new.application_id = ${sql.lit(last)}) execute function refuse_event()`.execute(
        db,
      );
    } else {
      await sql`create trigger refuse_event before insert on application_events
        when new.application_id = ${sql.lit(last)}
        begin select raise(abort, 'events are full'); end`.execute(db);
    }
    const before = {
      outbox: await countRows(db, 'outbox'),
      events: await countRows(db, 'application_events'),
      audit: await auditCount(),
    };
    const response = await send({ ids, subject: 'Hello {{candidate.firstName}}', body: 'Hi' });
    await sql`drop trigger refuse_event${sql.raw(dialect === 'postgres' ? ' on application_events' : '')}`.execute(
      db,
    );
    expect(response.statusCode).toBe(500);
    expect({
      outbox: await countRows(db, 'outbox'),
      events: await countRows(db, 'application_events'),
      audit: await auditCount(),
    }).toEqual(before);
  });
});
