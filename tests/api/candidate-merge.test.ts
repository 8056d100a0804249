import { sql, type Kysely } from 'kysely';
import type { StaffRole } from '@vistaar/shared/config';
import type { Database } from '../../server/db/schema';
import { followContactCorrection } from '../../server/modules/applications';
import { UNDO_TOO_LATE } from '../../server/modules/candidates/candidate-merge-service';
import { createTestApp, type TestContext } from '../../server/test-support/test-app';
import {
  apply,
  dialect,
  manualCandidate,
  postJob,
  samplePdf,
  validApplication,
} from './careers-fixtures';
import { settled, uploadToIntake } from './intake-fixtures';
import { ONLY_THE_CLOCK } from './only-the-clock';
import { searchWholeDatabase } from './whole-database-search';

const DAY_MS = 24 * 3_600_000;

/** One applicant of the general pool; every one differs from Aarav unless told otherwise. */
function person(overrides: Record<string, unknown>) {
  return validApplication({
    firstName: 'Nisha',
    lastName: 'Verghese',
    email: `nisha.${Math.random().toString(36).slice(2)}@example.com`,
    phone: '9000000001',
    dob: '1990-01-01',
    currentEmployer: 'Nowhere Ltd',
    ...overrides,
  });
}

async function candidateOf(db: Kysely<Database>, email: string): Promise<number> {
  const row = await db
    .selectFrom('job_applications')
    .select('candidate_id')
    .where('email_normalized', '=', email.trim().toLowerCase())
    .executeTakeFirstOrThrow();
  return row.candidate_id!;
}

async function applyAs(ctx: TestContext, form: Record<string, unknown>): Promise<number> {
  const response = await apply(ctx, form);
  expect(response.statusCode).toBe(201);
  return candidateOf(ctx.database.db, form.email as string);
}

describe(`candidate de-duplication: detection (${dialect})`, () => {
  let ctx: TestContext;
  let admin: string;

  beforeEach(async () => {
    ctx = await createTestApp();
    admin = await ctx.staffAuth();
  });
  afterEach(() => ctx.close());

  const call = (method: 'GET' | 'POST', url: string, payload?: unknown, auth = admin) =>
    ctx.app.inject({ method, url, headers: { authorization: auth }, payload: payload as never });

  const pairs = async () => {
    const response = await call('GET', '/api/candidates/duplicates?limit=100');
    expect(response.statusCode).toBe(200);
    return (response.json().data as { reasons: string[]; candidates: { id: number }[] }[]).map(
      (pair) => ({
        ids: pair.candidates.map((candidate) => candidate.id),
        reasons: pair.reasons,
      }),
    );
  };

  it('flags the same phone, a similar name with the same employer or date of birth, and nothing else', async () => {
    const aarav = await applyAs(ctx, validApplication());
    const phone = await applyAs(ctx, person({ phone: '9876543210' }));
    const employer = await applyAs(
      ctx,
      person({ firstName: 'A.', lastName: 'Mehta', currentEmployer: '  example SYSTEMS ' }),
    );
    const birthday = await applyAs(
      ctx,
      person({
        firstName: 'Mehta',
        lastName: 'Aarav Kumar',
        phone: '9000000002',
        dob: '1996-04-12',
        currentEmployer: 'Third Co',
      }),
    );
    // The same name elsewhere and born another day; a near name at the same employer.
    await applyAs(
      ctx,
      person({
        firstName: 'Aarav',
        lastName: 'Mehta',
        phone: '9000000003',
        dob: '1993-03-03',
        currentEmployer: 'Other Co',
      }),
    );
    await applyAs(
      ctx,
      person({
        firstName: 'Aarav',
        lastName: 'Mehra',
        phone: '9000000004',
        dob: '1991-02-02',
        currentEmployer: 'Example Systems',
      }),
    );
    // Nothing is compared on the applicant's request.
    expect(await pairs()).toEqual([]);

    await ctx.app.duplicateSweep.run();
    const found = await pairs();
    expect(found).toHaveLength(3);
    expect(found).toEqual(
      expect.arrayContaining([
        { ids: [aarav, phone], reasons: ['phone'] },
        { ids: [aarav, employer], reasons: ['name-employer'] },
        { ids: [aarav, birthday], reasons: ['name-dob'] },
      ]),
    );

    const onPage = await call('GET', `/api/candidates/${phone}/duplicates`);
    expect(onPage.json().data).toEqual({
      duplicates: [
        {
          pairId: expect.any(Number),
          candidateId: aarav,
          firstName: 'Aarav',
          lastName: 'Mehta',
          reasons: ['phone'],
        },
      ],
      merges: [],
    });
  });

  it('answers requests while a long comparison runs, as after a large import', async () => {
    const at = new Date().toISOString();
    const db = ctx.database.db;
    await db
      .insertInto('candidates')
      .values(
        Array.from({ length: 300 }, (_, index) => ({
          first_name: 'Imported',
          last_name: `Person ${index}`,
          email: `imported.${index}@example.com`,
          email_normalized: `imported.${index}@example.com`,
          phone: `98${String(index).padStart(8, '0')}`,
          phone_normalized: `98${String(index).padStart(8, '0')}`,
          source: 'other' as const,
          erased_at: null,
          created_at: at,
          updated_at: at,
        })),
      )
      .execute();
    const compared = async () => {
      const row = await db
        .selectFrom('candidates')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('duplicates_checked_at', 'is not', null)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    };
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as { port: number };

    const sweep = ctx.app.duplicateSweep.run();
    // On SQLite every query returns at once: a pass that never gave way answered this only
    // after comparing all 300.
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
    expect(await compared()).toBeLessThan(300);
    await sweep;
    expect(await compared()).toBe(300);
  });

  it('reads the same e-mail and Indian phone numbers in any of their forms', async () => {
    const aarav = await applyAs(ctx, validApplication());
    for (const typed of ['+91 98765 43210', '098765-43210', '0091 9876543210', '98765 43210']) {
      const check = await call('POST', '/api/candidates/duplicate-check', { phone: typed });
      expect(check.statusCode).toBe(200);
      expect(check.json().data).toEqual([
        {
          pairId: null,
          candidateId: aarav,
          firstName: 'Aarav',
          lastName: 'Mehta',
          reasons: ['phone'],
        },
      ]);
    }
    const mail = await call('POST', '/api/candidates/duplicate-check', {
      email: '  AARAV.MEHTA@example.COM ',
      firstName: 'Aarav',
      lastName: 'Mehta',
      currentEmployer: 'Example Systems',
    });
    expect(mail.json().data[0].reasons).toEqual(['email', 'name-employer']);
    const stranger = await call('POST', '/api/candidates/duplicate-check', {
      firstName: 'Aarav',
      lastName: 'Mehta',
      currentEmployer: 'Other Co',
      phone: '9000000009',
    });
    expect(stranger.json().data).toEqual([]);

    // An applicant corrects their address to one another candidate holds: the two are compared.
    const other = await applyAs(ctx, person({ email: 'second.address@example.com' }));
    await ctx.app.duplicateSweep.run();
    const db = ctx.database.db;
    const application = await db
      .selectFrom('job_applications')
      .select('id')
      .where('candidate_id', '=', other)
      .executeTakeFirstOrThrow();
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('job_applications')
        .set({ email: 'aarav.mehta@example.com', email_normalized: 'aarav.mehta@example.com' })
        .where('id', '=', application.id)
        .execute();
      await followContactCorrection(
        trx,
        application.id,
        { email: 'aarav.mehta@example.com' },
        new Date().toISOString(),
      );
    });
    await ctx.app.duplicateSweep.run();
    expect(await pairs()).toEqual([{ ids: [aarav, other], reasons: ['email'] }]);
  });

  it('compares a candidate accepted from the intake at once', async () => {
    const aarav = await applyAs(ctx, validApplication());
    const upload = await uploadToIntake(ctx, admin, [
      { name: 'kavya.pdf', content: samplePdf('Kavya Nair') },
    ]);
    const id = upload.json().data.items[0].id;
    await settled(ctx, id);
    const accepted = await call(
      'POST',
      `/api/intake/items/${id}/accept`,
      manualCandidate({ jobId: 0, phone: '9876543210' }),
    );
    expect(accepted.statusCode).toBe(200);
    const kavya = await candidateOf(ctx.database.db, 'kavya.nair@example.com');
    expect(await pairs()).toEqual([{ ids: [aarav, kavya], reasons: ['phone'] }]);
  });

  it('answers a public applicant the same whether or not they are on file already', async () => {
    const jobId = await postJob(ctx, admin);
    const alone = await apply(ctx, person({ jobId, phone: '9111111111' }));
    await applyAs(ctx, validApplication());
    // Same phone and a similar name with the same employer and birthday as Aarav.
    const twin = await apply(
      ctx,
      person({
        jobId,
        firstName: 'Aarav',
        lastName: 'Mehta',
        phone: '9876543210',
        dob: '1996-04-12',
        currentEmployer: 'Example Systems',
      }),
    );
    for (const response of [alone, twin]) expect(response.statusCode).toBe(201);
    const shape = (body: { data: { id: unknown } }) => ({
      ...body,
      data: { id: typeof body.data.id },
    });
    expect(shape(twin.json())).toEqual(shape(alone.json()));
    expect(twin.headers['content-type']).toBe(alone.headers['content-type']);
    expect(Object.keys(twin.headers).sort()).toEqual(Object.keys(alone.headers).sort());
    await ctx.app.duplicateSweep.run();
    expect((await pairs())[0].reasons).toEqual(['phone', 'name-employer', 'name-dob']);
  });
});

describe(`candidate de-duplication: merge, undo, dismissal (${dialect})`, () => {
  let ctx: TestContext;
  let admin: string;
  let winner: number;
  let loser: number;
  let pairId: number;

  const WINNER_EMAIL = 'aarav.mehta@example.com';
  const LOSER_EMAIL = 'a.mehta.old@example.com';

  beforeEach(async () => {
    jest.useFakeTimers(ONLY_THE_CLOCK);
    ctx = await createTestApp();
    admin = await ctx.staffAuth();
    winner = await applyAs(ctx, validApplication());
    const jobId = await postJob(ctx, admin);
    loser = await applyAs(
      ctx,
      validApplication({
        jobId,
        firstName: 'Aarav K.',
        email: LOSER_EMAIL,
        phone: '9123456780',
      }),
    );
    await ctx.app.duplicateSweep.run();
    const list = await call('GET', '/api/candidates/duplicates');
    expect(list.json().total).toBe(1);
    pairId = list.json().data[0].id;
    // A note on the loser's application, and a read of the loser on the audit trail.
    const loserApplication = await applicationsOf(loser);
    const note = await call('POST', `/api/career/applications/${loserApplication[0]}/notes`, {
      text: 'Strong on SQL',
    });
    expect(note.statusCode).toBe(201);
    expect((await call('GET', `/api/candidates/${loser}`)).statusCode).toBe(200);
    await ctx.app.auditBatch.flush();
  });
  afterEach(async () => {
    await ctx.close();
    jest.useRealTimers();
  });

  const call = (method: 'GET' | 'POST', url: string, payload?: unknown, auth = admin) =>
    ctx.app.inject({ method, url, headers: { authorization: auth }, payload: payload as never });

  const applicationsOf = async (candidateId: number) =>
    (
      await ctx.database.db
        .selectFrom('job_applications')
        .select('id')
        .where('candidate_id', '=', candidateId)
        .orderBy('id')
        .execute()
    ).map((row) => row.id);

  const candidateRows = () =>
    ctx.database.db.selectFrom('candidates').selectAll().orderBy('id').execute();

  const auditOf = async (candidateId: number) =>
    (
      await ctx.database.db
        .selectFrom('audit_log')
        .select(['id', 'action'])
        .where('entity', '=', 'candidate')
        .where('entity_id', '=', String(candidateId))
        .orderBy('id')
        .execute()
    ).map((row) => row.id);

  const mergeBody = (overrides: Record<string, number> = {}) => ({
    winnerId: winner,
    firstName: winner,
    lastName: winner,
    email: loser,
    phone: winner,
    source: winner,
    ...overrides,
  });

  it('moves the applications and notes to the winner with the chosen values, leaves the audit trail as written, and undo restores both exactly', async () => {
    const before = await candidateRows();
    const loserApplications = await applicationsOf(loser);
    const loserAudit = await auditOf(loser);
    expect(loserAudit.length).toBeGreaterThan(0);

    const merged = await call('POST', `/api/candidates/duplicates/${pairId}/merge`, mergeBody());
    expect(merged.statusCode).toBe(200);
    const { mergeId } = merged.json().data;
    expect(merged.json().data).toMatchObject({ winnerId: winner, loserId: loser });

    const page = await call('GET', `/api/candidates/${winner}`);
    expect(page.json().data).toMatchObject({
      email: LOSER_EMAIL,
      phone: '9876543210',
      firstName: 'Aarav',
    });
    expect(page.json().data.applications).toHaveLength(2);
    const notes = page
      .json()
      .data.applications.flatMap((application: { history: { comment: string | null }[] }) =>
        application.history.map((event) => event.comment),
      );
    expect(notes).toContain('Strong on SQL');
    expect(await applicationsOf(loser)).toEqual([]);
    // The audit trail is append-only: what was recorded about the merged candidate stays theirs.
    expect(await auditOf(loser)).toEqual(loserAudit);
    // The merged candidate is hidden, and the pair is no longer open.
    expect((await call('GET', `/api/candidates/${loser}`)).statusCode).toBe(404);
    expect((await call('GET', '/api/candidates/duplicates')).json().total).toBe(0);
    const status = await call('GET', `/api/candidates/${winner}/duplicates`);
    expect(status.json().data.merges).toEqual([
      expect.objectContaining({ id: mergeId, mergedName: 'Aarav K. Mehta' }),
    ]);
    // A new application from the address the winner took joins the winner.
    await apply(ctx, validApplication({ jobId: await postJob(ctx, admin), email: LOSER_EMAIL }));
    expect(await applicationsOf(winner)).toHaveLength(3);

    const undone = await call('POST', `/api/candidates/merges/${mergeId}/undo`);
    expect(undone.statusCode).toBe(200);
    const after = await candidateRows();
    expect(after).toEqual(before);
    expect(await applicationsOf(loser)).toEqual(loserApplications);
    expect(await auditOf(loser)).toEqual(loserAudit);
    expect((await call('GET', '/api/candidates/duplicates')).json().total).toBe(1);
    const again = await call('POST', `/api/candidates/merges/${mergeId}/undo`);
    expect(again.statusCode).toBe(409);

    const actions = (
      await ctx.database.db
        .selectFrom('audit_log')
        .select('action')
        .where('action', 'in', ['candidate.merged', 'candidate.merge_undone'])
        .orderBy('id')
        .execute()
    ).map((row) => row.action);
    expect(actions).toEqual(['candidate.merged', 'candidate.merge_undone']);
  });

  it("moves the merged candidate's WhatsApp and SMS consents to the winner, and undo moves exactly those back", async () => {
    const db = ctx.database.db;
    const consent = (candidateId: number, channel: 'whatsapp' | 'sms', status: string) =>
      db
        .insertInto('channel_consents')
        .values({
          candidate_id: candidateId,
          channel,
          phone: '+919123456780',
          status: status as 'opted_in' | 'opted_out',
          source: status === 'opted_in' ? 'recruiter_note' : 'reply_stop',
          recorded_by: null,
          recorded_at: new Date().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const consentsOf = async (candidateId: number) =>
      (
        await db
          .selectFrom('channel_consents')
          .select('id')
          .where('candidate_id', '=', candidateId)
          .orderBy('id')
          .execute()
      ).map((row) => row.id);
    const winnersOwn = await consent(winner, 'sms', 'opted_in');
    const optIn = await consent(loser, 'whatsapp', 'opted_in');
    const stop = await consent(loser, 'sms', 'opted_out');

    const merged = await call('POST', `/api/candidates/duplicates/${pairId}/merge`, mergeBody());
    expect(merged.statusCode).toBe(200);
    expect(await consentsOf(loser)).toEqual([]);
    expect(await consentsOf(winner)).toEqual([winnersOwn.id, optIn.id, stop.id]);
    const shown = await call('GET', `/api/candidates/${winner}/messaging-consent`);
    expect(shown.statusCode).toBe(200);
    expect(JSON.stringify(shown.json().data)).toContain('reply_stop');
    // Recorded on the winner after the merge: it stays the winner's when the merge is undone.
    const later = await consent(winner, 'whatsapp', 'opted_out');

    const undone = await call('POST', `/api/candidates/merges/${merged.json().data.mergeId}/undo`);
    expect(undone.statusCode).toBe(200);
    expect(await consentsOf(loser)).toEqual([optIn.id, stop.id]);
    expect(await consentsOf(winner)).toEqual([winnersOwn.id, later.id]);
  });

  it('moves nothing when the merge fails halfway', async () => {
    const before = await candidateRows();
    const loserApplications = await applicationsOf(loser);
    const loserAudit = await auditOf(loser);
    const db = ctx.database.db;
    // The merge record is written after the applications, audit entries and candidates moved.
    if (dialect === 'postgres') {
      await sql`create function refuse_merge() returns trigger language plpgsql as $$
        begin raise exception 'merge refused'; end $$`.execute(db);
      await sql`create trigger refuse_merge before insert on candidate_merges
        for each row execute function refuse_merge()`.execute(db);
    } else {
      await sql`create trigger refuse_merge before insert on candidate_merges
        begin select raise(abort, 'merge refused'); end`.execute(db);
    }
    const merged = await call('POST', `/api/candidates/duplicates/${pairId}/merge`, mergeBody());
    expect(merged.statusCode).toBe(500);
    expect(await candidateRows()).toEqual(before);
    expect(await applicationsOf(loser)).toEqual(loserApplications);
    expect(await auditOf(loser)).toEqual(loserAudit);
    const pair = await db
      .selectFrom('candidate_duplicates')
      .select('status')
      .where('id', '=', pairId)
      .executeTakeFirstOrThrow();
    expect(pair.status).toBe('open');
  });

  it('refuses values from outside the pair, with nothing changed', async () => {
    const before = await candidateRows();
    const wrong = await call(
      'POST',
      `/api/candidates/duplicates/${pairId}/merge`,
      mergeBody({ email: 999_999 }),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ email: 'Choose one of the two candidates.' });
    expect(await candidateRows()).toEqual(before);
  });

  it('refuses an undo after 30 days, and the sweep then forgets the snapshot and the merged details', async () => {
    const merged = await call('POST', `/api/candidates/duplicates/${pairId}/merge`, mergeBody());
    const { mergeId } = merged.json().data;
    jest.setSystemTime(Date.now() + 30 * DAY_MS + 60_000);
    admin = await ctx.staffAuth();
    const late = await call('POST', `/api/candidates/merges/${mergeId}/undo`);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(UNDO_TOO_LATE);
    expect(late.json().message).toBe(
      'This merge is more than 30 days old and can no longer be undone.',
    );
    await ctx.app.duplicateSweep.run();
    const merge = await ctx.database.db
      .selectFrom('candidate_merges')
      .select('snapshot')
      .where('id', '=', mergeId)
      .executeTakeFirstOrThrow();
    expect(merge.snapshot).toBeNull();
    const { findings } = await searchWholeDatabase(ctx.database.db, {
      strings: ['Aarav K.'],
      bytes: [],
    });
    expect(findings.filter((finding) => finding.table === 'candidates')).toEqual([]);
    expect((await call('POST', `/api/candidates/merges/${mergeId}/undo`)).statusCode).toBe(409);
  });

  it('sets a pair apart for good when staff say it is not a duplicate', async () => {
    const dismissed = await call('POST', `/api/candidates/duplicates/${pairId}/dismiss`);
    expect(dismissed.statusCode).toBe(200);
    expect((await call('GET', '/api/candidates/duplicates')).json().total).toBe(0);
    // The loser applies again: compared once more, the pair stays set apart.
    await apply(ctx, validApplication({ jobId: await postJob(ctx, admin), email: LOSER_EMAIL }));
    await ctx.app.duplicateSweep.run();
    expect((await call('GET', '/api/candidates/duplicates')).json().total).toBe(0);
    const merge = await call('POST', `/api/candidates/duplicates/${pairId}/merge`, mergeBody());
    expect(merge.statusCode).toBe(409);
    expect((await call('POST', `/api/candidates/duplicates/${pairId}/dismiss`)).statusCode).toBe(
      409,
    );
    const audit = await ctx.database.db
      .selectFrom('audit_log')
      .select(['entity_id', 'details'])
      .where('action', '=', 'candidate.duplicate_dismissed')
      .execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0].details!)).toEqual({ pairId, otherCandidateId: loser });
  });

  it("erases the merged candidate's details with the winner", async () => {
    // The winner keeps its own address: the loser's lives on in the snapshot and moved applications.
    const merged = await call(
      'POST',
      `/api/candidates/duplicates/${pairId}/merge`,
      mergeBody({ email: winner }),
    );
    expect(merged.statusCode).toBe(200);
    await ctx.app.mailer.flush();
    const erased = await call('POST', `/api/candidates/${winner}/erase`);
    expect(erased.statusCode).toBe(200);
    expect(erased.json().data.erasedApplications).toBe(2);
    const { findings } = await searchWholeDatabase(ctx.database.db, {
      strings: [LOSER_EMAIL, WINNER_EMAIL, 'Aarav K.'],
      bytes: [],
    });
    expect(findings).toEqual([]);
    const merge = await ctx.database.db
      .selectFrom('candidate_merges')
      .select('snapshot')
      .executeTakeFirstOrThrow();
    expect(merge.snapshot).toBeNull();
  });

  it.each<StaffRole>(['interviewer', 'hiring-manager'])(
    'refuses the %s role the list, the merge, the dismissal and the undo',
    async (role) => {
      const merged = await call('POST', `/api/candidates/duplicates/${pairId}/merge`, mergeBody());
      const { mergeId } = merged.json().data;
      const auth = await ctx.staffAuthAs(role);
      const before = await candidateRows();
      for (const [method, url, body] of [
        ['GET', '/api/candidates/duplicates', undefined],
        ['GET', `/api/candidates/duplicates/${pairId}`, undefined],
        ['POST', `/api/candidates/duplicates/${pairId}/merge`, mergeBody()],
        ['POST', `/api/candidates/duplicates/${pairId}/dismiss`, undefined],
        ['POST', `/api/candidates/merges/${mergeId}/undo`, undefined],
        ['GET', `/api/candidates/${winner}/duplicates`, undefined],
      ] as const) {
        expect((await call(method, url, body, auth)).statusCode).toBe(403);
      }
      expect(await candidateRows()).toEqual(before);
    },
  );
});
