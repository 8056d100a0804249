// Times the staff applications query (GET /api/career/get-job-applications) over 100,000
// applications (spread over the stages, 5% with interviews, most of those with scorecards),
// with search and each desk filter, through the repository the route uses: on a temporary
// SQLite file, then on PostgreSQL (DATABASE_URL / TEST_DATABASE_URL, else a throwaway local
// cluster when installed). Then the hiring reports over a stage history of about ten rows an
// application (scripts/bench/reports-bench.ts), each view 20 times.
// Then the talent pool search over a resume text for every candidate
// (scripts/bench/talent-pool-bench.ts).
// Usage: npm run bench [-- --rows 100000 --runs 30 --report-runs 20 --pool-runs 30 --explain]
// `--only pool` seeds the applications and times the talent pool alone; `--only reports` the
// hiring reports alone (`--views funnel,time` times only those views). `--keep DIR` (with
// `--only reports` or `--only pool`) keeps the seeded SQLite file in DIR and a PostgreSQL
// database of its own (`bench_kept_reports`, `bench_kept_pool`); a later run with the same DIR
// migrates them and times them again without seeding.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { CompiledQuery, Migrator, sql, type Kysely, type Migration } from 'kysely';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrator';
import { migrations } from '../server/db/migrations';
import type { Database } from '../server/db/schema';
import {
  applicationListQueries,
  type ApplicationQuery,
  listApplications,
} from '../server/modules/applications';
import {
  keptHistory,
  keepHistory,
  measureReports,
  seedStageHistory,
  withPoolRebuiltOnce,
  type HistorySeeded,
  type ReportTiming,
} from './bench/reports-bench';
import { seed, type Seeded } from './bench/seed-applications';
import {
  measureTalentPool,
  seedPoolFields,
  seedResumeTexts,
  type PoolTiming,
} from './bench/talent-pool-bench';

interface Cluster {
  url: string;
  stop(): void;
}

function argument(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

const ROWS = argument('rows', 100_000);
const EXPLAIN = process.argv.includes('--explain');
const ONLY_POOL = process.argv[process.argv.indexOf('--only') + 1] === 'pool';
const ONLY_REPORTS = process.argv[process.argv.indexOf('--only') + 1] === 'reports';
const REPORT_VIEW_NAMES = process.argv.includes('--views')
  ? process.argv[process.argv.indexOf('--views') + 1]
  : '';
const KEEP = process.argv.includes('--keep')
  ? path.resolve(process.argv[process.argv.indexOf('--keep') + 1])
  : undefined;
if (KEEP !== undefined && !ONLY_POOL && !ONLY_REPORTS) {
  throw new Error('--keep goes with --only reports or --only pool');
}
/** The kept PostgreSQL database: one per kind of seed, so neither run reuses the other's. */
const KEPT_DATABASE = ONLY_POOL ? 'bench_kept_pool' : 'bench_kept_reports';
const RUNS = argument('runs', 30);
const REPORT_RUNS = argument('report-runs', 20);
const POOL_RUNS = argument('pool-runs', 30);
const WARMUP = 5;
const LIMIT = 5;

interface Case {
  name: string;
  query: Omit<ApplicationQuery, 'page' | 'limit'>;
  page: 'first' | 'middle';
}

const cases = (seeded: Seeded): Case[] => [
  { name: 'page 1, no search', query: {}, page: 'first' },
  { name: 'middle page, no search', query: {}, page: 'middle' },
  { name: 'page 1, search "sharma"', query: { search: 'sharma' }, page: 'first' },
  { name: 'middle page, search "sharma"', query: { search: 'sharma' }, page: 'middle' },
  { name: 'page 1, search "priya sharma"', query: { search: 'priya sharma' }, page: 'first' },
  // Row numbers are part of each e-mail, so this matches exactly one application.
  {
    name: 'page 1, rare term (1 match)',
    query: { search: `${Math.floor(ROWS * 0.37)}@example` },
    page: 'first',
  },
  { name: 'page 1, department filter', query: { department: 'Design' }, page: 'first' },
  {
    name: 'page 1, stage filter (Interview)',
    query: { stage: seeded.interviewStageId },
    page: 'first',
  },
  {
    name: 'middle page, stage filter (Interview)',
    query: { stage: seeded.interviewStageId },
    page: 'middle',
  },
  { name: 'page 1, job filter', query: { jobId: seeded.jobId }, page: 'first' },
  { name: 'middle page, job filter', query: { jobId: seeded.jobId }, page: 'middle' },
  { name: 'page 1, rating at least 3', query: { minRating: 3 }, page: 'first' },
  { name: 'middle page, rating at least 3', query: { minRating: 3 }, page: 'middle' },
  { name: 'page 1, has an interview', query: { hasInterview: true }, page: 'first' },
  { name: 'page 1, no interview', query: { hasInterview: false }, page: 'first' },
  { name: 'middle page, no interview', query: { hasInterview: false }, page: 'middle' },
  {
    name: 'page 1, search + rating 2 + interview + job',
    query: { search: 'sharma', minRating: 2, hasInterview: true, jobId: seeded.jobId },
    page: 'first',
  },
];

/** Query plans: SQLite's chosen plan, PostgreSQL's plan with actual timings. */
async function explain(db: Kysely<Database>, label: string, name: string, query: ApplicationQuery) {
  const prefix = label === 'SQLite' ? 'explain query plan' : 'explain (analyze, buffers off)';
  for (const [part, builder] of Object.entries(applicationListQueries(db, query))) {
    const { sql: text, parameters } = builder.compile();
    const { rows } = await db.executeQuery<Record<string, unknown>>(
      CompiledQuery.raw(`${prefix} ${text}`, [...parameters]),
    );
    const lines = rows.map((row) => String(row.detail ?? row['QUERY PLAN']));
    console.log(`\n${label} / ${name} / ${part}:\n  ${lines.join('\n  ')}`);
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function measure(db: Kysely<Database>, label: string, seeded: Seeded) {
  const results: {
    db: string;
    name: string;
    matched: number;
    page: number;
    median: number;
    p95: number;
  }[] = [];
  for (const item of cases(seeded)) {
    const { total } = await listApplications(db, { ...item.query, page: 1, limit: LIMIT });
    const page = item.page === 'first' ? 1 : Math.max(1, Math.ceil(total / LIMIT / 2));
    const query = { ...item.query, page, limit: LIMIT };
    const times: number[] = [];
    for (let run = 0; run < WARMUP + RUNS; run += 1) {
      const started = performance.now();
      const answer = await listApplications(db, query);
      const elapsed = performance.now() - started;
      if (answer.total !== total) throw new Error(`total changed for ${item.name}`);
      if (run >= WARMUP) times.push(elapsed);
    }
    times.sort((a, b) => a - b);
    if (EXPLAIN) await explain(db, label, item.name, query);
    results.push({
      db: label,
      name: item.name,
      matched: total,
      page,
      median: percentile(times, 50),
      p95: percentile(times, 95),
    });
  }
  return results;
}

function printTable(rows: Awaited<ReturnType<typeof measure>>) {
  const header = ['database', 'case', 'matched', 'page', 'median ms', 'p95 ms'];
  const body = rows.map((r) => [
    r.db,
    r.name,
    String(r.matched),
    String(r.page),
    r.median.toFixed(2),
    r.p95.toFixed(2),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => row[i].length)));
  const line = (cells: string[]) =>
    `| ${cells.map((cell, i) => (i >= 2 ? cell.padStart(widths[i]) : cell.padEnd(widths[i]))).join(' | ')} |`;
  console.log(line(header));
  console.log(
    `|${widths.map((w, i) => (i >= 2 ? `${'-'.repeat(w + 1)}:` : `${'-'.repeat(w + 2)}`)).join('|')}|`,
  );
  for (const row of body) console.log(line(row));
}

/**
 * Every migration before the report roll-ups: the seed rewrites the applications' first visits
 * (see `seedStageHistory`), so the roll-ups are built afterwards from the finished history, as
 * the migration builds them on a live database.
 */
async function migrateBeforeRollups(db: Kysely<Database>) {
  const names = Object.keys(migrations);
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations as Record<string, Migration> },
  });
  const result = await migrator.migrateTo(names[names.indexOf('0058_stage_rollups') - 1]);
  if (result.error) throw new Error(`Migration failed: ${String(result.error)}`);
}

/** Whether a kept database already holds the pool seeded at this size. */
async function seededPool(db: Kysely<Database>) {
  const tables = await db.introspection.getTables();
  if (!tables.some((table) => table.name === 'application_resume_texts')) return false;
  const { seeded } = await db
    .selectFrom('application_resume_texts')
    .select((eb) => eb.fn.countAll().as('seeded'))
    .executeTakeFirstOrThrow();
  return Number(seeded) === ROWS;
}

async function run(label: string, database: DatabaseHandle) {
  if (KEEP && ONLY_POOL && (await seededPool(database.db))) {
    await migrateToLatest(database.db);
    if (database.dialect === 'postgres') await sql`vacuum analyze`.execute(database.db);
    console.log(`${label}: reusing the pool kept in ${KEEP}`);
    poolTimings.push(...(await measureTalentPool(database.db, label, ROWS, POOL_RUNS)));
    return [];
  }
  const kept = KEEP && ONLY_REPORTS ? keptHistory(KEEP, label) : undefined;
  if (kept) {
    await timeReports(label, database, kept);
    return [];
  }
  await migrateBeforeRollups(database.db);
  const started = performance.now();
  const seeded = await withPoolRebuiltOnce(database.db, () => seed(database.db, ROWS));
  console.log(
    `${label}: seeded ${ROWS.toLocaleString('en-IN')} applications in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  if (database.dialect === 'postgres') {
    // What autovacuum does soon after a bulk insert on a live database (statistics, visibility map).
    await sql`vacuum analyze`.execute(database.db);
  }
  const applications = ONLY_POOL || ONLY_REPORTS ? [] : await measure(database.db, label, seeded);
  // Both ways every migration has run before the pool is timed: its indexes are the newest.
  if (ONLY_POOL) await migrateToLatest(database.db);
  else await timeReports(label, database);
  if (ONLY_REPORTS) return applications;
  const poolStarted = performance.now();
  const resumes = await withPoolRebuiltOnce(database.db, async () => {
    await seedPoolFields(database.db);
    return seedResumeTexts(database.db);
  });
  console.log(
    `${label}: seeded ${resumes.toLocaleString('en-IN')} resume texts in ${((performance.now() - poolStarted) / 1000).toFixed(1)} s`,
  );
  if (database.dialect === 'postgres') await sql`vacuum analyze`.execute(database.db);
  poolTimings.push(...(await measureTalentPool(database.db, label, ROWS, POOL_RUNS)));
  return applications;
}

async function timeReports(label: string, database: DatabaseHandle, kept?: HistorySeeded) {
  const historyStarted = performance.now();
  const history = kept ?? (await seedStageHistory(database.db));
  console.log(
    `${label}: ${kept ? 'kept' : 'seeded'} ${history.events.toLocaleString('en-IN')} history rows (${history.moves.toLocaleString('en-IN')} stage moves), ${history.interviews.toLocaleString('en-IN')} interviews and ${history.offers.toLocaleString('en-IN')} offers in ${((performance.now() - historyStarted) / 1000).toFixed(1)} s`,
  );
  const rollupsStarted = performance.now();
  await migrateToLatest(database.db);
  console.log(
    `${label}: ran the migrations after the seed (the report roll-ups and summaries, 0058 on) in ${((performance.now() - rollupsStarted) / 1000).toFixed(1)} s`,
  );
  if (database.dialect === 'postgres') await sql`vacuum analyze`.execute(database.db);
  if (KEEP && !kept) keepHistory(KEEP, label, history);
  reportTimings.push(
    ...(await measureReports(database.db, label, REPORT_RUNS, history, REPORT_VIEW_NAMES)),
  );
}

const reportTimings: ReportTiming[] = [];
const poolTimings: PoolTiming[] = [];

async function onSqlite() {
  if (KEEP && ONLY_REPORTS && !keptHistory(KEEP, 'SQLite')) {
    // A seed cut short leaves a file to start again from nothing.
    fs.mkdirSync(KEEP, { recursive: true });
    for (const file of fs.readdirSync(KEEP)) {
      if (file.startsWith('bench.db')) fs.rmSync(path.join(KEEP, file));
    }
  }
  const dataDir = KEEP ?? fs.mkdtempSync(path.join(os.tmpdir(), 'bench-applications-'));
  fs.mkdirSync(dataDir, { recursive: true });
  const database = openDatabase({ dataDir, fileName: 'bench.db' });
  try {
    return await run('SQLite', database);
  } finally {
    await database.close();
    if (!KEEP) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function onPostgres() {
  let adminUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  let cluster: Cluster | undefined;
  if (!adminUrl) {
    // A path held in a variable: the helper is plain JavaScript shared with the test scripts.
    const helper = './postgres-cluster.mjs';
    const { startCluster } = (await import(helper)) as {
      startCluster: () => Promise<Cluster | undefined>;
    };
    cluster = await startCluster();
    if (!cluster) {
      console.log('PostgreSQL skipped: set DATABASE_URL, or install PostgreSQL.');
      return [];
    }
    adminUrl = cluster.url;
    console.log(`Started a throwaway PostgreSQL cluster at ${adminUrl}`);
  }
  // Always a scratch database of its own, never the tables behind DATABASE_URL.
  const name = KEEP ? KEPT_DATABASE : `bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (!KEEP || (ONLY_REPORTS && !keptHistory(KEEP, 'PostgreSQL'))) {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } else if (exists.rowCount === 0) {
    await admin.query(`create database ${name}`);
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = openDatabase({ databaseUrl: url.toString(), dataDir: os.tmpdir() });
  try {
    return await run('PostgreSQL', database);
  } finally {
    await database.close();
    if (!KEEP) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    cluster?.stop();
  }
}

const results = [...(await onSqlite()), ...(await onPostgres())];
console.log(
  `\n${ROWS.toLocaleString('en-IN')} applications, limit ${LIMIT}, ${RUNS} runs after ${WARMUP} warm-up; each run is the page query plus its count.\n`,
);
printTable(results);
console.log(
  `\nHiring reports: ${REPORT_RUNS} runs of each view after 3 warm-up (target p95 < 300 ms).\n`,
);
console.log('| database | view | range | median ms | p95 ms |');
console.log('|---|---|---|---:|---:|');
for (const row of reportTimings) {
  console.log(
    `| ${row.db} | ${row.view} | ${row.range} | ${row.median.toFixed(1)} | ${row.p95.toFixed(1)} |`,
  );
}
console.log(
  `\nTalent pool search over ${ROWS.toLocaleString('en-IN')} candidates with resumes: ${POOL_RUNS} runs of each case after 3 warm-up, page of 20 with its count (target p95 < 100 ms).\n`,
);
console.log('| database | case | matched | median ms | p95 ms |');
console.log('|---|---|---:|---:|---:|');
for (const row of poolTimings) {
  console.log(
    `| ${row.db} | ${row.name} | ${row.matched} | ${row.median.toFixed(1)} | ${row.p95.toFixed(1)} |`,
  );
}
