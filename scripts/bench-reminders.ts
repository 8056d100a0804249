// Times the reminder sweep's claim (a batch of 50 due reminders, taken and rolled back), the
// interview card's reminder list and the digest's escalated-feedback query, over the bench's
// applications (5% with interviews) with five reminders an interview, nearly all already
// sent, on a temporary SQLite file.
// Usage: npm run bench:reminders [-- --rows 50000 --runs 30]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Kysely } from 'kysely';
import { openDatabase } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrator';
import type { Database } from '../server/db/schema';
import { setStaffAccount } from '../server/modules/auth';
import { claimDueReminders, listReminders } from '../server/modules/interviews';
import { listEscalatedFeedback } from '../server/modules/staff-digests';
import { seed } from './bench/seed-applications';

function argument(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

const ROWS = argument('rows', 50_000);
const RUNS = argument('runs', 30);
const WARMUP = 3;
const HOUR_MS = 3_600_000;
/** Reminders left to send when the sweep comes: the rest went out earlier. */
const STILL_DUE = 0.02;

class Rollback extends Error {}

async function seedReminders(db: Kysely<Database>) {
  // The bench's interviews have feedback but no panel: its one interviewer sits on each.
  const [interviewer] = await db
    .selectFrom('staff_users')
    .select('id')
    .where('email', '=', 'bench.interviewer@example.com')
    .execute();
  const all = await db.selectFrom('interviews').select('id').execute();
  for (let offset = 0; offset < all.length; offset += 500) {
    await db
      .insertInto('interview_interviewers')
      .values(
        all.slice(offset, offset + 500).map((row) => ({
          interview_id: row.id,
          staff_id: interviewer.id,
        })),
      )
      .execute();
  }
  const interviews = await db
    .selectFrom('interviews as i')
    .innerJoin('interview_interviewers as p', 'p.interview_id', 'i.id')
    .select(['i.id', 'i.starts_at', 'i.ends_at', 'p.staff_id'])
    .execute();
  const now = Date.now();
  let counter = 0;
  const rows = interviews.flatMap((row) => {
    const at = (ms: number) => new Date(Date.parse(row.starts_at) + ms).toISOString();
    const kinds = [
      ['day-before', -24 * HOUR_MS, null],
      ['hour-before', -HOUR_MS, null],
      ['candidate-day-before', -24 * HOUR_MS, null],
      ['candidate-two-hours-before', -2 * HOUR_MS, null],
      [
        'feedback-missing',
        Date.parse(row.ends_at) - Date.parse(row.starts_at) + 2 * HOUR_MS,
        row.staff_id,
      ],
    ] as const;
    return kinds.map(([kind, offset, staffId]) => {
      counter += 1;
      const due = counter % Math.round(1 / STILL_DUE) === 0;
      return {
        interview_id: row.id,
        kind,
        starts_at: row.starts_at,
        due_at: due ? new Date(now - HOUR_MS).toISOString() : at(offset),
        sent_at: due ? null : at(offset),
        channel: due ? null : ('email' as const),
        staff_id: staffId,
        created_at: row.starts_at,
      };
    });
  });
  for (let offset = 0; offset < rows.length; offset += 500) {
    await db
      .insertInto('interview_reminders')
      .values(rows.slice(offset, offset + 500))
      .execute();
  }
  // Every job owned by one recruiter, so the digest query has a member to tell.
  const { id: recruiter } = await setStaffAccount(
    db,
    'bench.recruiter@example.com',
    'bench recruiter passphrase',
    'Bench Recruiter',
  );
  await db.updateTable('jobs').set({ recruiter_id: recruiter }).execute();
  return { reminders: rows.length, interviewIds: interviews.map((row) => row.id) };
}

async function time(label: string, work: () => Promise<unknown>) {
  const samples: number[] = [];
  for (let run = 0; run < WARMUP + RUNS; run += 1) {
    const started = performance.now();
    await work();
    if (run >= WARMUP) samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const at = (share: number) =>
    samples[Math.min(samples.length - 1, Math.floor(share * samples.length))];
  console.log(`${label.padEnd(48)} median ${at(0.5).toFixed(2)} ms, p95 ${at(0.95).toFixed(2)} ms`);
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-reminders-'));
  const database = openDatabase({ dataDir, fileName: 'bench.db' });
  const db = database.db;
  try {
    await migrateToLatest(db);
    await seed(db, ROWS);
    const { reminders, interviewIds } = await seedReminders(db);
    console.log(
      `SQLite: ${ROWS.toLocaleString('en-IN')} applications, ${interviewIds.length.toLocaleString('en-IN')} interviews, ${reminders.toLocaleString('en-IN')} reminders`,
    );
    const now = new Date().toISOString();
    await time('claim a batch of 50 due reminders', () =>
      db
        .transaction()
        .execute(async (trx) => {
          await claimDueReminders(trx, now, 50);
          throw new Rollback();
        })
        .catch((error: unknown) => {
          if (!(error instanceof Rollback)) throw error;
        }),
    );
    await time('one interview card list (20 interviews)', () =>
      listReminders(db, interviewIds.slice(0, 20)),
    );
    const since = new Date(Date.now() - 30 * 86_400_000).toISOString();
    await time("digest: every member's escalated feedback", () =>
      listEscalatedFeedback(db, now, since),
    );
  } finally {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

void main();
