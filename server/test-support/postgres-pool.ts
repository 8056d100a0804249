import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { createMigratedPostgres } from './migrated-template';

/*
 * Cloning the migrated template for each test was most of PostgreSQL's work in the API suite:
 * on a busy two-core machine a clone took about 200 ms, and a test's own statements a few.
 * So a test's database is handed back when the test is done: emptied, the template's rows and
 * sequence positions put back, and given to this process's next test, which finds what a fresh
 * clone holds. A database whose schema a test changed, or that cannot be reset (a role that may
 * not skip foreign-key triggers), is dropped as before. What is left over is dropped when the
 * test file ends (tests/support/jest-server-after-env.ts).
 */

/** What a fresh clone holds, and the statements that bring a used one back to it. */
interface TemplateState {
  fingerprint: string;
  resetSql: string;
}

let templateState: Promise<TemplateState | null> | undefined;
const idle: string[] = [];
let draining = false;
let resettable = true;

// The public schema's tables, columns, indexes, triggers, constraints, functions and enum labels,
// so a test that altered any of them (even and back again) never hands its database on.
const FINGERPRINT_SQL = `
  select md5(coalesce(string_agg(item, ',' order by item), '')) as fingerprint from (
    select 'r:' || relname || ':' || relkind::text || ':' || relnatts as item
      from pg_class where relnamespace = 'public'::regnamespace
    union all
    select 'a:' || c.relname || '.' || a.attname || ':' || a.atttypid::text || ':' || a.attnotnull::text
        || ':' || a.attisdropped::text || ':' || a.atthasdef::text || ':' || a.attgenerated::text
      from pg_attribute a join pg_class c on c.oid = a.attrelid
      where c.relnamespace = 'public'::regnamespace and a.attnum > 0
    union all
    select 't:' || t.tgname || ':' || t.tgenabled::text || ':' || t.xmin::text
      from pg_trigger t join pg_class c on c.oid = t.tgrelid
      where c.relnamespace = 'public'::regnamespace
    union all
    select 'c:' || conname || ':' || contype::text || ':' || convalidated::text || ':' || xmin::text
      from pg_constraint where connamespace = 'public'::regnamespace
    union all
    select 'f:' || proname || ':' || md5(prosrc) from pg_proc
      where pronamespace = 'public'::regnamespace
    union all
    select 'e:' || t.typname || ':' || e.enumlabel
      from pg_enum e join pg_type t on t.oid = e.enumtypid
    union all
    select 'n:' || nspname from pg_namespace
      where nspname not like 'pg\\_%' and nspname <> 'information_schema'
  ) items`;

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function connect(url: string): Promise<pg.Client> {
  const { Client } = (await import('pg')).default;
  const client = new Client({ connectionString: url });
  await client.connect();
  return client;
}

/** Read from a clone no test has touched: its rows, sequence positions and schema. */
async function readTemplateState(url: string): Promise<TemplateState> {
  const client = await connect(url);
  try {
    const { rows: tables } = await client.query<{ name: string; columns: string[] }>(`
      select c.relname as name,
        array_agg(a.attname::text order by a.attnum) filter (where a.attgenerated = '') as columns
      from pg_class c join pg_attribute a on a.attrelid = c.oid
      where c.relnamespace = 'public'::regnamespace and c.relkind = 'r'
        and a.attnum > 0 and not a.attisdropped
      group by c.relname order by c.relname`);
    const statements = [
      'begin',
      // Skips the foreign-key triggers, so the tables empty and fill in any order.
      'set local session_replication_role = replica',
      ...tables.map(({ name }) => `delete from ${quoteIdent(name)}`),
    ];
    for (const { name, columns } of tables) {
      const { rows } = await client.query<{ rows: unknown[] | null }>(
        `select json_agg(t) as rows from ${quoteIdent(name)} t`,
      );
      if (!rows[0]?.rows) continue;
      const json = JSON.stringify(rows[0].rows);
      let tag = 'rows';
      while (json.includes(`$${tag}$`)) tag = `rows_${randomBytes(4).toString('hex')}`;
      const list = columns.map(quoteIdent).join(', ');
      statements.push(
        `insert into ${quoteIdent(name)} (${list}) overriding system value select ${list} ` +
          `from json_populate_recordset(null::${quoteIdent(name)}, $${tag}$${json}$${tag}$)`,
      );
    }
    const { rows: sequences } = await client.query<{
      name: string;
      last_value: string | null;
      start_value: string;
    }>(`select quote_ident(schemaname) || '.' || quote_ident(sequencename) as name,
          last_value, start_value from pg_sequences where schemaname = 'public'`);
    for (const { name, last_value: last, start_value: start } of sequences) {
      statements.push(
        `select setval('${name.replace(/'/g, "''")}', ${last ?? start}, ${last !== null})`,
      );
    }
    statements.push('commit');
    const { rows: printed } = await client.query<{ fingerprint: string }>(FINGERPRINT_SQL);
    return { fingerprint: printed[0].fingerprint, resetSql: statements.join(';\n') };
  } finally {
    await client.end();
  }
}

/** A migrated database for one test: a used one reset to the template, or a new clone. */
export async function takeMigratedPostgres(adminUrl: string): Promise<string> {
  const reused = idle.pop();
  if (reused) return reused;
  const name = `t_${randomBytes(6).toString('hex')}`;
  await createMigratedPostgres(adminUrl, name);
  // Read once per process, from a clone before any test has used it.
  // A state that cannot be read leaves every database to be dropped after its test.
  templateState ??= readTemplateState(databaseUrl(adminUrl, name)).catch(() => null);
  await templateState;
  return name;
}

export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  const admin = await connect(adminUrl);
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
  } finally {
    await admin.end();
  }
}

/** Back to the template's state, or false when it cannot be (its schema changed, or no rights). */
async function reset(adminUrl: string, name: string): Promise<boolean> {
  const state = resettable ? await templateState : null;
  if (!state) return false;
  const client = await connect(databaseUrl(adminUrl, name));
  try {
    // A connection the test left open would see the reset, or hold a lock it waits for.
    await client.query(`select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid()`);
    const { rows } = await client.query<{ fingerprint: string }>(FINGERPRINT_SQL);
    if (rows[0].fingerprint !== state.fingerprint) return false;
    await client.query(state.resetSql);
    return true;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    // Without the superuser's right to skip triggers no reset can work: stop trying.
    if ((error as { code?: string }).code === '42501') resettable = false;
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The test is done with the database: kept for the next test when it can be reset. */
export async function returnMigratedPostgres(adminUrl: string, name: string): Promise<void> {
  if (!draining && (await reset(adminUrl, name))) {
    idle.push(name);
    return;
  }
  await dropDatabase(adminUrl, name);
}

/** Drops every kept database; one handed back later is dropped, not kept. */
export async function drainPostgresPool(): Promise<void> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  draining = true;
  if (!adminUrl) return;
  const names = idle.splice(0);
  for (const name of names) await dropDatabase(adminUrl, name);
}
