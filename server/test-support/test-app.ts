import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { PageRenderer } from '../plugins/site-pages';
import { buildApp, type BuildOptions } from '../app';
import { loadConfig, type ServerConfig } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/database';
import { prepareDatabase } from '../prepare-database';
import { copyMigratedSqlite } from './migrated-template';
import {
  connect,
  databaseUrl,
  dropDatabase,
  returnMigratedPostgres,
  takeMigratedPostgres,
} from './postgres-pool';
import type { StaffRole } from '@vistaar/shared/config';
import { setStaffAccount, setStaffRole } from '../modules/auth';

export const TEST_STAFF = {
  email: 'recruiter@example.com',
  password: 'correct horse battery staple 42',
};

export interface TestContext {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: ServerConfig;
  /** Signs the test staff account in and returns the Authorization header value. */
  staffAuth(): Promise<string>;
  /** Creates (once) a staff account of that role, signs it in and returns the Authorization header value. */
  staffAuthAs(role: StaffRole): Promise<string>;
  close(): Promise<void>;
}

/**
 * A fresh database: a temporary SQLite file, or a PostgreSQL database when TEST_DATABASE_URL is
 * set. Empty unless `migrated`, which starts it as a copy of an already migrated template (on
 * PostgreSQL one an earlier test of this file used, reset to the template: postgres-pool.ts).
 */
export async function openTestDatabase({ migrated = false } = {}): Promise<{
  database: DatabaseHandle;
  dataDir: string;
  /** The PostgreSQL database's address, so a test can open a second pool on it. */
  url?: string;
  drop(): Promise<void>;
}> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-test-'));
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    if (migrated) await copyMigratedSqlite(dataDir);
    const database = openDatabase({ dataDir });
    return {
      database,
      dataDir,
      drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  if (migrated) {
    const name = await takeMigratedPostgres(adminUrl);
    const url = databaseUrl(adminUrl, name);
    return {
      database: openDatabase({ databaseUrl: url, dataDir }),
      dataDir,
      url,
      async drop() {
        await returnMigratedPostgres(adminUrl, name);
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = await connect(adminUrl);
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = databaseUrl(adminUrl, name);
  const database = openDatabase({ databaseUrl: url, dataDir });
  return {
    database,
    dataDir,
    url,
    async drop() {
      await dropDatabase(adminUrl, name);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
/**
 * Public pages rendered from the app's source, as the built bundle renders them in
 * production; loaded on the first page request, so API-only suites never load React.
 * The modules load and render as production's do (`NODE_ENV` is 'production' meanwhile): the
 * build renders with React's production code, and its development code, with the checks of
 * MUI and Redux Toolkit, made a page request several times as slow. The component tests keep
 * the development checks.
 */
// The path is a variable so the server's type check (no DOM types) stays out of the app.
const SOURCE_RENDERER = '../../src/app/entrypoint/server';
let rendersUnderway = 0;
let modeOutside: string | undefined;
export const sourceRenderer: PageRenderer = {
  async renderPublicPage(request) {
    // Renders may overlap: the first sets the mode, the last puts it back.
    if (rendersUnderway++ === 0) {
      modeOutside = process.env.NODE_ENV;
      process.env.NODE_ENV = 'production';
    }
    try {
      const renderer = (await import(SOURCE_RENDERER)) as PageRenderer;
      return await renderer.renderPublicPage(request);
    } finally {
      if (--rendersUnderway === 0) {
        if (modeOutside === undefined) delete process.env.NODE_ENV;
        else process.env.NODE_ENV = modeOutside;
      }
    }
  },
};

/** What a test may set about how its server is built, beside its config and database. */
type BuildOverrides = Partial<Omit<BuildOptions, 'config' | 'database'>>;

/** How the tests build a server (beside its config and database). */
const TEST_BUILD = {
  renderer: sourceRenderer,
  // A busy test machine is not an overload.
  loadShedding: false,
  logger: false,
  loginTuning: { failureDelayBaseMs: 1 },
  rateLimits: false,
  devInbox: null,
  // Reading a resume starts a worker that loads pdf.js from source: suites about other
  // things would each pay for it. The tests of the reading call the sweep themselves.
  resumeTexts: { intervalMs: 3_600_000 },
  // A test calls a few of the ~150 routes; compiling the rest cost a third of building the
  // app. The functions are the ones a start-up compiles (fuzz.test.ts calls every route).
  schemaCompiling: 'on-first-use',
} satisfies Partial<BuildOptions>;

/**
 * The busy timeout of a second server's SQLite connection. Both servers run in this one
 * process, and better-sqlite3 waits for a lock synchronously: a write waiting for the first
 * server's transaction holds the very thread that transaction needs to end, so the wait can only
 * end at the timeout (5 s in production, where a second server is a second process whose wait
 * ends when the first commits). Failing busy at once is what the wait came to anyway.
 */
const SAME_PROCESS_BUSY_TIMEOUT_MS = 50;

/** A second server on the test's database through connections of its own, as another process. */
export async function startSecondServer(
  ctx: TestContext,
  buildOverrides: BuildOverrides = {},
): Promise<FastifyInstance & { stop(): Promise<void> }> {
  const database = openDatabase({
    databaseUrl: ctx.config.databaseUrl,
    dataDir: ctx.config.dataDir,
    busyTimeoutMs: SAME_PROCESS_BUSY_TIMEOUT_MS,
  });
  const app = await buildApp({ config: ctx.config, database, ...TEST_BUILD, ...buildOverrides });
  await app.ready();
  return Object.assign(app, {
    async stop() {
      await app.close();
      await database.close();
    },
  });
}

export async function createTestApp(
  overrides: Partial<ServerConfig> = {},
  buildOverrides: BuildOverrides = {},
): Promise<TestContext> {
  const { database, dataDir, url, drop } = await openTestDatabase({ migrated: true });
  const config: ServerConfig = {
    ...loadConfig({ NODE_ENV: 'test' }),
    dataDir,
    databaseUrl: url,
    clientDir: path.resolve(__dirname, '../../tests/support/fixtures/client'),
    staffEmail: TEST_STAFF.email,
    staffPassword: TEST_STAFF.password,
    seedDemo: false,
    // Suites about other things sign in with a password alone; the two-factor tests set
    // the installation default (admins) or an admin's choice themselves.
    twoFactorDefault: 'off',
    appSecret: 'test-secret-test-secret-test-secret-000',
    logLevel: 'silent',
    ...overrides,
  };
  // As at start-up, but quietly: the test staff account needs no announcement.
  await prepareDatabase(database, config, () => undefined);
  const app = await buildApp({ config, database, ...TEST_BUILD, ...buildOverrides });
  await app.ready();
  const signIn = async (email: string, password: string) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { emailId: email, password },
    });
    const token = response.statusCode === 200 ? (response.json().token as unknown) : undefined;
    if (typeof token !== 'string') throw new Error(`test sign-in failed: ${response.body}`);
    return `Bearer ${token}`;
  };
  const roleAccounts = new Set<StaffRole>();
  return {
    app,
    database,
    config,
    staffAuth: () => signIn(TEST_STAFF.email, TEST_STAFF.password),
    async staffAuthAs(role) {
      const email = `${role}.member@example.com`;
      if (!roleAccounts.has(role)) {
        const { id } = await setStaffAccount(database.db, email, TEST_STAFF.password);
        await setStaffRole(database.db, id, role, new Date().toISOString());
        roleAccounts.add(role);
      }
      return signIn(email, TEST_STAFF.password);
    },
    async close() {
      await app.close();
      await database.close();
      await drop();
    },
  };
}
