import { PDFDocument } from 'pdf-lib';
import { addDays, indiaToday } from '@vistaar/shared/lib/job-dates';
import { createTestApp, type TestContext } from '../../server/test-support/test-app';
import { eraseApplication } from '../../server/modules/erasure';
import { apply, dialect, multipart, postJob, validApplication } from './careers-fixtures';
import { addStaff, type StaffMember } from './interview-fixtures';

const LETTER = `<h2 onclick="steal()">Offer of employment</h2>
<p>Dear {{candidate.name}},</p>
<script>alert('x')</script>
<p>We offer you the post of <strong>{{offer.designation}}</strong> at {{offer.location}}, joining on {{offer.joiningDate}}, reporting to {{offer.reportingManager}}.</p>
<p>Your CTC is {{offer.ctc}} ({{offer.ctcInWords}}) a year, made up as follows:</p>
<p>{{offer.ctcBreakup}}</p>
<ul><li>This offer is valid until {{offer.validUntil}}.</li><li><a href="javascript:x">Policies</a> apply.</li></ul>`;

const STRUCTURE = {
  name: 'Standard',
  components: [
    { key: 'basic', kind: 'percent', value: 40 },
    { key: 'hra', kind: 'percent', value: 20 },
    { key: 'employer_pf', kind: 'amount', value: 21_600 },
    { key: 'gratuity', kind: 'percent', value: 4.81 },
    { key: 'special_allowance', kind: 'balance', value: 0 },
  ],
};

const joining = () => addDays(indiaToday(), 30);
const validUntil = () => addDays(indiaToday(), 7);

describe(`offer letters (${dialect})`, () => {
  let ctx: TestContext;
  let admin: StaffMember;
  let recruiter: StaffMember;
  let hr: StaffMember;
  let manager: StaffMember;
  let otherManager: StaffMember;
  let interviewer: StaffMember;
  let jobId: number;
  let applicationId: number;
  let templateId: number;
  let structureId: number;

  beforeEach(async () => {
    ctx = await createTestApp();
    admin = await addStaff(ctx, 'asha.admin@example.com', 'admin', 'Asha Admin');
    recruiter = await addStaff(ctx, 'ravi.recruiter@example.com', 'recruiter', 'Ravi Recruiter');
    hr = await addStaff(ctx, 'hema.people@example.com', 'hr', 'Hema HR');
    manager = await addStaff(ctx, 'manoj.manager@example.com', 'hiring-manager', 'Manoj Manager');
    otherManager = await addStaff(ctx, 'nisha.other@example.com', 'hiring-manager', 'Nisha Other');
    interviewer = await addStaff(
      ctx,
      'ishan.panel@example.com',
      'interviewer',
      'Ishan Interviewer',
    );
    const auth = await ctx.staffAuth();
    jobId = await postJob(ctx, auth, { title: 'Platform Engineer' });
    const otherJob = await postJob(ctx, auth, { title: 'Designer' });
    for (const [job, member] of [
      [jobId, manager],
      [otherJob, otherManager],
    ] as const) {
      const set = await ctx.app.inject({
        method: 'PUT',
        url: `/api/career/manage/jobs/${job}/hiring-managers`,
        headers: { authorization: auth },
        payload: { staffIds: [member.id] },
      });
      expect(set.statusCode).toBe(200);
    }
    expect((await apply(ctx, validApplication({ jobId }))).statusCode).toBe(201);
    applicationId = (
      await ctx.database.db.selectFrom('job_applications').select('id').executeTakeFirstOrThrow()
    ).id;
    const template = await hr.call('POST', '/api/offer-templates', {
      name: 'Engineering offer',
      body: LETTER,
    });
    expect(template.statusCode).toBe(201);
    templateId = template.json().data.id;
    const structure = await hr.call('POST', '/api/ctc-structures', STRUCTURE);
    expect(structure.statusCode).toBe(201);
    structureId = structure.json().data.id;
  });
  afterEach(async () => {
    await ctx.close();
  });

  const draftBody = (overrides: Record<string, unknown> = {}) => ({
    templateId,
    ctcStructureId: structureId,
    ctc: 18_50_000,
    designation: 'Senior Platform Engineer',
    location: 'Pune',
    reportingManager: 'Manoj Manager',
    joiningDate: joining(),
    validUntil: validUntil(),
    ...overrides,
  });

  async function chain(approvers: StaffMember[], band: Record<string, unknown> = { minCtc: 0 }) {
    const response = await admin.call('POST', '/api/offer-approval-rules', {
      ...band,
      approverIds: approvers.map((member) => member.id),
    });
    expect(response.statusCode).toBe(201);
  }

  async function draft(overrides: Record<string, unknown> = {}) {
    const response = await recruiter.call(
      'POST',
      `/api/career/applications/${applicationId}/offers`,
      draftBody(overrides),
    );
    expect(response.statusCode).toBe(201);
    return response.json().data as { id: number; status: string };
  }

  const outbox = (to: string) =>
    ctx.database.db
      .selectFrom('outbox')
      .select(['subject', 'text_body', 'kind'])
      .where((eb) => eb(eb.fn('lower', ['recipient']), '=', to.toLowerCase()))
      .orderBy('id')
      .execute();

  async function approvedOffer(overrides: Record<string, unknown> = {}) {
    const offer = await draft(overrides);
    expect((await recruiter.call('POST', `/api/offers/${offer.id}/submit`)).statusCode).toBe(200);
    expect((await hr.call('POST', `/api/offers/${offer.id}/approve`, {})).statusCode).toBe(200);
    return offer.id;
  }

  async function sentOffer(overrides: Record<string, unknown> = {}) {
    const id = await approvedOffer(overrides);
    const sent = await recruiter.call('POST', `/api/offers/${id}/send`);
    expect(sent.statusCode).toBe(200);
    const mails = await outbox('aarav.mehta@example.com');
    const token = /\/offer\/([A-Za-z0-9_-]{43})/.exec(mails[mails.length - 1].text_body)?.[1];
    expect(token).toBeDefined();
    return { id, token: token! };
  }

  const link = (token: string, suffix = '', payload?: object) =>
    ctx.app.inject({
      method: payload ? 'POST' : 'GET',
      url: `/api/offer/${token}${suffix}`,
      payload,
    });

  describe('templates and CTC structures', () => {
    it('stores the letter sanitised to the allowed tags, and refuses unknown placeholders', async () => {
      const stored = await hr.call('GET', `/api/offer-templates/${templateId}`);
      const body = stored.json().data.body as string;
      expect(body).toContain('<h2>Offer of employment</h2>');
      expect(body).toContain('<strong>{{offer.designation}}</strong>');
      expect(body).toContain('<li>Policies apply.</li>');
      expect(body).not.toMatch(/script|onclick|javascript|href|alert/);

      const unknown = await hr.call('POST', '/api/offer-templates', {
        name: 'Other',
        body: '<p>{{offer.salary}}</p>',
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().errors.body).toBe(
        'Unknown placeholder {{offer.salary}}. Insert placeholders from the menu.',
      );
      const taken = await admin.call('POST', '/api/offer-templates', {
        name: 'engineering OFFER',
        body: '<p>Hi</p>',
      });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().errors.name).toBe('Another offer template already has this name');
      const empty = await hr.call('POST', '/api/offer-templates', {
        name: 'Empty',
        body: '<script>x</script>',
      });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().errors.body).toBe('Write the letter');
    });

    it('renames and archives templates and structures, each name unique, an archived one frozen', async () => {
      const other = await hr.call('POST', '/api/offer-templates', {
        name: 'Interns',
        body: '<p>Welcome</p>',
      });
      expect(other.statusCode).toBe(201);
      const otherId = other.json().data.id as number;
      const clash = await hr.call('PUT', `/api/offer-templates/${otherId}`, {
        name: 'ENGINEERING offer',
        body: '<p>Welcome</p>',
      });
      expect(clash.statusCode).toBe(409);
      expect(clash.json().errors.name).toBe('Another offer template already has this name');
      const renamed = await hr.call('PUT', `/api/offer-templates/${otherId}`, {
        name: 'Interns 2027',
        body: '<p>Welcome <em>aboard</em></p>',
      });
      expect(renamed.statusCode).toBe(200);
      expect(renamed.json().data).toMatchObject({ name: 'Interns 2027' });
      // Its own name, in another case, is no clash.
      expect(
        (
          await hr.call('PUT', `/api/offer-templates/${otherId}`, {
            name: 'interns 2027',
            body: '<p>Welcome</p>',
          })
        ).statusCode,
      ).toBe(200);
      const archived = await hr.call('POST', `/api/offer-templates/${otherId}/archive`);
      expect(archived.statusCode).toBe(200);
      expect(archived.json().data.archived).toBe(true);
      expect((await hr.call('POST', `/api/offer-templates/${otherId}/archive`)).statusCode).toBe(
        200,
      );
      const frozen = await hr.call('PUT', `/api/offer-templates/${otherId}`, {
        name: 'Interns 2028',
        body: '<p>Welcome</p>',
      });
      expect(frozen.statusCode).toBe(409);
      expect(frozen.json().message).toBe('This offer template is archived; choose one in use.');
      expect(
        (
          await hr.call('PUT', '/api/offer-templates/999999', {
            name: 'Nobody',
            body: '<p>x</p>',
          })
        ).statusCode,
      ).toBe(404);

      const edited = await hr.call('PUT', `/api/ctc-structures/${structureId}`, {
        ...STRUCTURE,
        name: 'Engineering 2027',
      });
      expect(edited.statusCode).toBe(200);
      expect(edited.json().data.name).toBe('Engineering 2027');
      expect((await hr.call('POST', `/api/ctc-structures/${structureId}/archive`)).statusCode).toBe(
        200,
      );
      const structureFrozen = await hr.call('PUT', `/api/ctc-structures/${structureId}`, STRUCTURE);
      expect(structureFrozen.statusCode).toBe(409);
      expect(structureFrozen.json().message).toBe(
        'This CTC structure is archived; choose one in use.',
      );

      const actions = await ctx.database.db
        .selectFrom('audit_log')
        .select('action')
        .where('action', 'like', 'offer-template.%')
        .orderBy('id')
        .execute();
      expect(actions.map(({ action }) => action)).toEqual([
        'offer-template.created',
        'offer-template.created',
        'offer-template.changed',
        'offer-template.changed',
        'offer-template.archived',
      ]);
    });

    it('checks a structure: one balance, percentages within 100', async () => {
      const twoBalances = await hr.call('POST', '/api/ctc-structures', {
        name: 'Broken',
        components: [
          { key: 'basic', kind: 'balance', value: 0 },
          { key: 'hra', kind: 'balance', value: 0 },
        ],
      });
      expect(twoBalances.statusCode).toBe(400);
      expect(twoBalances.json().errors.components).toBe(
        'Make exactly one part the balance: it takes what is left of the CTC',
      );
      const over = await hr.call('POST', '/api/ctc-structures', {
        name: 'Over',
        components: [
          { key: 'basic', kind: 'percent', value: 70 },
          { key: 'hra', kind: 'percent', value: 40.5 },
          { key: 'special_allowance', kind: 'balance', value: 0 },
        ],
      });
      expect(over.statusCode).toBe(400);
      expect(over.json().errors.components).toBe('The percentages add up to more than 100%');
      const fraction = await hr.call('POST', '/api/ctc-structures', {
        name: 'Fraction',
        components: [
          { key: 'basic', kind: 'percent', value: 40.125 },
          { key: 'special_allowance', kind: 'balance', value: 0 },
        ],
      });
      expect(fraction.statusCode).toBe(400);
      expect(fraction.json().errors['components[0].value']).toBe(
        'Enter a percentage above 0 and at most 100, with at most two decimals',
      );
    });

    it('lets only admins and HR manage them; recruiters read them; interviewers see nothing', async () => {
      expect((await recruiter.call('GET', '/api/offer-templates')).statusCode).toBe(200);
      expect(
        (await recruiter.call('POST', '/api/offer-templates', { name: 'R', body: '<p>x</p>' }))
          .statusCode,
      ).toBe(403);
      expect((await manager.call('GET', '/api/ctc-structures')).statusCode).toBe(403);
      expect((await interviewer.call('GET', '/api/offer-templates')).statusCode).toBe(403);
      expect((await hr.call('GET', '/api/offer-approval-rules')).statusCode).toBe(403);
    });
  });

  describe('drafting', () => {
    it('breaks the CTC up in whole rupees that add up to it, and words it the Indian way', async () => {
      const offer = await recruiter.call(
        'POST',
        `/api/career/applications/${applicationId}/offers`,
        draftBody({ ctc: 18_50_001 }),
      );
      expect(offer.statusCode).toBe(201);
      const data = offer.json().data;
      expect(data.ctcInWords).toBe('Eighteen lakh fifty thousand one rupees');
      expect(data.breakup.map((line: { amount: number }) => line.amount)).toEqual([
        7_40_000, 3_70_000, 21_600, 88_985, 6_29_416,
      ]);
      expect(data.status).toBe('draft');
      expect(data.history).toEqual([
        expect.objectContaining({ kind: 'drafted', by: 'Ravi Recruiter' }),
      ]);
    });

    it('refuses a break-up that does not add up, and fixed parts above the CTC', async () => {
      await ctx.database.db.updateTable('offers').set({ status: 'declined' }).execute();
      const typed = await recruiter.call(
        'POST',
        `/api/career/applications/${applicationId}/offers`,
        draftBody({
          ctc: 10_00_000,
          breakup: [
            { key: 'basic', amount: 6_00_000 },
            { key: 'special_allowance', amount: 3_99_999 },
          ],
        }),
      );
      expect(typed.statusCode).toBe(400);
      expect(typed.json().errors.breakup).toBe(
        'The break-up adds up to ₹9,99,999; it must equal the CTC of ₹10,00,000.',
      );
      const tooSmall = await recruiter.call(
        'POST',
        `/api/career/applications/${applicationId}/offers`,
        draftBody({ ctc: 30_000 }),
      );
      expect(tooSmall.statusCode).toBe(400);
      expect(tooSmall.json().errors.ctc).toBe(
        'The fixed amounts and percentages come to ₹41,043, more than the CTC of ₹30,000. Lower them or raise the CTC.',
      );
      const dates = await recruiter.call(
        'POST',
        `/api/career/applications/${applicationId}/offers`,
        draftBody({ validUntil: addDays(joining(), 1), ctc: '18 LPA' }),
      );
      expect(dates.statusCode).toBe(400);
      expect(dates.json().errors).toMatchObject({
        validUntil: 'The offer must end on or before the joining date',
        ctc: expect.stringContaining('Enter the CTC in whole rupees a year'),
      });
      expect(await ctx.database.db.selectFrom('offers').select('id').execute()).toEqual([]);
    });

    it('previews the letter as a PDF marked as a draft, every placeholder filled in', async () => {
      const offer = await draft();
      const pdf = await recruiter.call('GET', `/api/offers/${offer.id}/letter.pdf`);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      const doc = await PDFDocument.load(pdf.rawPayload);
      expect(doc.getSubject()).toBe(`OFR-${offer.id}`);
    });
  });

  describe('approval', () => {
    it('goes through the approvers in order; a refusal sends it back to draft', async () => {
      await chain([hr, manager]);
      const offer = await draft();
      expect((await recruiter.call('POST', `/api/offers/${offer.id}/submit`)).statusCode).toBe(200);
      const [request] = await outbox(hr.email);
      expect(request.subject).toBe('Offer to approve: Aarav Mehta');
      expect(request.text_body).toContain(`/offers/approvals/${offer.id}`);
      expect(await outbox(manager.email)).toEqual([]);

      const early = await manager.call('POST', `/api/offers/${offer.id}/approve`, {});
      expect(early.statusCode).toBe(409);
      expect(early.json().message).toBe('This offer is not waiting for your approval.');
      expect((await hr.call('GET', '/api/offers/awaiting-me')).json().data).toHaveLength(1);
      expect((await manager.call('GET', '/api/offers/awaiting-me')).json().data).toHaveLength(0);

      expect(
        (await hr.call('POST', `/api/offers/${offer.id}/approve`, { comment: 'Fine' })).statusCode,
      ).toBe(200);
      expect(await outbox(manager.email)).toHaveLength(1);
      const noComment = await manager.call('POST', `/api/offers/${offer.id}/reject`, {
        comment: '  ',
      });
      expect(noComment.statusCode).toBe(400);
      expect(noComment.json().errors.comment).toBe(
        'Say why, so the recruiter knows what to change',
      );
      const rejected = await manager.call('POST', `/api/offers/${offer.id}/reject`, {
        comment: 'Band is too high',
      });
      expect(rejected.statusCode).toBe(200);
      const data = rejected.json().data;
      expect(data.status).toBe('draft');
      expect(data.approvals.map((step: { status: string }) => step.status)).toEqual([
        'approved',
        'rejected',
      ]);
      expect(data.history.map((event: { kind: string }) => event.kind)).toEqual([
        'drafted',
        'submitted',
        'approved',
        'rejected',
      ]);
      expect(data.history[3]).toMatchObject({ by: 'Manoj Manager', comment: 'Band is too high' });
      const drafterMail = await outbox(recruiter.email);
      expect(drafterMail.map((mail) => mail.subject)).toEqual(['Offer rejected: Aarav Mehta']);
      const audit = await ctx.database.db
        .selectFrom('audit_log')
        .select('action')
        .where('entity', '=', 'offer')
        .orderBy('id')
        .execute();
      expect(audit.map((row) => row.action)).toEqual([
        'offer.drafted',
        'offer.submitted',
        'offer.approved',
        'offer.rejected',
      ]);
    });

    it('refuses to submit without a chain, and picks the job chain over the band', async () => {
      const offer = await draft();
      const none = await recruiter.call('POST', `/api/offers/${offer.id}/submit`);
      expect(none.statusCode).toBe(409);
      expect(none.json().message).toBe(
        'No approval chain covers this offer. Ask an admin to set one for the job or for its CTC band.',
      );
      await chain([hr], { minCtc: 0 });
      await chain([manager], { jobId });
      expect((await recruiter.call('POST', `/api/offers/${offer.id}/submit`)).statusCode).toBe(200);
      const record = (await recruiter.call('GET', `/api/offers/${offer.id}`)).json().data;
      expect(record.approvals).toEqual([
        expect.objectContaining({
          approver: { id: manager.id, name: 'Manoj Manager' },
          status: 'waiting',
        }),
      ]);
      const interviewerChain = await admin.call('POST', '/api/offer-approval-rules', {
        minCtc: 0,
        approverIds: [interviewer.id],
      });
      expect(interviewerChain.statusCode).toBe(400);
      expect(interviewerChain.json().errors.approverIds).toBe(
        'Choose an active staff member who is not an interviewer',
      );
      const noScope = await admin.call('POST', '/api/offer-approval-rules', {
        approverIds: [hr.id],
      });
      expect(noScope.statusCode).toBe(400);
      expect(noScope.json().errors.jobId).toBe(
        'Choose a job, or a CTC band (from, to or both), for this approval chain',
      );
    });

    it('locks an approved offer: any change returns it to draft, to be approved again', async () => {
      await chain([hr]);
      const id = await approvedOffer();
      expect((await recruiter.call('GET', `/api/offers/${id}`)).json().data.status).toBe(
        'approved',
      );
      const changed = await recruiter.call(
        'PUT',
        `/api/offers/${id}`,
        draftBody({ ctc: 19_00_000 }),
      );
      expect(changed.statusCode).toBe(200);
      expect(changed.json().data.status).toBe('draft');
      const unsent = await recruiter.call('POST', `/api/offers/${id}/send`);
      expect(unsent.statusCode).toBe(409);
      expect(unsent.json().message).toBe('Only an approved offer can be sent to the candidate.');
      expect((await recruiter.call('POST', `/api/offers/${id}/submit`)).statusCode).toBe(200);
      const again = (await hr.call('GET', `/api/offers/${id}`)).json().data;
      expect(again).toMatchObject({ status: 'pending', awaitingMe: true, ctc: 19_00_000 });
      expect(again.approvals).toEqual([
        expect.objectContaining({ status: 'waiting', comment: null }),
      ]);
      // A pending offer changed goes back to draft too.
      expect(
        (await recruiter.call('PUT', `/api/offers/${id}`, draftBody())).json().data.status,
      ).toBe('draft');
      expect((await hr.call('POST', `/api/offers/${id}/approve`, {})).statusCode).toBe(409);
    });
  });

  describe("the candidate's link", () => {
    beforeEach(async () => {
      await chain([hr]);
    });

    it('accepts with the full name typed and the box ticked, and the signed copy checks as genuine', async () => {
      const { id, token } = await sentOffer();
      const opened = await link(token);
      expect(opened.json().data).toMatchObject({
        state: 'open',
        candidateName: 'Aarav Mehta',
        ctc: '₹18,50,000',
        ctcInWords: 'Eighteen lakh fifty thousand rupees',
      });
      const letter = await link(token, '/letter.pdf');
      expect(letter.statusCode).toBe(200);

      const wrongName = await link(token, '/accept', { fullName: 'Aarav M', accept: true });
      expect(wrongName.statusCode).toBe(400);
      expect(wrongName.json().errors.fullName).toBe(
        'Type your full name exactly as the offer letter gives it',
      );
      const unticked = await link(token, '/accept', { fullName: 'Aarav Mehta', accept: false });
      expect(unticked.statusCode).toBe(400);
      expect(unticked.json().errors.accept).toBe('Tick the box to accept the offer');

      const accepted = await link(token, '/accept', { fullName: '  aarav   mehta ', accept: true });
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json().data.state).toBe('accepted');
      expect((await link(token, '/decline', {})).statusCode).toBe(409);

      const signed = await link(token, '/signed.pdf');
      expect(signed.statusCode).toBe(200);
      const doc = await PDFDocument.load(signed.rawPayload);
      const letterDoc = await PDFDocument.load(letter.rawPayload);
      expect(doc.getPageCount()).toBe(letterDoc.getPageCount() + 1);
      expect(doc.getSubject()).toBe(`OFR-${id}`);

      const check = (bytes: Buffer) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/verify/check',
          ...multipart({ file: { field: 'letter', content: bytes } }),
        });
      const genuine = await check(signed.rawPayload);
      expect(genuine.statusCode).toBe(200);
      expect(genuine.json().data).toMatchObject({
        verificationId: `OFR-${id}`,
        genuine: true,
        status: 'active',
      });

      // Someone adds a line to the letter: the signed statement inside is untouched, the bytes are not.
      const edited = await PDFDocument.load(signed.rawPayload, { updateMetadata: false });
      edited.getPage(0).drawText('CTC: Rs. 99,00,000', { x: 60, y: 400, size: 12 });
      const tampered = Buffer.from(await edited.save({ useObjectStreams: false }));
      expect((await PDFDocument.load(tampered)).getKeywords()).toBe(doc.getKeywords());
      const refused = await check(tampered);
      expect(refused.statusCode).toBe(200);
      expect(refused.json().data).toMatchObject({ verificationId: `OFR-${id}`, genuine: false });

      const staffView = (await recruiter.call('GET', `/api/offers/${id}`)).json().data;
      expect(staffView).toMatchObject({ status: 'accepted', signedDocument: true });
      expect((await recruiter.call('GET', `/api/offers/${id}/signed.pdf`)).statusCode).toBe(200);
      expect((await outbox(recruiter.email)).map((mail) => mail.subject)).toContain(
        'Offer accepted: Aarav Mehta',
      );
    });

    it('answers through the page without JavaScript: the form posts to the page itself', async () => {
      const { token } = await sentOffer();
      const page = await ctx.app.inject({ method: 'GET', url: `/offer/${token}` });
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.body).toContain(`action="/offer/${token}"`);
      expect(page.body).toContain('Eighteen lakh fifty thousand rupees');
      expect(page.body).toContain(`href="/api/offer/${token}/letter.pdf"`);
      const post = (form: string) =>
        ctx.app.inject({
          method: 'POST',
          url: `/offer/${token}`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: form,
        });
      const unticked = await post('answer=accept&fullName=Aarav+Mehta');
      expect(unticked.statusCode).toBe(400);
      expect(unticked.body).toContain('Tick the box to accept the offer');
      expect(unticked.body).toContain('value="Aarav Mehta"');
      const accepted = await post('answer=accept&fullName=Aarav+Mehta&accept=on');
      expect(accepted.statusCode).toBe(200);
      expect(accepted.body).toContain('Thank you: you have accepted the offer.');
      expect(accepted.body).toContain(`href="/api/offer/${token}/signed.pdf"`);
      const again = await post('answer=decline&reason=x');
      expect(again.statusCode).toBe(409);
      expect(again.body).toContain('You have already answered this offer.');
      expect(
        (await ctx.app.inject({ method: 'GET', url: `/offer/${'x'.repeat(43)}` })).statusCode,
      ).toBe(404);
    });

    it('will not send a revision once the candidate has accepted the offer they hold', async () => {
      const first = await sentOffer();
      const revision = await draft({ ctc: 20_00_000 });
      expect((await recruiter.call('POST', `/api/offers/${revision.id}/submit`)).statusCode).toBe(
        200,
      );
      expect((await hr.call('POST', `/api/offers/${revision.id}/approve`, {})).statusCode).toBe(
        200,
      );
      expect(
        (await link(first.token, '/accept', { fullName: 'Aarav Mehta', accept: true })).statusCode,
      ).toBe(200);
      const refused = await recruiter.call('POST', `/api/offers/${revision.id}/send`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(
        'The candidate has accepted an offer; it cannot be replaced.',
      );
      expect((await link(first.token)).json().data.state).toBe('accepted');
    });

    it('declines with an optional reason, and refuses unknown links', async () => {
      const { id, token } = await sentOffer();
      const declined = await link(token, '/decline', { reason: 'Accepted another offer' });
      expect(declined.statusCode).toBe(200);
      expect(declined.json().data.state).toBe('declined');
      const record = (await recruiter.call('GET', `/api/offers/${id}`)).json().data;
      expect(record).toMatchObject({ status: 'declined', declineReason: 'Accepted another offer' });
      expect((await link('x'.repeat(43))).statusCode).toBe(404);
      expect((await link('short')).statusCode).toBe(404);
    });

    it('expires past its validity: the sweep closes it and the link says so', async () => {
      const { id, token } = await sentOffer();
      await ctx.database.db
        .updateTable('offers')
        .set({ valid_until: addDays(indiaToday(), -1) })
        .where('id', '=', id)
        .execute();
      await ctx.app.offerExpiry.run();
      expect((await recruiter.call('GET', `/api/offers/${id}`)).json().data.status).toBe('expired');
      expect((await link(token)).json().data.state).toBe('expired');
      const late = await link(token, '/accept', { fullName: 'Aarav Mehta', accept: true });
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe(
        'This offer has expired: it was valid until the date in the letter.',
      );
    });

    it('is replaced by a revision: the old link shows only that', async () => {
      const first = await sentOffer();
      const revision = await draft({ ctc: 20_00_000 });
      expect(revision.status).toBe('draft');
      const busy = await recruiter.call(
        'POST',
        `/api/career/applications/${applicationId}/offers`,
        draftBody(),
      );
      expect(busy.statusCode).toBe(409);
      // Until the revision is sent, the first offer stands.
      expect((await link(first.token)).json().data.state).toBe('open');
      expect((await recruiter.call('POST', `/api/offers/${revision.id}/submit`)).statusCode).toBe(
        200,
      );
      expect((await hr.call('POST', `/api/offers/${revision.id}/approve`, {})).statusCode).toBe(
        200,
      );
      expect((await recruiter.call('POST', `/api/offers/${revision.id}/send`)).statusCode).toBe(
        200,
      );

      const old = await link(first.token);
      expect(old.json().data).toEqual({ state: 'superseded' });
      const oldPage = await ctx.app.inject({ method: 'GET', url: `/offer/${first.token}` });
      expect(oldPage.body).toContain('This offer has been replaced by a newer one.');
      expect(oldPage.body).not.toMatch(/18,50,000|Aarav|Accept the offer/);
      const oldLetter = await link(first.token, '/letter.pdf');
      expect(oldLetter.statusCode).toBe(410);
      expect(oldLetter.json().message).toBe(
        'This offer has been replaced by a newer one. Use the link in the latest e-mail we sent you.',
      );
      expect(
        (await link(first.token, '/accept', { fullName: 'Aarav Mehta', accept: true })).statusCode,
      ).toBe(409);
      const list = (
        await recruiter.call('GET', `/api/career/applications/${applicationId}/offers`)
      ).json().data;
      expect(
        list.map((offer: { version: number; status: string }) => [offer.version, offer.status]),
      ).toEqual([
        [2, 'sent'],
        [1, 'superseded'],
      ]);
    });

    it("erases a declined offer's documents with the application", async () => {
      const { id, token } = await sentOffer();
      await link(token, '/decline', { reason: 'Relocating' });
      await ctx.database.db.transaction().execute((trx) =>
        eraseApplication(trx, applicationId, {
          reason: 'retention',
          actor: { staffId: null },
          secret: ctx.config.appSecret!,
        }),
      );
      const row = await ctx.database.db
        .selectFrom('offers')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        letter_file_id: null,
        decline_reason: null,
        link_token_hash: null,
      });
      const files = await ctx.database.db
        .selectFrom('stored_files')
        .select('id')
        .where('purpose', 'in', ['offer-letter', 'signed-offer'])
        .execute();
      expect(files).toEqual([]);
      expect((await link(token)).statusCode).toBe(404);
    });
  });

  describe('roles', () => {
    it("keeps interviewers out and other jobs' managers away; approvers see what they approve", async () => {
      await chain([otherManager]);
      const offer = await draft();
      const offersUrl = `/api/career/applications/${applicationId}/offers`;
      expect((await interviewer.call('GET', offersUrl)).statusCode).toBe(403);
      expect((await interviewer.call('GET', `/api/offers/${offer.id}`)).statusCode).toBe(403);
      expect((await otherManager.call('GET', offersUrl)).statusCode).toBe(404);
      expect((await otherManager.call('GET', `/api/offers/${offer.id}`)).statusCode).toBe(404);
      expect((await manager.call('GET', offersUrl)).statusCode).toBe(200);
      expect((await manager.call('POST', offersUrl, draftBody())).statusCode).toBe(403);
      expect((await manager.call('POST', `/api/offers/${offer.id}/submit`)).statusCode).toBe(403);
      expect((await recruiter.call('POST', `/api/offers/${offer.id}/submit`)).statusCode).toBe(200);
      // Now an approver of this offer, the other job's manager may open it.
      expect((await otherManager.call('GET', `/api/offers/${offer.id}`)).statusCode).toBe(200);
      expect((await otherManager.call('GET', offersUrl)).statusCode).toBe(404);
    });
  });
});
