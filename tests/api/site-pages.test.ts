import {
  legalPaths,
  marketingPaths,
  paths,
  publicPaths,
  staffPaths,
} from '@vistaar/shared/config/routes';
import { contentLoaders } from '../../src/pages/marketing/config/content-loaders';
import { createTestApp, type TestContext } from '../../server/test-support/test-app';
import { dialect, jobBody } from './careers-fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  // The first page answer loads the whole front end to render it: done here, with room for a
  // loaded machine, so no single page's time limit pays for it.
  await ctx.app.inject({ method: 'GET', url: '/no-such-page' });
}, 120_000);
afterAll(() => ctx.close());

const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

/** What a crawler reads from the raw HTML, with no script run. */
function readPage(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const body = html.slice(html.indexOf('<body>'));
  const text = decode(
    body
      .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/g, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' '),
  );
  return {
    title: decode(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? ''),
    description: decode(/<meta name="description" content="([^"]*)"/.exec(head)?.[1] ?? ''),
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(head)?.[1],
    ogTitle: /<meta property="og:title" content="([^"]*)"/.exec(head)?.[1],
    h1s: [...body.matchAll(/<h1[\s>][\s\S]*?<\/h1>/g)].map((m) =>
      decode(m[0].replace(/<[^>]+>/g, '')).trim(),
    ),
    text,
    words: text.split(' ').filter(Boolean).length,
    mainWords: decode(
      (/<main[\s\S]*<\/main>/.exec(body)?.[0] ?? '')
        .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/g, ' ')
        .replace(/<[^>]+>/g, ' '),
    )
      .split(/\s+/)
      .filter((word) => /\w/.test(word)).length,
    inlineCss: /<style data-emotion="css [^"]+">[^<]{1000,}<\/style>/.test(head),
  };
}

async function get(url: string, headers: Record<string, string> = {}) {
  return ctx.app.inject({ method: 'GET', url, headers });
}

describe(`server-rendered public pages (${dialect})`, () => {
  it.each([...publicPaths, paths.jobApplication, paths.employeeDetails])(
    '%s arrives as a finished page: head tags, one h1, content, header and footer, inline CSS',
    async (path) => {
      const response = await get(path);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      const page = readPage(response.body);
      expect(page.title).toMatch(/Vistaar Infotech/);
      expect(page.description.length).toBeGreaterThan(30);
      expect(page.canonical).toBeTruthy();
      expect(page.ogTitle).toBeTruthy();
      expect(page.h1s).toHaveLength(1);
      expect(page.h1s[0].length).toBeGreaterThan(3);
      expect(page.inlineCss).toBe(true);
      expect(page.text).toContain('Skip to content');
      if (path !== paths.jobApplication && path !== paths.employeeDetails) {
        expect(page.words).toBeGreaterThan(250);
        expect(page.text).toContain('All rights reserved');
      }
      // Two module scripts, the islands runtime and the header's menus, and nothing inline
      // that runs: the page is readable without them.
      expect(
        response.body.match(/<script type="module" fetchpriority="low" src="[^"]+"><\/script>/g),
      ).toHaveLength(1);
      expect(
        response.body.match(/<script type="module" src="[^"]*site-menus[^"]*"><\/script>/g),
      ).toHaveLength(1);
      expect(response.body).not.toMatch(
        /<script(?![^>]*(type="module" (fetchpriority="low" )?src=|type="application\/(ld\+)?json"))/,
      );
    },
  );

  it.each(marketingPaths.map((path) => [path]))('%s carries its own content', async (path) => {
    const { content } = await contentLoaders[path]();
    const page = readPage((await get(path)).body);
    expect(page.title).toContain(content.meta.title);
    expect(page.description).toBe(content.meta.description);
    const hero = content.sections.find((section) => section.kind === 'hero');
    if (hero) expect(page.h1s[0]).toContain(hero.title);
  });

  it.each(legalPaths.map((path) => [path]))('%s carries its document', async (path) => {
    const page = readPage((await get(path)).body);
    expect(page.h1s[0]).toMatch(/\w/);
    expect(page.text).toMatch(/Last updated/i);
  });

  it('home, about, contact and careers carry their copy', async () => {
    expect(readPage((await get('/')).body).text).toContain('Our Honour Partners');
    expect(readPage((await get('/about')).body).text).toContain(
      'Why businesses choose Vistaar Infotech',
    );
    const contact = readPage((await get('/contact')).body);
    expect(contact.text).toContain('Mon-Sat 9:30 AM-6:00 PM');
    expect(contact.mainWords).toBeGreaterThanOrEqual(300);
    const career = readPage((await get('/career')).body);
    expect(career.text).toContain('50+');
    expect(career.text).toContain('No job openings available at the moment.');
  });

  it('paints first in the fallback faces; the web fonts wait for the page, or come from noscript', async () => {
    const html = (await get('/about')).body;
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toMatch(/<link rel="preload"[^>]* as="font"/);
    expect(head).toContain('font-family: "Inter Variable Fallback"');
    expect(head).toContain('font-family: "Plus Jakarta Sans Variable Fallback"');
    const noscript = /<noscript><style>(.*?)<\/style><\/noscript>/s.exec(head)?.[1] ?? '';
    expect(noscript).toContain('@font-face{font-family:"Inter Variable"');
    expect(noscript).toContain('@font-face{font-family:"Plus Jakarta Sans Variable"');
    expect(head.replace(noscript, '')).not.toContain('@font-face{font-family:"Inter Variable"');
  });

  it('the employee details page is its empty state on the server', async () => {
    const page = readPage((await get(paths.employeeDetails)).body);
    expect(page.h1s).toEqual(['No Employee Data Found']);
    expect(page.text).toContain('Please verify your OTP first.');
  });

  it('answers any other path with the not-found page and status 404', async () => {
    for (const url of ['/no-such-page', '/career/extra/deeper', '/about/x']) {
      const response = await get(url);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
      expect(readPage(response.body).h1s).toEqual(['Oops! Page Not Found']);
    }
  });

  it('serves the staff app as an empty document that holds no staff data', async () => {
    const auth = await ctx.staffAuth();
    await ctx.app.inject({
      method: 'POST',
      url: '/api/career/post-jobs',
      headers: { authorization: auth },
      payload: jobBody({ title: 'Secret Staff Only Role' }),
    });
    for (const path of [paths.login, ...staffPaths]) {
      const response = await get(path, { authorization: auth });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).not.toContain('Secret Staff Only Role');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });
});

describe(`cached pages and their invalidation (${dialect})`, () => {
  it('answers 304 to a matching ETag, for a page and for the jobs list', async () => {
    for (const url of ['/about', '/career', '/api/career/get-jobs']) {
      const first = await get(url);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^"[\w-]+"$/);
      const again = await get(url, { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect((await get(url, { 'if-none-match': '"other"' })).statusCode).toBe(200);
    }
  });

  it('sends the page precompressed when the client takes it', async () => {
    const response = await get('/about', { 'accept-encoding': 'gzip, br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/Accept-Encoding/);
    const gzip = await get('/about', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
  });

  it('shows a posted job on /career and in get-jobs at once, and drops it when closed or deleted', async () => {
    const auth = await ctx.staffAuth();
    const before = await get('/career');
    const posted = await ctx.app.inject({
      method: 'POST',
      url: '/api/career/post-jobs',
      headers: { authorization: auth },
      payload: jobBody({ title: 'Site Reliability Engineer' }),
    });
    expect(posted.statusCode).toBe(201);
    const jobId = posted.json().data.id as number;

    const career = await get('/career', { 'if-none-match': before.headers.etag as string });
    expect(career.statusCode).toBe(200);
    expect(career.body).toContain('Site Reliability Engineer');
    expect(
      (await get('/api/career/get-jobs')).json().data.map((j: { id: number }) => j.id),
    ).toContain(jobId);
    const form = readPage((await get(`/job-application-form?jobId=${jobId}`)).body);
    expect(form.h1s[0]).toBe('Apply for Site Reliability Engineer');

    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/career/manage/jobs/${jobId}/status`,
      headers: { authorization: auth },
      payload: { isActive: false },
    });
    expect((await get('/career')).body).not.toContain('Site Reliability Engineer');
    expect((await get('/api/career/get-jobs')).json().data).toEqual(
      expect.not.arrayContaining([expect.objectContaining({ id: jobId })]),
    );
    const closed = readPage((await get(`/job-application-form?jobId=${jobId}`)).body);
    expect(closed.h1s[0]).toBe('Apply for Your Dream Job');
    expect(closed.text).toContain('This job is no longer open for applications.');

    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/career/manage/jobs/${jobId}/status`,
      headers: { authorization: auth },
      payload: { isActive: true },
    });
    expect((await get('/career')).body).toContain('Site Reliability Engineer');
    await ctx.app.inject({
      method: 'DELETE',
      url: `/api/career/manage/jobs/${jobId}`,
      headers: { authorization: auth },
    });
    expect((await get('/career')).body).not.toContain('Site Reliability Engineer');
  });
});
