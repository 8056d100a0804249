import { sql, type Kysely } from 'kysely';
import { columns2025 } from './columns-2025';

/** Employee records, and the one-time codes that let an employee see their own record. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columns2025(db);

  await c
    .id(db.schema.createTable('employees'))
    .addColumn('employee_code', 'text', (col) => col.notNull())
    .addColumn('full_name', 'text', (col) => col.notNull())
    .addColumn('date_of_birth', 'text', (col) => col.notNull())
    .addColumn('gender', 'text', (col) => col.notNull())
    .addColumn('phone_number', 'text', (col) => col.notNull())
    .addColumn('personal_email', 'text', (col) => col.notNull())
    .addColumn('official_email', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('designation', 'text', (col) => col.notNull())
    .addColumn('department', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('joining_date', 'text', (col) => col.notNull())
    // Whole paise, so amounts stay exact; 64-bit because crores of rupees exceed 2^31 paise.
    .addColumn('salary_paise', 'bigint', (col) => col.notNull())
    .addColumn('employment_type', 'text', (col) => col.notNull().defaultTo('Full-time'))
    .addColumn('grade', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('Active'))
    .addColumn('termination_date', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('photo_file_id', 'integer', (col) =>
      col.references('stored_files.id').onDelete('set null'),
    )
    // Consecutive wrong codes across all of this employee's codes; a new code does not reset it.
    .addColumn('otp_failures', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('otp_locked_until', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  // Codes are looked up case-insensitively, so 'VI-1001' and 'vi-1001' must not both exist.
  await db.schema
    .createIndex('employees_code_key')
    .on('employees')
    .unique()
    .expression(sql`lower(employee_code)`)
    .execute();

  await c
    .id(db.schema.createTable('otp_challenges'))
    .addColumn('employee_id', 'integer', (col) =>
      col.notNull().references('employees.id').onDelete('cascade'),
    )
    .addColumn('code_hmac', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('consumed_at', 'text')
    .addColumn('superseded_at', 'text')
    .addColumn('client_ip', 'text')
    .execute();
  await db.schema
    .createIndex('otp_challenges_employee_idx')
    .on('otp_challenges')
    .columns(['employee_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('otp_challenges').ifExists().execute();
  await db.schema.dropTable('employees').ifExists().execute();
}
