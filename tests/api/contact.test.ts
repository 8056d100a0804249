import Fastify from 'fastify';
import { contactRoutes } from '../../server/modules/contact';
import { CONTACT_SUCCESS_MESSAGE } from '../../server/modules/contact/contact-routes';
import { CROSS_SITE_FORM } from '../../server/lib/form-post';
import { requestValidation } from '../../server/lib/schema-compilers';
import { errorHandlerPlugin } from '../../server/plugins/error-handler';
import { createTestApp, type TestContext } from '../../server/test-support/test-app';
import { PRIVACY_NOTICE_VERSIONS } from '@vistaar/shared/config/privacy-notices';
import { privacyMessages } from '@vistaar/shared/validation/privacy-schema';
import { contactMessages } from '@vistaar/shared/validation/contact-schema';

const dialect = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';

const valid = {
  fullName: 'Asha Verma',
  email: 'asha.verma@example.in',
  phoneNo: 9811045270,
  message: 'We need a WhatsApp Business API integration for our clinic chain in Pune.',
  noticeVersion: PRIVACY_NOTICE_VERSIONS.contact,
};

let addressCounter = 0;
/** A fresh client address per call site, so the per-address limit only bites where a test wants it. */
function nextAddress(): string {
  addressCounter += 1;
  return `203.0.113.${addressCounter}`;
}

function post(ctx: TestContext, payload: unknown, remoteAddress = nextAddress()) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/contact/post-mail',
    payload: payload as Record<string, unknown>,
    remoteAddress,
    headers: { 'user-agent': 'jest-contact-test/1.0' },
  });
}

async function storedMessages(ctx: TestContext) {
  return ctx.database.db.selectFrom('contact_messages').selectAll().orderBy('id').execute();
}

async function outboxRows(ctx: TestContext) {
  return ctx.database.db.selectFrom('outbox').selectAll().orderBy('id').execute();
}

describe(`POST /api/contact/post-mail (${dialect})`, () => {
  let ctx: TestContext;

  beforeEach(async () => {
    ctx = await createTestApp();
  });
  afterEach(async () => {
    await ctx.close();
  });

  it('stores a valid message and queues one e-mail to the contact inbox', async () => {
    const response = await post(ctx, valid, '198.51.100.7');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true, message: CONTACT_SUCCESS_MESSAGE });

    const rows = await storedMessages(ctx);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      full_name: 'Asha Verma',
      email: 'asha.verma@example.in',
      phone: '9811045270',
      message: valid.message,
      client_ip: '198.51.100.7',
      user_agent: 'jest-contact-test/1.0',
    });
    expect(new Date(rows[0].created_at).toISOString()).toBe(rows[0].created_at);

    const mails = await outboxRows(ctx);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      kind: 'contact.message',
      recipient: ctx.config.contactInbox,
      subject: 'Website enquiry from Asha Verma',
    });
    expect(mails[0].text_body).toContain('Name: Asha Verma');
    expect(mails[0].text_body).toContain('E-mail: asha.verma@example.in');
    expect(mails[0].text_body).toContain('Phone: 9811045270');
    expect(mails[0].text_body).toContain(valid.message);
    expect(mails[0].text_body).toContain(`#${rows[0].id}`);
  });

  it('stores the message and queues the e-mail in one transaction: no message without its e-mail', async () => {
    const enqueue = jest
      .spyOn(ctx.app.mailer, 'enqueue')
      .mockRejectedValueOnce(new Error('outbox write failed'));
    try {
      const response = await post(ctx, valid);
      expect(response.statusCode).toBe(500);
      expect(enqueue).toHaveBeenCalledWith(
        expect.objectContaining({ to: ctx.config.contactInbox }),
        expect.anything(),
      );
      expect(await storedMessages(ctx)).toHaveLength(0);
      expect(await outboxRows(ctx)).toHaveLength(0);
    } finally {
      enqueue.mockRestore();
    }
  });

  it('accepts the phone number as a string of digits and trims the text fields', async () => {
    const response = await post(ctx, {
      fullName: '  Rohan Mehta ',
      email: ' rohan@example.com ',
      phoneNo: '07304512345',
      message: '   Please call me about bulk SMS pricing.  ',
      noticeVersion: PRIVACY_NOTICE_VERSIONS.contact,
    });
    expect(response.statusCode).toBe(201);
    const [row] = await storedMessages(ctx);
    expect(row).toMatchObject({
      full_name: 'Rohan Mehta',
      email: 'rohan@example.com',
      phone: '07304512345',
      message: 'Please call me about bulk SMS pricing.',
    });
  });

  it('keeps line breaks in the name out of the e-mail subject', async () => {
    const response = await post(ctx, {
      ...valid,
      fullName: 'Asha\r\nBcc: attacker@example.com\u2028X',
    });
    expect(response.statusCode).toBe(201);
    const [mail] = await outboxRows(ctx);
    expect(mail.subject).toBe('Website enquiry from Asha Bcc: attacker@example.com X');
    expect(mail.subject).not.toMatch(/[\r\n\u2028]/);
  });

  it('answers 400 with the spec message for every missing field, and stores nothing', async () => {
    const response = await post(ctx, {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: expect.any(String),
      errors: {
        fullName: 'Full name is required',
        email: 'Email address is required',
        phoneNo: 'Phone number is required',
        message: 'Message is required',
        noticeVersion: privacyMessages.noticeVersionUnknown,
      },
    });
    expect(await storedMessages(ctx)).toHaveLength(0);
    expect(await outboxRows(ctx)).toHaveLength(0);
  });

  it('treats whitespace-only fields as missing', async () => {
    const response = await post(ctx, {
      fullName: '   ',
      email: ' ',
      phoneNo: ' ',
      message: '  ',
      noticeVersion: PRIVACY_NOTICE_VERSIONS.contact,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      fullName: 'Full name is required',
      email: 'Email address is required',
      phoneNo: 'Phone number is required',
      message: 'Message is required',
    });
  });

  it('refuses a malformed e-mail address', async () => {
    const response = await post(ctx, { ...valid, email: 'asha@example' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ email: 'Please enter a valid email address' });
    expect(response.json().message).toBe('Please enter a valid email address');
    expect(await storedMessages(ctx)).toHaveLength(0);
  });

  it('refuses a message shorter than 10 characters after trimming', async () => {
    const response = await post(ctx, { ...valid, message: '   Call me   ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      message: 'Message must be at least 10 characters long',
    });
    const ok = await post(ctx, { ...valid, message: 'Call me now' });
    expect(ok.statusCode).toBe(201);
  });

  it('refuses unknown fields and wrong types before anything is stored', async () => {
    const extra = await post(ctx, { ...valid, isAdmin: true });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().errors).toHaveProperty('isAdmin');

    const wrongType = await post(ctx, { ...valid, phoneNo: { digits: '9811045270' } });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().errors).toHaveProperty('phoneNo');

    const tooLong = await post(ctx, { ...valid, message: 'x'.repeat(6001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors).toHaveProperty('message');

    expect(await storedMessages(ctx)).toHaveLength(0);
    expect(await outboxRows(ctx)).toHaveLength(0);
  });

  it('answers a filled honeypot like a success, but stores and sends nothing', async () => {
    const response = await post(ctx, { ...valid, website: 'https://cheap-seo.example' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true, message: CONTACT_SUCCESS_MESSAGE });
    expect(await storedMessages(ctx)).toHaveLength(0);
    expect(await outboxRows(ctx)).toHaveLength(0);

    const human = await post(ctx, { ...valid, website: '' });
    expect(human.statusCode).toBe(201);
    expect(await storedMessages(ctx)).toHaveLength(1);
  });

  it('allows 5 messages per address in 10 minutes, then answers 429 with Retry-After', async () => {
    const address = '192.0.2.44';
    for (let i = 1; i <= 5; i += 1) {
      const response = await post(ctx, { ...valid, message: `${valid.message} (${i})` }, address);
      expect({ i, status: response.statusCode }).toEqual({ i, status: 201 });
    }
    const refused = await post(ctx, valid, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      success: false,
      message: expect.stringMatching(/Please try again in \d+ minutes?/),
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(await storedMessages(ctx)).toHaveLength(5);
    expect(await outboxRows(ctx)).toHaveLength(5);

    // Another address is not affected.
    const other = await post(ctx, valid, '192.0.2.45');
    expect(other.statusCode).toBe(201);
  });
});

describe(`the contact form without JavaScript (${dialect})`, () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  function postForm(fields: Record<string, string>, remoteAddress = nextAddress()) {
    return ctx.app.inject({
      method: 'POST',
      url: '/contact',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
      remoteAddress,
    });
  }
  const typed = {
    fullName: 'Asha Verma',
    email: 'asha.verma@example.in',
    phoneNo: '9811045270',
    message: 'We need a WhatsApp Business API integration for our clinic chain in Pune.',
    noticeVersion: PRIVACY_NOTICE_VERSIONS.contact,
    website: '',
  };

  it('answers a post with the page: each field’s message and what was typed, storing nothing', async () => {
    const response = await postForm({ ...typed, email: 'asha.verma', message: 'Too short' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain(contactMessages.emailInvalid);
    expect(response.body).toContain(contactMessages.messageTooShort);
    // What was typed comes back in the fields, so nothing has to be typed again.
    expect(response.body).toMatch(
      /name="fullName"[^>]*value="Asha Verma"|value="Asha Verma"[^>]*name="fullName"/,
    );
    expect(response.body).toContain('Too short');
    expect(await storedMessages(ctx)).toHaveLength(0);
  });

  it('stores and sends a valid post, and answers with the confirmation and empty fields', async () => {
    const response = await postForm(typed);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('Message sent');
    expect(response.body).toContain(CONTACT_SUCCESS_MESSAGE);
    expect(response.body).not.toContain('value="Asha Verma"');
    const rows = await storedMessages(ctx);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ full_name: 'Asha Verma', phone: '9811045270' });
    expect(await outboxRows(ctx)).toHaveLength(1);
  });

  it('drops a filled honeypot with the same answer, and says when an address has sent too many', async () => {
    const dropped = await postForm({ ...typed, website: 'https://spam.example' });
    expect(dropped.statusCode).toBe(200);
    expect(dropped.body).toContain(CONTACT_SUCCESS_MESSAGE);
    const address = '192.0.2.80';
    for (let i = 1; i <= 5; i += 1) expect((await postForm(typed, address)).statusCode).toBe(200);
    const refused = await postForm(typed, address);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(refused.body).toMatch(/Please try again in \d+ minutes?/);
    expect(refused.body).toContain('value="Asha Verma"');
    expect(await storedMessages(ctx)).toHaveLength(6);
  });

  it('refuses a post another site makes the browser send, storing and sending nothing', async () => {
    const before = (await storedMessages(ctx)).length;
    const outboxBefore = (await outboxRows(ctx)).length;
    for (const headers of [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'https://evil.example' },
    ]) {
      const refused = await ctx.app.inject({
        method: 'POST',
        url: '/contact',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        payload: new URLSearchParams(typed).toString(),
        remoteAddress: nextAddress(),
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(CROSS_SITE_FORM);
    }
    expect(await storedMessages(ctx)).toHaveLength(before);
    expect(await outboxRows(ctx)).toHaveLength(outboxBefore);
    // The site's own form passes, as the browser names it.
    const own = await ctx.app.inject({
      method: 'POST',
      url: '/contact',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'same-origin',
      },
      payload: new URLSearchParams(typed).toString(),
      remoteAddress: nextAddress(),
    });
    expect(own.statusCode).toBe(200);
    expect(await storedMessages(ctx)).toHaveLength(before + 1);
  });
});

describe(`contact module options (${dialect})`, () => {
  it('takes its per-address limit from the register options', async () => {
    const ctx = await createTestApp();
    const app = Fastify({ logger: false, ...requestValidation });
    try {
      app.decorate('config', ctx.app.config);
      app.decorate('database', ctx.app.database);
      app.decorate('mailer', ctx.app.mailer);
      await app.register(errorHandlerPlugin);
      await app.register(contactRoutes, { rateLimit: { max: 2, windowSeconds: 60 } });
      const send = () =>
        app.inject({
          method: 'POST',
          url: '/api/contact/post-mail',
          payload: valid,
          remoteAddress: '192.0.2.99',
        });
      expect((await send()).statusCode).toBe(201);
      expect((await send()).statusCode).toBe(201);
      const refused = await send();
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    } finally {
      await app.close();
      await ctx.close();
    }
  });
});
