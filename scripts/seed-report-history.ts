// A year of hiring history to look at the Reports screen with: twelve jobs over six
// departments, owned by three recruiters with two hiring managers; applications from every
// source, walked through the pipeline the way a desk moves them (screened, interviewed by a
// panel of eight, offered, hired or joined, rejected with a reason, withdrawn, now and then sent
// back a stage), with feedback on time, late or missing, offers accepted, declined and expired,
// and joinings and dropouts. Deterministic: the same data on every run.
// Usage (with the server's DATA_DIR, or DATABASE_URL for PostgreSQL):
//   DATA_DIR=./data npx tsx scripts/seed-report-history.ts [--applications 2400]
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { ApplicationSource } from '@vistaar/shared/config';
import { DROPOUT_REASONS, type DropoutReason } from '@vistaar/shared/config/joining';
import { addDays, indiaDateOf } from '@vistaar/shared/lib/job-dates';
import { openDatabase } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrator';
import type { Database } from '../server/db/schema';
import { resumePdf } from '../server/modules/applications';
import { setStaffAccount } from '../server/modules/auth';
import { DEMO_JOBS, insertJob } from '../server/modules/careers';
import { insertStoredFile } from '../server/modules/files';
import { FIRST_NAMES, LAST_NAMES, rng } from './bench/seed-applications';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const flag = process.argv.indexOf('--applications');
const APPLICATIONS = flag >= 0 ? Number(process.argv[flag + 1]) : 2_400;
if (!Number.isInteger(APPLICATIONS) || APPLICATIONS < 1) {
  console.error('--applications takes a whole number above 0.');
  process.exit(2);
}

const random = rng(2026);
const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)];
const between = (low: number, high: number) => low + random() * (high - low);
/** One of `items` by weight: [item, weight][]. */
function weighted<T>(items: readonly (readonly [T, number])[]): T {
  let roll = random() * items.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [item, weight] of items) {
    roll -= weight;
    if (roll < 0) return item;
  }
  return items[items.length - 1][0];
}

/** A time `days` (fractional) after `from`, moved into India's working hours (09:30-19:00). */
function later(from: number, days: number): number {
  const at = new Date(from + days * DAY);
  const indiaMinutes = (at.getUTCHours() * 60 + at.getUTCMinutes() + 330) % 1440;
  const shift =
    indiaMinutes < 570 ? 570 - indiaMinutes : indiaMinutes > 1140 ? 1440 - indiaMinutes + 600 : 0;
  return at.getTime() + shift * 60_000;
}

const PASSWORD = 'report history members 2026';
const MEMBERS = {
  recruiter: ['Ananya Iyer', 'Rahul Mehta', 'Kavya Nair'],
  'hiring-manager': ['Siddharth Rao', 'Fatima Qureshi'],
  interviewer: [
    'Venkataraman Subramanian',
    'Priya Chatterjee',
    'Arjun Malhotra',
    'Lakshmi Narayanan',
    'Nikhil Deshmukh',
    'Sneha Kulkarni',
    'Mohammed Ansari',
    'Divya Pillai',
  ],
} as const;

/** The jobs: the demo openings and three more, with when each was opened (days ago). */
const JOBS = [
  ...DEMO_JOBS.map((job, position) => ({ job, openedDaysAgo: 360 - position * 25 })),
  {
    job: { ...DEMO_JOBS[0], title: 'Java Developer (Spring Boot)', location: 'Chennai, India' },
    openedDaysAgo: 340,
  },
  {
    job: { ...DEMO_JOBS[2], title: 'Data Engineer (Spark and Airflow)', location: 'Pune, India' },
    openedDaysAgo: 250,
  },
  {
    job: { ...DEMO_JOBS[6], title: 'Technical Support Engineer', location: 'Kochi, India' },
    openedDaysAgo: 120,
  },
];

const SOURCE_SHARES: [ApplicationSource, number][] = [
  ['careers_site', 34],
  ['naukri', 22],
  ['linkedin', 20],
  ['referral', 10],
  ['agency', 8],
  ['walk_in', 4],
  ['other', 2],
];

/** Reasons a team adds beside the installed ones, as a real desk's list reads. */
const EXTRA_REASONS = [
  'Skills do not match the role',
  'Salary expectations above the budgeted band',
  'Did not clear the technical interview',
  'Notice period longer than the role can wait',
];

type Stage = 'New' | 'Screening' | 'Interview' | 'Offer' | 'Hired' | 'Rejected' | 'Withdrawn';

interface Move {
  to: Stage;
  at: number;
  reason?: string;
}

interface Panel {
  startsAt: number;
  staff: number[];
  cancelled: boolean;
  /** Per panel member: hours after the end their feedback came, or null for none. */
  feedbackHours: (number | null)[];
}

interface OfferPlan {
  sentAt: number;
  validUntil: string;
  joiningDate: string;
  status: 'sent' | 'accepted' | 'declined' | 'expired';
  respondedAt: number | null;
  joining: { outcome: 'joined' | 'dropped-out'; at: number; reason: DropoutReason | null } | null;
}

/**
 * One application's path from `created` up to now: its moves, interviews and offer. What
 * would happen after now has not happened: the application waits where it is.
 */
function walk(created: number, now: number, interviewers: number[]) {
  const moves: Move[] = [];
  const panels: Panel[] = [];
  let offer: OfferPlan | null = null;
  let stage: Stage = 'New';
  let at = created;
  const move = (to: Stage, days: number, reason?: string) => {
    const next = later(at, days);
    if (next >= now) return false;
    at = next;
    stage = to;
    moves.push({ to, at, reason });
    return true;
  };
  for (let step = 0; step < 12; step += 1) {
    if (stage === 'New') {
      const next = weighted<[Stage, string?]>([
        [['Screening'], 72],
        [['Rejected', 'Not enough experience'], 10],
        [['Rejected', 'Skills do not match the role'], 8],
        [['Rejected', 'No response'], 6],
        [['Withdrawn'], 4],
      ]);
      if (!move(next[0], between(0.3, 5), next[1])) break;
    } else if (stage === 'Screening') {
      const next = weighted<[Stage, string?]>([
        [['Interview'], 42],
        [['Rejected', 'Skills do not match the role'], 18],
        [['Rejected', 'Salary expectations above the budgeted band'], 12],
        [['Rejected', 'Notice period longer than the role can wait'], 8],
        [['Rejected', 'No response'], 7],
        [['Withdrawn'], 6],
        [['New'], 7],
      ]);
      if (!move(next[0], between(1, 8), next[1])) break;
    } else if (stage === 'Interview') {
      let round = at;
      for (let count = 1 + Math.floor(random() * 3), r = 0; r < count; r += 1) {
        round = later(round, between(1, 6));
        if (round >= now + 7 * DAY) break;
        const size = random() < 0.6 ? 2 : 1;
        const staff = [...interviewers].sort(() => random() - 0.5).slice(0, size);
        const ended = round + HOUR;
        panels.push({
          startsAt: round,
          staff,
          cancelled: random() < 0.07,
          feedbackHours: staff.map(() => {
            const roll = random();
            if (roll < 0.72) return between(1, 20);
            if (roll < 0.88) return between(30, 120);
            return null;
          }),
        });
        if (ended >= now) break;
      }
      const next = weighted<[Stage, string?]>([
        [['Offer'], 28],
        [['Rejected', 'Did not clear the technical interview'], 40],
        [['Rejected', 'Position filled'], 12],
        [['Withdrawn'], 10],
        [['Screening'], 8],
      ]);
      if (!move(next[0], (round - at) / DAY + between(1, 4), next[1])) break;
    } else if (stage === 'Offer') {
      const sentAt = later(at, between(1, 3));
      if (sentAt >= now) break;
      const validUntil = addDays(indiaDateOf(new Date(sentAt).toISOString()), 7);
      const answer = weighted<OfferPlan['status']>([
        ['accepted', 72],
        ['declined', 18],
        ['expired', 10],
      ]);
      const respondedAt =
        answer === 'expired'
          ? Date.parse(`${validUntil}T18:30:00Z`)
          : later(sentAt, between(0.5, 6));
      const joiningDate = addDays(
        indiaDateOf(new Date(respondedAt).toISOString()),
        15 + Math.floor(random() * 45),
      );
      offer = { sentAt, validUntil, joiningDate, status: 'sent', respondedAt: null, joining: null };
      if (respondedAt >= now) break;
      offer.status = answer;
      offer.respondedAt = answer === 'expired' ? null : respondedAt;
      at = respondedAt;
      if (answer === 'declined') {
        if (!move('Withdrawn', 0.1)) break;
      } else if (answer === 'expired') {
        if (!move('Rejected', 0.5, 'No response')) break;
      } else {
        const joinedAt = Date.parse(`${joiningDate}T04:30:00Z`);
        if (joinedAt >= now) break;
        if (random() < 0.86) {
          offer.joining = { outcome: 'joined', at: joinedAt, reason: null };
          at = joinedAt - 0.1 * DAY;
          move('Hired', 0.1);
        } else {
          const reason = pick(DROPOUT_REASONS).value;
          offer.joining = { outcome: 'dropped-out', at: joinedAt, reason };
          at = joinedAt - 0.2 * DAY;
          move('Withdrawn', 0.1);
        }
      }
      break;
    } else {
      break;
    }
  }
  return { moves, panels, offer, stage, stageEnteredAt: moves.at(-1)?.at ?? created };
}

async function main() {
  const handle = openDatabase({
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: path.resolve(process.env.DATA_DIR ?? './data'),
  });
  const db: Kysely<Database> = handle.db;
  try {
    await migrateToLatest(db);
    await seedHistory(db);
  } finally {
    await handle.close();
  }
}

async function member(db: Kysely<Database>, name: string, role: keyof typeof MEMBERS) {
  const email = `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@history.example.com`;
  const { id } = await setStaffAccount(db, email, PASSWORD, name);
  await db.updateTable('staff_users').set({ role }).where('id', '=', id).execute();
  return id;
}

async function seedHistory(db: Kysely<Database>) {
  const now = Date.now();
  const iso = (at: number) => new Date(at).toISOString();
  const recruiters: number[] = [];
  for (const name of MEMBERS.recruiter) recruiters.push(await member(db, name, 'recruiter'));
  const managers: number[] = [];
  for (const name of MEMBERS['hiring-manager']) {
    managers.push(await member(db, name, 'hiring-manager'));
  }
  const interviewers: number[] = [];
  for (const name of MEMBERS.interviewer) interviewers.push(await member(db, name, 'interviewer'));

  const stages = new Map(
    (
      await db
        .selectFrom('pipeline_stages')
        .select(['id', 'name'])
        .where('archived_at', 'is', null)
        .execute()
    ).map((row) => [row.name as Stage, row.id]),
  );
  const written = await db.transaction().execute(async (trx) => {
    const position = Number(
      (
        await trx
          .selectFrom('rejection_reasons')
          .select((eb) => eb.fn.max('position').as('top'))
          .executeTakeFirst()
      )?.top ?? 0,
    );
    const known = new Set(
      (await trx.selectFrom('rejection_reasons').select('label').execute()).map((row) => row.label),
    );
    const missing = EXTRA_REASONS.filter((label) => !known.has(label));
    if (missing.length > 0) {
      await trx
        .insertInto('rejection_reasons')
        .values(
          missing.map((label, offset) => ({
            label,
            position: position + offset + 1,
            archived_at: null,
            created_at: iso(now),
          })),
        )
        .execute();
    }
    const reasons = new Map(
      (
        await trx
          .selectFrom('rejection_reasons')
          .select(['id', 'label'])
          .where('archived_at', 'is', null)
          .execute()
      ).map((row) => [row.label, row.id]),
    );
    const jobs: { id: number; opened: number }[] = [];
    for (const [position, { job, openedDaysAgo }] of JOBS.entries()) {
      const opened = now - openedDaysAgo * DAY;
      const { postedDaysAgo: _posted, ...fields } = job;
      const id = await insertJob(
        trx,
        { ...fields, closesOn: addDays(indiaDateOf(iso(now)), 30) },
        recruiters[position % recruiters.length],
        iso(opened),
      );
      await trx
        .insertInto('job_hiring_managers')
        .values({
          job_id: id,
          staff_id: managers[position % managers.length],
          created_at: iso(opened),
        })
        .execute();
      jobs.push({ id, opened });
    }
    const template = await trx
      .insertInto('offer_templates')
      .values({
        name: 'Report history offer',
        body: '<p>{{candidateName}}</p>',
        archived_at: null,
        created_at: iso(now),
        updated_at: iso(now),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const structure = await trx
      .insertInto('ctc_structures')
      .values({
        name: 'Report history CTC',
        components: '[]',
        archived_at: null,
        created_at: iso(now),
        updated_at: iso(now),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const resume = await insertStoredFile(trx, {
      purpose: 'resume',
      originalName: 'resume.pdf',
      mediaType: 'application/pdf',
      content: resumePdf({ name: 'Applicant', headline: 'Applicant', contact: '', sections: [] }),
    });

    let moves = 0;
    for (let row = 0; row < APPLICATIONS; row += 1) {
      // More applications lately than a year ago, as a growing team sees.
      const created = later(now - 365 * DAY * (1 - Math.sqrt(random())), 0);
      if (created >= now) continue;
      const open = jobs.filter((job) => job.opened < created);
      const job = random() < 0.06 || open.length === 0 ? null : pick(open);
      const first = pick(FIRST_NAMES);
      const last = pick(LAST_NAMES);
      const email = `${first}.${last}.${row}@history.example.com`.toLowerCase();
      const phone = `9${String(Math.floor(random() * 1e9)).padStart(9, '0')}`;
      const source = weighted(SOURCE_SHARES);
      const candidate = await trx
        .insertInto('candidates')
        .values({
          first_name: first,
          last_name: last,
          email,
          email_normalized: email,
          phone,
          phone_normalized: phone,
          source,
          erased_at: null,
          created_at: iso(created),
          updated_at: iso(created),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const path = walk(created, now, interviewers);
      const application = await trx
        .insertInto('job_applications')
        .values({
          job_id: job?.id ?? null,
          first_name: first,
          last_name: last,
          email,
          email_normalized: email,
          phone,
          dob: '1996-04-12',
          gender: pick(['M', 'F']),
          address: '12 MG Road',
          city: 'Pune',
          state: 'Maharashtra',
          job_experience: String(Math.floor(random() * 12)),
          current_ctc: '9 LPA',
          expected_ctc: '12 LPA',
          current_employer: 'Example Systems',
          current_location: 'Pune',
          resume_file_id: resume,
          submission_hash: randomBytes(8).toString('hex'),
          client_ip: null,
          created_at: iso(created),
          stage_id: stages.get('New')!,
          stage_entered_at: iso(created),
          source,
          candidate_id: candidate.id,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      let from = stages.get('New')!;
      for (const step of path.moves) {
        const to = stages.get(step.to)!;
        await trx
          .insertInto('application_events')
          .values({
            application_id: application.id,
            kind: 'stage-moved',
            staff_id: job ? recruiters[jobs.indexOf(job) % recruiters.length] : recruiters[0],
            from_stage_id: from,
            to_stage_id: to,
            rejection_reason_id: step.reason ? (reasons.get(step.reason) ?? null) : null,
            comment: null,
            created_at: iso(step.at),
          })
          .execute();
        from = to;
        moves += 1;
      }
      await trx
        .updateTable('job_applications')
        .set({ stage_id: from, stage_entered_at: iso(path.stageEnteredAt) })
        .where('id', '=', application.id)
        .execute();
      for (const panel of path.panels) {
        const interview = await trx
          .insertInto('interviews')
          .values({
            application_id: application.id,
            uid: `${randomBytes(8).toString('hex')}@history`,
            mode: 'video',
            starts_at: iso(panel.startsAt),
            ends_at: iso(panel.startsAt + HOUR),
            duration_minutes: 60,
            video_url: 'https://meet.example.com/history',
            location: null,
            status: panel.cancelled ? 'cancelled' : 'scheduled',
            cancel_reason: panel.cancelled ? 'Candidate asked to move it' : null,
            cancelled_at: panel.cancelled ? iso(panel.startsAt - DAY) : null,
            created_by: recruiters[0],
            created_at: iso(panel.startsAt - 2 * DAY),
            updated_at: iso(panel.startsAt - 2 * DAY),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('interview_interviewers')
          .values(panel.staff.map((staff) => ({ interview_id: interview.id, staff_id: staff })))
          .execute();
        for (const [seat, hours] of panel.feedbackHours.entries()) {
          const given = panel.startsAt + HOUR + (hours ?? 0) * HOUR;
          if (panel.cancelled || hours === null || given >= now) continue;
          const scores = [1, 2, 3].map(() => 1 + Math.floor(random() * 4));
          await trx
            .insertInto('interview_feedback')
            .values({
              interview_id: interview.id,
              staff_id: panel.staff[seat],
              ratings: JSON.stringify(
                scores.map((score, n) => ({ criterion: `Criterion ${n + 1}`, score })),
              ),
              score_sum: scores.reduce((sum, score) => sum + score, 0),
              score_count: scores.length,
              recommendation: pick(['strong-no', 'no', 'yes', 'strong-yes'] as const),
              comments: '',
              supersedes_id: null,
              superseded_at: null,
              created_at: iso(given),
            })
            .execute();
        }
      }
      if (path.offer) {
        const offer = await trx
          .insertInto('offers')
          .values({
            application_id: application.id,
            version: 1,
            status: path.offer.status,
            template_id: template.id,
            ctc_structure_id: structure.id,
            ctc: 1_200_000 + Math.floor(random() * 24) * 100_000,
            breakup: '[]',
            designation: 'Software Engineer',
            location: 'Pune',
            reporting_manager: 'Siddharth Rao',
            joining_date: path.offer.joiningDate,
            valid_until: path.offer.validUntil,
            link_token_hash: null,
            letter_file_id: null,
            letter_sha256: null,
            signed_file_id: null,
            signed_sha256: null,
            signed_kid: null,
            accepted_name: path.offer.status === 'accepted' ? `${first} ${last}` : null,
            decline_reason: path.offer.status === 'declined' ? 'Accepted another offer' : null,
            sent_at: iso(path.offer.sentAt),
            responded_at: path.offer.respondedAt === null ? null : iso(path.offer.respondedAt),
            created_by: recruiters[0],
            created_at: iso(path.offer.sentAt - DAY),
            updated_at: iso(path.offer.respondedAt ?? path.offer.sentAt),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (path.offer.joining) {
          await trx
            .insertInto('joining_outcomes')
            .values({
              offer_id: offer.id,
              application_id: application.id,
              outcome: path.offer.joining.outcome,
              dropout_reason: path.offer.joining.reason,
              note: null,
              employee_id: null,
              staff_id: recruiters[0],
              created_at: iso(path.offer.joining.at),
            })
            .execute();
        }
      }
    }
    return moves;
  });
  console.log(
    `Seeded ${APPLICATIONS.toLocaleString('en-IN')} applications over a year with ${written.toLocaleString('en-IN')} stage moves, ${JOBS.length} jobs and ${MEMBERS.recruiter.length + MEMBERS['hiring-manager'].length + MEMBERS.interviewer.length} members (password: "${PASSWORD}").`,
  );
}

await main();
