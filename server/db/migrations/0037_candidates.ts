import { sql, type Kysely } from 'kysely';
import { columns2025 } from './columns-2025';

/**
 * One candidate is one person across jobs. Until now each application held its applicant's
 * contact details itself; `candidates` holds the person (name, e-mail, phone, each with the
 * normalised form searches and de-duplication compare, where they first came from, their
 * choice to be kept for other roles) and `job_applications.candidate_id` links each
 * application to its person.
 *
 * Existing applications are grouped by their normalised e-mail only: a shared phone number
 * may belong to two people (a family's number), so such candidates stay apart until staff
 * merge them. An erased application is grouped with nobody: it gets a candidate of its own
 * that holds no personal data. A group's candidate takes the newest application's name,
 * phone and choice, and the oldest one's source and time.
 *
 * The unique index on the normalised e-mail leaves out erased candidates (their e-mail is
 * blank), so a person who asked to be erased and applies again becomes a new candidate.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columns2025(db);
  await c
    .id(db.schema.createTable('candidates'))
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('last_name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    // Trimmed and lower-cased.
    .addColumn('email_normalized', 'text', (col) => col.notNull())
    .addColumn('phone', 'text', (col) => col.notNull())
    // An Indian number as its 10 national digits (+91, 0091, a leading 0, spaces and dashes
    // dropped); any other number as its digits.
    .addColumn('phone_normalized', 'text', (col) => col.notNull())
    // An application source (careers_site, referral, ...): how the person first came.
    .addColumn('source', 'text', (col) => col.notNull())
    // 1 when the person agreed to be kept for other suitable roles (their latest choice).
    .addColumn('keep_for_other_roles', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('erased_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await sql`create unique index candidates_email_idx on candidates (email_normalized)
    where email_normalized <> ''`.execute(db);
  await sql`create index candidates_phone_idx on candidates (phone_normalized)
    where phone_normalized <> ''`.execute(db);
  await db.schema
    .alterTable('job_applications')
    .addColumn('candidate_id', 'integer', (col) => col.references('candidates.id'))
    .execute();
  await sql`create index job_applications_candidate_idx
    on job_applications (candidate_id)`.execute(db);

  const rows = await sql<Application>`select id, first_name, last_name, email, phone, source,
    keep_for_other_roles, created_at, erased_at from job_applications
    order by created_at, id`.execute(db);
  const groups = new Map<string, Application[]>();
  const alone: Application[] = [];
  for (const row of rows.rows) {
    const key = row.erased_at ? '' : row.email.trim().toLowerCase();
    if (key === '') alone.push(row);
    else groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  for (const [key, group] of groups) {
    const first = group[0];
    const latest = group[group.length - 1];
    const candidateId = await insertCandidate(db, {
      first_name: latest.first_name,
      last_name: latest.last_name,
      email: latest.email.trim(),
      email_normalized: key,
      phone: latest.phone,
      phone_normalized: normalizedPhone(latest.phone),
      source: first.source,
      keep_for_other_roles: Number(latest.keep_for_other_roles) ? 1 : 0,
      erased_at: null,
      created_at: first.created_at,
      updated_at: latest.created_at,
    });
    await link(db, candidateId, group);
  }
  for (const row of alone) {
    const candidateId = await insertCandidate(db, {
      first_name: row.erased_at ? 'Erased' : row.first_name,
      last_name: row.erased_at ? 'applicant' : row.last_name,
      email: '',
      email_normalized: '',
      phone: row.erased_at ? '' : row.phone,
      phone_normalized: row.erased_at ? '' : normalizedPhone(row.phone),
      source: row.source,
      keep_for_other_roles: 0,
      erased_at: row.erased_at,
      created_at: row.created_at,
      updated_at: row.erased_at ?? row.created_at,
    });
    await link(db, candidateId, [row]);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists job_applications_candidate_idx`.execute(db);
  await db.schema.alterTable('job_applications').dropColumn('candidate_id').execute();
  await db.schema.dropTable('candidates').execute();
}

interface Application {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  source: string;
  keep_for_other_roles: number;
  created_at: string;
  erased_at: string | null;
}

type Candidate = Record<string, string | number | null>;

async function insertCandidate(db: Kysely<unknown>, values: Candidate): Promise<number> {
  const names = Object.keys(values);
  const row = await sql<{ id: number }>`insert into candidates
    (${sql.join(names.map((name) => sql.ref(name)))})
    values (${sql.join(names.map((name) => values[name]))}) returning id`.execute(db);
  return Number(row.rows[0].id);
}

async function link(db: Kysely<unknown>, candidateId: number, group: Application[]) {
  await sql`update job_applications set candidate_id = ${candidateId}
    where id in (${sql.join(group.map((row) => row.id))})`.execute(db);
}

/**
 * The phone rule as it stood when this migration was written (frozen with it): the digits,
 * with +91 or 0091 and then leading zeros dropped from a number longer than 10 digits.
 */
function normalizedPhone(raw: string): string {
  let digits = raw.replace(/\D/g, '');
  if (digits.length > 10 && /^\s*(\+|00)\s*91/.test(raw)) digits = digits.replace(/^(00)?91/, '');
  if (digits.length > 10) digits = digits.replace(/^0+/, '');
  return digits;
}
