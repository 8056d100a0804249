import { createTestApp, type TestContext } from '../../server/test-support/test-app';

const dialect = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';

interface Entry {
  id: number;
  at: string;
  staffName: string | null;
  action: string;
  entityId: string | null;
  details: string | null;
  address: string | null;
}

describe(`employee photo views on the audit trail (${dialect})`, () => {
  let ctx: TestContext;
  let admin: string;

  /** An entry as a read of that time left it. */
  const logged = (staffId: number, action: string, at: string, entityId: string | null) =>
    ctx.database.db
      .insertInto('audit_log')
      .values({
        staff_id: staffId,
        action,
        entity: 'employee',
        entity_id: entityId,
        details: null,
        request_id: null,
        ip: '10.0.0.7',
        created_at: at,
      })
      .execute();

  const read = async (query: string) => {
    const response = await ctx.app.inject({
      url: `/api/audit${query}`,
      headers: { authorization: admin },
    });
    expect(response.statusCode).toBe(200);
    return response.json() as { data: Entry[]; total: number };
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await ctx.staffAuth();
    await ctx.staffAuthAs('hr');
    const staff = await ctx.database.db.selectFrom('staff_users').select(['id', 'email']).execute();
    const hr = staff.find((member) => member.email === 'hr.member@example.com')!.id;
    const other = staff.find((member) => member.email !== 'hr.member@example.com')!.id;
    // One morning's list view: 30 photos of 15 employees, then a record read between them.
    await logged(hr, 'employee.list-viewed', '2026-03-02T04:59:00.000Z', null);
    for (let i = 0; i < 30; i += 1) {
      const minute = String(i).padStart(2, '0');
      await logged(hr, 'employee.photo-viewed', `2026-03-02T05:${minute}:00.000Z`, `${i % 15}`);
    }
    await logged(hr, 'employee.viewed', '2026-03-02T05:40:00.000Z', '3');
    // The next day: one employee's photo twice; another member the same day.
    await logged(hr, 'employee.photo-viewed', '2026-03-03T06:00:00.000Z', '9');
    await logged(hr, 'employee.photo-viewed', '2026-03-03T06:05:00.000Z', '9');
    await logged(other, 'employee.photo-viewed', '2026-03-03T07:00:00.000Z', '4');
  });
  afterAll(() => ctx.close());

  it("shows a member's photo views of one day as one entry among the others", async () => {
    const { data, total } = await read('?from=2026-03-01&to=2026-03-31');
    expect(total).toBe(5);
    expect(
      data.map((entry) => [entry.at, entry.action, entry.entityId, entry.staffName, entry.details]),
    ).toEqual([
      [
        '2026-03-03T07:00:00.000Z',
        'employee.photo-viewed',
        '4',
        expect.any(String),
        JSON.stringify({ views: 1, employees: 1, since: '2026-03-03T07:00:00.000Z' }),
      ],
      [
        '2026-03-03T06:05:00.000Z',
        'employee.photo-viewed',
        '9',
        'Hr Member',
        JSON.stringify({ views: 2, employees: 1, since: '2026-03-03T06:00:00.000Z' }),
      ],
      ['2026-03-02T05:40:00.000Z', 'employee.viewed', '3', 'Hr Member', null],
      [
        '2026-03-02T05:29:00.000Z',
        'employee.photo-viewed',
        null,
        'Hr Member',
        JSON.stringify({ views: 30, employees: 15, since: '2026-03-02T05:00:00.000Z' }),
      ],
      ['2026-03-02T04:59:00.000Z', 'employee.list-viewed', null, 'Hr Member', null],
    ]);
    expect(new Set(data.map((entry) => entry.id)).size).toBe(5);
    expect(data.every((entry) => entry.address === '10.0.0.7')).toBe(true);
  });

  it('pages over the grouped entries, and the filters apply before grouping', async () => {
    const second = await read('?from=2026-03-01&to=2026-03-31&page=2&limit=2');
    expect(second.total).toBe(5);
    expect(second.data.map((entry) => entry.action)).toEqual([
      'employee.viewed',
      'employee.photo-viewed',
    ]);
    const photos = await read('?action=employee.photo-viewed&from=2026-03-02&to=2026-03-02');
    expect(photos.total).toBe(1);
    expect(JSON.parse(photos.data[0].details!)).toMatchObject({ views: 30, employees: 15 });
  });

  it('exports every view as its own row', async () => {
    const response = await ctx.app.inject({
      url: '/api/audit/export?action=employee.photo-viewed&from=2026-03-01&to=2026-03-31',
      headers: { authorization: admin },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body.trim().split('\r\n')).toHaveLength(1 + 33);
  });
});
