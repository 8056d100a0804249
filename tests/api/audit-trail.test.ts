import { createTestApp, TEST_STAFF, type TestContext } from '../../server/test-support/test-app';

const dialect = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';

describe(`the audit trail (${dialect})`, () => {
  let ctx: TestContext;
  let admin: string;

  beforeAll(async () => {
    ctx = await createTestApp({ isProduction: false });
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { emailId: TEST_STAFF.email, password: 'not the password at all' },
    });
    admin = await ctx.staffAuth();
    const recruiter = await ctx.staffAuthAs('recruiter');
    await ctx.app.inject({
      url: '/api/career/get-job-applications',
      headers: { authorization: recruiter },
    });
    const hr = await ctx.staffAuthAs('hr');
    await ctx.app.inject({ url: '/api/employees', headers: { authorization: hr } });
  });
  afterAll(async () => {
    await ctx.close();
  });

  const read = (query: string, authorization = admin) =>
    ctx.app.inject({ url: `/api/audit${query}`, headers: { authorization } });

  const staffIdOf = async (email: string) =>
    (
      await ctx.database.db
        .selectFrom('staff_users')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
    ).id;

  it('lists sign-ins, failed sign-ins and reads of applications and employee records, newest first', async () => {
    const response = await read('?limit=100');
    expect(response.statusCode).toBe(200);
    const actions = response.json().data.map((entry: { action: string }) => entry.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'auth.sign-in-failed',
        'auth.signed-in',
        'application.list-viewed',
        'employee.list-viewed',
      ]),
    );
    const failed = response
      .json()
      .data.find((entry: { action: string }) => entry.action === 'auth.sign-in-failed');
    expect(failed).toMatchObject({
      staffName: expect.any(String),
      address: '127.0.0.1',
      entity: 'staff',
    });
    const times = response.json().data.map((entry: { at: string }) => entry.at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(response.json().total).toBe(response.json().data.length);
  });

  it('filters by staff member, kind of change and dates', async () => {
    const recruiterId = await staffIdOf('recruiter.member@example.com');
    const byRecruiter = (await read(`?staffId=${recruiterId}`)).json();
    expect(byRecruiter.total).toBeGreaterThan(0);
    expect(
      byRecruiter.data.every((entry: { staffId: number }) => entry.staffId === recruiterId),
    ).toBe(true);

    const reads = (await read('?action=employee.list-viewed')).json();
    expect(reads.total).toBe(1);
    expect(reads.data[0].staffName).toBe('Hr Member');

    const today = new Date().toISOString().slice(0, 10);
    expect((await read(`?from=${today}&to=${today}`)).json().total).toBeGreaterThan(3);
    expect((await read('?from=2001-01-01&to=2001-01-31')).json().total).toBe(0);
    const backwards = await read(`?from=${today}&to=2001-01-01`);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors.to).toBe('The end date must not be before the start date.');
    expect((await read('?from=2024-02-30')).json().errors.from).toBe('Enter a date as YYYY-MM-DD.');
  });

  it('exports the filtered entries as CSV, and the export is itself audited', async () => {
    const response = await read('/export?action=employee.list-viewed');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="audit-trail.csv"');
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toBe('When (UTC),Staff member,E-mail,Action,Record,Record id,Details,Address');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Hr Member,hr.member@example.com,employee.list-viewed,employee');
    expect((await read('?action=audit.exported')).json().total).toBe(1);
  });

  it('is for admins only and offers no way to change or delete an entry', async () => {
    const recruiter = await ctx.staffAuthAs('recruiter');
    expect((await read('', recruiter)).statusCode).toBe(403);
    expect((await read('/export', recruiter)).statusCode).toBe(403);
    const document = ctx.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const auditCalls = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/audit'))
      .flatMap(([, item]) => Object.keys(item));
    expect(new Set(auditCalls)).toEqual(new Set(['get']));
  });
});
