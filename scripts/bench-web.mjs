// Web benchmark: Lighthouse (mobile preset, simulated throttling) medians per route of the
// production build, then autocannon throughput beside a Fastify hello-world baseline.
// Prints Markdown. A benchmark, not a test: it exits 0 whenever it measured.
//
//   npm run bench:web -- [--runs 3] [--routes /,/about] [--json out.json] [--no-build] [--no-throughput]
//                        [--origin http://host:port]  (measure a site already running, e.g. an older build)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
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
      'no-throughput': { type: 'boolean', default: false },
      origin: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(
      'Usage: npm run bench:web -- [--runs N] [--routes /,/about,...] [--json FILE] [--no-build] [--no-throughput] [--origin URL]',
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
    throughput: !values['no-throughput'],
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
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitForOk(site, `${origin}/api/health`);
  return origin;
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

/** One Lighthouse run in a fresh Chrome (and so a fresh profile), so runs are comparable. */
async function lighthouseRun(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    handleSIGINT: false,
    logLevel: 'silent',
  });
  const kill = () => chrome.kill();
  cleanups.push(kill);
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    return { ...metricsOf(result.lhr), chromium: await browserVersion(chrome.port) };
  } finally {
    cleanups.splice(cleanups.indexOf(kill), 1);
    await chrome.kill();
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

function median(values) {
  const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  if (!sorted.length) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function mediansByRoute(results, routes) {
  return routes.map((route) => {
    const runs = results.filter((result) => result.route === route);
    const medians = { route };
    for (const { key } of METRICS) medians[key] = median(runs.map((run) => run[key]));
    return medians;
  });
}

// ---------------------------------------------------------------- throughput

async function requestsPerSecond(url) {
  const options = { url, connections: 10, headers: BROWSER_HEADERS };
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

async function measureThroughput(origin) {
  const helloOrigin = await startHelloWorld();
  const targets = [
    { name: '/about (public page)', url: `${origin}/about` },
    { name: 'GET /api/career/get-jobs', url: `${origin}/api/career/get-jobs` },
    { name: 'hello-world Fastify', url: `${helloOrigin}/` },
  ];
  const results = [];
  for (const target of targets) {
    progress(`autocannon ${target.name}`);
    results.push({ name: target.name, ...(await requestsPerSecond(target.url)) });
  }
  const baseline = results.at(-1).rps;
  return results.map((result) => ({ ...result, ofHelloWorld: (100 * result.rps) / baseline }));
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

function throughputReport(results) {
  const rows = results.map((result) => [
    result.name,
    format(result.rps, 0),
    `${format(result.p99, 0)} ms`,
    result.errors ? `${result.non2xx} (+${result.errors} socket errors)` : String(result.non2xx),
    `${format(result.ofHelloWorld, 1)} %`,
  ]);
  return [
    '## Throughput (autocannon: 10 connections, 10 s after 2 s warm-up, Accept-Encoding: gzip, br)',
    '',
    markdownTable(['Route', 'req/s (mean)', 'p99 latency', 'non-2xx', '% of hello-world'], rows),
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

  const results = await measurePages(origin, options.routes, options.runs);
  const medians = mediansByRoute(results, options.routes);
  const environment = environmentOf(results, loadAtStart);
  const throughput = options.throughput ? await measureThroughput(origin) : [];

  console.log(`\n${pageReport(medians, environment, options.runs)}\n`);
  if (throughput.length) console.log(`${throughputReport(throughput)}\n`);
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
      throughput,
    };
    fs.writeFileSync(options.json, `${JSON.stringify(report, null, 2)}\n`);
    progress(`wrote ${options.json}`);
  }
  return results.some((result) => typeof result.score === 'number');
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
