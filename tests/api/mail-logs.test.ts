import { seedEmployeesDemo } from '../../server/modules/employees';
import { createTestApp, type TestContext } from '../../server/test-support/test-app';
import { apply, dialect, validApplication } from './careers-fixtures';
import { PRIVACY_NOTICE_VERSIONS } from '@vistaar/shared/config/privacy-notices';

interface Captured {
  lines: string[];
  inbox: string[];
}

async function appWithCapturedLogs(production: boolean): Promise<TestContext & Captured> {
  const lines: string[] = [];
  const inbox: string[] = [];
  const ctx = await createTestApp(
    { isProduction: production, smtpUrl: undefined },
    {
      logger: { level: 'trace', stream: { write: (line: string) => lines.push(line) } },
      devInbox: (text) => inbox.push(text),
    },
  );
  await seedEmployeesDemo(ctx.database.db);
  return Object.assign(ctx, { lines, inbox });
}

async function requestCode(ctx: TestContext) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/career/init-otp',
    payload: {
      employeeCode: 'VI-1001',
      dob: '1990-05-14',
      noticeVersion: PRIVACY_NOTICE_VERSIONS.verification,
    },
  });
  expect(response.statusCode).toBe(200);
}

async function sendEverything(ctx: TestContext) {
  await requestCode(ctx);
  expect([200, 201]).toContain((await apply(ctx, validApplication())).statusCode);
  const contact = await ctx.app.inject({
    method: 'POST',
    url: '/api/contact/post-mail',
    payload: {
      fullName: 'Meera Iyer',
      email: 'meera.iyer@example.com',
      phoneNo: '9123456780',
      message: 'Please call me about a project.',
      noticeVersion: PRIVACY_NOTICE_VERSIONS.contact,
    },
  });
  expect(contact.statusCode).toBeLessThan(300);
  await ctx.app.mailer.flush();
}

const otpCodes = async (ctx: TestContext) =>
  (await ctx.database.db.selectFrom('outbox').select('text_body').execute())
    .map((row) => /\b(\d{6})\b/.exec(row.text_body)?.[1])
    .filter((code): code is string => Boolean(code));

const PERSONAL = [
  'Aarav',
  'Mehta',
  'aarav.mehta',
  '9876543210',
  'Meera',
  'meera.iyer',
  '9123456780',
  '1990-05-14',
];

describe.each([
  ['development', false],
  ['production', true],
])(`without SMTP_URL in %s (${dialect})`, (_mode, production) => {
  let ctx: TestContext & Captured;
  beforeAll(async () => {
    ctx = await appWithCapturedLogs(production);
    await sendEverything(ctx);
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('keeps every message in the outbox', async () => {
    const kinds = (await ctx.database.db.selectFrom('outbox').select('kind').execute()).map(
      (row) => row.kind,
    );
    expect(kinds.length).toBeGreaterThanOrEqual(4);
    expect(await otpCodes(ctx)).toHaveLength(1);
  });

  it('writes no code and no personal data to the log', async () => {
    const log = ctx.lines.join('');
    const [code] = await otpCodes(ctx);
    expect(log).not.toContain(code);
    for (const value of PERSONAL) expect(log.toLowerCase()).not.toContain(value.toLowerCase());
    const mailLines = ctx.lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => String(line.event).startsWith('mail.') && line.outboxId);
    expect(mailLines.length).toBeGreaterThanOrEqual(4);
    for (const line of mailLines) {
      expect(Object.keys(line)).not.toContain('text');
      expect(Object.keys(line)).not.toContain('subject');
      expect(String(line.to)).toMatch(/^.\*{4}@/);
    }
  });

  it(
    production
      ? 'shows nothing outside the outbox and warned at start-up'
      : 'shows the messages, code included, in the development inbox',
    async () => {
      const [code] = await otpCodes(ctx);
      if (production) {
        expect(ctx.inbox).toEqual([]);
        expect(ctx.lines.join('')).toContain('"event":"mail.not_configured"');
      } else {
        expect(ctx.inbox.join('\n')).toContain(code);
        expect(ctx.inbox.length).toBeGreaterThanOrEqual(4);
      }
    },
  );
});
