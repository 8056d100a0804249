// Web benchmark: Lighthouse (mobile preset, simulated throttling) medians per route of the
// production build; the staff screens' first visit after sign-in (desktop and mobile
// presets); then autocannon throughput of public and staff calls beside a Fastify
// hello-world baseline. Prints Markdown. A benchmark, not a test: it exits 0 whenever it measured.
//
//   npm run bench:web -- [--runs 3] [--routes /,/about] [--json out.json] [--no-build] [--no-pages] [--no-throughput]
//                        [--no-staff] [--origin http://host:port]  (measure a site already running,
//                        e.g. an older build; staff parts sign in with BENCH_STAFF_EMAIL/BENCH_STAFF_PASSWORD)
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build as viteBuild } from 'vite';
import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from '@playwright/test';
import { cleanUp, cleanups, startChild, waitForOk } from './bench/processes.mjs';
import { buildWhenStale } from './build-freshness.mjs';
import { freePort } from './postgres-cluster.mjs';

const CHROME_PATH = '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-default-apps',
];
const DEFAULT_ROUTES = [
  '/',
  '/about',
  '/bulk-sms',
  '/career',
  '/contact',
  '/privacy-policy',
  '/job-application-form',
  // The first demo job's own page (SEED_DEMO gives it id 1).
  '/career/1-senior-full-stack-developer-react-and-node-js',
];
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, br' };
/**
 * The staff screens measured signed in: the desk, a job's board (demo job 1), the employee
 * list; each beside the minimal page showing the rows the screen asks for first.
 */
const STAFF_SCREENS = [
  { path: '/applied-job', rows: '/api/career/get-job-applications?page=1&limit=5' },
  {
    path: '/applied-job?jobId=1&view=board',
    rows: '/api/career/get-job-applications?page=1&limit=100&jobId=1',
  },
  { path: '/employee-list', rows: '/api/employees?page=1&limit=25' },
];
/** The minimal page's sources (built by this bench only, never shipped) and where it is served. */
const MINIMAL_PAGE_ROOT = path.resolve('scripts/bench/staff-minimal');
const MINIMAL_PAGE_BASE = '/bench-minimal/';
/** A staff screen may show its rows no later than this many times the minimal page's. */
const MINIMAL_PAGE_RATIO = 1.3;
/** The staff account the site starts with (no second factor: the bench signs in by password). */
const STAFF_ACCOUNT = {
  email: process.env.BENCH_STAFF_EMAIL ?? 'bench.admin@example.com',
  password: process.env.BENCH_STAFF_PASSWORD ?? 'Quartz-lantern-9471!',
};
const STAFF_METRICS = [
  { key: 'lcp', label: 'LCP s', digits: 2 },
  { key: 'si', label: 'Speed Index s', digits: 2 },
  { key: 'tbt', label: 'TBT ms', digits: 0 },
  { key: 'scripts', label: 'Script files', digits: 0, target: '≤ 15', miss: (v) => v > 15 },
  { key: 'jsKB', label: 'JS KB', digits: 1 },
  { key: 'minimalLcp', label: 'Minimal page LCP s', digits: 2 },
  {
    key: 'ofMinimal',
    label: 'LCP / minimal',
    digits: 2,
    target: `≤ ${MINIMAL_PAGE_RATIO}`,
    miss: (v) => v > MINIMAL_PAGE_RATIO,
  },
  { key: 'minimalScripts', label: 'Minimal page script files', digits: 0 },
  { key: 'minimalJsKB', label: 'Minimal page JS KB', digits: 1 },
];

/** Lighthouse metrics in table order; `target` marks a miss when `miss(value)` holds. */
const METRICS = [
  { key: 'score', label: 'Score', digits: 0, target: '≥ 95', miss: (v) => v < 95 },
  { key: 'fcp', label: 'FCP s', digits: 2, target: '≤ 1.2', miss: (v) => v > 1.2 },
  { key: 'lcp', label: 'LCP s', digits: 2, target: '≤ 1.8', miss: (v) => v > 1.8 },
  { key: 'tbt', label: 'TBT ms', digits: 0, target: '≤ 200', miss: (v) => v > 200 },
  { key: 'cls', label: 'CLS', digits: 3, target: '≤ 0.02', miss: (v) => v > 0.02 },
  { key: 'si', label: 'Speed Index s', digits: 2 },
  { key: 'jsKB', label: 'JS KB', digits: 1 },
  { key: 'totalKB', label: 'Total KB', digits: 1 },
];

const HELLO_WORLD_SOURCE = `
import Fastify from 'fastify';
const app = Fastify();
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
`;

// ---------------------------------------------------------------- options

function readOptions() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '3' },
      routes: { type: 'string' },
      json: { type: 'string' },
      'no-build': { type: 'boolean', default: false },
      'no-pages': { type: 'boolean', default: false },
      'no-throughput': { type: 'boolean', default: false },
      'no-staff': { type: 'boolean', default: false },
      origin: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(
      'Usage: npm run bench:web -- [--runs N] [--routes /,/about,...] [--json FILE] [--no-build] [--no-pages] [--no-throughput] [--no-staff] [--origin URL]',
    );
    process.exit(0);
  }
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a positive integer');
  const routes = values.routes
    ? values.routes
        .split(',')
        .map((route) => route.trim())
        .filter(Boolean)
    : DEFAULT_ROUTES;
  return {
    runs,
    routes,
    json: values.json,
    origin: values.origin?.replace(/\/$/, ''),
    build: !values['no-build'] && !values.origin,
    pages: !values['no-pages'],
    throughput: !values['no-throughput'],
    staff: !values['no-staff'],
  };
}

async function startSite() {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-web-'));
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const site = startChild('site server', 'npm', ['run', 'serve'], {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    STAFF_EMAIL: STAFF_ACCOUNT.email,
    STAFF_PASSWORD: STAFF_ACCOUNT.password,
    TWO_FACTOR_DEFAULT: 'off',
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitForOk(site, `${origin}/api/health`);
  return origin;
}

/** A staff session token, or null (with a warning) when the account cannot sign in. */
async function signIn(origin) {
  const response = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ emailId: STAFF_ACCOUNT.email, password: STAFF_ACCOUNT.password }),
  });
  const body = await response.json().catch(() => ({}));
  if (typeof body.token === 'string') return body.token;
  progress(`warning: staff sign-in answered ${response.status}; staff parts skipped`);
  return null;
}

async function startHelloWorld() {
  const port = await freePort();
  const hello = startChild(
    'hello-world server',
    process.execPath,
    ['--input-type=module', '-e', HELLO_WORLD_SOURCE],
    { PORT: String(port) },
  );
  const origin = `http://127.0.0.1:${port}`;
  await waitForOk(hello, `${origin}/`);
  return origin;
}

// ---------------------------------------------------------------- lighthouse

async function warmRoutes(origin, routes) {
  for (const route of routes) {
    const response = await fetch(origin + route, { headers: BROWSER_HEADERS });
    await response.arrayBuffer();
    if (!response.ok) progress(`warning: ${route} answered ${response.status}`);
  }
}

/**
 * One Lighthouse run in a fresh Chrome (and so a fresh profile), so runs are comparable.
 * With `token`, the staff session is put in the profile's storage first (as signing in
 * does) and kept through the run: a first visit after sign-in, with an empty cache.
 */
async function lighthouseRun(url, { token, desktop = false } = {}) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    handleSIGINT: false,
    logLevel: 'silent',
  });
  const kill = () => chrome.kill();
  cleanups.push(kill);
  try {
    if (token) await storeSession(chrome.port, new URL(url).origin, token);
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        disableStorageReset: Boolean(token),
      },
      desktop ? desktopConfig : undefined,
    );
    return { ...metricsOf(result.lhr), chromium: await browserVersion(chrome.port) };
  } finally {
    cleanups.splice(cleanups.indexOf(kill), 1);
    await chrome.kill();
  }
}

/** Puts the staff token where the app keeps it (`user_cred`), from a page of the same origin. */
async function storeSession(port, origin, token) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await page.goto(`${origin}/favicon.svg`);
    await page.evaluate(
      (value) => localStorage.setItem('user_cred', value),
      JSON.stringify({ token }),
    );
    await page.close();
  } finally {
    // Leaves the browser running for Lighthouse: this only drops the connection.
    await browser.close();
  }
}

/** The full version: the user agent string reports only the major one (156.0.0.0). */
async function browserVersion(port) {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/json/version`);
    const { Browser: browser } = await response.json();
    return browser.split('/').at(-1);
  } catch {
    return null;
  }
}

function metricsOf(lhr) {
  const value = (id) => lhr.audits[id]?.numericValue ?? null;
  const seconds = (id) => (value(id) === null ? null : value(id) / 1000);
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scriptBytes = requests
    .filter((request) => request.resourceType === 'Script')
    .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
  const score = lhr.categories.performance?.score;
  return {
    scripts: requests.length
      ? requests.filter((request) => request.resourceType === 'Script').length
      : null,
    score: score === null || score === undefined ? null : score * 100,
    fcp: seconds('first-contentful-paint'),
    lcp: seconds('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    si: seconds('speed-index'),
    jsKB: requests.length ? scriptBytes / 1024 : null,
    totalKB: value('total-byte-weight') === null ? null : value('total-byte-weight') / 1024,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    lighthouseVersion: lhr.lighthouseVersion,
    runtimeError: lhr.runtimeError?.code ?? null,
    runWarnings: lhr.runWarnings ?? [],
  };
}

/** Runs round-robin over the routes, so drift on the machine spreads over every route. */
async function measurePages(origin, routes, runs) {
  const results = [];
  for (let run = 1; run <= runs; run++) {
    for (const route of routes) {
      const metrics = await lighthouseRun(origin + route);
      results.push({ route, run, ...metrics });
      const problems = [metrics.runtimeError, ...metrics.runWarnings].filter(Boolean);
      progress(
        `lighthouse ${run}/${runs} ${route}: score ${format(metrics.score, 0)}` +
          (problems.length ? ` (${problems.join('; ')})` : ''),
      );
    }
  }
  return results;
}

/**
 * Builds the minimal page (React, MUI and the DataGrid in one file) into a temporary folder and
 * serves it beside the site: `/bench-minimal/` from that folder, compressed as the site sends its
 * assets (brotli where the browser takes it, else gzip: gzip alone made the floor's script 20 %
 * heavier than the site's and flattered the ratio), everything else passed to the site, so the
 * page reads the same stored token and the same API on one origin. Returns that origin.
 */
async function startMinimalPage(siteOrigin) {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-minimal-'));
  cleanups.push(() => fs.rmSync(outDir, { recursive: true, force: true }));
  await viteBuild({
    root: MINIMAL_PAGE_ROOT,
    base: MINIMAL_PAGE_BASE,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 2_000 },
  });
  const files = new Map();
  const collect = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) collect(file);
      else {
        const content = fs.readFileSync(file);
        files.set(MINIMAL_PAGE_BASE + path.relative(outDir, file), {
          br: brotliCompressSync(content),
          gzip: gzipSync(content),
        });
      }
    }
  };
  collect(outDir);
  const types = {
    '.html': 'text/html; charset=utf-8',
    '.js': 'text/javascript',
    '.css': 'text/css',
  };
  const server = http.createServer(async (request, response) => {
    const url = new URL(request.url, 'http://localhost');
    const file =
      url.pathname === MINIMAL_PAGE_BASE ? `${MINIMAL_PAGE_BASE}index.html` : url.pathname;
    const compressed = files.get(file);
    if (compressed) {
      const encoding = /\bbr\b/.test(request.headers['accept-encoding'] ?? '') ? 'br' : 'gzip';
      response.writeHead(200, {
        'content-type': types[path.extname(file)] ?? 'application/octet-stream',
        'content-encoding': encoding,
        vary: 'accept-encoding',
        'cache-control': file.endsWith('.html')
          ? 'no-cache'
          : 'public, max-age=31536000, immutable',
      });
      response.end(compressed[encoding]);
      return;
    }
    try {
      const answer = await fetch(siteOrigin + request.url, {
        headers: { authorization: request.headers.authorization ?? '', ...BROWSER_HEADERS },
      });
      const body = Buffer.from(await answer.arrayBuffer());
      // fetch has already decoded the body: it goes on uncompressed.
      response.writeHead(answer.status, {
        'content-type': answer.headers.get('content-type') ?? 'application/octet-stream',
      });
      response.end(body);
    } catch (error) {
      response.writeHead(502, { 'content-type': 'text/plain' });
      response.end(String(error));
    }
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  cleanups.push(() => new Promise((resolve) => server.close(resolve)));
  return `http://127.0.0.1:${port}`;
}

/**
 * The staff screens signed in, per preset, round-robin like the public pages; each screen
 * right after the minimal page showing the same rows, so both meet the machine in one state.
 */
async function measureStaffScreens(origin, token, runs) {
  const minimalOrigin = await startMinimalPage(origin);
  const results = [];
  for (let run = 1; run <= runs; run++) {
    for (const preset of ['desktop', 'mobile']) {
      for (const screen of STAFF_SCREENS) {
        const desktop = preset === 'desktop';
        const minimal = await lighthouseRun(
          `${minimalOrigin}${MINIMAL_PAGE_BASE}?rows=${encodeURIComponent(screen.rows)}`,
          { token, desktop },
        );
        const metrics = await lighthouseRun(origin + screen.path, { token, desktop });
        results.push({
          route: `${screen.path} (${preset})`,
          run,
          ...metrics,
          minimalLcp: minimal.lcp,
          minimalScripts: minimal.scripts,
          minimalJsKB: minimal.jsKB,
          ofMinimal: metrics.lcp && minimal.lcp ? metrics.lcp / minimal.lcp : null,
        });
        progress(
          `lighthouse ${run}/${runs} ${screen.path} ${preset}: LCP ${format(metrics.lcp, 2)} s ` +
            `(minimal page ${format(minimal.lcp, 2)} s), ${format(metrics.scripts, 0)} scripts`,
        );
      }
    }
  }
  return results;
}

function median(values) {
  const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  if (!sorted.length) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function mediansByRoute(results, routes, metrics = METRICS) {
  return routes.map((route) => {
    const runs = results.filter((result) => result.route === route);
    const medians = { route };
    for (const { key } of metrics) medians[key] = median(runs.map((run) => run[key]));
    return medians;
  });
}

// ---------------------------------------------------------------- throughput

async function requestsPerSecond(url, headers = {}) {
  const options = { url, connections: 10, headers: { ...BROWSER_HEADERS, ...headers } };
  await autocannon({ ...options, duration: 2 });
  const result = await autocannon({ ...options, duration: 10 });
  return {
    rps: result.requests.mean,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

/**
 * Requests per second of each target, `runs` times round-robin (so drift on the machine
 * spreads over every target); each row is the median run, and the shares of hello-world and
 * get-jobs are of those medians.
 */
async function measureThroughput(origin, token, runs) {
  const helloOrigin = await startHelloWorld();
  const staff = token ? { authorization: `Bearer ${token}` } : null;
  const targets = [
    { name: '/about (public page)', url: `${origin}/about` },
    { name: 'GET /api/career/get-jobs', url: `${origin}/api/career/get-jobs` },
    ...(staff
      ? [
          {
            name: 'GET /api/career/get-job-applications (staff list)',
            url: `${origin}/api/career/get-job-applications?page=1&limit=10`,
            headers: staff,
          },
          {
            name: 'GET /api/pipeline/stages (staff)',
            url: `${origin}/api/pipeline/stages`,
            headers: staff,
          },
        ]
      : []),
    { name: 'hello-world Fastify', url: `${helloOrigin}/` },
  ];
  const runsByTarget = targets.map(() => []);
  for (let run = 1; run <= runs; run++) {
    for (const [index, target] of targets.entries()) {
      progress(`autocannon ${run}/${runs} ${target.name}`);
      const result = await requestsPerSecond(target.url, target.headers);
      runsByTarget[index].push(result);
      progress(`  ${format(result.rps, 0)} req/s`);
    }
  }
  const results = targets.map((target, index) => {
    const measured = runsByTarget[index];
    const middle = [...measured].sort((a, b) => a.rps - b.rps)[
      Math.floor((measured.length - 1) / 2)
    ];
    return { name: target.name, ...middle, runs: measured.map((result) => result.rps) };
  });
  const baseline = results.at(-1).rps;
  const jobs = results[1].rps;
  return results.map((result) => ({
    ...result,
    ofHelloWorld: (100 * result.rps) / baseline,
    ofGetJobs: (100 * result.rps) / jobs,
  }));
}

// ---------------------------------------------------------------- report

function progress(message) {
  console.error(`[bench:web] ${message}`);
}

function format(value, digits) {
  return typeof value === 'number' ? value.toFixed(digits) : 'n/a';
}

/** Marks a miss on the value as printed, so "1.20" is never flagged against "≤ 1.2". */
function cell(metric, value) {
  const text = format(value, metric.digits);
  return metric.miss && typeof value === 'number' && metric.miss(Number(text)) ? `${text} ✗` : text;
}

function markdownTable(header, rows) {
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/** What the numbers depend on besides the code: tools, and how fast and busy the machine was. */
function environmentOf(results, loadAtStart) {
  const first = results.find((result) => result.lighthouseVersion) ?? {};
  return {
    lighthouse: first.lighthouseVersion ?? null,
    chromium: first.chromium ?? null,
    benchmarkIndex: median(results.map((result) => result.benchmarkIndex)),
    cpus: os.cpus().length,
    loadAverage: { start: loadAtStart, end: os.loadavg()[0] },
  };
}

function pageReport(medians, environment, runs) {
  const header = [
    'Route',
    ...METRICS.map((metric) =>
      metric.target ? `${metric.label} (${metric.target})` : metric.label,
    ),
  ];
  const rows = medians.map((row) => [
    `\`${row.route}\``,
    ...METRICS.map((metric) => cell(metric, row[metric.key])),
  ]);
  const { loadAverage } = environment;
  return [
    `## Lighthouse: medians of ${runs} run(s) per route (mobile, simulated throttling)`,
    '',
    markdownTable(header, rows),
    '',
    '✗ = misses the target. JS KB: transfer size of all scripts (network-requests); Total KB: total-byte-weight.',
    '',
    `- benchmarkIndex (median): ${format(environment.benchmarkIndex, 0)}`,
    `- Lighthouse ${environment.lighthouse ?? 'n/a'}, Chromium ${environment.chromium ?? 'n/a'}`,
    `- ${environment.cpus} CPU(s); 1-min load average ${format(loadAverage.start, 2)} at start, ` +
      `${format(loadAverage.end, 2)} after the Lighthouse runs`,
  ].join('\n');
}

function throughputReport(results, runs) {
  const rows = results.map((result) => [
    result.name,
    format(result.rps, 0),
    result.runs.map((rps) => format(rps, 0)).join(', '),
    `${format(result.p99, 0)} ms`,
    result.errors ? `${result.non2xx} (+${result.errors} socket errors)` : String(result.non2xx),
    `${format(result.ofHelloWorld, 1)} %`,
    // The staff calls' target: at least a quarter of get-jobs in the same run.
    `${format(result.ofGetJobs, 1)} %${result.name.includes('(staff') && result.ofGetJobs < 25 ? ' ✗' : ''}`,
  ]);
  return [
    `## Throughput: median of ${runs} run(s) per route, round-robin (autocannon: 10 connections, 10 s after 2 s warm-up, Accept-Encoding: gzip, br)`,
    '',
    markdownTable(
      [
        'Route',
        'req/s (median run)',
        'req/s of each run',
        'p99 latency',
        'non-2xx',
        '% of hello-world',
        '% of get-jobs (staff ≥ 25)',
      ],
      rows,
    ),
  ].join('\n');
}

function staffReport(medians, runs) {
  const header = [
    'Screen (preset)',
    ...STAFF_METRICS.map((metric) =>
      metric.target ? `${metric.label} (${metric.target})` : metric.label,
    ),
  ];
  const rows = medians.map((row) => [
    `\`${row.route}\``,
    ...STAFF_METRICS.map((metric) => cell(metric, row[metric.key])),
  ]);
  return [
    `## Staff screens, first visit after sign-in: medians of ${runs} run(s) (Lighthouse desktop and mobile presets)`,
    '',
    markdownTable(header, rows),
    '',
    'Targets: rows shown (LCP) within 1 s on desktop, 2.5 s on mobile, and no later than ' +
      `${MINIMAL_PAGE_RATIO}x the minimal page (React, MUI and the DataGrid in one file, showing ` +
      'the rows the screen asks for first), measured just before it in the same run. LCP / minimal: ' +
      'the median of the per-run ratios. Script files: scripts fetched by the visit; JS KB: their ' +
      'transfer size (the minimal page served compressed as the site serves its own).',
  ].join('\n');
}

// ---------------------------------------------------------------- main

async function main() {
  const startedAt = Date.now();
  const loadAtStart = os.loadavg()[0];
  const options = readOptions();
  if (options.build) buildWhenStale({ say: progress });

  const origin = options.origin ?? (await startSite());
  progress(`site server at ${origin}`);
  await warmRoutes(origin, options.routes);

  const results = options.pages ? await measurePages(origin, options.routes, options.runs) : [];
  const medians = mediansByRoute(results, options.routes);
  const environment = environmentOf(results, loadAtStart);
  const token = options.staff || options.throughput ? await signIn(origin) : null;
  const staffResults =
    options.staff && token ? await measureStaffScreens(origin, token, options.runs) : [];
  const staffMedians = mediansByRoute(
    staffResults,
    [...new Set(staffResults.map((result) => result.route))],
    STAFF_METRICS,
  );
  const throughput = options.throughput ? await measureThroughput(origin, token, options.runs) : [];

  if (results.length) console.log(`\n${pageReport(medians, environment, options.runs)}\n`);
  if (staffMedians.length) console.log(`${staffReport(staffMedians, options.runs)}\n`);
  if (throughput.length) console.log(`${throughputReport(throughput, options.runs)}\n`);
  const seconds = Math.round((Date.now() - startedAt) / 1000);
  console.log(`Took ${seconds} s.`);

  if (options.json) {
    const report = {
      date: new Date().toISOString(),
      options,
      seconds,
      environment,
      medians,
      results,
      staffMedians,
      staffResults,
      throughput,
    };
    fs.writeFileSync(options.json, `${JSON.stringify(report, null, 2)}\n`);
    progress(`wrote ${options.json}`);
  }
  return (
    results.some((result) => typeof result.score === 'number') ||
    throughput.some((result) => result.rps > 0)
  );
}

let measured = false;
try {
  measured = await main();
} catch (error) {
  console.error(`[bench:web] failed: ${error.message}`);
} finally {
  await cleanUp();
}
process.exit(measured ? 0 : 1);
