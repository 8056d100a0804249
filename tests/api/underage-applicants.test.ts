import { addDays, indiaToday } from '@vistaar/shared/lib/job-dates';
import { applicationMessages, isIsoDate } from '@vistaar/shared/validation';
import { createTestApp, type TestContext } from '../../server/test-support/test-app';
import { apply, countRows, dialect, validApplication } from './careers-fixtures';

/** The same day `years` earlier, YYYY-MM-DD (a 29 February falls back to the 28th). */
const yearsBefore = (day: string, years: number) => {
  const shifted = `${Number(day.slice(0, 4)) - years}${day.slice(4)}`;
  const real: boolean = isIsoDate(shifted);
  return real ? shifted : shifted.replace('-02-29', '-02-28');
};

describe(`applicants under 18 (${dialect})`, () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('refuses an application from someone under 18 with 400 at the date of birth, storing nothing, not even the resume', async () => {
    const before = {
      applications: await countRows(ctx.database.db, 'job_applications'),
      files: await countRows(ctx.database.db, 'stored_files'),
      mails: await countRows(ctx.database.db, 'outbox'),
    };
    // 18 tomorrow, in India.
    const dob = addDays(yearsBefore(indiaToday(), 18), 1);
    const response = await apply(ctx, validApplication({ dob }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ dob: applicationMessages.dobUnderAge });
    expect({
      applications: await countRows(ctx.database.db, 'job_applications'),
      files: await countRows(ctx.database.db, 'stored_files'),
      mails: await countRows(ctx.database.db, 'outbox'),
    }).toEqual(before);
  });

  it('takes the application of someone who turns 18 today in India', async () => {
    const dob = yearsBefore(indiaToday(), 18);
    const response = await apply(ctx, validApplication({ dob, email: 'just18@example.com' }));
    expect(response.statusCode).toBe(201);
  });
});
