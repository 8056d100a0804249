// CPU profile of one API call under load: starts the production build with --cpu-prof (demo
// data, the bench's staff account), loads the call with autocannon (10 connections), stops the
// server gracefully and prints where the time of the load went: self time by function and by
// package, startup left out. A measurement, not a test. Build first (npm run build).
//
//   node scripts/profile-api.mjs [--path /api/pipeline/stages] [--seconds 15] [--top 15] [--keep DIR]
//
// The profile samples wall time: on a busy machine, time the process waited for a core lands on
// whatever it was running (often a system call), so compare profiles taken side by side.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { cleanUp, cleanups, startChild, waitForOk } from './bench/processes.mjs';
import { freePort } from './postgres-cluster.mjs';

const STAFF = { email: 'bench.admin@example.com', password: 'Quartz-lantern-9471!' };

const { values } = parseArgs({
  options: {
    path: { type: 'string', default: '/api/career/get-job-applications?page=1&limit=10' },
    seconds: { type: 'string', default: '15' },
    top: { type: 'string', default: '15' },
    keep: { type: 'string' },
  },
});

/** Self time by function and by package of the samples taken after `fromUs` into the profile. */
function summarize(profile, fromUs, top) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const byFunction = new Map();
  const byPackage = new Map();
  let clock = 0;
  let total = 0;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    clock += delta;
    if (clock < fromUs) return;
    total += delta;
    const { functionName, url, lineNumber } = nodes.get(id).callFrame;
    const file = (url || '(native)')
      .replace(/^file:\/\/.*?\/(dist|node_modules)\//, '$1/')
      .replace(/^node_modules\/((@[^/]+\/)?[^/]+)\/.*/, '$1');
    const name = `${functionName || '(anonymous)'}  ${file}${url ? `:${lineNumber + 1}` : ''}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + delta);
    byPackage.set(file, (byPackage.get(file) ?? 0) + delta);
  });
  const table = (title, entries) =>
    [
      `${title}:`,
      ...[...entries]
        .sort((a, b) => b[1] - a[1])
        .slice(0, top)
        .map(([key, us]) => `${((100 * us) / total).toFixed(1).padStart(6)} %  ${key}`),
    ].join('\n');
  return `${table('Self time by function', byFunction)}\n\n${table('Self time by file or package', byPackage)}`;
}

async function main() {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'profile-api-'));
  const profileDir = values.keep ?? path.join(dataDir, 'profile');
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const startedAt = Date.now();
  const server = startChild(
    'site server',
    process.execPath,
    ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, 'dist/server/main.js'],
    {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      STAFF_EMAIL: STAFF.email,
      STAFF_PASSWORD: STAFF.password,
      TWO_FACTOR_DEFAULT: 'off',
    },
  );
  const origin = `http://127.0.0.1:${port}`;
  await waitForOk(server, `${origin}/api/health`);
  const signedIn = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ emailId: STAFF.email, password: STAFF.password }),
  }).then((response) => response.json());
  const loadStartsUs = (Date.now() - startedAt) * 1000;
  const result = await autocannon({
    url: origin + values.path,
    connections: 10,
    duration: Number(values.seconds),
    headers: { authorization: `Bearer ${signedIn.token}`, 'accept-encoding': 'gzip, br' },
  });
  console.log(
    `${values.path}: ${result.requests.mean.toFixed(0)} req/s, ${result.non2xx} non-2xx, p99 ${result.latency.p99} ms\n`,
  );
  // The server's stop (startChild's cleanup, the newest): SIGTERM, a graceful shutdown, and Node
  // writes the profile as it exits.
  await cleanups.pop()();
  const [file] = fs.readdirSync(profileDir).filter((name) => name.endsWith('.cpuprofile'));
  if (!file) throw new Error('the server wrote no profile');
  const profile = JSON.parse(fs.readFileSync(path.join(profileDir, file), 'utf8'));
  // The profile's clock starts with the process, a little before `startedAt`: leave a second more out.
  console.log(summarize(profile, loadStartsUs + 1_000_000, Number(values.top)));
  if (values.keep) console.log(`\nProfile kept: ${path.join(profileDir, file)}`);
}

try {
  await main();
} catch (error) {
  console.error(`[profile-api] failed: ${error.message}`);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
