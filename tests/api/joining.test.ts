import { addDays } from '@vistaar/shared/lib/job-dates';
import { joiningMessages } from '@vistaar/shared/validation/joining-schema';
import { newSessionToken, tokenDigest } from '../../server/modules/auth';
import { createJoiningSweep } from '../../server/modules/offers';
import { createTestApp, type TestContext } from '../../server/test-support/test-app';
import { insertStoredFile } from '../../server/modules/files';
import { apply, dialect, pngBytes, postJob, samplePdf, validApplication } from './careers-fixtures';
import { addStaff, type StaffMember } from './interview-fixtures';
import { stopTheClockAt } from './only-the-clock';

/** A moment in India time. */
const ist = (moment: string) => new Date(`${moment.replace(' ', 'T')}:00+05:30`);
/** Monday 5 October 2026, 10:00 in India. */
const MONDAY = '2026-10-05';

describe(`joining and dropouts (${dialect})`, () => {
  let ctx: TestContext;
  let admin: StaffMember;
  let hr: StaffMember;
  let hr2: StaffMember;
  let owner: StaffMember;
  let otherRecruiter: StaffMember;
  let interviewer: StaffMember;
  let jobId: number;
  let templateId: number;
  let structureId: number;

  beforeEach(async () => {
    stopTheClockAt(ist(`${MONDAY} 10:00`));
    ctx = await createTestApp();
    admin = await addStaff(ctx, 'asha.admin@example.com', 'admin', 'Asha Admin');
    hr = await addStaff(ctx, 'hema.people@example.com', 'hr', 'Hema HR');
    hr2 = await addStaff(ctx, 'harsh.people@example.com', 'hr', 'Harsh HR');
    owner = await addStaff(ctx, 'ravi.recruiter@example.com', 'recruiter', 'Ravi Recruiter');
    otherRecruiter = await addStaff(ctx, 'rita.other@example.com', 'recruiter', 'Rita Other');
    interviewer = await addStaff(ctx, 'ishan.panel@example.com', 'interviewer', 'Ishan Panel');
    const auth = await ctx.staffAuth();
    jobId = await postJob(ctx, auth, { title: 'Platform Engineer' });
    await ctx.database.db
      .updateTable('jobs')
      .set({ recruiter_id: owner.id })
      .where('id', '=', jobId)
      .execute();
    const template = await hr.call('POST', '/api/offer-templates', {
      name: 'Engineering offer',
      body: '<p>Dear {{candidate.name}}, welcome.</p>',
    });
    expect(template.statusCode).toBe(201);
    templateId = template.json().data.id;
    const structure = await hr.call('POST', '/api/ctc-structures', {
      name: 'Standard',
      components: [
        { key: 'basic', kind: 'percent', value: 50 },
        { key: 'special_allowance', kind: 'balance', value: 0 },
      ],
    });
    expect(structure.statusCode).toBe(201);
    structureId = structure.json().data.id;
  });
  afterEach(async () => {
    await ctx.close();
    jest.useRealTimers();
  });

  /** A candidate who applied and accepted an offer joining on `joiningDate`. */
  async function acceptedOffer(
    firstName: string,
    joiningDate: string,
    respondedAt = ist(`${MONDAY} 09:00`).toISOString(),
  ) {
    const email = `${firstName.toLowerCase()}@example.com`;
    expect(
      (await apply(ctx, validApplication({ jobId, firstName, email, phone: '9876543210' })))
        .statusCode,
    ).toBe(201);
    const application = await ctx.database.db
      .selectFrom('job_applications')
      .select('id')
      .where('first_name', '=', firstName)
      .executeTakeFirstOrThrow();
    const at = new Date().toISOString();
    const offer = await ctx.database.db
      .insertInto('offers')
      .values({
        application_id: application.id,
        version: 1,
        status: 'accepted',
        template_id: templateId,
        ctc_structure_id: structureId,
        ctc: 18_50_000,
        breakup: '[]',
        designation: 'Senior Platform Engineer',
        location: 'Pune',
        reporting_manager: 'Manoj Manager',
        joining_date: joiningDate,
        valid_until: addDays(MONDAY, -20),
        link_token_hash: `hash-${firstName}`,
        sent_at: at,
        responded_at: respondedAt,
        created_by: owner.id,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { offerId: offer.id, applicationId: application.id, email };
  }

  const mails = (kind: string) =>
    ctx.database.db
      .selectFrom('outbox')
      .select(['recipient', 'subject', 'text_body'])
      .where('kind', '=', kind)
      .orderBy('id')
      .execute();

  const audits = (action: string) =>
    ctx.database.db
      .selectFrom('audit_log')
      .select(['entity_id', 'staff_id'])
      .where('action', '=', action)
      .execute();

  describe('marking joined', () => {
    it('makes one employee record from the application and the offer, with the next code', async () => {
      const { offerId, applicationId } = await acceptedOffer('Aarav', addDays(MONDAY, 3));
      const codes = await ctx.database.db.selectFrom('employees').select('employee_code').execute();
      const highest = Math.max(
        1000,
        ...codes
          .map((row) => /^VI-(\d+)$/.exec(row.employee_code)?.[1])
          .filter((digits): digits is string => !!digits)
          .map(Number),
      );

      const joined = await hr.call('POST', `/api/offers/${offerId}/joined`);
      expect(joined.statusCode).toBe(200);
      const { employeeId, employeeCode } = joined.json().data;
      expect(employeeCode).toBe(`VI-${highest + 1}`);
      const employee = await ctx.database.db
        .selectFrom('employees')
        .selectAll()
        .where('id', '=', employeeId)
        .executeTakeFirstOrThrow();
      expect(employee).toMatchObject({
        employee_code: employeeCode,
        full_name: 'Aarav Mehta',
        personal_email: 'aarav@example.com',
        phone_number: '9876543210',
        date_of_birth: '1996-04-12',
        gender: 'Male',
        designation: 'Senior Platform Engineer',
        department: 'Engineering',
        joining_date: addDays(MONDAY, 3),
        application_id: applicationId,
        status: 'Active',
      });
      expect(Number(employee.salary_paise)).toBe(18_50_000 * 100);

      const stage = await ctx.database.db
        .selectFrom('job_applications as a')
        .innerJoin('pipeline_stages as s', 's.id', 'a.stage_id')
        .select('s.kind')
        .where('a.id', '=', applicationId)
        .executeTakeFirstOrThrow();
      expect(stage.kind).toBe('hired');

      // Marked again, and twice at once: the same record, never a second one.
      const again = await hr.call('POST', `/api/offers/${offerId}/joined`);
      expect(again.statusCode).toBe(200);
      expect(again.json().data.employeeId).toBe(employeeId);
      const employees = await ctx.database.db
        .selectFrom('employees')
        .select('id')
        .where('application_id', '=', applicationId)
        .execute();
      expect(employees).toHaveLength(1);
      expect(await audits('offer.joined')).toEqual([
        expect.objectContaining({ entity_id: String(offerId), staff_id: hr.id }),
      ]);

      const list = await hr.call('GET', '/api/joinings?state=joined');
      expect(list.json().data).toEqual([
        expect.objectContaining({ offerId, state: 'joined', employeeId, risks: [] }),
      ]);
    });

    it('gives the employee record the photo HR accepted in pre-boarding, never one that is not an image', async () => {
      const db = ctx.database.db;
      const photoDocument = async (
        offerId: number,
        file: { mediaType: string; content: Buffer },
      ) => {
        const fileId = await insertStoredFile(db, {
          purpose: 'preboarding',
          originalName: file.mediaType === 'image/png' ? 'me.png' : 'me.pdf',
          ...file,
        });
        const at = new Date().toISOString();
        await db
          .insertInto('preboarding_documents')
          .values({
            offer_id: offerId,
            position: 1,
            kind: 'photo',
            label: 'Passport-size photo',
            status: 'accepted',
            file_id: fileId,
            number: null,
            uploaded_at: at,
            reason: null,
            reviewed_at: at,
            reviewed_by: hr.id,
            created_at: at,
          })
          .execute();
      };
      const photo = pngBytes();
      const withPhoto = await acceptedOffer('Diya', addDays(MONDAY, 3));
      await photoDocument(withPhoto.offerId, { mediaType: 'image/png', content: photo });
      const withPdf = await acceptedOffer('Kabir', addDays(MONDAY, 3));
      await photoDocument(withPdf.offerId, { mediaType: 'application/pdf', content: samplePdf() });

      const photoOf = async (offerId: number) => {
        const joined = await hr.call('POST', `/api/offers/${offerId}/joined`);
        expect(joined.statusCode).toBe(200);
        return db
          .selectFrom('employees as e')
          .leftJoin('stored_files as f', 'f.id', 'e.photo_file_id')
          .select(['f.purpose', 'f.media_type', 'f.content'])
          .where('e.id', '=', joined.json().data.employeeId)
          .executeTakeFirstOrThrow();
      };
      const carried = await photoOf(withPhoto.offerId);
      expect(carried).toMatchObject({ purpose: 'photo', media_type: 'image/png' });
      expect(Buffer.compare(Buffer.from(carried.content!), photo)).toBe(0);
      expect(await photoOf(withPdf.offerId)).toEqual({
        purpose: null,
        media_type: null,
        content: null,
      });
    });

    it('makes one record when two marks race, and the employee is found in the register', async () => {
      const { offerId, applicationId } = await acceptedOffer('Diya', addDays(MONDAY, 3));
      const [first, second] = await Promise.all([
        hr.call('POST', `/api/offers/${offerId}/joined`),
        admin.call('POST', `/api/offers/${offerId}/joined`),
      ]);
      expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
      expect(first.json().data.employeeId).toBe(second.json().data.employeeId);
      const rows = await ctx.database.db
        .selectFrom('employees')
        .select('id')
        .where('application_id', '=', applicationId)
        .execute();
      expect(rows).toHaveLength(1);
      const register = await hr.call(
        'GET',
        `/api/employees?search=${encodeURIComponent(first.json().data.employeeCode)}`,
      );
      expect(register.statusCode).toBe(200);
      expect(register.json().data).toEqual([
        expect.objectContaining({
          full_name: 'Diya Mehta',
          designation: 'Senior Platform Engineer',
        }),
      ]);
    });
  });

  describe('dropping out', () => {
    it('keeps the reason from the list for reports, and refuses a bad one with a message', async () => {
      const { offerId } = await acceptedOffer('Kabir', addDays(MONDAY, 10));
      const bad = await hr.call('POST', `/api/offers/${offerId}/dropped-out`, {
        reason: 'bored',
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors.reason).toBe(joiningMessages.reasonUnknown);
      const missing = await hr.call('POST', `/api/offers/${offerId}/dropped-out`, {});
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors.reason).toBe(joiningMessages.reasonRequired);
      expect(await ctx.database.db.selectFrom('joining_outcomes').select('id').execute()).toEqual(
        [],
      );

      const dropped = await owner.call('POST', `/api/offers/${offerId}/dropped-out`, {
        reason: 'counter-offer',
        note: 'Current employer matched the CTC',
      });
      expect(dropped.statusCode).toBe(200);
      expect(dropped.json().data).toMatchObject({
        state: 'dropped-out',
        dropoutReason: 'counter-offer',
        note: 'Current employer matched the CTC',
      });
      const counted = await ctx.database.db
        .selectFrom('joining_outcomes')
        .select(['outcome', 'dropout_reason'])
        .execute();
      expect(counted).toEqual([{ outcome: 'dropped-out', dropout_reason: 'counter-offer' }]);
      expect(await audits('offer.dropped_out')).toHaveLength(1);

      const joined = await hr.call('POST', `/api/offers/${offerId}/joined`);
      expect(joined.statusCode).toBe(409);
      const twice = await hr.call('POST', `/api/offers/${offerId}/dropped-out`, {
        reason: 'personal',
      });
      expect(twice.statusCode).toBe(409);
      expect(
        await ctx.database.db
          .selectFrom('employees')
          .select('id')
          .where('application_id', 'is not', null)
          .execute(),
      ).toEqual([]);
    });
  });

  describe('who may', () => {
    it('refuses interviewers, and keeps a recruiter to their own jobs', async () => {
      const { offerId } = await acceptedOffer('Meera', addDays(MONDAY, 10));
      expect((await interviewer.call('GET', '/api/joinings')).statusCode).toBe(403);
      expect((await interviewer.call('POST', `/api/offers/${offerId}/joined`)).statusCode).toBe(
        403,
      );

      const others = await otherRecruiter.call('GET', '/api/joinings');
      expect(others.statusCode).toBe(200);
      expect(others.json()).toMatchObject({ data: [], total: 0 });
      const refused = await otherRecruiter.call('POST', `/api/offers/${offerId}/joined`);
      expect(refused.statusCode).toBe(404);
      const refusedDrop = await otherRecruiter.call('POST', `/api/offers/${offerId}/dropped-out`, {
        reason: 'personal',
      });
      expect(refusedDrop.statusCode).toBe(404);
      expect(await ctx.database.db.selectFrom('joining_outcomes').select('id').execute()).toEqual(
        [],
      );

      const mine = await owner.call('GET', '/api/joinings');
      expect(mine.json()).toMatchObject({
        total: 1,
        data: [
          { offerId, candidateName: 'Meera Mehta', daysToGo: 10, state: 'awaiting', risks: [] },
        ],
      });
    });
  });

  describe('reminders', () => {
    it('reminds the candidate 30, 7 and 1 days ahead exactly once each, with a working link', async () => {
      const joining = addDays(MONDAY, 30);
      const { email } = await acceptedOffer('Aarav', joining);
      const second = createJoiningSweep({
        db: ctx.database.db,
        mailer: ctx.app.mailer,
        publicUrl: ctx.config.publicUrl,
        log: ctx.app.log,
      });
      const bothSweep = () => Promise.all([ctx.app.joiningReminders.run(), second.run()]);

      // Before 9:00 in India nothing goes.
      stopTheClockAt(ist(`${MONDAY} 08:30`));
      await bothSweep();
      expect(await mails('offer.joining_reminder')).toEqual([]);

      for (const [day, sent] of [
        [MONDAY, 1],
        [addDays(joining, -20), 1],
        [addDays(joining, -7), 2],
        [addDays(joining, -5), 2],
        [addDays(joining, -1), 3],
        [joining, 3],
      ] as const) {
        stopTheClockAt(ist(`${day} 09:05`));
        await bothSweep();
        stopTheClockAt(ist(`${day} 18:00`));
        await bothSweep();
        expect(await mails('offer.joining_reminder')).toHaveLength(sent);
      }
      const reminders = await mails('offer.joining_reminder');
      expect(reminders.map((mail) => mail.recipient)).toEqual([email, email, email]);
      expect(reminders.map((mail) => mail.subject)).toEqual([
        'You join Vistaar Infotech in 30 days',
        'You join Vistaar Infotech in 7 days',
        'You join Vistaar Infotech tomorrow',
      ]);
      const token = /\/offer\/([A-Za-z0-9_-]{43})/.exec(reminders[2].text_body)?.[1];
      expect(token).toBeDefined();
      const page = await ctx.app.inject({ method: 'GET', url: `/api/offer/${token}` });
      expect(page.statusCode).toBe(200);
      expect(page.json().data).toMatchObject({ state: 'accepted', joiningDate: joining });
      expect(await audits('offer.joining_reminded')).toHaveLength(3);
    });

    it('keeps the link of a page left open working for a day after a reminder replaced it', async () => {
      const joining = addDays(MONDAY, 30);
      const { offerId, email } = await acceptedOffer('Tara', joining);
      // The link the candidate accepted on, still open on their phone.
      const open = newSessionToken();
      await ctx.database.db
        .updateTable('offers')
        .set({ link_token_hash: tokenDigest(open) })
        .where('id', '=', offerId)
        .execute();
      const status = async (token: string) =>
        (await ctx.app.inject({ method: 'GET', url: `/api/offer/${token}` })).statusCode;
      expect(await status(open)).toBe(200);

      stopTheClockAt(ist(`${MONDAY} 09:05`));
      await ctx.app.joiningReminders.run();
      const reminder = (await mails('offer.joining_reminder')).find(
        (mail) => mail.recipient === email,
      );
      const fresh = /\/offer\/([A-Za-z0-9_-]{43})/.exec(reminder?.text_body ?? '')?.[1] ?? '';
      expect(fresh).not.toBe(open);
      expect(await status(fresh)).toBe(200);
      expect(await status(open)).toBe(200);

      // A day on, only the newest link works.
      stopTheClockAt(ist(`${addDays(MONDAY, 1)} 09:06`));
      expect(await status(open)).toBe(404);
      expect(await status(fresh)).toBe(200);
    });

    it('sends each HR member one list a day of the joinings due, not one per candidate', async () => {
      await acceptedOffer('Aarav', addDays(MONDAY, 7));
      await acceptedOffer('Diya', addDays(MONDAY, 7));
      await acceptedOffer('Kabir', addDays(MONDAY, 1));
      await acceptedOffer('Farah', addDays(MONDAY, 12));
      await ctx.app.joiningReminders.run();
      await ctx.app.joiningReminders.run();
      const due = await mails('offer.joinings_due');
      expect(due.map((mail) => mail.recipient).sort()).toEqual([hr.email, hr2.email].sort());
      expect(due[0].subject).toBe('Joinings coming up: 3 candidates');
      for (const name of ['Aarav Mehta', 'Diya Mehta', 'Kabir Mehta']) {
        expect(due[0].text_body).toContain(name);
      }
      expect(due[0].text_body).not.toContain('Farah');
      expect(await mails('offer.joining_reminder')).toHaveLength(3);
    });
  });

  describe("the 'at risk' list", () => {
    it('lists a passed joining date and a silent candidate, on the screen and in the Monday e-mail', async () => {
      const passed = await acceptedOffer('Aarav', addDays(MONDAY, -2));
      const silent = await acceptedOffer(
        'Diya',
        addDays(MONDAY, 20),
        ist(`${addDays(MONDAY, -10)} 12:00`).toISOString(),
      );
      await acceptedOffer('Kabir', addDays(MONDAY, 20));
      const dropped = await acceptedOffer('Farah', addDays(MONDAY, -3));
      expect(
        (
          await hr.call('POST', `/api/offers/${dropped.offerId}/dropped-out`, {
            reason: 'no-show',
          })
        ).statusCode,
      ).toBe(200);

      const list = await hr.call('GET', '/api/joinings?atRisk=true');
      expect(list.statusCode).toBe(200);
      expect(list.json().data).toEqual([
        expect.objectContaining({
          offerId: passed.offerId,
          daysToGo: -2,
          risks: ['date-passed'],
        }),
        expect.objectContaining({ offerId: silent.offerId, risks: ['no-reply'] }),
      ]);

      await ctx.app.joiningReminders.run();
      await ctx.app.joiningReminders.run();
      const atRisk = await mails('offer.joinings_at_risk');
      const members = await ctx.database.db
        .selectFrom('staff_users')
        .select('email')
        .where('role', 'in', ['admin', 'hr'])
        .where('disabled', '=', 0)
        .execute();
      expect(members.map((member) => member.email)).toEqual(
        expect.arrayContaining([admin.email, hr.email, hr2.email]),
      );
      expect(atRisk.map((mail) => mail.recipient).sort()).toEqual(
        members.map((member) => member.email).sort(),
      );
      expect(atRisk[0].text_body).toContain('Aarav Mehta');
      expect(atRisk[0].text_body).toContain('Joining date passed');
      expect(atRisk[0].text_body).toContain('No reply in 7 days');
      expect(atRisk[0].text_body).not.toContain('Kabir');
      expect(atRisk[0].text_body).not.toContain('Farah');

      // Not on other days of the week.
      stopTheClockAt(ist(`${addDays(MONDAY, 1)} 10:00`));
      await ctx.app.joiningReminders.run();
      expect(await mails('offer.joinings_at_risk')).toHaveLength(atRisk.length);
    });
  });
});
