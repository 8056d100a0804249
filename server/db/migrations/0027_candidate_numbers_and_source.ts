import { sql, type Kysely } from 'kysely';

/**
 * Notice period and CTC as numbers, and where each application came from.
 *
 * - The notice period is a choice (`notice_period`), a last working day for 'date'
 *   (`notice_until`), and its days for the fixed choices (`notice_days`), which the desk's
 *   'at most N days' filter compares; `serving_notice` is 0/1.
 * - CTCs get an amount in whole rupees a year beside the text as typed. Existing texts that
 *   read as one figure ('18.5 LPA', '18,50,000', '1850000', '18.5 lakhs') get theirs here;
 *   the others keep only their text.
 * - `source` (careers_site for every application so far, which came through the website),
 *   `source_detail`, the referring employee, how the consent of a candidate added by staff
 *   was obtained, and the staff member who added them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const columns: [string, 'text' | 'integer', string?][] = [
    ['notice_period', 'text'],
    ['notice_until', 'text'],
    ['notice_days', 'integer'],
    ['serving_notice', 'integer', '0'],
    ['current_ctc_amount', 'integer'],
    ['expected_ctc_amount', 'integer'],
    ['source', 'text', 'careers_site'],
    ['source_detail', 'text', ''],
    ['consent_source', 'text'],
  ];
  for (const [name, type, fallback] of columns) {
    await db.schema
      .alterTable('job_applications')
      .addColumn(name, type, (col) =>
        fallback === undefined
          ? col
          : col.notNull().defaultTo(type === 'integer' ? Number(fallback) : fallback),
      )
      .execute();
  }
  await db.schema
    .alterTable('job_applications')
    .addColumn('referrer_employee_id', 'integer', (col) =>
      col.references('employees.id').onDelete('set null'),
    )
    .execute();
  await db.schema
    .alterTable('job_applications')
    .addColumn('added_by', 'integer', (col) =>
      col.references('staff_users.id').onDelete('set null'),
    )
    .execute();

  const rows = await sql<{ id: number; current_ctc: string; expected_ctc: string }>`select id,
    current_ctc, expected_ctc from job_applications
    where current_ctc <> '' or expected_ctc <> ''`.execute(db);
  for (const row of rows.rows) {
    const current = ctcAmount(row.current_ctc);
    const expected = ctcAmount(row.expected_ctc);
    if (current === null && expected === null) continue;
    await sql`update job_applications set current_ctc_amount = ${current},
      expected_ctc_amount = ${expected} where id = ${row.id}`.execute(db);
  }
  await sql`create index job_applications_expected_ctc_idx
    on job_applications (expected_ctc_amount)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists job_applications_expected_ctc_idx`.execute(db);
  for (const name of [
    'added_by',
    'referrer_employee_id',
    'consent_source',
    'source_detail',
    'source',
    'expected_ctc_amount',
    'current_ctc_amount',
    'serving_notice',
    'notice_days',
    'notice_until',
    'notice_period',
  ]) {
    await db.schema.alterTable('job_applications').dropColumn(name).execute();
  }
}

/*
 * The CTC reading as of this migration, kept here because a migration never imports
 * application code (the reading the server uses may change; what this converted may not).
 * One figure only: a bare number below 1000 is lakhs, otherwise rupees (Indian or western
 * grouping), or a figure with lakh/LPA/crore, optionally '₹'/'Rs'/'INR' and 'per annum'.
 */
const UNITS: Record<string, number> = {
  lpa: 1e5,
  l: 1e5,
  lakh: 1e5,
  lakhs: 1e5,
  lac: 1e5,
  lacs: 1e5,
  cr: 1e7,
  crore: 1e7,
  crores: 1e7,
};
const FIGURE =
  /^(?:₹|rs\.?|inr)?\s*(\d{1,3}(?:,\d{2,3})+|\d+(?:\.\d+)?)\s*(lpa|lakhs?|lacs?|l|crores?|cr)?(?:\s*(?:per\s+annum|p\.?\s?a\.?|a\s+year|per\s+year|annually))?$/i;

function ctcAmount(text: string): number | null {
  const match = FIGURE.exec(text.trim().replace(/\s+/g, ' '));
  if (!match) return null;
  const value = Number(match[1].replace(/,/g, ''));
  const unit = match[2]?.toLowerCase();
  const rupees = Math.round(unit ? value * UNITS[unit] : value < 1000 ? value * 1e5 : value);
  return rupees <= 1e9 ? rupees : null;
}
