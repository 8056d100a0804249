import { createTestApp, type TestContext } from '../../server/test-support/test-app';
import { ARCHIVE_MESSAGES } from '../../server/modules/files';
import { purgeExpiredIntake } from '../../server/modules/intake/intake-service';
import { countRows, dialect, manualCandidate, postJob, samplePdf } from './careers-fixtures';
import { settled, uploadToIntake } from './intake-fixtures';
import { docx, zip } from './zip-fixtures';

/** Marks the archive's first entry as encrypted (bit 0 of its flags, in both headers). */
function encryptFirstEntry(archive: Buffer) {
  const copy = Buffer.from(archive);
  copy.writeUInt16LE(copy.readUInt16LE(6) | 1, 6);
  const central = copy.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
  copy.writeUInt16LE(copy.readUInt16LE(central + 8) | 1, central + 8);
  return copy;
}

const pdfFile = (name: string, person = 'Aarav Mehta') => ({
  name,
  content: samplePdf(person),
});

describe(`resume intake (${dialect})`, () => {
  let ctx: TestContext;
  let auth: string;
  let jobId: number;

  beforeEach(async () => {
    ctx = await createTestApp();
    auth = await ctx.staffAuth();
    jobId = await postJob(ctx, auth);
  });
  afterEach(async () => ctx.close());

  const items = () =>
    ctx.database.db.selectFrom('intake_items').selectAll().orderBy('id').execute();
  const detail = async (id: number) => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/intake/items/${id}`,
      headers: { authorization: auth },
    });
    expect(response.statusCode).toBe(200);
    return response.json().data;
  };

  it('takes resumes in at once and parses them off the request, proposing fields with their source', async () => {
    const response = await uploadToIntake(
      ctx,
      auth,
      [pdfFile('aarav.pdf'), pdfFile('priya.pdf', 'Priya Sharma')],
      { jobId: String(jobId) },
    );
    expect(response.statusCode).toBe(201);
    const taken = response.json().data.items;
    expect(taken).toEqual([
      expect.objectContaining({ fileName: 'aarav.pdf', status: 'queued', refusal: null }),
      expect.objectContaining({ fileName: 'priya.pdf', status: 'queued', refusal: null }),
    ]);

    for (const item of taken) expect(await settled(ctx, item.id)).toBe('review');
    const first = await detail(taken[0].id);
    expect(first).toMatchObject({ jobId, status: 'review', fileType: 'pdf', origin: 'upload' });
    expect(first.proposals.email).toEqual({
      value: 'aarav.mehta@example.com',
      source: expect.stringContaining('aarav.mehta@example.com'),
    });
    expect(first.proposals.phone.value).toBe('9876543210');
    expect(first.proposals.firstName.value).toBe('Aarav');
    expect(first.resumeText).toContain('Backend developer');
    expect(first.nextId).toBe(taken[1].id);

    // Nothing is a fact until a person accepts it.
    expect(await countRows(ctx.database.db, 'job_applications')).toBe(0);
    expect(await ctx.database.db.selectFrom('candidates').select('id').execute()).toHaveLength(0);

    const file = await ctx.app.inject({ method: 'GET', url: first.fileUrl });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-security-policy']).toContain('sandbox');
    const forged = await ctx.app.inject({
      method: 'GET',
      url: first.fileUrl.replace(`/items/${taken[0].id}/`, `/items/${taken[1].id}/`),
    });
    expect(forged.statusCode).toBe(403);
  });

  it('unpacks a zip entry by entry, refusing each hostile one with its reason and keeping the rest', async () => {
    const archive = await zip([
      { name: 'cv/aarav.pdf', content: samplePdf() },
      { name: 'cv/kavya.docx', content: await docx() },
      { name: '../../etc/evil.pdf', content: samplePdf() },
      { name: 'bomb.pdf', content: Buffer.alloc(60 * 1024 * 1024) },
      { name: 'liar.pdf', content: Buffer.alloc(8 * 1024 * 1024), declaredSize: 1000 },
      { name: 'notes.txt', content: 'call back on Monday' },
      { name: 'inner.zip', content: await zip([{ name: 'x.pdf', content: samplePdf() }]) },
    ]);
    const encrypted = encryptFirstEntry(await zip([{ name: 'locked.pdf', content: samplePdf() }]));

    const response = await uploadToIntake(ctx, auth, [
      { name: 'batch.zip', content: archive },
      { name: 'locked.zip', content: encrypted },
    ]);
    expect(response.statusCode).toBe(201);
    const byName = Object.fromEntries(
      response.json().data.items.map((item: { fileName: string }) => [item.fileName, item]),
    );
    expect(byName['batch.zip: cv/aarav.pdf']).toMatchObject({ status: 'queued' });
    expect(byName['batch.zip: cv/kavya.docx']).toMatchObject({ status: 'queued' });
    expect(byName['batch.zip: ../../etc/evil.pdf']).toMatchObject({
      status: 'refused',
      refusal: ARCHIVE_MESSAGES.traversal,
    });
    expect(byName['batch.zip: bomb.pdf'].refusal).toBe(ARCHIVE_MESSAGES.bomb);
    expect(byName['batch.zip: liar.pdf'].refusal).toMatch(/5 MB or larger|damaged/);
    expect(byName['batch.zip: notes.txt'].refusal).toBe(ARCHIVE_MESSAGES.notResume);
    expect(byName['batch.zip: inner.zip'].refusal).toBe(ARCHIVE_MESSAGES.nested);
    expect(byName['locked.zip: locked.pdf'].refusal).toBe(ARCHIVE_MESSAGES.encrypted);

    const rows = await items();
    expect(
      rows.filter((row) => row.status === 'refused').every((row) => row.file_id === null),
    ).toBe(true);
    expect(rows.filter((row) => row.origin === 'zip')).toHaveLength(8);
    // Only the two resumes were stored; the pool is the target.
    expect(await countRows(ctx.database.db, 'stored_files')).toBe(2);
    expect(rows.every((row) => row.job_id === null)).toBe(true);
  });

  it('refuses an unreadable zip and a file that is no resume, and makes nothing for an unknown job', async () => {
    const response = await uploadToIntake(ctx, auth, [
      { name: 'broken.zip', content: Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(40)]) },
      { name: 'photo.pdf', content: Buffer.from('GIF89a not a resume') },
    ]);
    expect(response.statusCode).toBe(201);
    expect(response.json().data.items).toEqual([
      expect.objectContaining({ status: 'refused', refusal: ARCHIVE_MESSAGES.unreadable }),
      expect.objectContaining({ status: 'refused', refusal: ARCHIVE_MESSAGES.notResume }),
    ]);

    const before = (await items()).length;
    const unknownJob = await uploadToIntake(ctx, auth, [pdfFile('a.pdf')], { jobId: '999999' });
    expect(unknownJob.statusCode).toBe(404);
    expect(await items()).toHaveLength(before);
    expect(await countRows(ctx.database.db, 'stored_files')).toBe(0);
  });

  it('answers 400 with a clear message for an upload without files or with a bad job', async () => {
    const none = await uploadToIntake(ctx, auth, [], { jobId: String(jobId) });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(
      'Choose one or more resumes (PDF, DOC, DOCX) or one zip file of them.',
    );
    const badJob = await uploadToIntake(ctx, auth, [pdfFile('a.pdf')], { jobId: 'abc' });
    expect(badJob.statusCode).toBe(400);
    expect(badJob.json().errors).toEqual({ jobId: 'Choose a job or the pool.' });
    const badStatus = await ctx.app.inject({
      method: 'GET',
      url: '/api/intake/items?status=lost',
      headers: { authorization: auth },
    });
    expect(badStatus.statusCode).toBe(400);
    expect(await items()).toHaveLength(0);
  });

  it('takes over a claim whose lease ran out, and leaves a live one alone', async () => {
    const response = await uploadToIntake(ctx, auth, [pdfFile('a.pdf'), pdfFile('b.pdf')]);
    const [stale, live] = response.json().data.items.map((item: { id: number }) => item.id);
    await settled(ctx, stale);
    await settled(ctx, live);
    const past = new Date(Date.now() - 1000).toISOString();
    const future = new Date(Date.now() + 60_000).toISOString();
    const claim = (id: number, leaseUntil: string) =>
      ctx.database.db
        .updateTable('intake_items')
        .set({ status: 'parsing', lease_until: leaseUntil, lease_token: 'a server that died' })
        .where('id', '=', id)
        .execute();
    await claim(stale, past);
    await claim(live, future);

    await ctx.app.intakeRunner.runOnce();
    const rows = await items();
    expect(rows.find((row) => row.id === stale)).toMatchObject({
      status: 'review',
      lease_token: null,
    });
    expect(rows.find((row) => row.id === live)).toMatchObject({
      status: 'parsing',
      lease_token: 'a server that died',
    });
  });

  it('accepts a reviewed item with the edited values: candidate, application, note, notice e-mail, audit', async () => {
    const upload = await uploadToIntake(ctx, auth, [pdfFile('aarav.pdf')], {
      jobId: String(jobId),
    });
    const id = upload.json().data.items[0].id;
    await settled(ctx, id);
    const outboxBefore = await countRows(ctx.database.db, 'outbox');

    const accept = (body: Record<string, unknown>) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/intake/items/${id}/accept`,
        headers: { authorization: auth },
        payload: body,
      });
    const bad = await accept(manualCandidate({ email: 'not an address', jobId }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.email).toBe('Email is invalid');
    expect(await countRows(ctx.database.db, 'job_applications')).toBe(0);

    const response = await accept(
      manualCandidate({
        firstName: 'Aarav',
        lastName: 'Mehta-Rao',
        email: 'aarav.rao@example.com',
        currentEmployer: 'Example Systems',
        jobId,
        source: 'agency',
        sourceDetail: 'Talent Partners',
        consentSource: 'agency',
        currentTitle: 'Software Engineer',
        skills: 'Node.js, PostgreSQL',
      }),
    );
    expect(response.statusCode).toBe(200);
    const { applicationId } = response.json().data;
    const application = await ctx.database.db
      .selectFrom('job_applications')
      .selectAll()
      .where('id', '=', applicationId)
      .executeTakeFirstOrThrow();
    expect(application).toMatchObject({
      job_id: jobId,
      last_name: 'Mehta-Rao',
      email: 'aarav.rao@example.com',
      current_employer: 'Example Systems',
      source: 'agency',
      consent_source: 'agency',
    });
    const candidate = await ctx.database.db
      .selectFrom('candidates')
      .selectAll()
      .where('id', '=', application.candidate_id!)
      .executeTakeFirstOrThrow();
    expect(candidate.email_normalized).toBe('aarav.rao@example.com');
    const note = await ctx.database.db
      .selectFrom('application_events')
      .select('comment')
      .where('application_id', '=', applicationId)
      .where('kind', '=', 'note')
      .executeTakeFirstOrThrow();
    expect(note.comment).toContain('Skills: Node.js, PostgreSQL');
    expect(await countRows(ctx.database.db, 'outbox')).toBe(outboxBefore + 1);

    const row = (await items()).find((item) => item.id === id)!;
    expect(row).toMatchObject({ status: 'accepted', application_id: applicationId, file_id: null });
    expect(application.resume_file_id).toBeGreaterThan(0);
    const audit = await ctx.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'intake')
      .where('entity_id', '=', String(id))
      .execute();
    expect(audit.map((entry) => entry.action)).toContain('intake.accepted');

    const again = await accept(manualCandidate({ jobId }));
    expect(again.statusCode).toBe(409);
  });

  it('refuses a second copy of someone already in the pool with what to do instead, changing nothing', async () => {
    const upload = await uploadToIntake(ctx, auth, [pdfFile('first.pdf'), pdfFile('resent.pdf')]);
    const [first, resent] = upload.json().data.items.map((item: { id: number }) => item.id);
    await settled(ctx, first);
    await settled(ctx, resent);
    const accept = (id: number, body: Record<string, unknown>) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/intake/items/${id}/accept`,
        headers: { authorization: auth },
        payload: body,
      });
    const person = { email: 'irfan.khan@example.com', consentSource: 'email' };
    expect((await accept(first, manualCandidate(person))).statusCode).toBe(200);
    const applications = await countRows(ctx.database.db, 'job_applications');

    const again = await accept(resent, manualCandidate(person));
    expect(again.statusCode).toBe(409);
    const inPool =
      'This person is already in the talent pool. Choose a job to add them to, or discard this copy.';
    expect(again.json()).toMatchObject({ message: inPool, errors: { email: inPool } });
    expect(await countRows(ctx.database.db, 'job_applications')).toBe(applications);
    expect((await items()).find((item) => item.id === resent)?.status).toBe('review');

    const toJob = await accept(resent, manualCandidate({ ...person, jobId }));
    expect(toJob.statusCode).toBe(200);
    expect(await countRows(ctx.database.db, 'job_applications')).toBe(applications + 1);
  });

  it('discards with a reason, deleting the resume; refuses without one', async () => {
    const upload = await uploadToIntake(ctx, auth, [pdfFile('a.pdf')]);
    const id = upload.json().data.items[0].id;
    await settled(ctx, id);
    const discard = (payload: Record<string, unknown>) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/intake/items/${id}/discard`,
        headers: { authorization: auth },
        payload,
      });
    const noReason = await discard({ reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors.reason).toBe('Give the reason for discarding this resume.');

    const response = await discard({ reason: 'Not a match for any opening' });
    expect(response.statusCode).toBe(200);
    expect((await items())[0]).toMatchObject({
      status: 'discarded',
      file_id: null,
      discard_reason: 'Not a match for any opening',
    });
    expect(await countRows(ctx.database.db, 'stored_files')).toBe(0);
    const audit = await ctx.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'intake.discarded')
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('deletes items and their resumes once an application would have been, keeping newer ones', async () => {
    const upload = await uploadToIntake(ctx, auth, [pdfFile('old.pdf'), pdfFile('new.pdf')]);
    const [old, recent] = upload.json().data.items.map((item: { id: number }) => item.id);
    await settled(ctx, old);
    await settled(ctx, recent);
    await ctx.database.db
      .updateTable('intake_items')
      .set({ created_at: '2026-01-10T06:00:00.000Z' })
      .where('id', '=', old)
      .execute();

    // Six months (RETENTION.applicationMonths) after it came in, and not a day before.
    expect(await purgeExpiredIntake(ctx.database.db, new Date('2026-07-09T06:00:00.000Z'))).toBe(0);
    expect(await purgeExpiredIntake(ctx.database.db, new Date('2026-07-11T06:00:00.000Z'))).toBe(1);
    expect((await items()).map((row) => row.id)).toEqual([recent]);
    expect(await countRows(ctx.database.db, 'stored_files')).toBe(1);
  });

  it('is closed to hiring managers, interviewers and HR', async () => {
    const upload = await uploadToIntake(ctx, auth, [pdfFile('a.pdf')]);
    const id = upload.json().data.items[0].id;
    for (const role of ['hiring-manager', 'interviewer', 'hr'] as const) {
      const other = await ctx.staffAuthAs(role);
      const calls = [
        ctx.app.inject({
          method: 'GET',
          url: '/api/intake/items',
          headers: { authorization: other },
        }),
        ctx.app.inject({
          method: 'GET',
          url: `/api/intake/items/${id}`,
          headers: { authorization: other },
        }),
        uploadToIntake(ctx, other, [pdfFile('b.pdf')]),
        ctx.app.inject({
          method: 'POST',
          url: `/api/intake/items/${id}/discard`,
          headers: { authorization: other },
          payload: { reason: 'no' },
        }),
      ];
      for (const response of await Promise.all(calls)) expect(response.statusCode).toBe(403);
    }
    expect(await items()).toHaveLength(1);
  });
});
