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
import { addDays, indiaDateOf } from '@vistaar/shared/lib/job-dates';
import { openDatabase } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrator';
import type { Database } from '../server/db/schema';
import { resumePdf } from '../server/modules/applications';
import { DEMO_JOBS, insertJob } from '../server/modules/careers';
import { insertStoredFile } from '../server/modules/files';
import {
  chances,
  DAY,
  HOUR,
  later,
  MEMBERS,
  MEMBER_PASSWORD,
  offerFixtures,
  rejectionReasonIds,
  seedMembers,
  SOURCE_SHARES,
  stageIds,
} from './bench/hiring-history';
import { FIRST_NAMES, LAST_NAMES, rng } from './bench/seed-applications';

const flag = process.argv.indexOf('--applications');
const APPLICATIONS = flag >= 0 ? Number(process.argv[flag + 1]) : 2_400;
if (!Number.isInteger(APPLICATIONS) || APPLICATIONS < 1) {
  console.error('--applications takes a whole number above 0.');
  process.exit(2);
}

const random = rng(2026);
const { pick, weighted, walk } = chances(random);

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

async function seedHistory(db: Kysely<Database>) {
  const now = Date.now();
  const iso = (at: number) => new Date(at).toISOString();
  const { recruiters, managers, interviewers } = await seedMembers(db, 'history');
  const stages = await stageIds(db);
  const written = await db.transaction().execute(async (trx) => {
    const reasons = await rejectionReasonIds(trx, now);
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
    const offerBasis = await offerFixtures(trx, now);
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
            template_id: offerBasis.templateId,
            ctc_structure_id: offerBasis.structureId,
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
    `Seeded ${APPLICATIONS.toLocaleString('en-IN')} applications over a year with ${written.toLocaleString('en-IN')} stage moves, ${JOBS.length} jobs and ${MEMBERS.recruiter.length + MEMBERS['hiring-manager'].length + MEMBERS.interviewer.length} members (password: "${MEMBER_PASSWORD}").`,
  );
}

await main();
