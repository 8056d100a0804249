import type { Interview, InterviewKit, Scorecard, TeamMate } from '@vistaar/shared/contract';
import { interviewKitPath, applicationRecordPath } from '@vistaar/shared/config';
import { pipelineMessages } from '@vistaar/shared/validation';
import { createTestApp, type TestContext } from '../../server/test-support/test-app';
import { dialect, insertApplicationRow, postJob } from './careers-fixtures';
import { addStaff, scheduleBody, type StaffMember } from './interview-fixtures';
import { ONLY_THE_CLOCK } from './only-the-clock';

const HOUR_MS = 3_600_000;

describe(`interview kits, mentions by e-mail, feedback timing and calendar attendees (${dialect})`, () => {
  let ctx: TestContext;
  let recruiter: StaffMember;
  let asha: StaffMember;
  let vikram: StaffMember;
  let outsider: StaffMember;
  let manager: StaffMember;
  let jobId: number;

  beforeAll(async () => {
    jest.useFakeTimers(ONLY_THE_CLOCK);
    ctx = await createTestApp();
    recruiter = await addStaff(ctx, 'meera.kit@example.com', 'recruiter', 'Meera Iyer');
    asha = await addStaff(ctx, 'asha.kit@example.com', 'interviewer', 'Asha Verma');
    vikram = await addStaff(ctx, 'vikram.kit@example.com', 'hr', 'Vikram Rao');
    outsider = await addStaff(ctx, 'dev.kit@example.com', 'interviewer', 'Dev Kapoor');
    manager = await addStaff(ctx, 'farhan.kit@example.com', 'hiring-manager', 'Farhan Ali');
    jobId = await postJob(ctx, await ctx.staffAuth(), {
      title: 'Platform Engineer',
      description: 'Build and run the platform that every team ships on.',
    });
    await recruiter.call('PUT', `/api/career/manage/jobs/${jobId}/hiring-managers`, {
      staffIds: [manager.id],
    });
  });
  afterAll(async () => {
    await ctx.close();
    jest.useRealTimers();
  });

  async function scheduled(email: string): Promise<Interview> {
    const applicationId = await insertApplicationRow(ctx.database.db, {
      jobId,
      firstName: 'Nikhil',
      lastName: 'Rao',
      email,
    });
    await ctx.database.db
      .updateTable('job_applications')
      .set({ current_ctc: '14 LPA', expected_ctc: '18 LPA', current_employer: 'Acme Cloud' })
      .where('id', '=', applicationId)
      .execute();
    const response = await recruiter.call(
      'POST',
      `/api/career/applications/${applicationId}/interviews`,
      scheduleBody([asha.id, vikram.id]),
    );
    expect(response.statusCode).toBe(201);
    return response.json().data;
  }

  const kitOf = (member: StaffMember, id: number) =>
    member.call('GET', `/api/interviews/${id}/kit`);

  it('opens the kit to the panel: job fields, the resume, the description and the scorecard', async () => {
    const interview = await scheduled('nikhil.kit1@example.com');
    const response = await kitOf(asha, interview.id);
    expect(response.statusCode).toBe(200);
    const kit = response.json().data as InterviewKit;
    expect(kit.interview.id).toBe(interview.id);
    expect(kit.fields).toEqual([
      { label: 'Name', value: 'Nikhil Rao' },
      { label: 'Experience', value: '3 years' },
      { label: 'Current employer', value: 'Acme Cloud' },
    ]);
    expect(kit.job).toMatchObject({
      title: 'Platform Engineer',
      description: 'Build and run the platform that every team ships on.',
    });
    expect(kit.criteria.length).toBeGreaterThan(0);
    expect(kit.resume?.fileName).toBe('resume.pdf');
    const resume = await ctx.app.inject({ method: 'GET', url: kit.resume!.url });
    expect(resume.statusCode).toBe(200);
    expect(resume.headers['content-type']).toBe('application/pdf');
    await ctx.app.auditBatch.flush();
    const reads = await ctx.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('staff_id', '=', asha.id)
      .where('action', '=', 'interview.kit-viewed')
      .execute();
    expect(reads).toHaveLength(1);

    // The application itself stays closed to an interviewer, and other kits too.
    const record = await asha.call('GET', `/api/career/applications/${interview.applicationId}`);
    expect(record.statusCode).toBe(403);
    expect((await kitOf(outsider, interview.id)).statusCode).toBe(404);
    expect((await kitOf(manager, interview.id)).statusCode).toBe(200);
    expect((await kitOf(asha, 987_654)).statusCode).toBe(404);
  });

  it('shows salary and the date of birth only when the scorecard asks about them', async () => {
    const set = await recruiter.call('PUT', `/api/career/manage/jobs/${jobId}/scorecard`, {
      criteria: ['System design', 'Salary expectations', 'Age requirement for the visa'],
    });
    expect(set.statusCode).toBe(200);
    const interview = await scheduled('nikhil.kit2@example.com');
    const kit = (await kitOf(asha, interview.id)).json().data as InterviewKit;
    expect(kit.fields).toEqual(
      expect.arrayContaining([
        { label: 'Current CTC', value: '14 LPA' },
        { label: 'Expected CTC', value: '18 LPA' },
        { label: 'Date of birth', value: '1995-01-01' },
      ]),
    );
    await recruiter.call('PUT', `/api/career/manage/jobs/${jobId}/scorecard`, {
      criteria: ['System design', 'Communication'],
    });
  });

  it('takes feedback only once the interview has started, then closes the kit to that member', async () => {
    const interview = await scheduled('nikhil.kit3@example.com');
    const scorecard = async () =>
      (await asha.call('GET', `/api/interviews/${interview.id}/scorecard`)).json()
        .data as Scorecard;
    const before = await scorecard();
    expect(before.canSubmit).toBe(false);
    const feedback = {
      ratings: before.criteria.map((criterion) => ({ criterion, score: 3 })),
      recommendation: 'yes',
      comments: 'Clear thinking.',
    };
    const early = await asha.call('POST', `/api/interviews/${interview.id}/feedback`, feedback);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Feedback can be given once the interview has started.');
    expect((await scorecard()).mine).toBeNull();

    jest.setSystemTime(Date.parse(interview.startsAt) + HOUR_MS);
    expect((await scorecard()).canSubmit).toBe(true);
    // Started, feedback due: the kit stays open.
    expect((await kitOf(asha, interview.id)).statusCode).toBe(200);
    const given = await asha.call('POST', `/api/interviews/${interview.id}/feedback`, feedback);
    expect(given.statusCode).toBe(201);
    expect((await kitOf(asha, interview.id)).statusCode).toBe(404);
    expect((await kitOf(vikram, interview.id)).statusCode).toBe(200);
    jest.setSystemTime(Date.now());
  });

  it('closes the kit of a cancelled interview', async () => {
    const interview = await scheduled('nikhil.kit4@example.com');
    const cancelled = await recruiter.call('POST', `/api/interviews/${interview.id}/cancel`, {});
    expect(cancelled.statusCode).toBe(200);
    expect((await kitOf(asha, interview.id)).statusCode).toBe(404);
  });

  it('lets a note name anyone who can open the application, and e-mails each a link', async () => {
    const interview = await scheduled('nikhil.kit5@example.com');
    const { applicationId } = interview;
    const mates = await recruiter.call(
      'GET',
      `/api/pipeline/team-mates?applicationId=${applicationId}`,
    );
    const names = (mates.json().data as TeamMate[]).map((mate) => mate.name);
    expect(names).toEqual(expect.arrayContaining(['Asha Verma', 'Vikram Rao', 'Farhan Ali']));
    expect(names).not.toContain('Dev Kapoor');

    const refused = await recruiter.call(
      'POST',
      `/api/career/applications/${applicationId}/notes`,
      {
        text: 'For Dev',
        mentionIds: [outsider.id],
      },
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ mentionIds: pipelineMessages.mentionUnknown });

    const note = await recruiter.call('POST', `/api/career/applications/${applicationId}/notes`, {
      text: 'Please probe the on-call experience.',
      mentionIds: [asha.id, manager.id],
    });
    expect(note.statusCode).toBe(201);
    const mails = await ctx.database.db
      .selectFrom('outbox')
      .select(['recipient', 'subject', 'text_body'])
      .where('kind', '=', 'application.mention')
      .execute();
    const to = (address: string) => mails.find((mail) => mail.recipient === address)!;
    expect(to(asha.email).subject).toBe('You were named in a note');
    expect(to(asha.email).text_body).toContain(
      `Meera Iyer named you in a note on the application of Nikhil Rao.`,
    );
    expect(to(asha.email).text_body).toContain(interviewKitPath(interview.id));
    expect(to(manager.email).text_body).toContain(applicationRecordPath(applicationId));
    // The note itself stays behind sign-in.
    expect(mails.some((mail) => mail.text_body.includes('on-call'))).toBe(false);
  });

  it('lists the whole panel as attendees in every calendar copy', async () => {
    const interview = await scheduled('nikhil.kit6@example.com');
    const rows = await ctx.database.db
      .selectFrom('outbox')
      .select(['recipient', 'calendar'])
      .where('kind', '=', 'interview.scheduled')
      .where('about', '=', `application:${interview.applicationId}`)
      .execute();
    expect(rows.map((row) => row.recipient).sort()).toEqual(
      [asha.email, 'nikhil.kit6@example.com', vikram.email].sort(),
    );
    for (const row of rows) {
      const ics = (JSON.parse(row.calendar!) as { content: string }).content.replace(
        /\r?\n[ \t]/g,
        '',
      );
      const attendees = ics
        .split(/\r?\n/)
        .filter((line) => line.startsWith('ATTENDEE'))
        .map((line) => /mailto:(.+)$/i.exec(line)![1].toLowerCase());
      expect(attendees[0]).toBe(row.recipient);
      expect(attendees).toEqual(expect.arrayContaining([asha.email, vikram.email]));
    }
    expect(interview.interviewers).toHaveLength(2);
  });
});
