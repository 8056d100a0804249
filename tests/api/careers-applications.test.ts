import { CompiledQuery } from 'kysely';
import { applicationListQueries } from '../../server/modules/applications';
import { createTestApp, type TestContext } from '../../server/test-support/test-app';
import {
  apply,
  dialect,
  insertApplicationRow,
  postJob,
  samplePdf,
  validApplication,
} from './careers-fixtures';

interface ListBody {
  success: boolean;
  total: number;
  data: { id: number; fullName: string; jobTitle: string; resumeUrl: string }[];
}

describe(`GET /api/career/get-job-applications (${dialect})`, () => {
  let ctx: TestContext;
  let auth: string;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    ctx = await createTestApp();
    auth = await ctx.staffAuth();
    const db = ctx.database.db;
    const engineering = await postJob(ctx, auth, {
      title: 'Senior React Developer',
      department: 'Engineering',
      location: 'Bangalore, India',
    });
    const design = await postJob(ctx, auth, {
      title: 'Product Designer',
      department: 'Design',
      location: 'Pune, India',
    });
    const minute = (n: number) => new Date(Date.UTC(2026, 0, 10, 9, n)).toISOString();
    ids.priya = await insertApplicationRow(db, {
      jobId: engineering,
      firstName: 'Priya',
      lastName: 'Sharma',
      email: 'Priya.Sharma@Example.com',
      phone: '9876500001',
      createdAt: minute(1),
    });
    ids.rahul = await insertApplicationRow(db, {
      jobId: design,
      firstName: 'Rahul',
      lastName: 'Verma',
      email: 'rahul_v@example.com',
      phone: '9123400002',
      createdAt: minute(2),
    });
    ids.general = await insertApplicationRow(db, {
      jobId: null,
      firstName: 'Anita',
      lastName: 'Desai',
      email: 'anita100%@example.com',
      phone: '8000000003',
      createdAt: minute(3),
    });
    // Filler rows for paging: 12 in all.
    for (let i = 0; i < 9; i += 1) {
      await insertApplicationRow(db, {
        jobId: engineering,
        firstName: 'Filler',
        lastName: `Person${i}`,
        email: `filler${i}@example.com`,
        phone: `700000000${i}`,
        createdAt: minute(10 + i),
      });
    }
  });
  afterAll(async () => {
    await ctx.close();
  });

  async function list(query = ''): Promise<ListBody> {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/career/get-job-applications${query ? `?${query}` : ''}`,
      headers: { authorization: auth },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return response.json();
  }
  const idsOf = (body: ListBody) => body.data.map((item) => item.id);

  it('pages 12 rows 5 at a time, newest first, with the total on every page', async () => {
    const pages = [
      await list('page=1&limit=5'),
      await list('page=2&limit=5'),
      await list('page=3&limit=5'),
    ];
    expect(pages.map((page) => page.data.length)).toEqual([5, 5, 2]);
    expect(pages.map((page) => page.total)).toEqual([12, 12, 12]);
    const all = pages.flatMap(idsOf);
    expect(new Set(all).size).toBe(12);
    expect(all.slice(-3)).toEqual([ids.general, ids.rahul, ids.priya]);
    expect((await list('page=4&limit=5')).data).toEqual([]);
    expect((await list()).data).toHaveLength(5);
  });

  it('answers the contract fields for each item', async () => {
    const body = await list('search=priya');
    expect(body.data).toEqual([
      {
        id: ids.priya,
        jobId: expect.any(Number),
        fullName: 'Priya Sharma',
        email: 'Priya.Sharma@Example.com',
        phone: '9876500001',
        dob: '1995-01-01',
        gender: 'Female',
        jobTitle: 'Senior React Developer',
        department: 'Engineering',
        location: 'Bangalore, India',
        jobExperience: '3',
        currentEmployer: '',
        currentCTC: '',
        expectedCTC: '',
        currentCtcAmount: null,
        expectedCtcAmount: null,
        noticePeriod: null,
        noticeUntil: null,
        servingNotice: false,
        source: 'careers_site',
        sourceDetail: '',
        fullAddress: '1 Test Street, Pune, Maharashtra',
        createdAt: '2026-01-10T09:01:00.000Z',
        resumeUrl: expect.stringMatching(
          new RegExp(
            `^/api/career/applications/${ids.priya}/resume\\?reader=\\d+&expires=\\d+&signature=[\\w-]+$`,
          ),
        ),
        stage: { id: expect.any(Number), name: 'New', kind: 'open' },
        daysInStage: expect.any(Number),
        rating: null,
        screeningAnswers: [],
        knockedOut: false,
      },
    ]);
    const general = await list('search=anita');
    expect(general.data[0]).toMatchObject({
      jobId: 0,
      jobTitle: 'General application',
      department: '',
    });
  });

  it('searches name, e-mail, phone and job title case-insensitively', async () => {
    expect(idsOf(await list('search=PRIYA%20sharma'))).toEqual([ids.priya]);
    expect(idsOf(await list('search=sharma'))).toEqual([ids.priya]);
    expect(idsOf(await list('search=priya.SHARMA@example'))).toEqual([ids.priya]);
    expect(idsOf(await list('search=91234'))).toEqual([ids.rahul]);
    expect(idsOf(await list('search=product%20DESIGNER'))).toEqual([ids.rahul]);
    expect(idsOf(await list('search=general'))).toEqual([ids.general]);
    const react = await list('search=react&limit=100');
    expect(react.total).toBe(10);
    expect(await list('search=nobody-matches-this')).toMatchObject({ total: 0, data: [] });
  });

  it('matches % and _ literally, not as wildcards', async () => {
    expect(idsOf(await list('search=100%25'))).toEqual([ids.general]);
    expect(idsOf(await list('search=rahul_v'))).toEqual([ids.rahul]);
    expect((await list('search=r_hul')).total).toBe(0);
    expect((await list('search=%25')).total).toBe(1);
  });

  it('filters on the job department and location, with totals under the same filters', async () => {
    const design = await list('department=Design');
    expect(design).toMatchObject({ total: 1 });
    expect(idsOf(design)).toEqual([ids.rahul]);
    expect((await list('location=Bangalore%2C%20India&limit=100')).total).toBe(10);
    expect((await list('department=Engineering&search=priya')).total).toBe(1);
    expect((await list('department=Design&search=priya')).total).toBe(0);
    expect((await list('department=&location=')).total).toBe(12);
  });

  (dialect === 'sqlite' ? it : it.skip)(
    'lets SQLite answer a search from the list index, without reading the table for every row',
    async () => {
      const queries = applicationListQueries(ctx.database.db, { page: 1, limit: 5, search: 'x' });
      const plan = async (query: {
        compile(): { sql: string; parameters: readonly unknown[] };
      }) => {
        const { sql: text, parameters } = query.compile();
        const explained = await ctx.database.db.executeQuery(
          CompiledQuery.raw(`explain query plan ${text}`, [...parameters]),
        );
        return JSON.stringify(explained.rows);
      };
      expect(await plan(queries.count)).toContain('COVERING INDEX job_applications_list_idx');
      expect(await plan(queries.page)).toContain('USING INDEX job_applications_list_idx');
    },
  );

  it('refuses out-of-bounds or unknown query values', async () => {
    for (const query of [
      'limit=0',
      'limit=101',
      'page=0',
      'page=abc',
      'sort=email',
      `search=${'x'.repeat(101)}`,
    ]) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/career/get-job-applications?${query}`,
        headers: { authorization: auth },
      });
      expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
    }
  });
});

describe(`application detail and resume links (${dialect})`, () => {
  let ctx: TestContext;
  let auth: string;
  let id: number;
  const pdf = samplePdf('Kavya Iyer');

  beforeAll(async () => {
    ctx = await createTestApp();
    auth = await ctx.staffAuth();
    const jobId = await postJob(ctx, auth, { title: 'QA Engineer' });
    const response = await apply(
      ctx,
      validApplication({
        jobId,
        firstName: 'Kavya',
        lastName: 'Iyer',
        city: 'Chennai',
        state: 'Tamil Nadu',
      }),
      { name: 'Kavya Iyer résumé.pdf', content: pdf },
    );
    expect(response.statusCode).toBe(201);
    const row = await ctx.database.db
      .selectFrom('job_applications')
      .select('id')
      .executeTakeFirstOrThrow();
    id = row.id;
  });
  afterAll(async () => {
    await ctx.close();
  });

  const staffGet = (url: string) =>
    ctx.app.inject({ method: 'GET', url, headers: { authorization: auth } });

  it('shows one application with the resume details', async () => {
    const response = await staffGet(`/api/career/applications/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      id,
      fullName: 'Kavya Iyer',
      firstName: 'Kavya',
      lastName: 'Iyer',
      address: '21 MG Road',
      city: 'Chennai',
      state: 'Tamil Nadu',
      currentLocation: 'Pune',
      jobTitle: 'QA Engineer',
      resumeFileName: 'Kavya Iyer résumé.pdf',
      resumeSizeBytes: pdf.length,
      resumeUrl: expect.stringContaining(`/api/career/applications/${id}/resume?`),
    });
    expect((await staffGet('/api/career/applications/99999')).statusCode).toBe(404);
  });

  it('serves the resume bytes through a fresh signed link, without a token, as an inert inline file', async () => {
    const link = await staffGet(`/api/career/applications/${id}/resume-link`);
    expect(link.statusCode).toBe(200);
    const url = link.json().data.url as string;
    const expires = Number(new URL(url, 'http://x').searchParams.get('expires'));
    expect(expires * 1000 - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(expires * 1000 - Date.now()).toBeLessThanOrEqual(15 * 60_000);

    const file = await ctx.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(pdf)).toBe(true);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
    expect(file.headers['cache-control']).toBe('no-store');
    expect(file.headers['content-disposition']).toBe(
      `inline; filename="Kavya Iyer r_sum_.pdf"; filename*=UTF-8''Kavya%20Iyer%20r%C3%A9sum%C3%A9.pdf`,
    );
  });

  it('refuses a tampered link with 403', async () => {
    const url = (await staffGet(`/api/career/applications/${id}/resume-link`)).json().data
      .url as string;
    const parsed = new URL(url, 'http://x');
    const signature = parsed.searchParams.get('signature')!;
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    const expires = parsed.searchParams.get('expires');
    for (const tampered of [
      `/api/career/applications/${id}/resume?expires=${expires}&signature=${flipped}`,
      `/api/career/applications/${id}/resume?expires=${Number(expires) + 3600}&signature=${signature}`,
      `/api/career/applications/${id + 1}/resume?expires=${expires}&signature=${signature}`,
      `/api/career/applications/${id}/resume`,
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url: tampered });
      expect({ tampered, status: response.statusCode }).toEqual({ tampered, status: 403 });
      expect(response.json()).toEqual({
        success: false,
        message: 'This resume link is not valid.',
      });
    }
  });

  it('refuses an expired link with 403 and says how to get a new one', async () => {
    const resource = `/api/career/applications/${id}/resume`;
    const response = await ctx.app.inject({
      method: 'GET',
      url: `${resource}?${ctx.app.linkSigner.sign(resource, -5)}`,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      success: false,
      message: 'This resume link has expired. Open the resume again from the applications desk.',
    });
  });

  it('has a link in every list item that opens the resume', async () => {
    const list = (await staffGet('/api/career/get-job-applications')).json();
    const file = await ctx.app.inject({ method: 'GET', url: list.data[0].resumeUrl });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(pdf)).toBe(true);
  });
});
