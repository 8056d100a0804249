// Times the staff applications query (GET /api/career/get-job-applications) over 100,000
// applications (spread over the stages, 5% with interviews, most of those with scorecards),
// with search and each desk filter, through the repository the route uses: on a temporary
// SQLite file, then on PostgreSQL (DATABASE_URL / TEST_DATABASE_URL, else a throwaway local
// cluster when installed).
// Usage: npm run bench [-- --rows 100000 --runs 30 --explain]
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { CompiledQuery, sql, type Kysely } from 'kysely';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrator';
import type { Database } from '../server/db/schema';
import {
  applicationListQueries,
  type ApplicationQuery,
  listApplications,
  type NewApplication,
  resumePdf,
} from '../server/modules/applications';
import { DEMO_JOBS, insertJob } from '../server/modules/careers';
import { insertStoredFile } from '../server/modules/files';
import { setStaffAccount } from '../server/modules/auth';
import { listStages } from '../server/modules/pipeline';
import { INDIAN_STATES, JOB_DEPARTMENTS, JOB_LOCATIONS } from '@vistaar/shared/config/options';
import { defaultClosingDate } from '@vistaar/shared/lib/job-dates';

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
const RUNS = argument('runs', 30);
const WARMUP = 5;
const LIMIT = 5;
const ROWS_PER_INSERT = 500;
const ROWS_PER_TRANSACTION = 10_000;

const FIRST_NAMES = [
  'Aarav',
  'Vivaan',
  'Aditya',
  'Arjun',
  'Sai',
  'Reyansh',
  'Krishna',
  'Ishaan',
  'Rohan',
  'Karthik',
  'Rahul',
  'Vikram',
  'Siddharth',
  'Manish',
  'Nikhil',
  'Pranav',
  'Harsh',
  'Yash',
  'Amit',
  'Suresh',
  'Ananya',
  'Diya',
  'Priya',
  'Aditi',
  'Kavya',
  'Meera',
  'Sneha',
  'Pooja',
  'Neha',
  'Riya',
  'Sana',
  'Isha',
  'Lakshmi',
  'Divya',
  'Anjali',
  'Shreya',
  'Nandini',
  'Swati',
  'Tanvi',
  'Fatima',
];
const LAST_NAMES = [
  'Sharma',
  'Verma',
  'Gupta',
  'Iyer',
  'Nair',
  'Reddy',
  'Rao',
  'Kulkarni',
  'Patil',
  'Deshmukh',
  'Mehta',
  'Shah',
  'Patel',
  'Desai',
  'Joshi',
  'Menon',
  'Pillai',
  'Chatterjee',
  'Banerjee',
  'Mukherjee',
  'Das',
  'Bose',
  'Singh',
  'Kaur',
  'Gill',
  'Khan',
  'Qureshi',
  'Ansari',
  'Fernandes',
  'DSouza',
  'Naidu',
  'Chowdary',
  'Hegde',
  'Shetty',
  'Kamath',
  'Bhat',
  'Saxena',
  'Agarwal',
  'Malhotra',
  'Kapoor',
];

/** Deterministic, so both databases and repeated runs see the same data. */
function rng(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** What the filter cases refer to, known once the data is in. */
interface Seeded {
  jobId: number;
  interviewStageId: number;
}

/** Share of applications with an interview, and of those whose interview has feedback. */
const INTERVIEWED = 0.05;
const WITH_FEEDBACK = 0.6;

async function seed(db: Kysely<Database>): Promise<Seeded> {
  const random = rng(42);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  const jobIds: number[] = [];
  const fileId = await db.transaction().execute(async (trx) => {
    for (let i = 0; i < 40; i += 1) {
      const template = DEMO_JOBS[i % DEMO_JOBS.length];
      jobIds.push(
        await insertJob(
          trx,
          {
            ...template,
            title: `${template.title} ${i + 1}`,
            department: JOB_DEPARTMENTS[i % JOB_DEPARTMENTS.length],
            location: JOB_LOCATIONS[i % JOB_LOCATIONS.length],
            closesOn: defaultClosingDate(),
          },
          null,
        ),
      );
    }
    // One small resume shared by every row keeps the seed fast; the list query never reads it.
    return insertStoredFile(trx, {
      purpose: 'resume',
      originalName: 'resume.pdf',
      mediaType: 'application/pdf',
      content: resumePdf({ name: 'Bench', headline: 'Bench', contact: '', sections: [] }),
    });
  });

  const yearMs = 365 * 86_400_000;
  const start = Date.now() - yearMs;
  // Most applications wait in New; fewer get further, as on a real desk.
  const stages = (await listStages(db)).filter((stage) => stage.archived_at === null);
  const stageShares = [0.55, 0.15, 0.08, 0.03, 0.02, 0.15, 0.02];
  const pickStage = () => {
    let roll = random();
    for (const [index, share] of stageShares.entries()) {
      roll -= share;
      if (roll < 0) return stages[index].id;
    }
    return stages[0].id;
  };
  let batch: (NewApplication & { stage_id: number })[] = [];
  const flush = async (trx: Kysely<Database>) => {
    if (batch.length > 0) {
      await trx
        .insertInto('job_applications')
        .values(batch.map((row) => ({ ...row, stage_entered_at: row.created_at })))
        .execute();
    }
    batch = [];
  };
  for (let offset = 0; offset < ROWS; offset += ROWS_PER_TRANSACTION) {
    await db.transaction().execute(async (trx) => {
      const end = Math.min(ROWS, offset + ROWS_PER_TRANSACTION);
      for (let i = offset; i < end; i += 1) {
        const first = pick(FIRST_NAMES);
        const last = pick(LAST_NAMES);
        const email = `${first}.${last}${i}@example.com`;
        batch.push({
          job_id: random() < 0.1 ? null : pick(jobIds),
          first_name: first,
          last_name: last,
          email,
          email_normalized: email.toLowerCase(),
          phone: `${6 + Math.floor(random() * 4)}${String(Math.floor(random() * 1e9)).padStart(9, '0')}`,
          dob: '1995-06-15',
          gender: pick(['M', 'F', 'O']),
          address: `${1 + (i % 300)} Main Road`,
          city: 'Pune',
          state: pick(INDIAN_STATES),
          job_experience: String(i % 11),
          current_ctc: '8 LPA',
          expected_ctc: '11 LPA',
          current_employer: 'Example Systems',
          current_location: 'Pune',
          resume_file_id: fileId,
          submission_hash: randomBytes(8).toString('hex'),
          client_ip: null,
          created_at: new Date(start + Math.floor((i / ROWS) * yearMs)).toISOString(),
          stage_id: pickStage(),
        });
        if (batch.length === ROWS_PER_INSERT) await flush(trx);
      }
      await flush(trx);
    });
  }
  await seedInterviews(db, random);
  return {
    jobId: jobIds[3],
    interviewStageId: stages.find((stage) => stage.name === 'Interview')!.id,
  };
}

/**
 * Interviews for a share of the applications (one in ten of them cancelled), and feedback
 * with three criteria on most of the rest, so the rating and interview filters have work.
 */
async function seedInterviews(db: Kysely<Database>, random: () => number) {
  const { id: staffId } = await setStaffAccount(
    db,
    'bench.interviewer@example.com',
    'bench interviewer passphrase',
    'Bench Interviewer',
  );
  const applications = await db.selectFrom('job_applications').select('id').execute();
  const chosen = applications.filter(() => random() < INTERVIEWED).map((row) => row.id);
  for (let offset = 0; offset < chosen.length; offset += ROWS_PER_INSERT) {
    await db.transaction().execute(async (trx) => {
      const slice = chosen.slice(offset, offset + ROWS_PER_INSERT);
      const at = new Date().toISOString();
      const interviews = await trx
        .insertInto('interviews')
        .values(
          slice.map((applicationId) => ({
            application_id: applicationId,
            uid: `${randomBytes(8).toString('hex')}@bench`,
            mode: 'video' as const,
            starts_at: at,
            ends_at: at,
            duration_minutes: 60,
            video_url: 'https://meet.example.com/bench',
            location: null,
            status: random() < 0.1 ? ('cancelled' as const) : ('scheduled' as const),
            cancel_reason: null,
            cancelled_at: null,
            created_by: staffId,
            created_at: at,
            updated_at: at,
          })),
        )
        .returning('id')
        .execute();
      const feedback = interviews
        .filter(() => random() < WITH_FEEDBACK)
        .map(({ id }) => {
          const scores = [1, 2, 3].map(() => 1 + Math.floor(random() * 4));
          return {
            interview_id: id,
            staff_id: staffId,
            ratings: JSON.stringify(
              scores.map((score, index) => ({ criterion: `Criterion ${index + 1}`, score })),
            ),
            score_sum: scores.reduce((sum, score) => sum + score, 0),
            score_count: scores.length,
            recommendation: 'yes' as const,
            comments: '',
            supersedes_id: null,
            superseded_at: null,
            created_at: at,
          };
        });
      if (feedback.length > 0)
        await trx.insertInto('interview_feedback').values(feedback).execute();
    });
  }
}

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

async function run(label: string, database: DatabaseHandle) {
  await migrateToLatest(database.db);
  const started = performance.now();
  const seeded = await seed(database.db);
  console.log(
    `${label}: seeded ${ROWS.toLocaleString('en-IN')} applications in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  if (database.dialect === 'postgres') {
    // What autovacuum does soon after a bulk insert on a live database (statistics, visibility map).
    await sql`vacuum analyze`.execute(database.db);
  }
  return measure(database.db, label, seeded);
}

async function onSqlite() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-applications-'));
  const database = openDatabase({ dataDir, fileName: 'bench.db' });
  try {
    return await run('SQLite', database);
  } finally {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
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
  const name = `bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = openDatabase({ databaseUrl: url.toString(), dataDir: os.tmpdir() });
  try {
    return await run('PostgreSQL', database);
  } finally {
    await database.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    cluster?.stop();
  }
}

const results = [...(await onSqlite()), ...(await onPostgres())];
console.log(
  `\n${ROWS.toLocaleString('en-IN')} applications, limit ${LIMIT}, ${RUNS} runs after ${WARMUP} warm-up; each run is the page query plus its count.\n`,
);
printTable(results);
