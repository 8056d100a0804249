// Kills the built server with SIGKILL in the middle of concurrent writes (applications with resumes,
// contact messages, employee edits), starts it again, and counts acknowledged writes that are missing
// or only half stored. Ends with a SIGTERM that must exit 0 within 10 seconds.
//
//   npm run durability -- --rounds 20          on the embedded SQLite database
//   npm run durability -- --rounds 20 --pg     on PostgreSQL (DATABASE_URL, or a throwaway cluster)
//   options: --writers N (concurrent clients, default 6), --no-build (use dist/server as it is)
import { spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes, randomInt } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { generateSync } from 'otplib';
import pg from 'pg';
import { verifyWrites } from './durability/verify-writes.mjs';
import { freePort, startCluster } from './postgres-cluster.mjs';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '20' },
    writers: { type: 'string', default: '6' },
    pg: { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
  },
});
const rounds = Number(values.rounds);
const writers = Number(values.writers);
if (!Number.isInteger(rounds) || rounds < 1 || !Number.isInteger(writers) || writers < 1) {
  console.error('--rounds and --writers take whole numbers of 1 or more');
  process.exit(2);
}

const STAFF = {
  email: 'durability@example.com',
  password: 'kill nine at any moment loses nothing',
};
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'durability-'));
const logFile = path.join(work, 'server.log');

if (!values['no-build']) {
  const built = spawnSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

// The database: a fresh SQLite file, or a fresh PostgreSQL database.
let cluster;
let adminUrl;
let databaseUrl = '';
let databaseName;
if (values.pg) {
  adminUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    cluster = await startCluster();
    if (!cluster) {
      console.error('--pg needs DATABASE_URL or a local PostgreSQL installation');
      process.exit(2);
    }
    adminUrl = cluster.url;
  }
  databaseName = `durability_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${databaseName}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  databaseUrl = url.toString();
}
const dialect = values.pg ? 'postgres' : 'sqlite';
const port = await freePort();
const base = `http://127.0.0.1:${port}`;

let server;
async function startServer() {
  const log = fs.openSync(logFile, 'a');
  server = spawn(process.execPath, ['dist/server/main.js'], {
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(work, 'data'),
      DATABASE_URL: databaseUrl,
      STAFF_EMAIL: STAFF.email,
      STAFF_PASSWORD: STAFF.password,
      SEED_DEMO: 'false',
      SMTP_URL: '',
      // The script stands in for one proxy, so each write can come from its own address.
      TRUST_PROXY: '1',
      LOG_LEVEL: 'warn',
    },
  });
  fs.closeSync(log);
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited at start (see ${logFile})`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the server did not answer within 30 s (see ${logFile})`);
}

const exited = (child) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', resolve));

let address = 0;
const nextAddress = () => {
  address += 1;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
};
const post = (url, init) =>
  fetch(`${base}${url}`, {
    ...init,
    headers: { 'x-forwarded-for': nextAddress(), ...init.headers },
  });

/** The privacy notice version a page shows beside its form, read as a browser would get it. */
const noticeVersions = new Map();
async function noticeVersionOn(pagePath) {
  if (!noticeVersions.has(pagePath)) {
    const html = await (await fetch(`${base}${pagePath}`)).text();
    const version = /data-notice-version="([^"]+)"/.exec(html)?.[1];
    if (!version) throw new Error(`${pagePath} shows no privacy notice`);
    noticeVersions.set(pagePath, version);
  }
  return noticeVersions.get(pagePath);
}

let token;
const authorized = (extra = {}) => ({ authorization: `Bearer ${token}`, ...extra });
const json = { 'content-type': 'application/json' };

const employee = (code, designation) => ({
  employee_code: code,
  full_name: 'Durability Check',
  date_of_birth: '1991-02-03',
  gender: 'Female',
  phone_number: '9812345670',
  personal_email: `${code.toLowerCase()}@example.com`,
  designation,
  department: 'Engineering',
  joining_date: '2020-01-06',
  salary: '1000000',
});

/** What each writer has had acknowledged, to be found whole after every restart. */
const acknowledged = { applications: [], contacts: [] };
/** Per writer: its own employee, edits acknowledged, and the edit in flight when the server died. */
const editors = [];

function resumePdf(marker) {
  return Buffer.concat([
    Buffer.from(`%PDF-1.4\n% resume of ${marker}\n`),
    randomBytes(randomInt(2_000, 200_000)),
    Buffer.from('\n%%EOF\n'),
  ]);
}

async function apply(marker) {
  const email = `${marker}@durability.example.com`;
  const content = resumePdf(marker);
  const form = new FormData();
  form.set(
    'formData',
    JSON.stringify({
      jobId: 0,
      firstName: 'Durability',
      lastName: marker,
      email,
      phone: '9876543210',
      dob: '1996-04-12',
      gender: 'F',
      address: '21 MG Road',
      city: 'Pune',
      state: 'Maharashtra',
      jobExperience: '4',
      noticeVersion: await noticeVersionOn('/job-application-form'),
      consent: true,
    }),
  );
  form.set('formResume', new Blob([content], { type: 'application/pdf' }), 'resume.pdf');
  const response = await post('/api/career/apply-jobs', { method: 'POST', body: form });
  if (response.status === 201) {
    acknowledged.applications.push({
      email,
      bytes: content.length,
      sha256: createHash('sha256').update(content).digest('hex'),
    });
  }
  return response.status;
}

async function contact(marker) {
  const response = await post('/api/contact/post-mail', {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      fullName: 'Durability Check',
      email: `${marker}@durability.example.com`,
      phoneNo: '9123456780',
      message: `Durability check ${marker}: please confirm this message arrived whole.`,
      noticeVersion: await noticeVersionOn('/contact'),
    }),
  });
  if (response.status === 201) acknowledged.contacts.push(marker);
  return response.status;
}

async function edit(editor, marker) {
  const designation = `Designation ${marker}`;
  editor.inFlight = designation;
  const response = await fetch(`${base}/api/employees/${editor.id}`, {
    method: 'PUT',
    headers: authorized(json),
    body: JSON.stringify(employee(editor.code, designation)),
  });
  if (response.status === 200) {
    editor.acknowledged.push(designation);
  }
  editor.inFlight = undefined;
  return response.status;
}

async function writer(index, round, state) {
  const editor = editors[index];
  let n = 0;
  while (!state.killed) {
    n += 1;
    const marker = `r${round}w${index}n${n}`;
    const kind = ['apply', 'contact', 'edit'][n % 3];
    try {
      const status =
        kind === 'apply'
          ? await apply(marker)
          : kind === 'contact'
            ? await contact(marker)
            : await edit(editor, marker);
      if (status >= 500 && !state.killed) state.errors.push(`${kind} answered ${status}`);
    } catch {
      // The server died under this request: not acknowledged, so it may or may not be stored.
      if (kind === 'edit' && !state.killed) editor.inFlight = undefined;
    }
  }
}

/**
 * Signs the start-up admin in. Two-factor is required of admins, so the first sign-in enrols
 * an authenticator as a person would, with codes made from the secret the server shows.
 */
async function signIn() {
  const call = async (url, body) =>
    (
      await fetch(`${base}${url}`, { method: 'POST', headers: json, body: JSON.stringify(body) })
    ).json();
  const login = await call('/api/auth/login', { emailId: STAFF.email, password: STAFF.password });
  if (login.token) return login.token;
  if (login.twoFactor !== 'enrol') throw new Error(`sign-in answered ${JSON.stringify(login)}`);
  const enrolment = await call('/api/auth/two-factor/enrolment', { challenge: login.challenge });
  const confirmed = await call('/api/auth/two-factor/enrolment/confirm', {
    challenge: login.challenge,
    code: generateSync({ secret: enrolment.data.secret }),
  });
  return confirmed.data?.token;
}

const verify = () =>
  verifyWrites({
    dialect,
    sqliteFile: path.join(work, 'data', 'app.db'),
    databaseUrl,
    acknowledged,
    editors,
  });

const table = [];
let status = 0;
try {
  await startServer();
  token = await signIn();
  if (!token) throw new Error('could not sign in');
  for (let index = 0; index < writers; index += 1) {
    const code = `VI-D${index + 1}`;
    const created = await fetch(`${base}/api/employees`, {
      method: 'POST',
      headers: authorized(json),
      body: JSON.stringify(employee(code, 'Designation start')),
    });
    if (created.status !== 201) throw new Error(`could not add employee ${code}`);
    editors.push({ code, id: (await created.json()).data.id, acknowledged: [] });
  }

  console.log(
    `Durability on ${dialect}: ${rounds} rounds, ${writers} concurrent writers, SIGKILL at a random moment`,
  );
  for (let round = 1; round <= rounds; round += 1) {
    const before = acknowledged.applications.length + acknowledged.contacts.length;
    const editsBefore = editors.reduce((sum, editor) => sum + editor.acknowledged.length, 0);
    const state = { killed: false, errors: [] };
    const running = Array.from({ length: writers }, (_, index) => writer(index, round, state));
    const killAfter = randomInt(300, 3_000);
    await new Promise((resolve) => setTimeout(resolve, killAfter));
    state.killed = true;
    server.kill('SIGKILL');
    await exited(server);
    await Promise.all(running);
    const inFlight = editors.filter((editor) => editor.inFlight !== undefined).length;
    const edits = editors.reduce((sum, editor) => sum + editor.acknowledged.length, 0);
    await startServer();
    const result = await verify();
    const row = {
      round,
      killedAfterMs: killAfter,
      acknowledged:
        acknowledged.applications.length +
        acknowledged.contacts.length -
        before +
        edits -
        editsBefore,
      totalAcknowledged: result.acknowledged,
      missing: result.missing.length,
      half: result.half.length,
      errors: state.errors.length,
    };
    table.push(row);
    console.log(
      `round ${String(round).padStart(2)}: killed after ${String(killAfter).padStart(4)} ms, ` +
        `${row.acknowledged} writes acknowledged (${row.totalAcknowledged} so far, ${inFlight} edits in flight), ` +
        `${row.missing} missing, ${row.half} half, ${row.errors} server errors`,
    );
    for (const problem of [...result.missing, ...result.half, ...state.errors].slice(0, 10)) {
      console.log(`  ${problem}`);
    }
    if (row.missing || row.half || row.errors) status = 1;
  }

  // Last, a graceful stop with writes in flight: they finish, and the server exits 0 within 10 s.
  const state = { killed: false, errors: [] };
  const running = Array.from({ length: writers }, (_, index) => writer(index, rounds + 1, state));
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  state.killed = true;
  const started = Date.now();
  server.kill('SIGTERM');
  await exited(server);
  const stoppedMs = Date.now() - started;
  await Promise.all(running);
  const stopCode = server.exitCode ?? server.signalCode;
  const stoppedWell = stopCode === 0 && stoppedMs < 10_000;
  await startServer();
  const afterStop = await verify();
  console.log(
    `SIGTERM with writes in flight: exit ${stopCode} after ${stoppedMs} ms; ` +
      `${afterStop.missing.length} missing, ${afterStop.half.length} half`,
  );
  if (!stoppedWell || afterStop.missing.length || afterStop.half.length) status = 1;
  server.kill('SIGTERM');
  await exited(server);

  const total = table.at(-1).totalAcknowledged;
  const missing = table.reduce((sum, row) => sum + row.missing, 0);
  const half = table.reduce((sum, row) => sum + row.half, 0);
  console.log(
    `\n${dialect}: ${rounds} rounds, ${total} acknowledged writes, ${missing} missing, ${half} half stored.`,
  );
} catch (error) {
  console.error(`Durability run stopped: ${error.message}`);
  status = 1;
} finally {
  if (server && server.exitCode === null && server.signalCode === null) {
    server.kill('SIGKILL');
    await exited(server);
  }
  if (databaseName) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${databaseName} with (force)`);
    await admin.end();
  }
  cluster?.stop();
  if (status === 0) fs.rmSync(work, { recursive: true, force: true });
  else console.log(`Server log and data kept in ${work}`);
}
process.exit(status);
