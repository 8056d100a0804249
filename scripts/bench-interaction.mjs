// The first tap on each interactive part of the public pages, on a phone profile: what the
// tap fetches and how long until its answer shows. Measured on the production build in
// Chromium with Lighthouse's mobile conditions applied through the DevTools protocol
// (412 px, 150 ms round trip, 1.6 Mbit/s down, 4x CPU slowdown): each run loads the page in a
// fresh browser context (an empty cache), waits 3 s, then acts.
//
//   npm run bench:interaction -- [--runs 5] [--only menu,contact] [--save-data] [--no-build]
//                                [--profile DIR]
//
// --profile writes each run's page CPU profile, from the tap to its answer, into DIR
// (CASE-RUN.cpuprofile, for Chromium's Performance panel or any .cpuprofile reader).
// --save-data runs the same taps as a visitor who asked to save data (navigator.connection
// says so), whose islands load on intent rather than when the browser is idle.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { cleanUp, cleanups, startChild, waitForOk } from './bench/processes.mjs';
import { buildWhenStale } from './build-freshness.mjs';
import { freePort } from './postgres-cluster.mjs';

const KB = 1024;
/** Lighthouse's mobile profile (its "slow 4G"), applied as DevTools throttling. */
const PHONE = {
  viewport: { width: 412, height: 823 },
  latencyMs: 150,
  downloadBytesPerSecond: (1638.4 * KB) / 8,
  uploadBytesPerSecond: (750 * KB) / 8,
  cpuSlowdown: 4,
};
const SETTLE_MS = 3_000;
const RESPONSE_TIMEOUT_MS = 30_000;
/** The answer to a tap is on screen: the check runs on every animation frame. */
const ANSWERED_ON_SCREEN = `(selector, text) => {
  const element = [...document.querySelectorAll(selector)].find(
    (candidate) => !text || candidate.textContent.includes(text),
  );
  if (!element) return false;
  const box = element.getBoundingClientRect();
  return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
}`;

/**
 * Each island's first interaction: `before` steps are what a visitor does first (untimed,
 * their fetches counted), `tap` is the timed press, `answer` the selector whose appearance
 * is the response. The job routes use the first demo job (SEED_DEMO gives it id 1).
 */
const CASES = [
  {
    name: 'menu',
    label: 'Phone menu on /about',
    route: '/about',
    tap: '[aria-label="Open menu"]',
    answer: 'dialog#mobile-menu[open]',
  },
  {
    name: 'menu-home',
    label: 'Phone menu on /',
    route: '/',
    tap: '[aria-label="Open menu"]',
    answer: 'dialog#mobile-menu[open]',
  },
  {
    name: 'carousel',
    // The dots show from 900 px; narrower, the slides scroll by touch alone.
    label: 'Carousel dot on / (1024 px)',
    route: '/',
    viewport: { width: 1024, height: 768 },
    scrollTo: '[data-testid="features-carousel"]',
    // The slides move by themselves on wide screens: the dot pressed is one not showing.
    tap: '[data-testid="features-carousel"] button[aria-label^="Show slide"]:not([aria-current])',
    answer: '[data-bench-tapped][aria-current="true"]',
  },
  {
    name: 'verification',
    label: 'Careers: Employee Verification dialog',
    route: '/career',
    tap: '[data-island="careerVerification"] button',
    answer: '[role="dialog"]',
  },
  {
    // A visitor who scrolls first, and reads for two seconds: the scroll wakes the button, which
    // then prepares its dialog while the page is idle.
    name: 'verification-scrolled',
    label: 'Careers: Employee Verification dialog, after a scroll',
    route: '/career',
    before: async (page) => {
      await page.evaluate(() => window.scrollBy(0, 120));
      await page.waitForTimeout(2_000);
    },
    tap: '[data-island="careerVerification"] button',
    answer: '[role="dialog"]',
  },
  {
    name: 'contact',
    label: 'Contact form: Send with nothing typed',
    route: '/contact',
    scrollTo: 'form[aria-label="Contact form"]',
    tap: 'form[aria-label="Contact form"] button[type="submit"]',
    answer: 'form[aria-label="Contact form"] [aria-invalid="true"]',
  },
  {
    name: 'application',
    label: 'Application form: first name, Submit',
    route: '/job-application-form?jobId=1',
    before: async (page) => {
      await page.locator('input[name="firstName"]').tap();
      await page.keyboard.type('Meera');
    },
    tap: '[data-island="jobApplicationForm"] button[type="submit"]',
    answer: '[data-island="jobApplicationForm"] [aria-invalid="true"]',
  },
  {
    name: 'job-alerts',
    label: 'Job alerts: Subscribe with nothing typed',
    route: '/career/1',
    scrollTo: '[data-island="jobAlerts"]',
    tap: '[data-island="jobAlerts"] button[type="submit"]',
    answer: '[data-island="jobAlerts"] [aria-invalid="true"]',
  },
  {
    name: 'share',
    label: "Job page: share ('Copy link')",
    route: '/career/1',
    scrollTo: '[data-island="jobShareLink"]',
    tap: '[data-island="jobShareLink"] button',
    answer:
      '[data-island="jobShareLink"] input, [data-island="jobShareLink"] [role="status"]:not(:empty)',
  },
  {
    name: 'check',
    label: 'Check page: Check with no ID',
    route: '/verify/check',
    tap: '[data-island="verificationCheck"] form button[type="submit"]',
    answer: '[data-island="verificationCheck"] [role="alert"]',
    answerText: 'Enter a verification ID.',
  },
];

function options() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '5' },
      only: { type: 'string' },
      'save-data': { type: 'boolean', default: false },
      'no-build': { type: 'boolean', default: false },
      profile: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(
      'Usage: npm run bench:interaction -- [--runs N] [--only menu,contact,...] [--save-data] [--no-build] [--profile DIR]',
    );
    console.log(`Cases: ${CASES.map((c) => c.name).join(', ')}`);
    process.exit(0);
  }
  const only = values.only?.split(',').map((name) => name.trim());
  const unknown = only?.filter((name) => !CASES.some((c) => c.name === name)) ?? [];
  if (unknown.length) throw new Error(`Unknown case(s): ${unknown.join(', ')}`);
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number ≥ 1');
  return {
    runs,
    cases: only ? CASES.filter((c) => only.includes(c.name)) : CASES,
    saveData: values['save-data'],
    build: !values['no-build'],
    profileDir: values.profile,
  };
}

async function startSite() {
  const port = Number(process.env.BENCH_PORT) || (await freePort());
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-interaction-'));
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const site = startChild('site server', process.execPath, ['dist/server/main.js'], {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitForOk(site, `${origin}/api/health`);
  return origin;
}

/** Marks the moment of the visitor's timed press, from inside the page. */
function armTapClock() {
  window.__benchTap = undefined;
  const mark = () => {
    window.__benchTap ??= performance.now();
  };
  for (const type of ['pointerdown', 'touchstart', 'keydown']) {
    window.addEventListener(type, mark, { capture: true, once: true });
  }
}

/** Resolves, in the page, with ms from the press to the frame that shows the answer. */
function awaitAnswer([check, selector, text, timeoutMs]) {
  const answered = new Function(`return (${check})`)();
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const frame = (now) => {
      if (window.__benchTap !== undefined && answered(selector, text)) {
        resolve(performance.now() - window.__benchTap);
        return;
      }
      if (now - started > timeoutMs) {
        reject(new Error(`no answer (${selector}) within ${timeoutMs} ms`));
        return;
      }
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

async function runCase(browser, origin, testCase, { saveData, profileFile }) {
  const context = await browser.newContext({
    viewport: testCase.viewport ?? PHONE.viewport,
    isMobile: !testCase.viewport,
    hasTouch: true,
    deviceScaleFactor: testCase.viewport ? 1 : 1.75,
  });
  try {
    if (saveData) {
      await context.addInitScript(() => {
        Object.defineProperty(navigator, 'connection', {
          configurable: true,
          value: { saveData: true, effectiveType: '4g', addEventListener() {} },
        });
      });
    }
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: PHONE.latencyMs,
      downloadThroughput: PHONE.downloadBytesPerSecond,
      uploadThroughput: PHONE.uploadBytesPerSecond,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
    let counting = false;
    const started = new Map();
    const fetched = [];
    cdp.on('Network.requestWillBeSent', ({ requestId, request, type }) => {
      if (counting) started.set(requestId, { url: request.url, type });
    });
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const request = started.get(requestId);
      if (request) fetched.push({ ...request, bytes: encodedDataLength });
    });
    await page.goto(origin + testCase.route, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForTimeout(SETTLE_MS);
    if (testCase.scrollTo) {
      await page.locator(testCase.scrollTo).first().scrollIntoViewIfNeeded();
    }
    counting = true;
    if (testCase.before) await testCase.before(page);
    await page.evaluate(armTapClock);
    const answer = page.evaluate(awaitAnswer, [
      ANSWERED_ON_SCREEN,
      testCase.answer,
      testCase.answerText ?? '',
      RESPONSE_TIMEOUT_MS,
    ]);
    // One element, resolved once: a locator is resolved again at each step, and a carousel
    // that moves between marking its dot and tapping would have the tap land on another.
    const target = await page.locator(testCase.tap).first().elementHandle();
    await target.evaluate((element) => element.setAttribute('data-bench-tapped', ''));
    if (profileFile) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    await target.tap();
    const ms = await answer;
    if (profileFile) {
      const { profile } = await cdp.send('Profiler.stop');
      fs.writeFileSync(profileFile, JSON.stringify(profile));
    }
    // What the tap set going (the island's code, an API call) finishes before it is counted.
    await page.waitForLoadState('networkidle');
    counting = false;
    return {
      ms,
      requests: fetched.length,
      scripts: fetched.filter((request) => request.type === 'Script').length,
      kb: fetched.reduce((sum, request) => sum + request.bytes, 0) / KB,
    };
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

function printTable(rows, { runs, saveData }) {
  console.log(
    `\nFirst tap per island, phone profile (412 px, ${PHONE.latencyMs} ms RTT, 1.6 Mbit/s, ` +
      `${PHONE.cpuSlowdown}x CPU)${saveData ? ', Save-Data on' : ''}; medians of ${runs} run(s)\n`,
  );
  const header = ['Interaction', 'Requests', 'Scripts', 'KB', 'Tap → answer ms', '≤ 200 ms'];
  const lines = rows.map((row) => [
    row.label,
    String(row.requests),
    String(row.scripts),
    row.kb.toFixed(1),
    row.ms.toFixed(0),
    row.ms <= 200 ? 'yes' : 'MISS',
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column].length)),
  );
  const format = (cells) =>
    `| ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join(' | ')} |`;
  console.log(format(header));
  console.log(
    `|${widths.map((width, column) => (column === 0 ? ':' : '-').padEnd(width + 1, '-') + (column === 0 ? '-' : ':')).join('|')}|`,
  );
  lines.forEach((line) => console.log(format(line)));
}

async function main() {
  const settings = options();
  if (settings.build) buildWhenStale();
  const origin = await startSite();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  cleanups.push(() => browser.close());
  const samples = new Map(settings.cases.map((testCase) => [testCase.name, []]));
  // Round-robin over the cases, so drift on the machine spreads over all of them.
  for (let run = 1; run <= settings.runs; run += 1) {
    for (const testCase of settings.cases) {
      const profileFile =
        settings.profileDir && path.join(settings.profileDir, `${testCase.name}-${run}.cpuprofile`);
      const result = await runCase(browser, origin, testCase, {
        saveData: settings.saveData,
        profileFile,
      });
      samples.get(testCase.name).push(result);
      console.error(
        `run ${run}/${settings.runs} ${testCase.name}: ${result.ms.toFixed(0)} ms, ` +
          `${result.requests} requests, ${result.kb.toFixed(1)} KB`,
      );
    }
  }
  printTable(
    settings.cases.map((testCase) => {
      const runs = samples.get(testCase.name);
      return {
        label: testCase.label,
        ms: median(runs.map((r) => r.ms)),
        requests: median(runs.map((r) => r.requests)),
        scripts: median(runs.map((r) => r.scripts)),
        kb: median(runs.map((r) => r.kb)),
      };
    }),
    settings,
  );
}

try {
  await main();
} finally {
  await cleanUp();
}
