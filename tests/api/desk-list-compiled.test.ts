import { createTestApp, type TestContext } from '../../server/test-support/test-app';
import {
  applicationListQueries,
  listApplications,
  ratingsWithheldFrom,
  type ApplicationQuery,
} from '../../server/modules/applications';
import { applicationRatings } from '../../server/modules/interviews';
import { unreadReplyCounts } from '../../server/modules/application-desk/desk-repository';
import { dialect, insertApplicationRow, postJob } from './careers-fixtures';
import { addStaff, type StaffMember } from './interview-fixtures';
import { insertFeedback as insertFeedbackRow, insertPastInterview } from '../support/desk-ratings';

const DAY_MS = 86_400_000;

/**
 * The desk's list runs queries compiled once per shape of its filters (and its ratings and
 * unread counts once per page size), swapping in each call's values. Here every shape, with
 * different values of the same shape one after the other, answers what the query built afresh
 * for that call answers: the same rows, columns and total.
 */
describe(`the desk list's compiled queries (${dialect})`, () => {
  let ctx: TestContext;
  let manager: StaffMember;
  let panelist: StaffMember;
  let recruiter: StaffMember;
  let jobA: number;
  let jobB: number;
  const ids: number[] = [];

  const insertInterview = (
    applicationId: number,
    status: 'scheduled' | 'cancelled',
    panel: number[] = [],
  ) =>
    insertPastInterview(ctx.database.db, { applicationId, status, createdBy: recruiter.id, panel });
  const insertFeedback = (interviewId: number, staffId: number, scores: number[]) =>
    insertFeedbackRow(ctx.database.db, { interviewId, staffId, scores });

  beforeAll(async () => {
    ctx = await createTestApp();
    const { db } = ctx.database;
    recruiter = await addStaff(ctx, 'compiled.recruiter@example.com', 'recruiter', 'Meera Iyer');
    manager = await addStaff(ctx, 'compiled.manager@example.com', 'hiring-manager', 'Ravi Nair');
    panelist = await addStaff(ctx, 'compiled.panel@example.com', 'interviewer', 'Asha Verma');
    const auth = await ctx.staffAuth();
    jobA = await postJob(ctx, auth, { department: 'Engineering', location: 'Pune, India' });
    jobB = await postJob(ctx, auth, { department: 'Sales', location: 'Chennai, India' });
    await db
      .insertInto('job_hiring_managers')
      .values({ job_id: jobB, staff_id: manager.id, created_at: new Date().toISOString() })
      .execute();
    const stages = await db.selectFrom('pipeline_stages').select('id').orderBy('id').execute();
    const people = [
      'Anil Kumar',
      'Bela Shah',
      'Chitra Rao',
      'Deepak Jain',
      'Ekta Singh',
      'Farid Khan',
    ];
    for (const [index, person] of people.entries()) {
      const [firstName, lastName] = person.split(' ');
      ids.push(
        await insertApplicationRow(db, {
          jobId: [jobA, jobB, null][index % 3],
          firstName,
          lastName,
          email: `${firstName.toLowerCase()}.compiled@example.com`,
          phone: `98450${String(index).padStart(5, '0')}`,
          createdAt: new Date(Date.now() - (10 - index) * DAY_MS).toISOString(),
          stageId: stages[index % 2].id,
        }),
      );
    }
    // Rated by the recruiter; the panelist sits on the first interview without feedback, so
    // that application's rating is withheld from them, not from the others.
    const first = await insertInterview(ids[0], 'scheduled', [panelist.id]);
    await insertFeedback(first, recruiter.id, [4, 3]);
    await insertFeedback(await insertInterview(ids[1], 'scheduled'), recruiter.id, [2, 2]);
    await insertFeedback(await insertInterview(ids[2], 'cancelled'), recruiter.id, [4, 4]);
    await db
      .insertInto('conversation_messages')
      .values(
        [ids[1], ids[1], ids[3]].map((applicationId, index) => ({
          application_id: applicationId,
          direction: 'in' as const,
          sender: 'candidate@example.com',
          subject: 'Re: your application',
          body: `Reply ${index}`,
          message_id: null,
          staff_id: null,
          read_at: null,
          created_at: new Date().toISOString(),
          whatsapp_message_id: null,
        })),
      )
      .execute();
  });
  afterAll(() => ctx.close());

  /** What the list answered before: the page and its count built afresh for this call. */
  async function builtAfresh(query: ApplicationQuery) {
    const queries = applicationListQueries(ctx.database.db, query);
    const rows = await queries.page.execute();
    const count = await queries.count.executeTakeFirstOrThrow();
    return { rows, total: Number(count.total) };
  }

  it('answers every filter shape and role as the query built afresh does', async () => {
    const stages = await ctx.database.db.selectFrom('pipeline_stages').select('id').execute();
    const readers = [
      { ratingReader: recruiter.id },
      { ratingReader: panelist.id },
      { ratingReader: manager.id, managedBy: manager.id },
    ];
    const filters: Omit<ApplicationQuery, 'page' | 'limit'>[] = [
      {},
      { search: 'shah' },
      { search: 'chitra' },
      { search: 'general' },
      { search: '98450' },
      { department: 'Engineering' },
      { department: 'Sales', location: 'Chennai, India' },
      { stage: stages[0].id },
      { stage: stages[1].id },
      { jobId: jobA },
      { jobId: jobB },
      { jobId: 0 },
      { minRating: 2 },
      { minRating: 3 },
      { hasInterview: true },
      { hasInterview: false },
      { appliedFrom: new Date(Date.now() - 7 * DAY_MS).toISOString().slice(0, 10) },
      { appliedTo: new Date(Date.now() - 7 * DAY_MS).toISOString().slice(0, 10) },
      { source: 'careers_site', jobId: jobB, search: 'bela' },
    ];
    let compared = 0;
    for (const reader of readers) {
      for (const filter of filters) {
        for (const [page, limit] of [
          [1, 5],
          [2, 2],
          [1, 100],
        ]) {
          const query = { ...filter, ...reader, page, limit };
          const compiled = await listApplications(ctx.database.db, query);
          expect({ query, ...compiled }).toEqual({ query, ...(await builtAfresh(query)) });
          compared += compiled.rows.length;
        }
      }
    }
    // The shapes above found rows, not only empty pages.
    expect(compared).toBeGreaterThan(50);
    // A hiring manager's list holds only their job's applications.
    const managed = await listApplications(ctx.database.db, {
      managedBy: manager.id,
      page: 1,
      limit: 100,
    });
    expect(managed.rows.map((row) => row.job_id)).toEqual([jobB, jobB]);
  });

  it('runs inside a transaction, seeing its uncommitted rows', async () => {
    const seen = await ctx.database.db.transaction().execute(async (trx) => {
      await insertApplicationRow(trx, { firstName: 'Uncommitted', lastName: 'Person' });
      return listApplications(trx, { search: 'uncommitted', page: 1, limit: 5 });
    });
    expect(seen.rows.map((row) => row.first_name)).toEqual(['Uncommitted']);
    expect(seen.total).toBe(1);
  });

  it('gives ratings and unread counts for any page size, withholding as before', async () => {
    const { db } = ctx.database;
    for (const reader of [recruiter.id, panelist.id]) {
      for (const page of [ids, ids.slice(0, 1), ids.slice(1, 3), []]) {
        const withheld = await ratingsWithheldFrom(db, reader, page);
        const ratings = await applicationRatings(db, page, reader);
        const expected = new Map(
          [
            [ids[0], { average: 3.5, submissions: 1 }],
            [ids[1], { average: 2, submissions: 1 }],
          ].filter(([id]) => page.includes(id as number) && !withheld.has(id as number)) as [
            number,
            { average: number; submissions: number },
          ][],
        );
        expect(ratings).toEqual(expected);
      }
    }
    expect((await applicationRatings(db, ids, panelist.id)).has(ids[0])).toBe(false);
    expect((await applicationRatings(db, ids, recruiter.id)).has(ids[0])).toBe(true);
    expect(await unreadReplyCounts(db, ids)).toEqual(
      new Map([
        [ids[1], 2],
        [ids[3], 1],
      ]),
    );
    expect(await unreadReplyCounts(db, ids.slice(3, 4))).toEqual(new Map([[ids[3], 1]]));
    expect(await unreadReplyCounts(db, [])).toEqual(new Map());
  });
});
