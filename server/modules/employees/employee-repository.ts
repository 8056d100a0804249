import { sql, type Expression, type Kysely, type SqlBool, type Transaction } from 'kysely';
import type { Database, EmployeesTable } from '../../db/schema';
import type { Selectable } from 'kysely';

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

type Db = Kysely<Database> | Transaction<Database>;

function likePattern(search: string): string {
  return `%${search.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

function matchesSearch(search: string): Expression<SqlBool> {
  const pattern = likePattern(search);
  // lower() on both sides: PostgreSQL's LIKE is case-sensitive, SQLite's only for non-ASCII.
  return sql<SqlBool>`(lower(employee_code) like ${pattern} escape '\\' or lower(full_name) like ${pattern} escape '\\')`;
}

export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown })?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

export function createEmployeeRepository(db: Kysely<Database>) {
  return {
    async list(options: { page: number; limit: number; search: string }) {
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
    },

    findById(id: number, trx: Db = db) {
      return trx.selectFrom('employees').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Codes match trimmed and case-insensitively, as people type them. */
    findByCode(code: string, trx: Db = db) {
      return trx
        .selectFrom('employees')
        .selectAll()
        .where(sql`lower(employee_code)`, '=', code.trim().toLowerCase())
        .executeTakeFirst();
    },

    async codeTaken(trx: Db, code: string, exceptId?: number): Promise<boolean> {
      let query = trx
        .selectFrom('employees')
        .select('id')
        .where(sql`lower(employee_code)`, '=', code.trim().toLowerCase());
      if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
      return (await query.executeTakeFirst()) !== undefined;
    },

    async insert(trx: Db, values: EmployeeColumns & { photo_file_id: number | null }) {
      const now = new Date().toISOString();
      return trx
        .insertInto('employees')
        .values({ ...values, created_at: now, updated_at: now })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async update(trx: Db, id: number, values: EmployeeColumns & { photo_file_id: number | null }) {
      return trx
        .updateTable('employees')
        .set({ ...values, updated_at: new Date().toISOString() })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /** Removes the employee with its codes and its photo, so no personal data is left behind. */
    async remove(trx: Db, employee: EmployeeRow) {
      await trx.deleteFrom('otp_challenges').where('employee_id', '=', employee.id).execute();
      await trx.deleteFrom('employees').where('id', '=', employee.id).execute();
      if (employee.photo_file_id !== null) await deletePhoto(trx, employee.photo_file_id);
    },

    async count() {
      const row = await db
        .selectFrom('employees')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
  };
}

export async function deletePhoto(trx: Db, fileId: number) {
  await trx
    .deleteFrom('stored_files')
    .where('id', '=', fileId)
    .where('purpose', '=', 'photo')
    .execute();
}

export type EmployeeRepository = ReturnType<typeof createEmployeeRepository>;
