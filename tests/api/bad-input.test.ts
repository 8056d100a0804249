import { NUL_REFUSED } from '../../server/lib/nul-characters';
import { createTestApp, type TestContext } from '../../server/test-support/test-app';
import { apply, dialect, multipart, samplePdf, validApplication } from './careers-fixtures';

const APPLY = '/api/career/apply-jobs';

describe(`caller mistakes are 4xx, never 5xx (${dialect})`, () => {
  let ctx: TestContext;
  let auth: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    auth = await ctx.staffAuth();
  });
  afterAll(async () => {
    await ctx.close();
  });

  const expectRefused = (response: { statusCode: number; json(): unknown }) => {
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toMatchObject({ success: false });
  };

  const truncated = () => {
    const body = multipart({ formData: validApplication(), file: { content: samplePdf() } });
    return { ...body, payload: body.payload.subarray(0, body.payload.length - 40) };
  };

  // Parts the parser skips (no name) used to stall it for good once past 16 KiB in one chunk.
  const namelessPart = (headers: string) => () => ({
    headers: { 'content-type': 'multipart/form-data; boundary=abc' },
    payload: `--abc\r\n${headers}\r\n${'x'.repeat(40_000)}\r\n--abc--\r\n`,
  });

  it.each([
    ['no boundary', () => ({ headers: { 'content-type': 'multipart/form-data' }, payload: 'x' })],
    ['a large part without headers', namelessPart('')],
    ['a large part without a name', namelessPart('X-Note: none\r\n')],
    [
      'an empty boundary',
      () => ({ headers: { 'content-type': 'multipart/form-data; boundary=' }, payload: '--\r\n' }),
    ],
    ['a truncated body', truncated],
    [
      'garbage after the boundary',
      () => ({
        headers: { 'content-type': 'multipart/form-data; boundary=abc' },
        payload: '--abc\r\nContent-Disposition: form-data\r\n\r\nvalue\r\n--abc--\r\n',
      }),
    ],
  ])('apply-jobs refuses multipart with %s', async (_name, body) => {
    const { headers, payload } = body();
    expectRefused(await ctx.app.inject({ method: 'POST', url: APPLY, headers, payload }));
  });

  it.each([
    ['POST', '/api/employees'],
    ['PUT', '/api/employees/1'],
  ] as const)('%s %s refuses broken multipart', async (method, url) => {
    for (const { headers, payload } of [
      { headers: { 'content-type': 'multipart/form-data' }, payload: 'x' },
      truncated(),
      namelessPart('')(),
      namelessPart('X-Note: none\r\n')(),
    ]) {
      expectRefused(
        await ctx.app.inject({
          method,
          url,
          headers: { ...headers, authorization: auth },
          payload,
        }),
      );
    }
  });

  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'])(
    'apply-jobs treats a formData key named %s as an unknown field',
    async (key) => {
      expectRefused(await apply(ctx, `{"${key}":{"x":1},"firstName":"A"}`));
      const accepted = await apply(
        ctx,
        `{"${key}":"x",${JSON.stringify(validApplication()).slice(1)}`,
      );
      expect([200, 201]).toContain(accepted.statusCode);
    },
  );

  it.each([
    ['firstName', ['x']],
    ['firstName', { a: 1 }],
    ['email', ['a@b.co']],
    ['jobId', [1]],
    ['jobId', { n: 1 }],
    ['dob', { y: 1990 }],
    ['phone', 98765],
    ['gender', null],
  ])('apply-jobs refuses %s given as %j', async (field, value) => {
    expectRefused(await apply(ctx, { ...validApplication(), [field]: value }));
  });

  it.each(['/api/career/get-job-applications', '/api/career/manage/jobs', '/api/employees'])(
    '%s refuses odd page numbers',
    async (url) => {
      for (const page of ['Infinity', '-Infinity', 'NaN', '1e400', '1.5', '0x10', '']) {
        const response = await ctx.app.inject({
          method: 'GET',
          url: `${url}?page=${page}&limit=${page}`,
          headers: { authorization: auth },
        });
        expect(response.statusCode).toBeLessThan(500);
      }
    },
  );

  // PostgreSQL text cannot hold U+0000: it refused the whole statement, which answered 500.
  it.each([
    ['POST', '/api/auth/login', 'emailId', { emailId: 'a\u0000@example.com', password: 'x' }],
    [
      'POST',
      '/api/contact/post-mail',
      'fullName',
      {
        fullName: 'Meera\u0000',
        email: 'm@example.com',
        phoneNo: '9123456780',
        message: 'Hello there, please call.',
      },
    ],
    [
      'POST',
      '/api/career/init-otp',
      'employeeCode',
      { employeeCode: 'VI-1001\u0000', dob: '1990-05-14' },
    ],
    ['POST', '/api/career/post-jobs', 'title', { title: 'Dev\u0000ops' }],
    ['POST', '/api/employees', 'full_name', { full_name: 'Kavya\u0000' }],
  ])('%s %s refuses a NUL character in %s', async (method, url, field, payload) => {
    const response = await ctx.app.inject({
      method: method as 'POST',
      url,
      payload,
      headers: { authorization: auth },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ [field]: NUL_REFUSED });
  });

  it('looks through JSON nested thousands deep without running out of stack', async () => {
    const deep = `${'['.repeat(20_000)}"a\\u0000"${']'.repeat(20_000)}`;
    for (const url of ['/api/auth/logout', '/api/career/post-jobs']) {
      const response = await ctx.app.inject({
        method: 'POST',
        url,
        headers: { authorization: auth, 'content-type': 'application/json' },
        payload: deep,
      });
      expect(response.statusCode).toBe(400);
    }
  });

  it('refuses a NUL character in a search and inside the application form', async () => {
    for (const url of [
      '/api/career/get-job-applications',
      '/api/career/manage/jobs',
      '/api/employees',
    ]) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `${url}?search=a%00b`,
        headers: { authorization: auth },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ search: NUL_REFUSED });
    }
    const applied = await apply(ctx, { ...validApplication(), city: 'Pu\u0000ne' });
    expect(applied.statusCode).toBe(400);
    expect(applied.json().errors).toEqual({ city: NUL_REFUSED });
  });
});
