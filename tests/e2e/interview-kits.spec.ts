import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { PRIVACY_NOTICE_VERSIONS } from '@vistaar/shared/config/privacy-notices';
import { simplePdf } from './support/files';
import { addressOfItsOwn, decodeQuotedPrintable, mailsTo, staffToken } from './support/staff';

const suffix = Date.now().toString().slice(-6);
const OWN_JOB = `Kit Test Engineer ${suffix}`;
const OTHER_JOB = `Kit Other Analyst ${suffix}`;
const OWN_CANDIDATE = { firstName: 'Tanvi', lastName: `Kitowner${suffix}` };
const OTHER_CANDIDATE = { firstName: 'Yash', lastName: `Kitother${suffix}` };
const interviewer = {
  name: `Asha Kit ${suffix}`,
  email: `asha.kit.${suffix}@example.com`,
  password: 'interview kits open to the panel 2026',
  role: 'interviewer',
};
const manager = {
  name: `Farhan Kit ${suffix}`,
  email: `farhan.kit.${suffix}@example.com`,
  password: 'hiring managers see their own jobs 2026',
  role: 'hiring-manager',
};

let admin = '';
const ids = { ownApplication: 0, otherApplication: 0, ownInterview: 0, otherInterview: 0 };

async function call(
  request: APIRequestContext,
  method: 'get' | 'post' | 'put',
  url: string,
  data?: object,
) {
  const response = await request[method](url, {
    headers: { authorization: `Bearer ${admin}` },
    ...(data ? { data } : {}),
  });
  expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: unknown }).data;
}

/** An admin invites the person; they choose a password from the e-mail's link. */
async function addMember(request: APIRequestContext, person: typeof interviewer) {
  await call(request, 'post', '/api/team/invitations', {
    name: person.name,
    email: person.email,
    role: person.role,
  });
  let token: string | undefined;
  await expect
    .poll(async () => {
      const mail = (await mailsTo(person.email)).at(-1);
      token = mail
        ? /\/accept-invitation#token=([A-Za-z0-9_-]+)/.exec(decodeQuotedPrintable(mail.raw))?.[1]
        : undefined;
      return token;
    })
    .toBeTruthy();
  const accepted = await request.post('/api/auth/invitation/accept', {
    data: { token, password: person.password, confirmPassword: person.password },
  });
  expect(accepted.ok(), await accepted.text()).toBe(true);
  const team = (await call(request, 'get', '/api/team')) as {
    members: { id: number; email: string }[];
  };
  return team.members.find((member) => member.email === person.email)!.id;
}

async function postJob(request: APIRequestContext, title: string) {
  const job = (await call(request, 'post', '/api/career/post-jobs', {
    title,
    department: 'Engineering',
    location: 'Pune, India',
    jobType: 'Full-time',
    experience: '3-5 years',
    salaryRange: '12-18 LPA',
    skills: 'TypeScript, SQL',
    description: `Build the platform.\n\n- Own the ${title} services`,
    isActive: true,
  })) as { id: number };
  return job.id;
}

async function apply(
  request: APIRequestContext,
  jobId: number,
  person: { firstName: string; lastName: string },
  address: string,
) {
  const applied = await request.post('/api/career/apply-jobs', {
    headers: { 'x-forwarded-for': address },
    multipart: {
      formData: JSON.stringify({
        jobId,
        ...person,
        email: `${person.lastName.toLowerCase()}@example.com`,
        phone: '9876501234',
        dob: '1994-03-11',
        gender: 'F',
        address: '9 Hill Road',
        city: 'Pune',
        state: 'Maharashtra',
        jobExperience: '4',
        currentCTC: '11 LPA',
        expectedCTC: '15 LPA',
        currentEmployer: 'Example Labs',
        currentLocation: 'Pune',
        noticeVersion: PRIVACY_NOTICE_VERSIONS.application,
        consent: true,
      }),
      formResume: {
        name: 'resume.pdf',
        mimeType: 'application/pdf',
        buffer: simplePdf(`Resume of ${person.firstName}`),
      },
    },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const found = (await call(
    request,
    'get',
    `/api/career/get-job-applications?search=${person.lastName}`,
  )) as { id: number }[];
  return found[0].id;
}

async function schedule(request: APIRequestContext, applicationId: number, panel: number[]) {
  const tomorrow = new Date(Date.now() + 86_400_000 + 330 * 60_000).toISOString().slice(0, 10);
  const interview = (await call(
    request,
    'post',
    `/api/career/applications/${applicationId}/interviews`,
    {
      date: tomorrow,
      startTime: '11:00',
      durationMinutes: 60,
      mode: 'video',
      videoUrl: 'https://meet.example.com/kit-e2e',
      interviewerIds: panel,
    },
  )) as { id: number };
  return interview.id;
}

/** Signs a person in on a device of their own (an address of its own, cookies of its own). */
async function signIn(browser: Browser, person: typeof interviewer) {
  const context = await browser.newContext({
    extraHTTPHeaders: { 'x-forwarded-for': addressOfItsOwn() },
  });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password').fill(person.password);
  await page.getByRole('button', { name: 'Login' }).click();
  return page;
}

test.describe('interview kits and hiring managers', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async ({ request }) => {
    test.setTimeout(120_000);
    admin = await staffToken(request);
    const interviewerId = await addMember(request, interviewer);
    const managerId = await addMember(request, manager);
    const me = (await call(request, 'get', '/api/auth/me')) as { id: number };
    const ownJob = await postJob(request, OWN_JOB);
    const otherJob = await postJob(request, OTHER_JOB);
    await call(request, 'put', `/api/career/manage/jobs/${ownJob}/hiring-managers`, {
      staffIds: [managerId],
    });
    ids.ownApplication = await apply(request, ownJob, OWN_CANDIDATE, '198.51.100.201');
    ids.otherApplication = await apply(request, otherJob, OTHER_CANDIDATE, '198.51.100.202');
    ids.ownInterview = await schedule(request, ids.ownApplication, [interviewerId]);
    ids.otherInterview = await schedule(request, ids.otherApplication, [me.id]);
  });

  test("an interviewer opens the kit with the resume, and cannot open another job's application", async ({
    browser,
  }) => {
    const page = await signIn(browser, interviewer);
    await expect(page).toHaveURL(/\/my-interviews$/);
    const card = page
      .getByRole('region', { name: 'Upcoming' })
      .getByRole('article', { name: new RegExp(OWN_CANDIDATE.lastName) });
    await card.getByRole('link', { name: /^Interview kit/ }).click();
    await expect(page).toHaveURL(new RegExp(`/my-interviews/${ids.ownInterview}/kit$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Interview kit');
    const candidate = page.getByRole('region', { name: 'Candidate' });
    await expect(candidate).toContainText(`${OWN_CANDIDATE.firstName} ${OWN_CANDIDATE.lastName}`);
    await expect(candidate).toContainText('Example Labs');
    await expect(candidate).not.toContainText('LPA');
    await expect(page.getByRole('region', { name: 'Job' })).toContainText(
      `Own the ${OWN_JOB} services`,
    );
    await expect(page.getByRole('region', { name: 'Scorecard' }).getByRole('listitem')).toHaveCount(
      2,
    );
    const resume = page.getByRole('link', { name: 'Open resume' });
    const opened = await page.request.get((await resume.getAttribute('href'))!);
    expect(opened.status()).toBe(200);
    expect(opened.headers()['content-type']).toBe('application/pdf');

    // Another job's application and its interview stay closed.
    await page.goto(`/applied-job/${ids.otherApplication}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Not allowed');
    await page.goto(`/my-interviews/${ids.otherInterview}/kit`);
    await expect(page.getByRole('alert')).toContainText('Interview not found.');
    await page.context().close();
  });

  test('a hiring manager sees only their own jobs', async ({ browser }) => {
    const page = await signIn(browser, manager);
    await expect(page).toHaveURL(/\/applied-job$/);
    const nav = page.getByRole('navigation', { name: 'Staff' });
    await expect(nav.getByRole('link', { name: 'Applications' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Employee List' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Team' })).toHaveCount(0);

    const search = page.getByLabel('Search applications');
    await search.fill(OWN_CANDIDATE.lastName);
    await expect(
      page.getByRole('grid').getByRole('link', { name: new RegExp(OWN_CANDIDATE.lastName) }),
    ).toBeVisible();
    await search.fill(OTHER_CANDIDATE.lastName);
    await expect(page.getByRole('grid').getByRole('link')).toHaveCount(0);

    await page.goto(`/applied-job/${ids.ownApplication}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `${OWN_CANDIDATE.firstName} ${OWN_CANDIDATE.lastName}`,
    );
    await expect(page.getByRole('button', { name: 'Schedule interview' })).toHaveCount(0);
    await page.goto(`/applied-job/${ids.otherApplication}`);
    await expect(
      page.getByText('This application does not exist, or it has been erased.'),
    ).toBeVisible();
    await page.context().close();
  });
});
