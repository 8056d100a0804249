// `npm test`: every check, in lanes that run side by side. On a two-core machine the suite is
// bound by processor time, and a test's time limit by how many processes share it: the API
// suite runs on SQLite and on PostgreSQL in two lanes (the PostgreSQL half no longer waits for the
// SQLite one), the type checks, lint and the front-end tests in one (more front-end workers timed
// tests out on a loaded machine; a fifth lane for the front-end tests kept the two cores as busy
// and made every step slower), and the browser lane keeps its order (the browser tests need the
// build, made only when dist/ is older than the sources; the byte budgets read it). The type
// checks, eslint and prettier keep caches in node_modules/.cache, so on a working copy they
// read only what changed; on a clean clone they have none, and one after the other they made
// the front-end lane the run's longest (204 + 168 s before its tests, 955 s in all against
// 888 s for the next lane), so they run side by side. Each step's output is printed whole when it ends, with its
// time; every lane runs to its end, so one run shows every failure.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Each lane's stages run in order; a stage that is a list runs its steps side by side. */
const LANES = {
  checks: [[{ script: 'typecheck' }, { script: 'lint' }], { script: 'test:unit:web' }],
  api: [{ script: 'test:api' }],
  'api-pg': [{ script: 'test:api:pg' }],
  browser: [
    { script: 'build:stale' },
    { script: 'test:e2e', env: { E2E_SKIP_BUILD: '1' } },
    { script: 'size' },
  ],
};

// A step that hangs must not hold the run past CI's own limit (90 minutes, install included):
// past this one every step still running is stopped and fails with the output it has printed.
// Every few minutes the run says which steps are still going, so a stall shows where it is.
const LIMIT_S = Number(process.env.TEST_ALL_LIMIT_S ?? 4500);
const HEARTBEAT_S = 300;
const running = new Map();

const only = process.argv.slice(2);
const lanes = Object.entries(LANES).filter(([name]) => only.length === 0 || only.includes(name));
const started = Date.now();
const seconds = (since) => `${Math.round((Date.now() - since) / 1000)} s`;

// On a machine bound by processor time a step's wall time says more about its neighbours than
// about itself; GNU time, where present, also counts the processor seconds of all it started.
const TIME = '/usr/bin/time';
const timed = fs.existsSync(TIME);

/** The processor seconds GNU time wrote, or null. */
function cpuSeconds(file) {
  try {
    // A failed step's file starts with 'Command exited with non-zero status N'; the times end it.
    const last = fs.readFileSync(file, 'utf8').trim().split('\n').at(-1) ?? '';
    const [user, system] = last.trim().split(/\s+/).map(Number);
    return Number.isFinite(user + system) ? Math.round(user + system) : null;
  } catch {
    return null;
  } finally {
    fs.rmSync(file, { force: true });
  }
}

function runStep(lane, { script, args = [], env = {} }) {
  return new Promise((resolve) => {
    const since = Date.now();
    const output = [];
    const cpuFile = path.join(
      os.tmpdir(),
      `test-all-${process.pid}-${lane}-${script.replace(/\W/g, '-')}`,
    );
    const npm = ['npm', 'run', '--silent', script, ...(args.length ? ['--', ...args] : [])];
    const [command, ...commandArgs] = timed ? [TIME, '-f', '%U %S', '-o', cpuFile, ...npm] : npm;
    const child = spawn(command, commandArgs, {
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group, so a stop at the time limit reaches everything it started.
      detached: true,
    });
    const step = { lane, script, since, child, timedOut: false };
    running.set(child.pid, step);
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      running.delete(child.pid);
      const passed = code === 0 && !step.timedOut;
      const cpu = timed ? cpuSeconds(cpuFile) : null;
      const spent = cpu === null ? '' : ` (processor ${cpu} s)`;
      process.stdout.write(
        `\n===== ${lane}: ${script} ${passed ? 'passed' : `FAILED (${step.timedOut ? `stopped at the ${LIMIT_S} s limit` : (signal ?? `exit ${code}`)})`} in ${seconds(since)}${spent} =====\n`,
      );
      const printed = Buffer.concat(output);
      process.stdout.write(printed);
      resolve({
        lane,
        script,
        passed,
        took: Math.round((Date.now() - since) / 1000),
        cpu,
        why: passed ? [] : failureLines(printed.toString('utf8')),
      });
    });
  });
}

// CI keeps only the end of what the run printed, and a failed step's own output is long and
// printed before the summary; these lines, printed just above it, name what failed and how.
const FAILURE_LINES = 30;
/** Lines of each failure's message kept (its first, skipping code frames and call logs). */
const MESSAGE_LINES = 5;
const failureHead = /^\s*(● (?!Console)|\d+\) \[)/;
const codeFrame = /^\s*(>?\s*\d+ \||\|)|^\s*(Call log|- |at )/;

/**
 * Each failed test in a step's output: jest's '●' titles and Playwright's numbered failures,
 * each with the first lines of its message and where in a test file it failed, then
 * Playwright's closing list (which also names flaky tests). A step that failed without a
 * test failing (a type error, a crashed server) is told by its last lines.
 */
function failureLines(text) {
  const lines = text.split('\n');
  const named = [];
  let detail;
  for (const line of lines) {
    if (failureHead.test(line)) {
      detail = { message: 0, located: false };
      named.push(line.trim().replace(/\s*─+$/, ''));
      continue;
    }
    if (!detail) continue;
    if (/^\s*(Retry #\d|●)|^\s+\d+ (failed|flaky|passed)/.test(line)) {
      detail = undefined;
      continue;
    }
    const place = line.includes('node_modules')
      ? null
      : /\bat .*?[\s(/]((?:tests|server|src|scripts)\/[^\s:)]+:\d+)/.exec(line);
    if (place && !detail.located) {
      named.push(`    at ${place[1]}`);
      detail.located = true;
    } else if (line.trim() && !codeFrame.test(line) && detail.message < MESSAGE_LINES) {
      named.push(`    ${line.trim()}`);
      detail.message += 1;
    }
  }
  let inPlaywrightList = false;
  for (const line of lines) {
    const listHead = /^\s+\d+ (failed|flaky|timed out|interrupted)\b/.test(line);
    if (listHead) named.push(line.trim());
    else if (inPlaywrightList && /^\s+\[/.test(line)) named.push(`  ${line.trim()}`);
    inPlaywrightList = listHead || (inPlaywrightList && /^\s+\[/.test(line));
  }
  const unique = named.filter(
    (line, index) => line.startsWith('    ') || named.indexOf(line) === index,
  );
  const shown = unique.length ? unique : lines.filter((line) => line.trim()).slice(-FAILURE_LINES);
  return shown.length > FAILURE_LINES
    ? [...shown.slice(0, FAILURE_LINES), `... and ${shown.length - FAILURE_LINES} more`]
    : shown;
}

async function runLane([lane, scripts]) {
  const results = [];
  for (const stage of scripts) {
    const stageResults = await Promise.all(
      (Array.isArray(stage) ? stage : [stage]).map((step) => runStep(lane, step)),
    );
    results.push(...stageResults);
    // A later stage of the lane depends on this one (the browser tests on the build).
    if (stageResults.some((result) => !result.passed)) break;
  }
  return results;
}

const heartbeat = setInterval(() => {
  const steps = [...running.values()].map(
    ({ lane, script, since }) => `${lane}: ${script} (${seconds(since)})`,
  );
  console.log(`----- ${seconds(started)}: still running ${steps.join(', ')}`);
}, HEARTBEAT_S * 1000);
/** Stops a step and all it started: its group is its own, so a Ctrl-C does not reach it. */
function stopStep(step) {
  const group = -step.child.pid;
  const signal = (name) => {
    try {
      process.kill(group, name);
    } catch {
      // Already gone.
    }
  };
  signal('SIGTERM');
  setTimeout(() => signal('SIGKILL'), 10_000).unref();
}
const deadline = setTimeout(() => {
  for (const step of running.values()) {
    step.timedOut = true;
    console.log(`----- ${step.lane}: ${step.script} is stopped at the ${LIMIT_S} s limit`);
    stopStep(step);
  }
}, LIMIT_S * 1000);
for (const name of ['SIGINT', 'SIGTERM'])
  process.once(name, () => {
    for (const step of running.values()) stopStep(step);
    process.exit(130);
  });

const results = (await Promise.all(lanes.map(runLane))).flat();
clearInterval(heartbeat);
clearTimeout(deadline);
for (const { lane, script, why } of results.filter((result) => !result.passed)) {
  console.log(`\n===== Why ${lane}: ${script} failed =====`);
  for (const line of why) console.log(line.length > 200 ? `${line.slice(0, 200)}...` : line);
}
console.log(`\n===== Summary (${seconds(started)} in all) =====`);
for (const { lane, script, passed, took, cpu } of results)
  console.log(
    `${passed ? 'pass' : 'FAIL'}  ${lane.padEnd(8)} ${script.padEnd(16)} ${String(took).padStart(5)} s${cpu === null ? '' : `  processor ${cpu} s`}`,
  );
const cpuTotal = results.reduce((sum, { cpu }) => sum + (cpu ?? 0), 0);
if (timed) console.log(`processor time of all steps: ${cpuTotal} s`);
const failed = results.filter((result) => !result.passed);
const skipped = lanes
  .flatMap(([lane, stages]) => stages.flat().map(({ script }) => ({ lane, script })))
  .filter(({ lane, script }) => !results.some((r) => r.lane === lane && r.script === script));
for (const { lane, script } of skipped) console.log(`skip  ${lane.padEnd(8)} ${script}`);
process.exit(failed.length || skipped.length ? 1 : 0);
