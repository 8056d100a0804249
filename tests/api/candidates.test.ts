import { Migrator, sql, type Migration } from 'kysely';
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

jest.setTimeout(60_000);

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
