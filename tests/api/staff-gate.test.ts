import { createTestApp, type TestContext } from '../../server/test-support/test-app';

const dialect = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';

/** Every call anyone may make; all others are staff calls. */
const PUBLIC_CALLS = [
  'GET /api/health',
  'POST /api/auth/login',
  'POST /api/auth/two-factor',
  'POST /api/auth/two-factor/enrolment',
  'POST /api/auth/two-factor/enrolment/confirm',
  'POST /api/auth/invitation',
  'POST /api/auth/invitation/accept',
  'GET /api/career/get-jobs',
  'GET /api/career/jobs/{id}',
  'POST /api/career/apply-jobs',
  'GET /api/career/applications/{id}/resume',
  'GET /api/intake/items/{id}/file',
  // A member's interview feed: its secret token is the permission, for a calendar app.
  'GET /api/interview-feed/{token}',
  'GET /api/conversation-files/{id}',
  'GET /api/files/photos/{fileId}',
  'POST /api/career/init-otp',
  'POST /api/career/verify-otp',
  'POST /api/contact/post-mail',
  'POST /api/job-alerts/subscribe',
  'POST /api/verifications/shares',
  'GET /api/verifications/mine',
  'POST /api/verifications/shares/{shareId}/revoke',
  'POST /api/verifications/error-reports',
  'PUT /api/verifications/nominee',
  'DELETE /api/verifications/nominee',
  'POST /api/verify/{token}/code',
  'POST /api/verify/{token}/session',
  'GET /api/verify/{token}',
  'GET /api/verify/{token}/letter.pdf',
  'GET /api/verify/{token}/letter.jws',
  'GET /api/verify/check',
  'POST /api/verify/check',
  'GET /.well-known/jwks.json',
  'POST /api/my-application/link',
  'GET /api/my-application/{token}',
  'GET /api/my-application/{token}/download',
  'PUT /api/my-application/{token}/contact',
  'POST /api/my-application/{token}/withdraw',
  'POST /api/my-application/{token}/grievance',
  'POST /api/my-application/{token}/erasure',
  'PUT /api/my-application/{token}/nominee',
  'DELETE /api/my-application/{token}/nominee',
  'POST /api/my-application-erasure/{token}',
  'POST /api/my-application-email/{token}',
  'GET /api/offer/{token}',
  'GET /api/offer/{token}/letter.pdf',
  'GET /api/offer/{token}/signed.pdf',
  'POST /api/offer/{token}/accept',
  'POST /api/offer/{token}/decline',
  'GET /api/offer/{token}/preboarding',
  'POST /api/offer/{token}/documents/{documentId}',
  'POST /api/offer/{token}/joining-date',
  'GET /api/offer-documents/{documentId}/file',
  'GET /api/whatsapp/webhook',
  'POST /api/whatsapp/webhook',
  'GET /api/sms/delivery-reports/{token}',
  'POST /api/sms/delivery-reports/{token}',
  'GET /api/sms/inbound/{token}',
].sort();

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

interface DocumentedCall {
  call: string;
  method: (typeof METHODS)[number];
  url: string;
  documentedAsStaff: boolean;
}

type Operation = { security?: Record<string, string[]>[] };

describe(`every call in the OpenAPI document (${dialect})`, () => {
  let ctx: TestContext;
  let calls: DocumentedCall[];

  beforeAll(async () => {
    // The document is served outside production only.
    ctx = await createTestApp({ isProduction: false });
    const document = ctx.app.swagger() as {
      paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>>;
    };
    calls = Object.entries(document.paths).flatMap(([path, item]) =>
      METHODS.filter((method) => item[method]).map((method) => ({
        call: `${method.toUpperCase()} ${path}`,
        method,
        url: path.replace(/\{[^}]+\}/g, '1'),
        documentedAsStaff: Boolean(item[method]?.security?.some((entry) => 'bearerAuth' in entry)),
      })),
    );
  });
  afterAll(async () => {
    await ctx.close();
  });

  const send = (call: DocumentedCall, authorization?: string) =>
    ctx.app.inject({
      method: call.method.toUpperCase() as 'GET',
      url: call.url,
      headers: authorization ? { authorization } : {},
      ...(call.method === 'get' ? {} : { payload: {} }),
    });

  it('answers 401 without a session on every call but the public ones, which are exactly the expected list', async () => {
    const open: string[] = [];
    for (const call of calls) {
      if ((await send(call)).statusCode !== 401) open.push(call.call);
    }
    expect(open.sort()).toEqual(PUBLIC_CALLS);
    expect(calls.length).toBeGreaterThan(PUBLIC_CALLS.length);
  });

  it('answers 401 to an unknown token on every staff call', async () => {
    const unknownToken = `Bearer ${'x'.repeat(43)}`;
    for (const call of calls.filter((entry) => !PUBLIC_CALLS.includes(entry.call))) {
      expect({ call: call.call, status: (await send(call, unknownToken)).statusCode }).toEqual({
        call: call.call,
        status: 401,
      });
    }
  });

  it('documents the bearer token on the staff calls and on no public one', () => {
    const documented = calls.filter((call) => call.documentedAsStaff).map((call) => call.call);
    const staff = calls.map((call) => call.call).filter((call) => !PUBLIC_CALLS.includes(call));
    expect(documented.sort()).toEqual(staff.sort());
  });
});
