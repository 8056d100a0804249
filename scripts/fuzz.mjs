// The long mode of the API fuzz suite (tests/api/fuzz.test.ts): many generated hostile requests per
// route, then a status histogram per route. Fails when any answer was a 5xx, leaked internals or hung.
//
//   npm run fuzz -- --runs 10000                 10,000 per public route, 2,000 per staff route (SQLite)
//   npm run fuzz -- --runs 10000 --pg            the same on PostgreSQL (DATABASE_URL or a throwaway cluster)
//   npm run fuzz -- --route "POST /api/career/apply-jobs" --seed 42 --runs 500   replay one route
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startCluster } from './postgres-cluster.mjs';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '10000' },
    'staff-runs': { type: 'string' },
    seed: { type: 'string' },
    route: { type: 'string' },
    pg: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.log(
    'npm run fuzz -- [--runs N (public routes, default 10000)] [--staff-runs N (default N/5)] [--seed S] [--route "METHOD /path"] [--pg]',
  );
  process.exit(0);
}
const runs = Number(values.runs);
const staffRuns = Number(values['staff-runs'] ?? Math.ceil(runs / 5));
if (!Number.isInteger(runs) || runs < 1 || !Number.isInteger(staffRuns) || staffRuns < 0) {
  console.error('--runs and --staff-runs take whole numbers');
  process.exit(2);
}

let databaseUrl;
let cluster;
if (values.pg) {
  databaseUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  if (!databaseUrl) {
    cluster = await startCluster();
    if (!cluster) {
      console.error('--pg needs DATABASE_URL or a local PostgreSQL installation');
      process.exit(2);
    }
    databaseUrl = cluster.url;
  }
}

const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'fuzz-')), 'report.json');
const started = Date.now();
let status = 1;
try {
  const result = spawnSync(
    'npx',
    ['jest', 'tests/api/fuzz.test.ts', '--selectProjects', 'server', '--silent'],
    {
      stdio: 'inherit',
      env: {
        ...process.env,
        FUZZ_RUNS: String(runs),
        FUZZ_STAFF_RUNS: String(staffRuns),
        FUZZ_REPORT: report,
        ...(values.seed ? { FUZZ_SEED: values.seed } : {}),
        ...(values.route ? { FUZZ_ROUTE: values.route } : {}),
        ...(databaseUrl ? { TEST_DATABASE_URL: databaseUrl } : {}),
      },
    },
  );
  status = result.status ?? 1;
} finally {
  cluster?.stop();
}

if (!fs.existsSync(report)) {
  console.error('The fuzz run ended before writing its report.');
  process.exit(status || 1);
}
const { dialect, histogram } = JSON.parse(fs.readFileSync(report, 'utf8'));
const codes = [
  ...new Set(Object.values(histogram).flatMap((route) => Object.keys(route.statuses))),
].sort();
const rows = Object.entries(histogram).map(([key, { statuses, ms }]) => {
  const cases = Object.values(statuses).reduce((sum, count) => sum + count, 0);
  const errors = Object.entries(statuses)
    .filter(([code]) => Number(code) >= 500)
    .reduce((sum, [, count]) => sum + count, 0);
  return [
    key,
    String(cases),
    ...codes.map((code) => String(statuses[code] ?? '')),
    String(errors),
    cases ? (ms / cases).toFixed(1) : '',
  ];
});
const header = ['route', 'cases', ...codes, '5xx', 'ms/case'];
const widths = header.map((title, column) =>
  Math.max(title.length, ...rows.map((row) => row[column].length)),
);
const line = (cells) =>
  `| ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join(' | ')} |`;
console.log(
  `\nFuzz on ${dialect}: ${runs} cases per public route, ${staffRuns} per staff route, ${((Date.now() - started) / 60_000).toFixed(1)} min`,
);
console.log(line(header));
console.log(
  `|${widths.map((width, column) => (column === 0 ? '-'.repeat(width + 2) : `${'-'.repeat(width + 1)}:`)).join('|')}|`,
);
for (const row of rows) console.log(line(row));
const totalErrors = rows.reduce((sum, row) => sum + Number(row[row.length - 2]), 0);
console.log(`\n${totalErrors} answers of 5xx; jest ${status === 0 ? 'passed' : 'FAILED'}.`);
process.exit(status);
