import { sql, type Expression, type Kysely, type Selectable, type SqlBool } from 'kysely';
import type { Database, EmployeesTable } from '../../db/schema';
import { updatedOneRow } from '../../db/guarded-update';

export type EmployeeRow = Selectable<EmployeesTable>;

/** The columns staff edit; timestamps, photo and verification counters are handled separately. */
export type EmployeeColumns = Pick<
  EmployeeRow,
  | 'employee_code'
  | 'full_name'
  | 'date_of_birth'
  | 'gender'
  | 'phone_number'
  | 'personal_email'
  | 'official_email'
  | 'designation'
  | 'department'
  | 'joining_date'
  | 'salary_paise'
  | 'employment_type'
  | 'grade'
  | 'status'
  | 'termination_date'
>;

export type EmployeeValues = EmployeeColumns & {
  photo_file_id: number | null;
  application_id?: number | null;
};

/** `db` may be a transaction: every function here runs inside the caller's unit of work. */

function likePattern(search: string): string {
  return `%${search.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

function matchesSearch(search: string): Expression<SqlBool> {
  const pattern = likePattern(search);
  // lower() on both sides: PostgreSQL's LIKE is case-sensitive, SQLite's only for non-ASCII.
  const columns = [
    'employee_code',
    'full_name',
    'designation',
    'department',
    'phone_number',
    'official_email',
    'personal_email',
  ] as const;
  return sql<SqlBool>`(${sql.join(
    columns.map(
      (column) => sql`lower(coalesce(${sql.ref(column)}, '')) like ${pattern} escape '\\'`,
    ),
    sql` or `,
  )})`;
}

export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown })?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

export async function listEmployees(
  db: Kysely<Database>,
  options: { page: number; limit: number; search: string },
) {
  const search = options.search.trim();
  let query = db.selectFrom('employees');
  if (search) query = query.where(matchesSearch(search));
  const [rows, count] = await Promise.all([
    query
      .selectAll()
      .orderBy('id', 'asc')
      .limit(options.limit)
      .offset((options.page - 1) * options.limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.count) };
}

export function findEmployeeById(db: Kysely<Database>, id: number) {
  return db.selectFrom('employees').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Codes match trimmed and case-insensitively, as people type them. */
export function findEmployeeByCode(db: Kysely<Database>, code: string) {
  return db
    .selectFrom('employees')
    .selectAll()
    .where(sql`lower(employee_code)`, '=', code.trim().toLowerCase())
    .executeTakeFirst();
}

export async function isEmployeeCodeTaken(
  db: Kysely<Database>,
  code: string,
  exceptId?: number,
): Promise<boolean> {
  let query = db
    .selectFrom('employees')
    .select('id')
    .where(sql`lower(employee_code)`, '=', code.trim().toLowerCase());
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** The register's codes run VI-1001, VI-1002, ...: the next one after the highest in use. */
const EMPLOYEE_CODE_PREFIX = 'VI-';
const FIRST_EMPLOYEE_NUMBER = 1001;

export async function nextEmployeeCode(db: Kysely<Database>): Promise<string> {
  const rows = await db
    .selectFrom('employees')
    .select('employee_code')
    .where(sql`upper(employee_code)`, 'like', `${EMPLOYEE_CODE_PREFIX}%`)
    .execute();
  const highest = rows.reduce((max, row) => {
    const digits = /^\d{1,12}$/.exec(row.employee_code.slice(EMPLOYEE_CODE_PREFIX.length).trim());
    return digits ? Math.max(max, Number(digits[0])) : max;
  }, FIRST_EMPLOYEE_NUMBER - 1);
  return `${EMPLOYEE_CODE_PREFIX}${highest + 1}`;
}

export function insertEmployee(db: Kysely<Database>, values: EmployeeValues) {
  const now = new Date().toISOString();
  return db
    .insertInto('employees')
    .values({ ...values, created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updateEmployee(db: Kysely<Database>, id: number, values: EmployeeValues) {
  return db
    .updateTable('employees')
    .set({ ...values, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteEmployeeRow(db: Kysely<Database>, id: number) {
  await db.deleteFrom('employees').where('id', '=', id).execute();
}

export async function deleteEmployeeCodes(db: Kysely<Database>, employeeId: number) {
  await db.deleteFrom('otp_challenges').where('employee_id', '=', employeeId).execute();
}

export async function deletePhoto(db: Kysely<Database>, fileId: number) {
  await db
    .deleteFrom('stored_files')
    .where('id', '=', fileId)
    .where('purpose', '=', 'photo')
    .execute();
}

/** Clears the wrong-code count and lock; false when there is no such employee. */
export async function clearVerificationLock(db: Kysely<Database>, id: number): Promise<boolean> {
  return updatedOneRow(
    db
      .updateTable('employees')
      .set({ otp_failures: 0, otp_locked_until: null })
      .where('id', '=', id),
  );
}

export async function countEmployees(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('employees')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The employee record made from this application, if one was. */
export function findEmployeeIdByApplication(
  db: Kysely<Database>,
  applicationId: number,
): Promise<{ id: number } | undefined> {
  return db
    .selectFrom('employees')
    .select('id')
    .where('application_id', '=', applicationId)
    .executeTakeFirst();
}
