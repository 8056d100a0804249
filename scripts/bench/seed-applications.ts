// The data the applications benchmark runs on: deterministic applications spread over the
// stages, departments and a year, with interviews and scorecards for a share of them.
import { randomBytes } from 'node:crypto';
import { type Kysely } from 'kysely';
import type { Database } from '../../server/db/schema';
import { type NewApplication, resumePdf } from '../../server/modules/applications';
import { DEMO_JOBS, insertJob } from '../../server/modules/careers';
import { insertStoredFile } from '../../server/modules/files';
import { setStaffAccount } from '../../server/modules/auth';
import { listStages } from '../../server/modules/pipeline';
import { INDIAN_STATES, JOB_DEPARTMENTS, JOB_LOCATIONS } from '@vistaar/shared/config/options';
import { defaultClosingDate } from '@vistaar/shared/lib/job-dates';

const ROWS_PER_INSERT = 500;
const ROWS_PER_TRANSACTION = 10_000;

export const FIRST_NAMES = [
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
export const LAST_NAMES = [
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
export function rng(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** What the filter cases refer to, known once the data is in. */
export interface Seeded {
  jobId: number;
  interviewStageId: number;
}

/** Share of applications with an interview, and of those whose interview has feedback. */
const INTERVIEWED = 0.05;
const WITH_FEEDBACK = 0.6;

export async function seed(db: Kysely<Database>, rows: number): Promise<Seeded> {
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
  let batch: (Omit<NewApplication, 'candidate_id'> & { stage_id: number })[] = [];
  const flush = async (trx: Kysely<Database>) => {
    if (batch.length > 0) {
      // Every address is unique here: one candidate per application.
      const candidates = await trx
        .insertInto('candidates')
        .values(
          batch.map((row) => ({
            first_name: row.first_name,
            last_name: row.last_name,
            email: row.email,
            email_normalized: row.email_normalized,
            phone: row.phone,
            phone_normalized: row.phone,
            source: 'careers_site' as const,
            erased_at: null,
            created_at: row.created_at,
            updated_at: row.created_at,
          })),
        )
        .returning(['id', 'email_normalized'])
        .execute();
      const candidateOf = new Map(candidates.map((row) => [row.email_normalized, row.id]));
      await trx
        .insertInto('job_applications')
        .values(
          batch.map((row) => ({
            ...row,
            stage_entered_at: row.created_at,
            candidate_id: candidateOf.get(row.email_normalized)!,
          })),
        )
        .execute();
    }
    batch = [];
  };
  for (let offset = 0; offset < rows; offset += ROWS_PER_TRANSACTION) {
    await db.transaction().execute(async (trx) => {
      const end = Math.min(rows, offset + ROWS_PER_TRANSACTION);
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
          created_at: new Date(start + Math.floor((i / rows) * yearMs)).toISOString(),
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
