// `npm test`: every check, in lanes that run side by side. On a two-core machine the suite is
// bound by processor time, and a test's time limit by how many processes share it: the API
// suite runs on SQLite and on PostgreSQL in two lanes (the PostgreSQL half no longer waits for the
// SQLite one), the type checks, lint and the front-end tests in one (more front-end workers timed
// tests out on a loaded machine), and the browser lane keeps its order (the browser tests need
// the build; the byte budgets read it). Each step's output is printed whole when it ends, with
// its time; every lane runs to its end, so one run shows every failure.
import { spawn } from 'node:child_process';

/** Each lane's stages run in order; a stage that is a list runs its steps side by side. */
const LANES = {
  checks: [{ script: 'typecheck' }, { script: 'lint' }, { script: 'test:unit:web' }],
  api: [{ script: 'test:api' }],
  'api-pg': [{ script: 'test:api:pg' }],
  browser: [
    { script: 'build' },
    { script: 'test:e2e', env: { E2E_SKIP_BUILD: '1' } },
    { script: 'size' },
  ],
};

const only = process.argv.slice(2);
const lanes = Object.entries(LANES).filter(([name]) => only.length === 0 || only.includes(name));
const started = Date.now();
const seconds = (since) => `${Math.round((Date.now() - since) / 1000)} s`;

function runStep(lane, { script, args = [], env = {} }) {
  return new Promise((resolve) => {
    const since = Date.now();
    const output = [];
    const child = spawn(
      'npm',
      ['run', '--silent', script, ...(args.length ? ['--', ...args] : [])],
      {
        env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0', ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      const passed = code === 0;
      process.stdout.write(
        `\n===== ${lane}: ${script} ${passed ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`} in ${seconds(since)} =====\n`,
      );
      process.stdout.write(Buffer.concat(output));
      resolve({ lane, script, passed, took: Math.round((Date.now() - since) / 1000) });
    });
  });
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

const results = (await Promise.all(lanes.map(runLane))).flat();
console.log(`\n===== Summary (${seconds(started)} in all) =====`);
for (const { lane, script, passed, took } of results)
  console.log(`${passed ? 'pass' : 'FAIL'}  ${lane.padEnd(8)} ${script.padEnd(16)} ${took} s`);
const failed = results.filter((result) => !result.passed);
const skipped = lanes
  .flatMap(([lane, stages]) => stages.flat().map(({ script }) => ({ lane, script })))
  .filter(({ lane, script }) => !results.some((r) => r.lane === lane && r.script === script));
for (const { lane, script } of skipped) console.log(`skip  ${lane.padEnd(8)} ${script}`);
process.exit(failed.length || skipped.length ? 1 : 0);
