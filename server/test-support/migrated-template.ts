import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { openDatabase, sqliteFile } from '../db/database';
import { migrateToLatest } from '../db/migrator';

/*
 * Running every migration for every test app cost more than the test itself on a busy two-core
 * machine. The suites instead migrate one template per set of migrations and copy it: SQLite
 * copies the file, PostgreSQL clones a template database (`CREATE DATABASE ... TEMPLATE`).
 * The key is a hash of the migration sources, so a new or changed migration makes a new
 * template and the migrations still run, on both engines, once per test run.
 */

const MIGRATIONS_DIR = path.resolve(__dirname, '../db/migrations');

let cachedKey: string | undefined;
function migrationsKey(): string {
  if (cachedKey) return cachedKey;
  const hash = createHash('sha256');
  for (const name of fs.readdirSync(MIGRATIONS_DIR).sort()) {
    hash.update(name);
    hash.update(fs.readFileSync(path.join(MIGRATIONS_DIR, name)));
  }
  cachedKey = hash.digest('hex').slice(0, 16);
  return cachedKey;
}

/** A migrated SQLite file to copy; made once per set of migrations and shared by every worker. */
async function sqliteTemplate(): Promise<string> {
  const template = path.join(os.tmpdir(), `site-test-template-${migrationsKey()}.db`);
  if (fs.existsSync(template)) return template;
  const buildDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-test-template-'));
  const database = openDatabase({ dataDir: buildDir });
  try {
    await migrateToLatest(database.db);
  } finally {
    await database.close();
  }
  // better-sqlite3 checkpoints and removes the WAL on close, so the file alone is the database.
  // A rename is atomic: a worker racing this one sees either no template or a whole one.
  fs.renameSync(sqliteFile(buildDir), template);
  fs.rmSync(buildDir, { recursive: true, force: true });
  return template;
}

export function copyMigratedSqlite(dataDir: string): Promise<void> {
  return sqliteTemplate().then((template) => fs.copyFileSync(template, sqliteFile(dataDir)));
}

const TEMPLATE_LOCK = 727_001;

/** Creates `name` on the cluster at adminUrl as a copy of a migrated template database. */
export async function createMigratedPostgres(adminUrl: string, name: string): Promise<void> {
  const template = `tmpl_${migrationsKey()}`;
  const { Client } = (await import('pg')).default;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    // Workers of both suites may start together; one builds the template, the others wait.
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    try {
      const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [
        template,
      ]);
      if (!rowCount) await buildPostgresTemplate(admin, adminUrl, template);
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
    }
    await admin.query(`create database ${name} template ${template}`);
  } finally {
    await admin.end();
  }
}

async function buildPostgresTemplate(admin: pg.Client, adminUrl: string, template: string) {
  const building = `${template}_${randomBytes(4).toString('hex')}`;
  await admin.query(`create database ${building}`);
  const url = new URL(adminUrl);
  url.pathname = `/${building}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-test-template-'));
  const database = openDatabase({ databaseUrl: url.toString(), dataDir });
  try {
    await migrateToLatest(database.db);
  } finally {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  // Renamed only when whole, so a failed migration never leaves a template behind.
  await admin.query(`alter database ${building} rename to ${template}`);
}
