import { defaultClosingDate, indiaToday, addDays } from '@vistaar/shared/lib/job-dates';
import { jobMessages } from '@vistaar/shared/validation/job-schema';
import { createTestApp, type TestContext } from '../../server/test-support/test-app';
import { dialect, jobBody, postJob } from './careers-fixtures';
import { checkJobPosting, jsonLdBlocks } from './job-posting-rules';
import { stopTheClockAt } from './only-the-clock';

let ctx: TestContext;
let auth: string;
beforeAll(async () => {
  ctx = await createTestApp();
  auth = await ctx.staffAuth();
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

const staff = (method: 'PATCH' | 'PUT' | 'DELETE' | 'GET', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { authorization: auth }, payload });

const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

/** What a reader sees of the page's main content, without markup. */
const mainText = (html: string) =>
  decode(
    (/<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '')
      .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/g, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' '),
  );

const jobPostings = (html: string) =>
  jsonLdBlocks(html).filter(
    (block) => (block as { '@type'?: string })['@type'] === 'JobPosting',
  ) as Record<string, unknown>[];

const DESCRIPTION = [
  'Run the platform behind our messaging products.',
  '',
  'What you will do:',
  '- Keep Kubernetes clusters healthy <b>and</b> upgraded',
  '- Write Terraform for every AWS account',
  '',
  'Clear writing matters: you will own post-incident reviews.',
].join('\n');

describe(`a page per open job (${dialect})`, () => {
  it('shows an open job in full: description, facts, dates, apply and share links, and JobPosting data', async () => {
    const id = await postJob(ctx, auth, {
      title: 'Platform Engineer (Kubernetes)',
      description: DESCRIPTION,
      salaryRange: '18-24 LPA',
    });
    const response = await get(`/career/${id}-platform-engineer-kubernetes`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    const text = mainText(html);
    expect(/<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1]).toBe('Platform Engineer (Kubernetes)');
    // Every paragraph and list item, as text: what staff typed is never markup.
    expect(text).toContain('Run the platform behind our messaging products.');
    expect(html).toMatch(
      /<li[^>]*>Keep Kubernetes clusters healthy &lt;b&gt;and&lt;\/b&gt; upgraded<\/li>/,
    );
    expect(html).toMatch(/<li[^>]*>Write Terraform for every AWS account<\/li>/);
    expect(text).toContain('Clear writing matters: you will own post-incident reviews.');
    expect(html).not.toContain('<b>and</b>');
    for (const fact of [
      'Engineering',
      'Pune, India',
      'Full-time',
      '3-5 years',
      '18-24 LPA',
      'Node.js',
    ]) {
      expect(text).toContain(fact);
    }
    expect(text).toMatch(/Apply by \d{1,2} \w{3} \d{4}/);
    expect(html).toContain(`href="/job-application-form?jobId=${id}"`);
    expect(text).toContain('Apply for this job');
    expect(html).toContain('href="https://wa.me/?text=');
    expect(html).toContain('href="https://www.linkedin.com/sharing/share-offsite/?url=');
    expect(html).toContain('href="mailto:?subject=');
    expect(text).toContain('Get new jobs by e-mail');
    expect(html).toContain(
      `<link rel="canonical" href="https://www.vistaarinfotech.in/career/${id}-platform-engineer-kubernetes"/>`,
    );

    const [posting] = jobPostings(html);
    expect(posting).toMatchObject({
      title: 'Platform Engineer (Kubernetes)',
      identifier: { value: String(id) },
      validThrough: `${defaultClosingDate()}T23:59:59+05:30`,
      directApply: true,
    });
    expect(posting.description).toBe(
      '<p>Run the platform behind our messaging products.</p><p>What you will do:</p>' +
        '<ul><li>Keep Kubernetes clusters healthy &lt;b&gt;and&lt;/b&gt; upgraded</li>' +
        '<li>Write Terraform for every AWS account</li></ul>' +
        '<p>Clear writing matters: you will own post-incident reviews.</p>',
    );
    expect(checkJobPosting(posting)).toEqual({ errors: [], warnings: [] });
  });

  it('redirects another slug, or none, to the current one with 301, keeping the query', async () => {
    const id = await postJob(ctx, auth, { title: 'Data Analyst' });
    for (const path of [`/career/${id}`, `/career/${id}-old-title`, `/career/${id}-`]) {
      const response = await get(`${path}?utm_source=whatsapp`);
      expect({ path, status: response.statusCode }).toEqual({ path, status: 301 });
      expect(response.headers.location).toBe(`/career/${id}-data-analyst?utm_source=whatsapp`);
    }
    await staff('PUT', `/api/career/manage/jobs/${id}`, jobBody({ title: 'Senior Data Analyst' }));
    const renamed = await get(`/career/${id}-data-analyst`);
    expect(renamed.statusCode).toBe(301);
    expect(renamed.headers.location).toBe(`/career/${id}-senior-data-analyst`);
    expect((await get(`/career/${id}-senior-data-analyst`)).statusCode).toBe(200);
  });

  it('answers 410 without JobPosting data for a closed or deleted job, pointing to the open roles', async () => {
    const closed = await postJob(ctx, auth, { title: 'Closed Role' });
    await staff('PATCH', `/api/career/manage/jobs/${closed}/status`, { isActive: false });
    const deleted = await postJob(ctx, auth, { title: 'Deleted Role' });
    expect((await staff('DELETE', `/api/career/manage/jobs/${deleted}`)).json().data.deleted).toBe(
      true,
    );
    for (const url of [
      `/career/${closed}-closed-role`,
      `/career/${deleted}-deleted-role`,
      `/career/${closed}`,
    ]) {
      const response = await get(url);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 410 });
      expect(mainText(response.body)).toContain('This position has been filled or closed');
      expect(response.body).toMatch(/<a[^>]+href="\/career"[^>]*>See open positions<\/a>/);
      expect(response.body).toContain('<meta name="robots" content="noindex, nofollow"/>');
      expect(jobPostings(response.body)).toEqual([]);
    }
  });

  it('answers paths that are not a job with the not-found page', async () => {
    for (const url of ['/career/abc', '/career/0-zero', '/career/12-Upper-Case', '/career/1/2']) {
      expect({ url, status: (await get(url)).statusCode }).toEqual({ url, status: 404 });
    }
  });

  it('answers 304 to its ETag until the job changes', async () => {
    const id = await postJob(ctx, auth, { title: 'QA Engineer' });
    const first = await get(`/career/${id}-qa-engineer`);
    const etag = first.headers.etag as string;
    expect((await get(`/career/${id}-qa-engineer`, { 'if-none-match': etag })).statusCode).toBe(
      304,
    );
    await staff(
      'PUT',
      `/api/career/manage/jobs/${id}`,
      jobBody({ title: 'QA Engineer', salaryRange: '9-12 LPA' }),
    );
    const changed = await get(`/career/${id}-qa-engineer`, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(mainText(changed.body)).toContain('9-12 LPA');
  });

  it('links each /career card to its job page, and the application form shows the full description in a collapsible panel', async () => {
    const id = await postJob(ctx, auth, { title: 'Support Engineer', description: DESCRIPTION });
    const career = await get('/career');
    expect(career.body).toMatch(
      new RegExp(`<a[^>]+href="/career/${id}-support-engineer"[^>]*>View details</a>`),
    );
    const form = await get(`/job-application-form?jobId=${id}`);
    const panel = /<details[\s\S]*?<\/details>/.exec(form.body)?.[0] ?? '';
    expect(panel).toMatch(/<summary[^>]*>Read the full job description/);
    expect(panel).toMatch(/<li[^>]*>Write Terraform for every AWS account<\/li>/);
    expect(panel).toContain(`href="/career/${id}-support-engineer"`);
    expect(panel).not.toContain(' open');
  });
});

describe(`JobPosting data meets Google's required and recommended properties (${dialect})`, () => {
  const cases = [
    {
      kind: 'on-site',
      fields: { location: 'On-site - Bangalore', jobType: 'Full-time', salaryRange: '15 LPA+' },
      expected: {
        employmentType: 'FULL_TIME',
        jobLocation: {
          '@type': 'Place',
          address: {
            '@type': 'PostalAddress',
            addressLocality: 'Bengaluru',
            addressRegion: 'Karnataka',
            postalCode: '560095',
            addressCountry: 'IN',
          },
        },
        baseSalary: {
          '@type': 'MonetaryAmount',
          currency: 'INR',
          value: { '@type': 'QuantitativeValue', unitText: 'YEAR', minValue: 1_500_000 },
        },
      },
      absent: ['jobLocationType', 'applicantLocationRequirements'],
    },
    {
      kind: 'hybrid',
      fields: {
        location: 'Hybrid - Mumbai',
        jobType: 'Contract',
        salaryRange: '₹8,00,000 - ₹12,00,000',
      },
      expected: {
        employmentType: 'CONTRACTOR',
        jobLocation: {
          address: {
            addressLocality: 'Mumbai',
            addressRegion: 'Maharashtra',
            addressCountry: 'IN',
          },
        },
        baseSalary: { value: { minValue: 800_000, maxValue: 1_200_000, unitText: 'YEAR' } },
      },
      absent: ['jobLocationType', 'applicantLocationRequirements'],
    },
    {
      kind: 'remote',
      fields: {
        location: 'Remote - India',
        jobType: 'Internship',
        salaryRange: '6 LPA',
        experience: 'Entry Level (0-1 years)',
      },
      expected: {
        employmentType: 'INTERN',
        jobLocationType: 'TELECOMMUTE',
        applicantLocationRequirements: { '@type': 'Country', name: 'India' },
        baseSalary: { value: { value: 600_000, unitText: 'YEAR' } },
        experienceRequirements: 'no requirements',
      },
      absent: ['jobLocation'],
    },
  ];

  it.each(cases)('a $kind job', async ({ fields, expected, absent }) => {
    const id = await postJob(ctx, auth, { title: 'Markup Check Role', ...fields });
    const [posting] = jobPostings((await get(`/career/${id}-markup-check-role`)).body);
    expect(checkJobPosting(posting)).toEqual({ errors: [], warnings: [] });
    expect(posting).toMatchObject({
      hiringOrganization: {
        '@type': 'Organization',
        name: 'Vistaar Infotech',
        sameAs: 'https://www.vistaarinfotech.in',
        logo: 'https://www.vistaarinfotech.in/favicon.svg',
      },
      ...expected,
    });
    for (const property of absent) expect(posting).not.toHaveProperty(property);
  });

  it('a remote job open to the world, and a salary that cannot be read is left out (a warning, not a guess)', async () => {
    const id = await postJob(ctx, auth, {
      title: 'Global Role',
      location: 'Remote - Global',
      salaryRange: 'Not disclosed',
    });
    const [posting] = jobPostings((await get(`/career/${id}-global-role`)).body);
    expect(posting.applicantLocationRequirements).toEqual({
      '@type': 'AdministrativeArea',
      name: 'Worldwide',
    });
    expect(posting).not.toHaveProperty('baseSalary');
    expect(checkJobPosting(posting)).toEqual({ errors: [], warnings: ['baseSalary missing'] });
  });

  it('the checker itself catches what Google would flag', () => {
    expect(
      checkJobPosting({ '@context': 'https://schema.org/', '@type': 'JobPosting' }).errors,
    ).toEqual([
      'title missing',
      'description missing',
      'datePosted missing or not ISO 8601',
      'hiringOrganization missing or without name',
      'jobLocation missing (and the job is not 100% remote)',
    ]);
    expect(
      checkJobPosting({
        '@context': 'https://schema.org/',
        '@type': 'JobPosting',
        title: 'Role',
        description: '<p>Text</p>',
        datePosted: '2026-01-10',
        validThrough: '2026-01-09',
        hiringOrganization: { '@type': 'Organization', name: 'X' },
        jobLocationType: 'TELECOMMUTE',
        employmentType: 'FULLTIME',
      }).errors,
    ).toEqual([
      'a TELECOMMUTE job without applicantLocationRequirements',
      'employmentType has a value Google does not know',
      'validThrough is not after datePosted',
    ]);
  });
});

describe(`closing dates (${dialect})`, () => {
  it('posts with the default closing date and refuses an invalid or past one with the shared message', async () => {
    const id = await postJob(ctx, auth);
    const job = (await staff('GET', `/api/career/manage/jobs/${id}`)).json().data;
    expect(job).toMatchObject({
      closesOn: defaultClosingDate(),
      isActive: true,
      closedReason: null,
    });

    const today = indiaToday();
    const cases: [string, string][] = [
      [addDays(today, -1), jobMessages.closesOnPast],
      ['2026-02-30', jobMessages.closesOnInvalid],
      [addDays(today, 400), jobMessages.closesOnTooFar],
    ];
    for (const [closesOn, message] of cases) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/career/post-jobs',
        headers: { authorization: auth },
        payload: jobBody({ closesOn }),
      });
      expect({ closesOn, status: response.statusCode, errors: response.json().errors }).toEqual({
        closesOn,
        status: 400,
        errors: { closesOn: message },
      });
    }
    // A draft may keep a date that has passed; it is closed either way.
    const draft = await postJob(ctx, auth, { isActive: false, closesOn: addDays(today, -3) });
    expect((await staff('GET', `/api/career/manage/jobs/${draft}`)).json().data.closesOn).toBe(
      addDays(today, -3),
    );
  });

  it('a job past its closing date leaves /career, get-jobs, the sitemap and the feeds on the next request; its page answers 410 and the jobs list says why', async () => {
    const title = 'Last Day Role';
    const id = await postJob(ctx, auth, { title, closesOn: indiaToday() });
    const page = `/career/${id}-last-day-role`;
    const listed = async () => ({
      career: (await get('/career')).body.includes(title),
      getJobs: (await get('/api/career/get-jobs'))
        .json()
        .data.some((job: { id: number }) => job.id === id),
      sitemap: (await get('/sitemap.xml')).body.includes(page),
      rss: (await get('/career/feed.xml')).body.includes(page),
      json: (await get('/career/jobs.json')).body.includes(page),
      page: (await get(page)).statusCode,
    });
    expect(await listed()).toEqual({
      career: true,
      getJobs: true,
      sitemap: true,
      rss: true,
      json: true,
      page: 200,
    });

    // The next day in India, with nobody acting.
    try {
      stopTheClockAt(new Date(`${addDays(indiaToday(), 1)}T00:00:01+05:30`));
      expect(await listed()).toEqual({
        career: false,
        getJobs: false,
        sitemap: false,
        rss: false,
        json: false,
        page: 410,
      });
      expect((await get(`/api/career/jobs/${id}`)).statusCode).toBe(404);
      auth = await ctx.staffAuth();
      const row = (await staff('GET', `/api/career/manage/jobs/${id}`)).json().data;
      expect(row).toMatchObject({ isActive: false, closedReason: 'closing-date' });
    } finally {
      jest.useRealTimers();
    }
  });

  it('reopening a job whose closing date has passed opens it for another 60 days, audited', async () => {
    const today = indiaToday();
    const id = await postJob(ctx, auth, { isActive: false, closesOn: addDays(today, -2) });
    const opened = await staff('PATCH', `/api/career/manage/jobs/${id}/status`, { isActive: true });
    expect(opened.json().data).toMatchObject({
      isActive: true,
      closesOn: defaultClosingDate(today),
    });
    const audit = await ctx.database.db
      .selectFrom('audit_log')
      .select('details')
      .where('entity_id', '=', String(id))
      .where('action', '=', 'job.open')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.details!).changes.closesOn).toEqual({
      from: addDays(today, -2),
      to: defaultClosingDate(today),
    });
  });
});

describe(`feeds and the sitemap (${dialect})`, () => {
  it('RSS and JSON Feed list the open jobs newest first, answer 304, and change when a job is posted or closed', async () => {
    const older = await postJob(ctx, auth, { title: 'Feed Role One' });
    const newer = await postJob(ctx, auth, { title: 'Feed Role Two', salaryRange: '6-10 LPA' });
    const rss = await get('/career/feed.xml');
    expect(rss.statusCode).toBe(200);
    expect(rss.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(rss.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    const links = [...rss.body.matchAll(/<link>([^<]+)<\/link>/g)].map((m) => m[1]);
    expect(links.indexOf(`${ctx.config.publicUrl}/career/${newer}-feed-role-two`)).toBeLessThan(
      links.indexOf(`${ctx.config.publicUrl}/career/${older}-feed-role-one`),
    );
    expect(rss.body).toContain(
      `<guid isPermaLink="true">${ctx.config.publicUrl}/career/${newer}-feed-role-two</guid>`,
    );

    const json = await get('/career/jobs.json');
    expect(json.headers['content-type']).toBe('application/feed+json; charset=utf-8');
    const feed = json.json();
    expect(feed.version).toBe('https://jsonfeed.org/version/1.1');
    const item = feed.items.find((entry: { url: string }) =>
      entry.url.endsWith(`/career/${newer}-feed-role-two`),
    );
    expect(item).toMatchObject({
      title: 'Feed Role Two',
      _job: {
        id: newer,
        department: 'Engineering',
        baseSalary: { currency: 'INR', unitText: 'YEAR', minValue: 600_000, maxValue: 1_000_000 },
        closesOn: defaultClosingDate(),
        applyUrl: `${ctx.config.publicUrl}/job-application-form?jobId=${newer}`,
      },
    });

    for (const url of ['/career/feed.xml', '/career/jobs.json']) {
      const etag = (await get(url)).headers.etag as string;
      expect((await get(url, { 'if-none-match': etag })).statusCode).toBe(304);
      await staff('PATCH', `/api/career/manage/jobs/${older}/status`, {
        isActive: url.endsWith('xml') ? false : true,
      });
      const after = await get(url, { 'if-none-match': etag });
      expect(after.statusCode).toBe(200);
    }
  });

  it('the sitemap lists every open job page with lastmod and drops closed ones', async () => {
    const open = await postJob(ctx, auth, { title: 'Sitemap Role' });
    const closed = await postJob(ctx, auth, { title: 'Sitemap Closed Role', isActive: false });
    const sitemap = (await get('/sitemap.xml')).body;
    expect(sitemap).toMatch(
      new RegExp(
        `<url><loc>${ctx.config.publicUrl}/career/${open}-sitemap-role</loc><lastmod>\\d{4}-\\d{2}-\\d{2}T[\\d:.]+Z</lastmod>`,
      ),
    );
    expect(sitemap).not.toContain(`/career/${closed}-`);
    expect((await get('/robots.txt')).body).toContain('Disallow: /career/alerts');
  });
});
