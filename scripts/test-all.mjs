// `npm test`: every check, in three lanes that run side by side. Much of the suite waits
// (on the browser, the network, timers, PostgreSQL), so lanes fill each other's waits; within a
// lane the steps keep their order (the browser tests need the build; PostgreSQL runs after
// SQLite so a failing query shows first on the quicker engine). Each step's output is printed
// whole when it ends, with its time; every lane runs to its end, so one run shows every failure.
import { spawn } from 'node:child_process';

const LANES = {
  checks: ['typecheck', 'lint', 'test:unit:web'],
  api: ['test:api', 'test:api:pg'],
  browser: ['test:e2e', 'size'],
};

const only = process.argv.slice(2);
const lanes = Object.entries(LANES).filter(([name]) => only.length === 0 || only.includes(name));
const started = Date.now();
const seconds = (since) => `${Math.round((Date.now() - since) / 1000)} s`;

function runStep(lane, script) {
  return new Promise((resolve) => {
    const since = Date.now();
    const output = [];
    const child = spawn('npm', ['run', '--silent', script], {
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
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
  for (const script of scripts) {
    const result = await runStep(lane, script);
    results.push(result);
    // A later step of the lane depends on this one (the browser tests on the build).
    if (!result.passed) break;
  }
  return results;
}

const results = (await Promise.all(lanes.map(runLane))).flat();
console.log(`\n===== Summary (${seconds(started)} in all) =====`);
for (const { lane, script, passed, took } of results)
  console.log(`${passed ? 'pass' : 'FAIL'}  ${lane.padEnd(8)} ${script.padEnd(16)} ${took} s`);
const failed = results.filter((result) => !result.passed);
const skipped = lanes
  .flatMap(([lane, scripts]) => scripts.map((script) => ({ lane, script })))
  .filter(({ lane, script }) => !results.some((r) => r.lane === lane && r.script === script));
for (const { lane, script } of skipped) console.log(`skip  ${lane.padEnd(8)} ${script}`);
process.exit(failed.length || skipped.length ? 1 : 0);
