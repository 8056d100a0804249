import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { paths, publicPaths, staffPaths } from '@vistaar/shared/config/routes';
import type { ApplicationFormPost } from '@vistaar/shared/validation/application-schema';
import type { ContactFormPost } from '@vistaar/shared/validation/contact-schema';
import type { EmployeeCheckPost } from '@vistaar/shared/validation/verification-schema';
import type { MyApplicationFormPost } from '@vistaar/shared/validation/privacy-request-schema';
import { cacheBody, sendCached, type CachedBody } from '../lib/cached-body';

declare module 'fastify' {
  interface FastifyInstance {
    /** Renders (or takes from the page cache) a public page another module looked up, with ETag and 304. */
    sendPublicPage: (
      request: FastifyRequest,
      reply: FastifyReply,
      page: PublicPageSpec,
    ) => Promise<FastifyReply>;
  }
}

/** The server-render bundle's one export the server uses (src/app/entrypoint/server.tsx). */
export interface PageRenderer {
  renderPublicPage(request: {
    path: string;
    assets: PageAssets;
    jobs?: unknown[];
    job?: unknown;
    requestedJobId?: number;
    jobPage?: { job: unknown };
    jobAlerts?: { outcome: string; problem?: string };
    messagingUnsubscribe?: { outcome: string };
    contactForm?: ContactFormPost;
    employeeCheck?: EmployeeCheckPost;
    applicationForm?: ApplicationFormPost;
    verifyLink?: { state: string };
    letterCheck?: { check?: unknown; error?: string };
    myApplication?: { state: string; application?: unknown; posted?: MyApplicationFormPost };
    offerPage?: {
      offer: unknown;
      action: string;
      documents: string;
      values?: Record<string, string>;
      errors?: Record<string, string>;
      problem?: string;
      notice?: string;
      preboarding?: unknown;
      preboardingForm?: { target: string };
    };
    bookingPage?: {
      booking: unknown;
      action: string;
      chosen?: string;
      problem?: string;
      notice?: string;
    };
  }): Promise<{ status: number; html: string }>;
}

type PageData = Omit<Parameters<PageRenderer['renderPublicPage']>[0], 'path' | 'assets'>;

/** A page another module looked up the data for: cached under `cacheKey` while `version` holds. */
interface PublicPageSpec {
  /** The path the page is rendered for (its header, canonical link and islands). */
  path: string;
  cacheKey: string;
  version: string;
  data: PageData;
  /** Overrides the status the renderer chose. */
  status?: number;
  /** Rendered afresh, kept in no cache (the page cache or the browser's): a personal link's page. */
  noStore?: boolean;
}

interface PageAssets {
  script: string;
  menuScript: string;
  modulePreloads: string[];
  /** React, the theme and the island mounter: preloaded by pages with an island that wakes at once. */
  mountPreloads: string[];
  /** Every file each island runs (its lazily opened parts included), by island name. */
  islandCode: Record<string, string[]>;
  /** The API islands' store and its static imports. */
  storePreloads: string[];
}

export interface SitePagesOptions {
  clientDir: string;
  /** Tests pass the renderer from source; otherwise the built bundle beside the client. */
  renderer?: PageRenderer;
  /**
   * Development: pick up a rebuilt bundle (`npm run dev` rebuilds on every change) on the
   * next page request, and forget the pages rendered by the old one.
   */
  reloadOnRebuild?: boolean;
}

const MISSING_BUILD_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Website not built</title></head>
<body><h1>The website has not been built yet</h1><p>Run <code>npm run build</code> (or <code>npm start</code>) and reload.</p></body></html>`;

const ISLANDS_ENTRY = 'src/app/entrypoint/islands.tsx';
const MENUS_ENTRY = 'src/app/entrypoint/site-menus.ts';
const ISLAND_MOUNTER = 'src/app/islands/mount-island.tsx';
const ISLAND_STORE = 'src/app/islands/island-store-provider.tsx';
const HTML = 'text/html; charset=utf-8';
// Pages are revalidated on every visit (a 304 when unchanged); hashed assets never change.
const PAGE_CACHE_CONTROL = 'no-cache';

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/** The islands runtime, the header's menus, the island mounter and their static imports, from Vite's manifest. */
function readAssets(clientDir: string): PageAssets {
  const manifestFile = path.join(clientDir, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestFile)) {
    return {
      script: '/assets/islands.js',
      menuScript: '/assets/site-menus.js',
      modulePreloads: [],
      mountPreloads: [],
      islandCode: {},
      storePreloads: [],
    };
  }
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const staticGraph = (entry: string) => {
    const seen = new Set<string>();
    const visit = (key: string) => {
      for (const imported of manifest[key]?.imports ?? []) {
        if (seen.has(imported)) continue;
        seen.add(imported);
        visit(imported);
      }
    };
    visit(entry);
    return [...seen].map((key) => `/${manifest[key].file}`);
  };
  const withStaticGraph = (key: string) =>
    manifest[key] ? [`/${manifest[key].file}`, ...staticGraph(key)] : [];
  // Written beside the manifest by the islands' build (`islandCodeList` in vite.config.ts).
  const islandCodeFile = path.join(clientDir, '.vite', 'island-code.json');
  const islandCode = fs.existsSync(islandCodeFile)
    ? (JSON.parse(fs.readFileSync(islandCodeFile, 'utf8')) as Record<string, string[]>)
    : {};
  return {
    script: `/${manifest[ISLANDS_ENTRY].file}`,
    menuScript: `/${manifest[MENUS_ENTRY].file}`,
    modulePreloads: staticGraph(ISLANDS_ENTRY),
    mountPreloads: withStaticGraph(ISLAND_MOUNTER),
    islandCode,
    storePreloads: withStaticGraph(ISLAND_STORE),
  };
}

const renderBundle = (clientDir: string) => path.resolve(clientDir, '..', 'render', 'server.js');

/** When the built renderer and client last changed (0 when either is missing). */
function buildStamp(clientDir: string): number {
  const files = [renderBundle(clientDir), path.join(clientDir, '.vite', 'manifest.json')];
  return files.every((file) => fs.existsSync(file))
    ? Math.max(...files.map((file) => fs.statSync(file).mtimeMs))
    : 0;
}

async function loadRenderer(clientDir: string, stamp: number): Promise<PageRenderer | undefined> {
  const bundle = renderBundle(clientDir);
  if (!fs.existsSync(bundle)) return undefined;
  // The stamp makes a rebuilt bundle a new module rather than the cached old one.
  return (await import(`${pathToFileURL(bundle).href}?build=${stamp}`)) as PageRenderer;
}

function jobIdFrom(request: FastifyRequest): number {
  const value = (request.query as Record<string, unknown>).jobId;
  const id = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : 0;
  return id > 0 ? id : 0;
}

/**
 * The website: public pages rendered on the server from the app's React components and
 * cached (pages fed by jobs under the jobs table's version), the staff app's document for
 * its routes, and the built assets, precompressed, with long-lived caching when hashed.
 */
async function sitePages(app: FastifyInstance, options: SitePagesOptions) {
  const { clientDir } = options;
  const staffDocument = path.join(clientDir, 'index.html');
  const hasBuild = fs.existsSync(staffDocument);
  const staffHtml = hasBuild ? fs.readFileSync(staffDocument, 'utf8') : MISSING_BUILD_HTML;
  let stamp = buildStamp(clientDir);
  let renderer = options.renderer ?? (await loadRenderer(clientDir, stamp));
  let assets = readAssets(clientDir);

  async function reloadIfRebuilt() {
    const current = buildStamp(clientDir);
    if (current === stamp || current === 0) return;
    stamp = current;
    renderer = await loadRenderer(clientDir, stamp);
    assets = readAssets(clientDir);
    cache.clear();
  }

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: clientDir,
      prefix: '/',
      index: false,
      wildcard: true,
      preCompressed: true,
      cacheControl: false,
      allowedPath: (pathName) => !pathName.startsWith('/.vite/'),
      setHeaders(res, filePath) {
        const relative = path.relative(clientDir, filePath);
        res.setHeader(
          'Cache-Control',
          relative.startsWith(`assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=3600',
        );
      },
    });
  }

  const cache = new Map<
    string,
    { version: string; page: Promise<{ status: number; body: CachedBody }> }
  >();

  async function renderCached(pagePath: string, key: string, version: string, data: PageData) {
    if (options.reloadOnRebuild && !options.renderer) await reloadIfRebuilt();
    if (!renderer) {
      return { status: 503, body: await cacheBody(MISSING_BUILD_HTML, HTML) };
    }
    const cached = cache.get(key);
    if (cached?.version === version) return cached.page;
    const entry = {
      version,
      page: renderer
        .renderPublicPage({ path: pagePath, assets, ...data })
        .then(async ({ status, html }) => ({ status, body: await cacheBody(html, HTML) })),
    };
    cache.set(key, entry);
    entry.page.catch(() => {
      if (cache.get(key) === entry) cache.delete(key);
    });
    return entry.page;
  }

  async function render(pagePath: string, request: FastifyRequest) {
    let version = 'static';
    let key = pagePath;
    let data: PageData = {};
    if (pagePath === paths.career || pagePath === paths.jobApplication) {
      const openJobs = await app.openJobs();
      version = openJobs.version;
      if (pagePath === paths.career) {
        data = { jobs: openJobs.jobs };
      } else {
        const requestedJobId = jobIdFrom(request);
        const job = openJobs.jobs.find((candidate) => candidate.id === requestedJobId) ?? null;
        // One cached page per open job, one for a closed or unknown job, one general.
        key = `${pagePath}?${job ? job.id : requestedJobId ? 'closed' : 'general'}`;
        data = { job, requestedJobId: job ? job.id : requestedJobId ? requestedJobId : 0 };
      }
    }
    return renderCached(pagePath, key, version, data);
  }

  async function sendPage(pagePath: string, request: FastifyRequest, reply: FastifyReply) {
    const { status, body } = await render(pagePath, request);
    return sendCached(request, reply, body, { status, cacheControl: PAGE_CACHE_CONTROL });
  }

  // Pages whose data other modules look up (a job's own page, the job-alert pages).
  app.decorate(
    'sendPublicPage',
    async (request: FastifyRequest, reply: FastifyReply, page: PublicPageSpec) => {
      if (page.noStore) {
        if (!renderer) return reply.status(503).type(HTML).send(MISSING_BUILD_HTML);
        const { status, html } = await renderer.renderPublicPage({
          path: page.path,
          assets,
          ...page.data,
        });
        return reply
          .status(page.status ?? status)
          .type(HTML)
          .header('Cache-Control', 'no-store')
          .send(html);
      }
      const { status, body } = await renderCached(
        page.path,
        page.cacheKey,
        page.version,
        page.data,
      );
      return sendCached(request, reply, body, {
        status: page.status ?? status,
        cacheControl: PAGE_CACHE_CONTROL,
      });
    },
  );

  const pagePaths = [
    ...publicPaths,
    paths.jobApplication,
    paths.employeeDetails,
    paths.myVerifications,
    paths.verifyCheck,
  ];
  for (const pagePath of pagePaths) {
    app.get(pagePath, { compress: false, schema: { hide: true } }, (request, reply) =>
      sendPage(pagePath, request, reply),
    );
  }

  for (const staffPath of [paths.login, paths.acceptInvitation, ...staffPaths]) {
    app.get(staffPath, { schema: { hide: true } }, (_request, reply) =>
      reply.type(HTML).header('Cache-Control', 'no-cache').send(staffHtml),
    );
  }

  app.setNotFoundHandler({}, (request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') {
      return reply.status(404).send({ success: false, message: 'No such API endpoint.' });
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.status(404).send({ success: false, message: 'Not found.' });
    }
    // Any unknown path is the same not-found page (with status 404), rendered once.
    return sendPage('/404', request, reply);
  });
}

export const sitePagesPlugin = fp(sitePages, {
  name: 'site-pages',
  fastify: '5.x',
  dependencies: ['open-jobs'],
});
