import { addDays, indiaToday } from '@vistaar/shared/lib/job-dates';
import { verhoeffValid } from '@vistaar/shared/validation/preboarding-schema';
import type { WhatsappConfig } from '../../server/config';
import { createTestApp, type TestContext } from '../../server/test-support/test-app';
import { eraseApplication } from '../../server/modules/erasure';
import {
  apply,
  dialect,
  multipart,
  pngBytes,
  postJob,
  samplePdf,
  validApplication,
  type FilePart,
} from './careers-fixtures';
import { addStaff, type StaffMember } from './interview-fixtures';
import { searchWholeDatabase } from './whole-database-search';
import { longDate } from '../../server/modules/offers/offer-values';

const LETTER = '<p>Dear {{candidate.name}}, we offer you {{offer.designation}}.</p>';
const STRUCTURE = {
  name: 'Standard',
  components: [
    { key: 'basic', kind: 'percent', value: 50 },
    { key: 'special_allowance', kind: 'balance', value: 0 },
  ],
};
const CANDIDATE = 'aarav.mehta@example.com';

/**
 * WhatsApp with only the document-request template, at an address nothing listens on: the
 * tests read what the outbox queued, and its sends fail as a network failure would.
 */
const WHATSAPP: WhatsappConfig = {
  apiBase: 'http://127.0.0.1:9/v21.0',
  phoneNumberId: '109876543210987',
  accessToken: 'EAAG-test-token',
  appSecret: 'meta-app-secret-for-tests',
  verifyToken: 'verify-me-please',
  templates: { document_request: { name: 'vistaar_document_request', language: 'en' } },
  ratesInr: { utility: 0.115, marketing: 0.7846, authentication: 0.115, service: 0 },
};

/** Twelve digits that pass Aadhaar's Verhoeff check. */
function fullAadhaar(base = '23456789012') {
  for (let digit = 0; digit < 10; digit += 1) {
    if (verhoeffValid(`${base}${digit}`)) return `${base}${digit}`;
  }
  throw new Error('no check digit');
}

interface Doc {
  id: number;
  kind: string;
  label: string;
  status: string;
  number: string | null;
  reason: string | null;
  fileUrl: string | null;
}

describe(`pre-boarding after an accepted offer (${dialect})`, () => {
  let ctx: TestContext;
  let admin: StaffMember;
  let recruiter: StaffMember;
  let otherRecruiter: StaffMember;
  let hr: StaffMember;
  let interviewer: StaffMember;
  let manager: StaffMember;
  let jobId: number;
  let applicationId: number;
  let templateId: number;
  let structureId: number;

  beforeEach(async () => {
    ctx = await createTestApp({ whatsapp: WHATSAPP });
    admin = await addStaff(ctx, 'asha.admin@example.com', 'admin', 'Asha Admin');
    recruiter = await addStaff(ctx, 'ravi.recruiter@example.com', 'recruiter', 'Ravi Recruiter');
    otherRecruiter = await addStaff(ctx, 'rita.other@example.com', 'recruiter', 'Rita Other');
    hr = await addStaff(ctx, 'hema.people@example.com', 'hr', 'Hema HR');
    interviewer = await addStaff(ctx, 'ishan.panel@example.com', 'interviewer', 'Ishan Panel');
    manager = await addStaff(ctx, 'manoj.manager@example.com', 'hiring-manager', 'Manoj Manager');
    const auth = await ctx.staffAuth();
    jobId = await postJob(ctx, auth, { title: 'Platform Engineer' });
    await ctx.database.db
      .updateTable('jobs')
      .set({ recruiter_id: recruiter.id })
      .where('id', '=', jobId)
      .execute();
    expect((await apply(ctx, validApplication({ jobId }))).statusCode).toBe(201);
    applicationId = (
      await ctx.database.db.selectFrom('job_applications').select('id').executeTakeFirstOrThrow()
    ).id;
    templateId = (
      await hr.call('POST', '/api/offer-templates', { name: 'Offer', body: LETTER })
    ).json().data.id;
    structureId = (await hr.call('POST', '/api/ctc-structures', STRUCTURE)).json().data.id;
    expect(
      (
        await admin.call('POST', '/api/offer-approval-rules', {
          minCtc: 0,
          approverIds: [hr.id],
        })
      ).statusCode,
    ).toBe(201);
  });
  afterEach(async () => {
    await ctx.close();
  });

  const outbox = () =>
    ctx.database.db
      .selectFrom('outbox')
      .select(['subject', 'text_body', 'kind'])
      .where((eb) => eb(eb.fn('lower', ['recipient']), '=', CANDIDATE))
      .orderBy('id')
      .execute();

  const latestToken = async () => {
    const mails = await outbox();
    const token = /\/offer\/([A-Za-z0-9_-]{43})/.exec(mails[mails.length - 1].text_body)?.[1];
    expect(token).toBeDefined();
    return token!;
  };

  async function sentOffer() {
    const draft = await recruiter.call('POST', `/api/career/applications/${applicationId}/offers`, {
      templateId,
      ctcStructureId: structureId,
      ctc: 12_00_000,
      designation: 'Platform Engineer',
      location: 'Pune',
      reportingManager: 'Manoj Manager',
      joiningDate: addDays(indiaToday(), 30),
      validUntil: addDays(indiaToday(), 7),
    });
    expect(draft.statusCode).toBe(201);
    const id = draft.json().data.id as number;
    expect((await recruiter.call('POST', `/api/offers/${id}/submit`)).statusCode).toBe(200);
    expect((await hr.call('POST', `/api/offers/${id}/approve`, {})).statusCode).toBe(200);
    expect((await recruiter.call('POST', `/api/offers/${id}/send`)).statusCode).toBe(200);
    return { id, token: await latestToken() };
  }

  async function acceptedOffer() {
    const offer = await sentOffer();
    const accepted = await ctx.app.inject({
      method: 'POST',
      url: `/api/offer/${offer.token}/accept`,
      payload: { fullName: 'Aarav Mehta', accept: true },
    });
    expect(accepted.statusCode).toBe(200);
    return offer;
  }

  const preboarding = async (token: string) => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/offer/${token}/preboarding`,
    });
    expect(response.statusCode).toBe(200);
    return response.json().data as { documents: Doc[]; joiningDate: string };
  };

  const upload = (
    token: string,
    documentId: number,
    file: FilePart | undefined,
    fields: Record<string, string> = {},
    page = false,
  ) => {
    const body = multipart({ file: file && { field: 'file', ...file }, fields });
    return ctx.app.inject({
      method: 'POST',
      url: `${page ? '' : '/api'}/offer/${token}/documents/${documentId}`,
      headers: body.headers,
      payload: body.payload,
    });
  };

  const byKind = (docs: Doc[], kind: string) => docs.find((doc) => doc.kind === kind)!;

  it('opens after acceptance with the default list; a sent, declined or other offer link is refused', async () => {
    const sent = await sentOffer();
    const early = await ctx.app.inject({
      method: 'GET',
      url: `/api/offer/${sent.token}/preboarding`,
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Pre-boarding opens once the offer is accepted.');
    await ctx.app.inject({
      method: 'POST',
      url: `/api/offer/${sent.token}/decline`,
      payload: { reason: 'Elsewhere' },
    });
    const declined = await upload(sent.token, 1, { content: samplePdf(), name: 'pan.pdf' });
    expect(declined.statusCode).toBe(409);
    expect(
      await ctx.database.db
        .selectFrom('stored_files')
        .select('id')
        .where('purpose', '=', 'preboarding')
        .execute(),
    ).toEqual([]);

    const unknown = await ctx.app.inject({
      method: 'GET',
      url: `/api/offer/${'x'.repeat(43)}/preboarding`,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('takes a PDF or image checked by its bytes, the PAN in its format, and only the Aadhaar’s last four digits', async () => {
    const { id, token } = await acceptedOffer();
    const docs = (await preboarding(token)).documents;
    expect(docs.map((doc) => [doc.kind, doc.label, doc.status])).toEqual([
      ['pan', 'PAN card', 'to-upload'],
      ['aadhaar', 'Aadhaar (masked)', 'to-upload'],
      ['education', 'Highest education certificate', 'to-upload'],
      ['relieving-letter', 'Relieving letter from the last employer', 'to-upload'],
      ['photo', 'Passport-size photo', 'to-upload'],
    ]);
    const pan = byKind(docs, 'pan');
    const aadhaar = byKind(docs, 'aadhaar');
    const education = byKind(docs, 'education');

    // A renamed executable and a type not on the list: refused by their bytes.
    const exe = await upload(token, education.id, {
      content: Buffer.concat([Buffer.from('MZ\x90\x00'), Buffer.alloc(200)]),
      name: 'degree.pdf',
      type: 'application/pdf',
    });
    expect(exe.statusCode).toBe(415);
    expect(exe.json().message).toBe('Please upload a PDF, JPEG or PNG file');
    const webp = await upload(token, education.id, {
      content: Buffer.concat([Buffer.from('RIFF\x00\x00\x00\x00WEBPVP8 '), Buffer.alloc(64)]),
      name: 'degree.png',
      type: 'image/png',
    });
    expect(webp.statusCode).toBe(415);
    const none = await upload(token, education.id, undefined);
    expect(none.statusCode).toBe(400);
    expect(none.json().errors.file).toBe('Choose the file to upload');

    const badPan = await upload(
      token,
      pan.id,
      { content: pngBytes(), name: 'pan.png' },
      {
        panNumber: 'ABCD1234EF',
      },
    );
    expect(badPan.statusCode).toBe(400);
    expect(badPan.json().errors.panNumber).toBe(
      'Enter the PAN as the card gives it: five letters, four digits, a letter (ABCDE1234F)',
    );
    const panOk = await upload(
      token,
      pan.id,
      { content: pngBytes(), name: 'pan card.png' },
      {
        panNumber: 'abcde1234f',
      },
    );
    expect(panOk.statusCode).toBe(200);
    expect(byKind(panOk.json().data.documents, 'pan')).toMatchObject({
      status: 'uploaded',
      number: 'ABCDE1234F',
      fileUrl: null,
    });

    const full = fullAadhaar();
    const spaced = `${full.slice(0, 4)} ${full.slice(4, 8)} ${full.slice(8)}`;
    for (const typed of [full, spaced]) {
      const refused = await upload(
        token,
        aadhaar.id,
        { content: samplePdf(), name: 'a.pdf' },
        {
          aadhaarLastFour: typed,
          masked: 'on',
        },
      );
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors.aadhaarLastFour).toBe(
        'Do not enter your full Aadhaar number: type only its last four digits. We never keep the full number.',
      );
      expect(refused.body).not.toContain(full);
    }
    const unticked = await upload(
      token,
      aadhaar.id,
      { content: samplePdf(), name: 'a.pdf' },
      {
        aadhaarLastFour: full.slice(8),
      },
    );
    expect(unticked.statusCode).toBe(400);
    expect(unticked.json().errors.masked).toBe(
      'Tick the box to confirm your Aadhaar copy is masked: only its last four digits show',
    );
    const aadhaarOk = await upload(
      token,
      aadhaar.id,
      { content: samplePdf(), name: 'a.pdf' },
      {
        aadhaarLastFour: full.slice(8),
        masked: 'on',
      },
    );
    expect(aadhaarOk.statusCode).toBe(200);
    expect(byKind(aadhaarOk.json().data.documents, 'aadhaar')).toMatchObject({
      status: 'uploaded',
      number: `XXXX XXXX ${full.slice(8)}`,
      maskedByCandidate: true,
    });
    const row = await ctx.database.db
      .selectFrom('preboarding_documents')
      .select('number')
      .where('id', '=', aadhaar.id)
      .executeTakeFirstOrThrow();
    expect(row.number).toBe(full.slice(8));
    const traces = await searchWholeDatabase(ctx.database.db, {
      strings: [full, spaced],
      bytes: [],
    });
    expect(traces.findings).toEqual([]);

    // Another offer's document id is not on this link's list.
    const stranger = await upload(token, 9999, { content: samplePdf(), name: 'x.pdf' });
    expect(stranger.statusCode).toBe(404);
    const history = (await hr.call('GET', `/api/offers/${id}`)).json().data.history as {
      kind: string;
    }[];
    expect(history.filter((event) => event.kind === 'document-uploaded')).toHaveLength(2);
  });

  it('works without JavaScript: the page takes the multipart post and shows the outcome', async () => {
    const { token } = await acceptedOffer();
    const page = await ctx.app.inject({ method: 'GET', url: `/offer/${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Pre-boarding');
    const education = byKind((await preboarding(token)).documents, 'education');
    expect(page.body).toContain(`action="/offer/${token}/documents/${education.id}"`);
    expect(page.body).toMatch(/enctype="multipart\/form-data"/i);
    const wrong = await upload(
      token,
      education.id,
      { content: Buffer.from('#!/bin/sh\nrm -rf /\n'), name: 'degree.pdf' },
      {},
      true,
    );
    expect(wrong.statusCode).toBe(415);
    expect(wrong.headers['content-type']).toContain('text/html');
    expect(wrong.body).toContain('Please upload a PDF, JPEG or PNG file');
    const done = await upload(
      token,
      education.id,
      { content: samplePdf(), name: 'degree.pdf' },
      {},
      true,
    );
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Thank you: your document is uploaded. HR will review it.');
    expect(done.body).toContain('Uploaded – awaiting review');
  });

  it('lets HR accept or ask again with a reason, mailed with a fresh link; an Aadhaar copy only once HR confirms the mask', async () => {
    const { id, token } = await acceptedOffer();
    const docs = (await preboarding(token)).documents;
    const education = byKind(docs, 'education');
    const aadhaar = byKind(docs, 'aadhaar');
    expect(
      (await upload(token, education.id, { content: samplePdf(), name: 'degree.pdf' })).statusCode,
    ).toBe(200);
    expect(
      (
        await upload(
          token,
          aadhaar.id,
          { content: pngBytes(), name: 'aadhaar.png' },
          {
            aadhaarLastFour: '1234',
            masked: 'on',
          },
        )
      ).statusCode,
    ).toBe(200);

    const view = await hr.call('GET', `/api/offers/${id}/preboarding`);
    expect(view.statusCode).toBe(200);
    const link = byKind(view.json().data.documents, 'education').fileUrl as string;
    expect(link).toMatch(/^\/api\/offer-documents\/\d+\/file\?reader=\d+&expires=\d+&signature=/);
    const file = await ctx.app.inject({ method: 'GET', url: link });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
    const forged = await ctx.app.inject({
      method: 'GET',
      url: link.replace(/signature=.*/, 'signature=x'),
    });
    expect(forged.statusCode).toBe(403);

    const unconfirmed = await hr.call(
      'POST',
      `/api/offers/${id}/preboarding/documents/${aadhaar.id}/accept`,
      {},
    );
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json().errors.maskedChecked).toBe(
      'Confirm that the copy shows only the last four digits of the Aadhaar, or ask for it again',
    );
    const noReason = await hr.call(
      'POST',
      `/api/offers/${id}/preboarding/documents/${aadhaar.id}/ask-again`,
      { reason: ' ' },
    );
    expect(noReason.statusCode).toBe(400);
    // The candidate agreed to WhatsApp: the document request goes there too, as the template.
    const { candidate_id: candidateId } = await ctx.database.db
      .selectFrom('job_applications')
      .select('candidate_id')
      .where('id', '=', applicationId)
      .executeTakeFirstOrThrow();
    await ctx.database.db
      .insertInto('channel_consents')
      .values({
        candidate_id: candidateId!,
        channel: 'whatsapp',
        phone: '+919876543210',
        status: 'opted_in',
        source: 'recruiter_note',
        recorded_by: null,
        recorded_at: new Date().toISOString(),
      })
      .execute();
    const asked = await hr.call(
      'POST',
      `/api/offers/${id}/preboarding/documents/${aadhaar.id}/ask-again`,
      { reason: 'The full number is readable: cover the first eight digits.' },
    );
    expect(asked.statusCode).toBe(200);
    expect(byKind(asked.json().data.documents, 'aadhaar')).toMatchObject({
      status: 'asked-again',
      reason: 'The full number is readable: cover the first eight digits.',
      fileUrl: null,
    });
    const aadhaarRow = await ctx.database.db
      .selectFrom('preboarding_documents')
      .select('file_id')
      .where('id', '=', aadhaar.id)
      .executeTakeFirstOrThrow();
    expect(aadhaarRow.file_id).toBeNull();
    const whatsapp = await ctx.database.db
      .selectFrom('whatsapp_messages')
      .select(['application_id', 'phone', 'template_name', 'payload'])
      .execute();
    expect(whatsapp).toEqual([
      expect.objectContaining({
        application_id: applicationId,
        phone: '919876543210',
        template_name: 'vistaar_document_request',
      }),
    ]);
    expect(JSON.parse(whatsapp[0].payload).template.components[0].parameters).toEqual([
      { type: 'text', text: 'Aarav' },
      { type: 'text', text: 'Aadhaar (masked)' },
      { type: 'text', text: 'The full number is readable: cover the first eight digits.' },
    ]);
    const mail = (await outbox()).at(-1)!;
    expect(mail.subject).toBe('Please upload your Aadhaar (masked) again');
    expect(mail.text_body).toContain('The full number is readable: cover the first eight digits.');
    const fresh = await latestToken();
    expect(fresh).not.toBe(token);
    expect(byKind((await preboarding(fresh)).documents, 'aadhaar').status).toBe('asked-again');

    const accepted = await recruiter.call(
      'POST',
      `/api/offers/${id}/preboarding/documents/${education.id}/accept`,
      {},
    );
    expect(accepted.statusCode).toBe(200);
    expect(byKind(accepted.json().data.documents, 'education')).toMatchObject({
      status: 'accepted',
      reviewedBy: 'Ravi Recruiter',
    });
    const again = await hr.call(
      'POST',
      `/api/offers/${id}/preboarding/documents/${education.id}/accept`,
      {},
    );
    expect(again.statusCode).toBe(409);
    const replace = await upload(fresh, education.id, { content: samplePdf(), name: 'x.pdf' });
    expect(replace.statusCode).toBe(409);

    expect(
      (
        await upload(
          fresh,
          aadhaar.id,
          { content: pngBytes(), name: 'aadhaar.png' },
          {
            aadhaarLastFour: '1234',
            masked: 'on',
          },
        )
      ).statusCode,
    ).toBe(200);
    const confirmed = await hr.call(
      'POST',
      `/api/offers/${id}/preboarding/documents/${aadhaar.id}/accept`,
      { maskedChecked: true },
    );
    expect(confirmed.statusCode).toBe(200);

    const audit = await ctx.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'offer')
      .where('entity_id', '=', String(id))
      .execute();
    expect(audit.map((entry) => entry.action)).toEqual(
      expect.arrayContaining([
        'offer.document-uploaded',
        'offer.document-accepted',
        'offer.document-asked-again',
      ]),
    );
    const history = (await hr.call('GET', `/api/offers/${id}`)).json().data.history as {
      kind: string;
    }[];
    expect(history.map((event) => event.kind)).toEqual(
      expect.arrayContaining(['document-accepted', 'document-asked-again']),
    );
  });

  it('takes a joining date confirmation or a change request; approving moves the offer’s date and tells the candidate', async () => {
    const { id, token } = await acceptedOffer();
    const before = (await preboarding(token)).joiningDate;
    const post = (payload: object, url = token) =>
      ctx.app.inject({ method: 'POST', url: `/api/offer/${url}/joining-date`, payload });

    const confirm = await post({ action: 'confirm' });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json().data.joiningRequests[0]).toMatchObject({
      status: 'confirmed',
      date: before,
    });
    const missing = await post({ action: 'change', date: '', reason: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({
      date: 'Choose the date you would like to join',
      reason: 'Say why you would like to join on another date',
    });
    const past = await post({ action: 'change', date: indiaToday(), reason: 'Notice period' });
    expect(past.json().errors.date).toBe('Choose a date after today');
    const wanted = addDays(before, 14);
    const change = await post({
      action: 'change',
      date: wanted,
      reason: 'Notice period ends later',
    });
    expect(change.statusCode).toBe(200);
    const request = change.json().data.joiningRequests[0];
    expect(request).toMatchObject({ status: 'pending', date: wanted });

    expect(
      (
        await manager.call(
          'POST',
          `/api/offers/${id}/preboarding/joining-requests/${request.id}/approve`,
        )
      ).statusCode,
    ).toBe(403);
    const approved = await hr.call(
      'POST',
      `/api/offers/${id}/preboarding/joining-requests/${request.id}/approve`,
    );
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data.joiningDate).toBe(wanted);
    expect((await hr.call('GET', `/api/offers/${id}`)).json().data.joiningDate).toBe(wanted);
    const mail = (await outbox()).at(-1)!;
    expect(mail.subject).toBe('Your new joining date is confirmed');
    // As the letter writes it: 12 January 2027.
    expect(mail.text_body).toContain(longDate(wanted));
    const twice = await hr.call(
      'POST',
      `/api/offers/${id}/preboarding/joining-requests/${request.id}/approve`,
    );
    expect(twice.statusCode).toBe(409);

    const fresh = await latestToken();
    const another = await post(
      { action: 'change', date: addDays(wanted, 7), reason: 'Family event' },
      fresh,
    );
    const second = another.json().data.joiningRequests[0];
    const declined = await hr.call(
      'POST',
      `/api/offers/${id}/preboarding/joining-requests/${second.id}/decline`,
      { reason: 'The team starts its project that week.' },
    );
    expect(declined.statusCode).toBe(200);
    expect(declined.json().data.joiningDate).toBe(wanted);
    expect((await outbox()).at(-1)!.text_body).toContain('The team starts its project that week.');
    const kinds = (
      (await hr.call('GET', `/api/offers/${id}`)).json().data.history as {
        kind: string;
      }[]
    ).map((event) => event.kind);
    expect(kinds).toEqual(
      expect.arrayContaining([
        'joining-confirmed',
        'joining-change-requested',
        'joining-change-approved',
        'joining-change-declined',
      ]),
    );
  });

  it('shows pre-boarding to HR, admins and the job’s recruiter only', async () => {
    const { id, token } = await acceptedOffer();
    await preboarding(token);
    for (const member of [hr, admin, recruiter]) {
      expect((await member.call('GET', `/api/offers/${id}/preboarding`)).statusCode).toBe(200);
    }
    expect((await otherRecruiter.call('GET', `/api/offers/${id}/preboarding`)).statusCode).toBe(
      404,
    );
    expect((await interviewer.call('GET', `/api/offers/${id}/preboarding`)).statusCode).toBe(403);
    expect((await manager.call('GET', `/api/offers/${id}/preboarding`)).statusCode).toBe(403);
    const doc = byKind((await preboarding(token)).documents, 'education');
    await upload(token, doc.id, { content: samplePdf(), name: 'degree.pdf' });
    expect(
      (
        await otherRecruiter.call(
          'POST',
          `/api/offers/${id}/preboarding/documents/${doc.id}/accept`,
          {},
        )
      ).statusCode,
    ).toBe(404);
  });

  it('asks for the job’s own list once HR sets it', async () => {
    const start = await hr.call('GET', `/api/career/manage/jobs/${jobId}/preboarding-documents`);
    expect(start.json().data).toMatchObject({ isDefault: true });
    const twice = await hr.call('PUT', `/api/career/manage/jobs/${jobId}/preboarding-documents`, {
      documents: [
        { kind: 'pan', label: 'PAN card' },
        { kind: 'other', label: 'pan card' },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors.documents).toBe('Each document may be asked for only once');
    expect(
      (
        await recruiter.call('PUT', `/api/career/manage/jobs/${jobId}/preboarding-documents`, {
          documents: [{ kind: 'pan', label: 'PAN card' }],
        })
      ).statusCode,
    ).toBe(403);
    const set = await hr.call('PUT', `/api/career/manage/jobs/${jobId}/preboarding-documents`, {
      documents: [
        { kind: 'pan', label: 'PAN card' },
        { kind: 'other', label: 'Bank details (cancelled cheque)' },
      ],
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().data.isDefault).toBe(false);
    const { token } = await acceptedOffer();
    expect((await preboarding(token)).documents.map((doc) => doc.label)).toEqual([
      'PAN card',
      'Bank details (cancelled cheque)',
    ]);
  });

  it('erases the documents, the numbers typed and the requests with the application', async () => {
    const { id, token } = await acceptedOffer();
    const docs = (await preboarding(token)).documents;
    const marker = Buffer.from('PREBOARDING-MARKER-7f3a');
    const pdf = Buffer.concat([samplePdf(), marker]);
    await upload(token, byKind(docs, 'education').id, { content: pdf, name: 'degree.pdf' });
    await upload(
      token,
      byKind(docs, 'pan').id,
      { content: pngBytes(), name: 'pan.png' },
      {
        panNumber: 'ABCDE1234F',
      },
    );
    await ctx.app.inject({
      method: 'POST',
      url: `/api/offer/${token}/joining-date`,
      payload: {
        action: 'change',
        date: addDays(indiaToday(), 60),
        reason: 'Relocating from Kochi',
      },
    });
    const fileIds = (
      await ctx.database.db
        .selectFrom('preboarding_documents')
        .select('file_id')
        .where('offer_id', '=', id)
        .execute()
    )
      .map((row) => row.file_id)
      .filter((fileId): fileId is number => fileId !== null);
    expect(fileIds).toHaveLength(2);

    await ctx.database.db.transaction().execute((trx) =>
      eraseApplication(trx, applicationId, {
        reason: 'retention',
        actor: { staffId: null },
        secret: ctx.config.appSecret!,
      }),
    );
    expect(
      await ctx.database.db
        .selectFrom('stored_files')
        .select('id')
        .where('id', 'in', fileIds)
        .execute(),
    ).toEqual([]);
    expect(
      await ctx.database.db.selectFrom('preboarding_documents').select('id').execute(),
    ).toEqual([]);
    expect(
      await ctx.database.db.selectFrom('joining_date_requests').select('id').execute(),
    ).toEqual([]);
    const traces = await searchWholeDatabase(ctx.database.db, {
      strings: ['ABCDE1234F', 'Relocating from Kochi'],
      bytes: [marker],
    });
    expect(traces.findings).toEqual([]);
  });
});
