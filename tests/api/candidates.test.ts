import { Migrator, sql, type Migration } from 'kysely';
import type { StaffRole } from '@vistaar/shared/config';
import type { CandidateDetail } from '@vistaar/shared/contract';
import { eraseApplication } from '../../server/modules/erasure';
import { migrateToLatest } from '../../server/db/migrator';
import { migrations } from '../../server/db/migrations';
import {
  createTestApp,
  openTestDatabase,
  type TestContext,
} from '../../server/test-support/test-app';
import {
  apply,
  dialect,
  manualCandidate,
  multipart,
  postJob,
  samplePdf,
  validApplication,
} from './careers-fixtures';

describe(`candidates: migration 0037 (${dialect})`, () => {
  it('groups existing applications by normalised e-mail only, and every erased one alone', async () => {
    const { database, drop } = await openTestDatabase();
    const db = database.db;
    try {
      const migrator = new Migrator({
        db,
        provider: { getMigrations: async () => migrations as Record<string, Migration> },
      });
      expect((await migrator.migrateTo('0036_rejection_follows_consent')).error).toBeUndefined();
      const file = await sql<{ id: number }>`insert into stored_files
        (purpose, original_name, media_type, size_bytes, sha256, content, created_at)
        values ('resume', 'r.pdf', 'application/pdf', 1, 'x', ${Buffer.from('x')}, '2026-01-01T00:00:00.000Z')
        returning id`.execute(db);
      const stage = await sql<{
        id: number;
      }>`select id from pipeline_stages order by position limit 1`.execute(db);
      const rows: [string, string, string, string, number, string, string | null][] = [
        // first name, last name, e-mail, phone, keep for other roles, created, erased
        ['Priya', 'Shah', ' Priya.Shah@Example.com', '+91 98765 43210', 1, '2026-01-01', null],
        ['Rahul', 'Shah', 'rahul.shah@example.com', '098765-43210', 0, '2026-01-02', null],
        ['Priyanka', 'Shah', 'priya.shah@example.com', '9876543210', 0, '2026-02-01', null],
        ['Erased', 'applicant', '', '', 0, '2026-01-03', '2026-03-01T00:00:00.000Z'],
        ['Erased', 'applicant', '', '', 0, '2026-01-04', '2026-03-02T00:00:00.000Z'],
      ];
      for (const [index, [first, last, email, phone, keep, day, erased]] of rows.entries()) {
        const at = `${day}T00:00:00.000Z`;
        await sql`insert into job_applications (job_id, first_name, last_name, email,
          email_normalized, phone, dob, gender, address, city, state, job_experience,
          current_ctc, expected_ctc, current_employer, current_location, resume_file_id,
          submission_hash, client_ip, created_at, stage_id, stage_entered_at,
          keep_for_other_roles, erased_at)
          values (null, ${first}, ${last}, ${email}, ${email.trim().toLowerCase()}, ${phone},
          '', '', '', '', '', '', '', '', '', '', ${file.rows[0].id}, ${`hash${index}`}, null,
          ${at}, ${stage.rows[0].id}, ${at}, ${keep}, ${erased})`.execute(db);
      }
      await migrateToLatest(db);

      const applications = await db
        .selectFrom('job_applications')
        .select(['first_name', 'candidate_id'])
        .orderBy('id')
        .execute();
      const candidateOf = applications.map((row) => row.candidate_id);
      expect(candidateOf.every((id) => id !== null)).toBe(true);
      // Priya's two applications share a candidate; Rahul shares only her phone number.
      expect(candidateOf[0]).toBe(candidateOf[2]);
      expect(new Set(candidateOf).size).toBe(4);

      const candidates = await db.selectFrom('candidates').selectAll().orderBy('id').execute();
      const byId = new Map(candidates.map((row) => [row.id, row]));
      expect(byId.get(candidateOf[0]!)).toMatchObject({
        first_name: 'Priyanka',
        email_normalized: 'priya.shah@example.com',
        phone: '9876543210',
        phone_normalized: '9876543210',
        source: 'careers_site',
        erased_at: null,
        created_at: '2026-01-01T00:00:00.000Z',
        updated_at: '2026-02-01T00:00:00.000Z',
      });
      // The newest choice about other roles stands.
      expect(Number(byId.get(candidateOf[0]!)!.keep_for_other_roles)).toBe(0);
      expect(byId.get(candidateOf[1]!)).toMatchObject({
        first_name: 'Rahul',
        email_normalized: 'rahul.shah@example.com',
        phone_normalized: '9876543210',
      });
      for (const erased of [candidateOf[3]!, candidateOf[4]!]) {
        expect(byId.get(erased)).toMatchObject({
          first_name: 'Erased',
          last_name: 'applicant',
          email: '',
          email_normalized: '',
          phone: '',
          phone_normalized: '',
        });
        expect(byId.get(erased)!.erased_at).not.toBeNull();
      }
    } finally {
      await database.close();
      await drop();
    }
  });
});

describe(`candidates: every new application links to its person (${dialect})`, () => {
  let ctx: TestContext;
  let auth: string;

  beforeEach(async () => {
    ctx = await createTestApp();
    auth = await ctx.staffAuth();
  });
  afterEach(() => ctx.close());

  const candidateIds = async () =>
    (
      await ctx.database.db
        .selectFrom('job_applications')
        .select('candidate_id')
        .orderBy('id')
        .execute()
    ).map((row) => row.candidate_id);

  function addByHand(jobId: number, formData: unknown) {
    const body = multipart({ formData, file: { content: samplePdf() } });
    return ctx.app.inject({
      method: 'POST',
      url: `/api/career/jobs/${jobId}/candidates`,
      headers: { ...body.headers, authorization: auth },
      payload: body.payload,
    });
  }

  it('links a second application from the same e-mail to the same candidate, and answers the applicant the same', async () => {
    const first = await postJob(ctx, auth);
    const second = await postJob(ctx, auth, { title: 'Data Engineer' });
    const newcomer = await apply(
      ctx,
      validApplication({ jobId: first, keepForOtherRoles: true, phone: '9876543210' }),
    );
    const returning = await apply(
      ctx,
      validApplication({
        jobId: second,
        email: '  AARAV.MEHTA@example.COM ',
        phone: '9123456780',
        firstName: 'Aarav K.',
      }),
    );
    const stranger = await apply(ctx, validApplication({ jobId: second, email: 'x@example.com' }));
    for (const response of [newcomer, returning, stranger]) {
      expect(response.statusCode).toBe(201);
      expect(Object.keys(response.json()).sort()).toEqual(['data', 'message', 'success']);
      expect(Object.keys(response.json().data)).toEqual(['id']);
      expect(response.json().message).toBe(newcomer.json().message);
    }
    const ids = await candidateIds();
    expect(ids[0]).not.toBeNull();
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).not.toBe(ids[0]);
    const person = await ctx.database.db
      .selectFrom('candidates')
      .selectAll()
      .where('id', '=', ids[0]!)
      .executeTakeFirstOrThrow();
    // The details the person gave last; their latest choice about other roles.
    expect(person).toMatchObject({
      first_name: 'Aarav K.',
      email_normalized: 'aarav.mehta@example.com',
      phone_normalized: '9123456780',
      source: 'careers_site',
    });
    expect(Number(person.keep_for_other_roles)).toBe(0);
  });

  it("links a candidate added by hand to the person who applied, keeping the person's own choice", async () => {
    const first = await postJob(ctx, auth);
    const second = await postJob(ctx, auth, { title: 'Data Engineer' });
    expect(
      (
        await apply(
          ctx,
          validApplication({
            jobId: first,
            email: 'kavya.nair@example.com',
            keepForOtherRoles: true,
          }),
        )
      ).statusCode,
    ).toBe(201);
    const added = await addByHand(
      second,
      manualCandidate({ email: 'Kavya.Nair@Example.com', phone: '' }),
    );
    expect(added.statusCode).toBe(201);
    const fresh = await addByHand(second, manualCandidate({ email: 'someone.else@example.com' }));
    expect(fresh.statusCode).toBe(201);
    const ids = await candidateIds();
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).not.toBe(ids[0]);
    const rows = await ctx.database.db.selectFrom('candidates').selectAll().orderBy('id').execute();
    expect(rows).toHaveLength(2);
    // A blank phone from the recruiter does not wipe the one the person gave.
    expect(rows[0]).toMatchObject({ first_name: 'Kavya', phone_normalized: '9876543210' });
    expect(Number(rows[0].keep_for_other_roles)).toBe(1);
    expect(rows[1]).toMatchObject({
      source: 'linkedin',
      email_normalized: 'someone.else@example.com',
    });
  });

  it('keeps no candidate when the application itself cannot be stored (one transaction)', async () => {
    if (dialect === 'postgres') {
      await sql`create function refuse_application() returns trigger language plpgsql as $$
        begin raise exception 'refused'; end $$`.execute(ctx.database.db);
      await sql`create trigger refuse_application before insert on job_applications
        for each row execute function refuse_application()`.execute(ctx.database.db);
    } else {
      await sql`create trigger refuse_application before insert on job_applications
        begin select raise(abort, 'refused'); end`.execute(ctx.database.db);
    }
    expect((await apply(ctx, validApplication())).statusCode).toBe(500);
    const count = await ctx.database.db
      .selectFrom('candidates')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });
});

/** Applies as a person to a job; answers the new application's id and its candidate's. */
async function applyAs(ctx: TestContext, jobId: number, fields: Record<string, unknown>) {
  const response = await apply(ctx, validApplication({ jobId, ...fields }));
  if (response.statusCode !== 201) throw new Error(`apply failed: ${response.body}`);
  const row = await ctx.database.db
    .selectFrom('job_applications')
    .select(['id', 'candidate_id'])
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return { applicationId: row.id, candidateId: row.candidate_id! };
}

describe(`candidates: the staff read, scoped to the applications a member may open (${dialect})`, () => {
  let ctx: TestContext;
  const auth = new Map<StaffRole, string>();
  let ownJob: number;
  let priya: { candidateId: number; own: number; other: number };
  let rahul: number;

  beforeAll(async () => {
    ctx = await createTestApp();
    for (const role of ['admin', 'recruiter', 'hiring-manager', 'interviewer', 'hr'] as const) {
      auth.set(role, await ctx.staffAuthAs(role));
    }
    ownJob = await postJob(ctx, auth.get('admin')!, { title: 'Platform Engineer' });
    const otherJob = await postJob(ctx, auth.get('admin')!, { title: 'Data Engineer' });
    const manager = await ctx.database.db
      .selectFrom('staff_users')
      .select('id')
      .where('email', '=', 'hiring-manager.member@example.com')
      .executeTakeFirstOrThrow();
    const set = await ctx.app.inject({
      method: 'PUT',
      url: `/api/career/manage/jobs/${ownJob}/hiring-managers`,
      headers: { authorization: auth.get('admin')! },
      payload: { staffIds: [manager.id] },
    });
    expect(set.statusCode).toBe(200);
    const person = { email: 'priya.shah@example.com', firstName: 'Priya', lastName: 'Shah' };
    const own = await applyAs(ctx, ownJob, person);
    const other = await applyAs(ctx, otherJob, person);
    priya = { candidateId: own.candidateId, own: own.applicationId, other: other.applicationId };
    rahul = (await applyAs(ctx, otherJob, { email: 'rahul@example.com', firstName: 'Rahul' }))
      .candidateId;
    const note = await ctx.app.inject({
      method: 'POST',
      url: `/api/career/applications/${priya.other}/notes`,
      headers: { authorization: auth.get('recruiter')! },
      payload: { text: 'Strong on data pipelines' },
    });
    expect(note.statusCode).toBe(201);
  });
  afterAll(() => ctx.close());

  const read = (role: StaffRole, id: number) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/candidates/${id}`,
      headers: { authorization: auth.get(role)! },
    });

  it('shows admins and recruiters the person with every application, its stage, history, notes and resume', async () => {
    for (const role of ['admin', 'recruiter'] as const) {
      const response = await read(role, priya.candidateId);
      expect(response.statusCode).toBe(200);
      const data = response.json().data as CandidateDetail;
      expect(data).toMatchObject({
        id: priya.candidateId,
        firstName: 'Priya',
        lastName: 'Shah',
        email: 'priya.shah@example.com',
        phone: '9876543210',
        source: 'careers_site',
      });
      expect(data.applications.map((application) => application.id)).toEqual([
        priya.other,
        priya.own,
      ]);
      const [other, own] = data.applications;
      expect(other.jobTitle).toBe('Data Engineer');
      expect(own.jobTitle).toBe('Platform Engineer');
      expect(own.stage.name).toBeTruthy();
      expect(own.resume).toMatchObject({ fileName: 'resume.pdf' });
      expect(own.resume!.url).toContain(`/api/career/applications/${priya.own}/resume`);
      expect(other.history.find((event) => event.kind === 'note')?.comment).toBe(
        'Strong on data pipelines',
      );
    }
    const audit = await ctx.database.db
      .selectFrom('audit_log')
      .select(['entity', 'details'])
      .where('action', '=', 'candidate.viewed')
      .where('entity_id', '=', String(priya.candidateId))
      .execute();
    expect(audit.length).toBe(2);
    expect(audit[0].entity).toBe('candidate');
    expect(JSON.parse(audit[0].details!)).toEqual({ applications: [priya.other, priya.own] });
  });

  it('shows a hiring manager only the applications to the jobs they manage, and 404 for a person with none', async () => {
    const response = await read('hiring-manager', priya.candidateId);
    expect(response.statusCode).toBe(200);
    const data = response.json().data as CandidateDetail;
    expect(data.applications.map((application) => application.id)).toEqual([priya.own]);
    expect(JSON.stringify(data)).not.toContain('Strong on data pipelines');

    const none = await read('hiring-manager', rahul);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe((await read('admin', 987_654)).json().message);
  });

  it('answers 404, never 403, to members who may open none of the applications, and records no read', async () => {
    const before = await ctx.database.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('action', '=', 'candidate.viewed')
      .executeTakeFirstOrThrow();
    for (const role of ['interviewer', 'hr'] as const) {
      expect((await read(role, priya.candidateId)).statusCode).toBe(404);
    }
    expect((await read('admin', 987_654)).statusCode).toBe(404);
    const after = await ctx.database.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('action', '=', 'candidate.viewed')
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});

describe(`candidates: erasure (${dialect})`, () => {
  let ctx: TestContext;
  let admin: string;
  let hr: string;
  let jobs: number[];

  beforeEach(async () => {
    ctx = await createTestApp();
    admin = await ctx.staffAuth();
    hr = await ctx.staffAuthAs('hr');
    jobs = [await postJob(ctx, admin), await postJob(ctx, admin, { title: 'Data Engineer' })];
  });
  afterEach(() => ctx.close());

  const erase = (authorization: string, id: number) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/candidates/${id}/erase`,
      headers: { authorization },
    });

  /** Every text value of the candidates and applications tables. */
  async function storedText(): Promise<string> {
    const candidates = await ctx.database.db.selectFrom('candidates').selectAll().execute();
    const applications = await ctx.database.db.selectFrom('job_applications').selectAll().execute();
    return JSON.stringify([candidates, applications]).toLowerCase();
  }

  it('erases every application of the person and their own record, and leaves no name or e-mail behind', async () => {
    const person = { email: 'Meera.Iyer@example.com', firstName: 'Meera', lastName: 'Iyerson' };
    const first = await applyAs(ctx, jobs[0], person);
    await applyAs(ctx, jobs[1], { ...person, phone: '9123456780' });
    const other = await applyAs(ctx, jobs[1], { email: 'kiran@example.com', firstName: 'Kiran' });

    expect((await erase(await ctx.staffAuthAs('recruiter'), first.candidateId)).statusCode).toBe(
      403,
    );
    const response = await erase(hr, first.candidateId);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ erasedApplications: 2 });
    const audit = await ctx.database.db
      .selectFrom('audit_log')
      .select(['entity', 'entity_id', 'details'])
      .where('action', '=', 'privacy.erased')
      .orderBy('id')
      .execute();
    expect(audit.map((row) => [row.entity, row.details])).toEqual([
      ['application', JSON.stringify({ reason: 'staff-request' })],
      ['application', JSON.stringify({ reason: 'staff-request' })],
      ['candidate', JSON.stringify({ reason: 'staff-request', applications: 2 })],
    ]);

    const text = await storedText();
    for (const trace of ['meera', 'iyerson', '9123456780']) {
      expect(text).not.toContain(trace);
    }
    // Kiran shares the phone number given on Meera's first application, and stays.
    expect(text).toContain('kiran@example.com');
    const candidate = await ctx.database.db
      .selectFrom('candidates')
      .selectAll()
      .where('id', '=', first.candidateId)
      .executeTakeFirstOrThrow();
    expect(candidate.erased_at).not.toBeNull();
    const applications = await ctx.database.db
      .selectFrom('job_applications')
      .select(['candidate_id', 'erased_at'])
      .where('candidate_id', '=', first.candidateId)
      .execute();
    expect(applications).toHaveLength(2);
    expect(applications.every((row) => row.erased_at !== null)).toBe(true);
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/candidates/${first.candidateId}`,
          headers: { authorization: admin },
        })
      ).statusCode,
    ).toBe(404);
    expect((await erase(hr, first.candidateId)).statusCode).toBe(404);
    expect(other.candidateId).not.toBe(first.candidateId);

    // The same person applying again is a new candidate.
    const again = await applyAs(ctx, jobs[0], person);
    expect(again.candidateId).not.toBe(first.candidateId);
  });

  it("erases the candidate's own data with their last application erased one by one", async () => {
    const person = { email: 'anil.kapoor@example.com', firstName: 'Anil', lastName: 'Kapoorson' };
    const first = await applyAs(ctx, jobs[0], person);
    const second = await applyAs(ctx, jobs[1], person);
    const eraseOne = (id: number) =>
      ctx.database.db.transaction().execute((trx) =>
        eraseApplication(trx, id, {
          reason: 'privacy-request',
          actor: { staffId: null },
          secret: ctx.app.appSecret,
        }),
      );
    expect(await eraseOne(first.applicationId)).toBe(true);
    const kept = await ctx.database.db
      .selectFrom('candidates')
      .selectAll()
      .where('id', '=', first.candidateId)
      .executeTakeFirstOrThrow();
    expect(kept).toMatchObject({ first_name: 'Anil', erased_at: null });

    expect(await eraseOne(second.applicationId)).toBe(true);
    expect(await storedText()).not.toContain('kapoorson');
    const erased = await ctx.database.db
      .selectFrom('candidates')
      .select('erased_at')
      .where('id', '=', first.candidateId)
      .executeTakeFirstOrThrow();
    expect(erased.erased_at).not.toBeNull();
  });

  it('refuses, changing nothing, while one of the applications is under a legal hold', async () => {
    const person = { email: 'held@example.com', firstName: 'Held', lastName: 'Person' };
    const first = await applyAs(ctx, jobs[0], person);
    await applyAs(ctx, jobs[1], person);
    await ctx.database.db
      .insertInto('retention_quarantine')
      .values({
        kind: 'application',
        record_id: first.applicationId,
        due_on: '2026-01-01',
        quarantined_at: '2026-01-01T00:00:00.000Z',
        erase_on: '2026-02-01',
        hold_reason: 'Court order',
        held_by: null,
        held_at: '2026-01-01T00:00:00.000Z',
        run_id: null,
      })
      .execute();
    const response = await erase(hr, first.candidateId);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain('Court order');
    expect(await storedText()).toContain('held@example.com');
  });
});
