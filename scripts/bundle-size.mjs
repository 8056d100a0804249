// First-load JavaScript per public page, against budgets: the gzip size of every script a
// page fetches before it is idle (islands that wake on idle included), in Chromium against
// the production build. Builds first when dist/ is not current. Exits 1 over budget.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { buildWhenStale } from './build-freshness.mjs';
import { freePort } from './postgres-cluster.mjs';

const KB = 1024;
const DEFAULT_BUDGET = 120 * KB;
const BUDGETS = {
  '/': 160 * KB,
  '/contact': 160 * KB,
  '/career': 160 * KB,
  '/job-application-form': 220 * KB,
  // Not a landing page: reached after verification, it draws the record from this tab's
  // session storage in the browser by design (personal data never enters the cached HTML).
  '/employee-details': 200 * KB,
};
// A job's own page (/career/12-title, one per open job in the sitemap) carries the job-alerts island.
const JOB_PAGE_BUDGET = 160 * KB;
const budgetFor = (route) =>
  BUDGETS[route] ?? (/^\/career\/\d+(-|$)/.test(route) ? JOB_PAGE_BUDGET : DEFAULT_BUDGET);
// The header's menus run on one tiny script of their own (src/app/entrypoint/site-menus.ts),
// which every public page loads: it must stay a few hundred bytes.
const MENU_SCRIPT = /^\/assets\/site-menus-[\w-]+\.js$/;
const MENU_SCRIPT_BUDGET = 2 * KB;
/** How many times a page the server sheds as busy is asked for again before it counts as failed. */
const BUSY_ATTEMPTS = 5;
// Code that only the staff app may load (MUI X marks its own warnings "MUI X: ...").
const STAFF_ONLY = [/MUI X:/, /redux-persist/];
const clientDir = path.resolve('dist/client');

buildWhenStale({ force: process.argv.includes('--build') });

async function startServer(port) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'size-'));
  const server = spawn(process.execPath, ['dist/server/main.js'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
    },
  });
  const stop = () => {
    server.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  // Migrations and the demo seed take seconds alone and far longer beside the other test
  // lanes on a loaded two-core machine; the browser tests' server gets two minutes too.
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return stop;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  stop();
  throw new Error('the built server did not start');
}

/** The gzip size of a built file, from its .gz twin when the build wrote one. */
function gzipBytes(urlPath) {
  const file = path.join(clientDir, urlPath);
  if (fs.existsSync(`${file}.gz`)) return fs.statSync(`${file}.gz`).size;
  return gzipSync(fs.readFileSync(file), { level: 9 }).length;
}

const port = await freePort();
const stopServer = await startServer(port);
const base = `http://127.0.0.1:${port}`;
const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
const routes = [
  ...[...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname),
  '/job-application-form',
  '/employee-details',
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const problems = [];
const rows = [];
let menuScriptBytes = 0;
try {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  for (const route of routes) {
    const page = await context.newPage();
    const scripts = new Set();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
    });
    // Beside the other test lanes the server may shed a request with its busy page (503, no
    // scripts), which would measure nothing: that page is asked for again once it says to.
    for (let attempt = 1; ; attempt += 1) {
      scripts.clear();
      const response = await page.goto(base + route, { waitUntil: 'networkidle' });
      const status = response?.status() ?? 0;
      if (status !== 503) {
        if (status !== 200) problems.push(`${route}: the page answered ${status}, not 200`);
        break;
      }
      if (attempt === BUSY_ATTEMPTS) {
        problems.push(`${route}: the server answered busy (503) ${BUSY_ATTEMPTS} times`);
        break;
      }
      const retryAfter = Number(response.headers()['retry-after']) || 1;
      await new Promise((resolve) => setTimeout(resolve, Math.min(retryAfter, 10) * 1000));
    }
    // Idle-time islands wake within a few seconds at most.
    await page.evaluate(
      () => new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: 3000 })),
    );
    await page.waitForLoadState('networkidle');
    const bytes = [...scripts].reduce((sum, script) => sum + gzipBytes(script), 0);
    const menuScript = [...scripts].find((script) => MENU_SCRIPT.test(script));
    const menuBytes = menuScript ? gzipBytes(menuScript) : 0;
    if (!menuScript) problems.push(`${route}: the header's script (site-menus) was not loaded`);
    if (menuBytes > MENU_SCRIPT_BUDGET) {
      problems.push(`${route}: the header's script, ${menuBytes} bytes > ${MENU_SCRIPT_BUDGET}`);
    }
    menuScriptBytes = Math.max(menuScriptBytes, menuBytes);
    const budget = budgetFor(route);
    rows.push({ route, bytes, budget, count: scripts.size });
    if (bytes > budget) {
      problems.push(`${route}: ${(bytes / KB).toFixed(1)} KB > ${budget / KB} KB`);
    }
    for (const script of scripts) {
      const source = fs.readFileSync(path.join(clientDir, script), 'utf8');
      const found = STAFF_ONLY.find((pattern) => pattern.test(source));
      if (found) problems.push(`${route} loads staff-only code (${found}) in ${script}`);
    }
    await page.close();
  }
} finally {
  await browser.close();
  stopServer();
}

console.log('First-load JavaScript per public page (gzip):');
for (const { route, bytes, budget, count } of rows.sort((a, b) => b.bytes - a.bytes)) {
  const mark = bytes > budget ? '  OVER' : '';
  console.log(
    `${(bytes / KB).toFixed(1).padStart(7)} KB / ${String(budget / KB).padStart(3)} KB  ${String(count).padStart(2)} scripts  ${route}${mark}`,
  );
}
console.log(`\nThe header's script: ${menuScriptBytes} bytes / ${MENU_SCRIPT_BUDGET} bytes (gzip)`);
if (problems.length) {
  console.error(`\nOver budget:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  process.exit(1);
}
console.log(`\nAll ${rows.length} public pages within budget.`);
