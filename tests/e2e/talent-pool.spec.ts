import { expect, test, type APIRequestContext } from '@playwright/test';
import { simplePdf } from './support/files';
import { columnsInside } from './support/grid-fit';
import { STAFF_STATE, decodeQuotedPrintable, mailsTo, staffToken } from './support/staff';
import { tabTo } from './support/keyboard';

/** This file's own jobs, candidates and resume word, found by their unique names. */
const STAMP = Date.now().toString().slice(-6);
const WORD = `quasarlink${STAMP}`;
const FIRST_JOB = `Pool Source Engineer ${STAMP}`;
const TARGET_JOB = `Pool Target Engineer ${STAMP}`;
const PEOPLE = [
  { firstName: 'Ishita', lastName: `Pool${STAMP}`, city: 'Chennai', phone: '9812300001' },
  { firstName: 'Rohan', lastName: `Pool${STAMP}`, city: 'Pune', phone: '9812300002' },
].map((person) => ({
  ...person,
  email: `${person.firstName.toLowerCase()}.pool.${STAMP}@example.com`,
}));

async function postJob(request: APIRequestContext, headers: Record<string, string>, title: string) {
  const posted = await request.post('/api/career/post-jobs', {
    headers,
    data: {
      title,
      department: 'Engineering',
      location: 'Pune, India',
      jobType: 'Full-time',
      experience: '3-5 years',
      salaryRange: '12-18 LPA',
      skills: 'Kafka',
      description: 'Filled from the talent pool.',
      isActive: true,
    },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  return ((await posted.json()) as { data: { id: number } }).data.id;
}

/**
 * Two candidates added by hand to one job, each with a PDF resume holding the word; the
 * server reads the resumes in the background, so wait until the pool finds both by it.
 */
async function seed(request: APIRequestContext) {
  const headers = { authorization: `Bearer ${await staffToken(request)}` };
  const firstJob = await postJob(request, headers, FIRST_JOB);
  await postJob(request, headers, TARGET_JOB);
  for (const person of PEOPLE) {
    const added = await request.post(`/api/career/jobs/${firstJob}/candidates`, {
      headers,
      multipart: {
        formData: JSON.stringify({
          firstName: person.firstName,
          lastName: person.lastName,
          email: person.email,
          phone: person.phone,
          currentLocation: person.city,
          currentCTC: '14 LPA',
          expectedCTC: '18 LPA',
          noticePeriod: '30',
          source: 'linkedin',
          consentSource: 'email',
        }),
        formResume: {
          name: `${person.firstName}.pdf`,
          mimeType: 'application/pdf',
          buffer: simplePdf(`${person.firstName} built the ${WORD} streaming platform`),
        },
      },
    });
    expect(added.status(), await added.text()).toBe(201);
  }
  await expect
    .poll(
      async () => {
        const found = await request.get(`/api/talent-pool?search=${WORD}`, { headers });
        return ((await found.json()) as { total?: number }).total ?? 0;
      },
      { timeout: 90_000, intervals: [1_000] },
    )
    .toBe(2);
}

/** Presses Tab until `target` has the keyboard. */
test.describe('the talent pool', () => {
  test.use({ storageState: STAFF_STATE });

  test('a recruiter finds candidates by a resume word, filters, and adds one to a job with the keyboard', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    await seed(request);
    const [ishita, rohan] = PEOPLE;
    const ishitaName = `${ishita.firstName} ${ishita.lastName}`;

    await page.goto('/talent-pool');
    await expect(page.getByRole('heading', { name: 'Talent pool', level: 1 })).toBeVisible();
    const search = page.getByRole('searchbox', { name: 'Search names, skills, resumes and notes' });
    await search.click();
    await page.keyboard.type(WORD);
    const grid = page.getByRole('grid', { name: 'Talent pool' });
    await expect(grid.getByRole('link', { name: ishitaName })).toBeVisible();
    await expect(
      grid.getByRole('link', { name: `${rohan.firstName} ${rohan.lastName}` }),
    ).toBeVisible();
    // Beside the saved lists every column fits, the row's buttons in full.
    const fit = await columnsInside(grid);
    expect(fit.inside).toBe(fit.columns);
    // Why they matched: the resume's passage, the word marked.
    await expect(grid.locator('mark', { hasText: WORD }).first()).toBeVisible();
    await expect(grid.getByText(`${ishita.firstName} built the`)).toBeVisible();

    await page.getByRole('textbox', { name: 'Location' }).fill('chennai');
    await expect(page).toHaveURL(/location=chennai/);
    await expect(
      grid.getByRole('link', { name: `${rohan.firstName} ${rohan.lastName}` }),
    ).toHaveCount(0);
    await expect(grid.getByRole('link', { name: ishitaName })).toBeVisible();

    // From here the keyboard alone.
    const add = grid.getByRole('button', { name: `Add ${ishitaName} to a job` });
    await tabTo(page, add);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: /Add to a job/ });
    await expect(dialog).toBeVisible();
    const job = dialog.getByRole('combobox', { name: /Job/ });
    await tabTo(page, job);
    await page.keyboard.press('Enter');
    await page.getByRole('option', { name: TARGET_JOB }).press('Enter');
    await expect(job).toHaveText(TARGET_JOB);
    const consent = dialog.getByRole('combobox', { name: /How the candidate agreed/ });
    await tabTo(page, consent);
    await page.keyboard.press('Enter');
    await page.getByRole('option', { name: 'On a phone call' }).press('Enter');
    await expect(consent).toHaveText('On a phone call');
    await tabTo(page, dialog.getByRole('button', { name: 'Add to job' }));
    await page.keyboard.press('Enter');
    await expect(
      dialog.getByText(`${ishitaName} was added to ${TARGET_JOB} and e-mailed the privacy notice.`),
    ).toBeVisible();
    // The way out took the focus from the form's button, which left with the form.
    await expect(dialog.getByRole('button').last()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // The candidate is told, with the privacy notice, about the new job.
    await expect
      .poll(
        async () =>
          (await mailsTo(ishita.email)).filter((mail) =>
            decodeQuotedPrintable(mail.raw).includes(TARGET_JOB),
          ).length,
        { timeout: 45_000, intervals: [500] },
      )
      .toBe(1);
    const mail = (await mailsTo(ishita.email))
      .map((item) => decodeQuotedPrintable(item.raw))
      .find((raw) => raw.includes(TARGET_JOB))!;
    expect(mail).toContain('privacy notice');
    expect(mail).toContain('Here is the privacy notice that applies to your application:');
  });
});
