import { expect, test } from '@playwright/test';
import { expectEveryIslandHydrated, wakeEveryIsland } from './support/islands';
import { mailsTo, staffToken } from './support/staff';
import { seriousAxeFindings, WCAG_AA_TAGS } from './support/axe';

// The first demo job (SEED_DEMO): its description has paragraphs and two lists.
const JOB = {
  title: 'Senior Full Stack Developer (React and Node.js)',
  path: '/career/1-senior-full-stack-developer-react-and-node-js',
};

/** The site's own link in a raw message, quoted-printable undone. */
function linkIn(raw: string, path: string): string {
  const text = raw.replace(/=\r\n/g, '').replace(/=3D/gi, '=');
  const url = new RegExp(`https?://[^\\s"<>]+${path}\\?[^\\s"<>]+`).exec(text)?.[0];
  if (!url) throw new Error(`no ${path} link in:\n${raw}`);
  const { pathname, search } = new URL(url);
  return pathname + search;
}

async function waitForMail(address: string, count: number, subject: RegExp) {
  await expect
    .poll(async () => (await mailsTo(address)).filter((mail) => subject.test(mail.raw)).length, {
      timeout: 45_000,
      intervals: [500],
    })
    .toBeGreaterThanOrEqual(count);
  return (await mailsTo(address)).filter((mail) => subject.test(mail.raw));
}

test.describe('a page per open job', () => {
  test('from /career to a job page: read the whole description, copy the share link, apply from it', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const page = await context.newPage();
    await page.goto('/career');
    const card = page.locator('article', { has: page.getByRole('heading', { name: JOB.title }) });
    await card.getByRole('link', { name: 'View details' }).click();
    await expect(page).toHaveURL(new RegExp(`${JOB.path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(JOB.title);

    const about = page.getByRole('region', { name: 'About the role' });
    await expect(about.getByRole('listitem')).toHaveText([
      'Turn product requirements into technical designs, then build React front ends and Node.js APIs',
      'Review pull requests and keep the codebase easy to change',
      'Own quality end to end: automated tests, performance budgets and clean releases through our CI pipelines on AWS',
      'Join client calls when a design decision needs explaining',
      'Solid TypeScript and a good grasp of relational data modelling',
      'Experience running services in production',
      'Clear written and spoken English',
    ]);
    await expect(about).toContainText(
      'Exposure to Next.js, message queues or Kubernetes is a plus.',
    );
    const summary = page.getByRole('complementary', { name: 'Job summary and sharing' });
    await expect(summary).toContainText('18-28 LPA');
    await expect(summary).toContainText('Apply by');

    await summary.getByRole('button', { name: 'Copy link' }).click();
    await expect(summary.getByRole('button', { name: 'Link copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    await expect(summary.getByRole('link', { name: /share on linkedin/i })).toHaveAttribute(
      'href',
      /^https:\/\/www\.linkedin\.com\/sharing\/share-offsite\/\?url=/,
    );

    await page.getByRole('link', { name: 'Apply for this job' }).first().click();
    await expect(page).toHaveURL(/\/job-application-form\?jobId=1$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`Apply for ${JOB.title}`);
    await context.close();
  });

  test('the application form shows the full description in a panel that opens above the form', async ({
    page,
  }) => {
    await page.goto('/job-application-form?jobId=1');
    const line = page.getByText('Review pull requests and keep the codebase easy to change');
    await expect(line).toBeHidden();
    await page.getByText('Read the full job description').click();
    await expect(line).toBeVisible();
    const panelBottom = await page
      .locator('details', { hasText: 'Read the full job description' })
      .evaluate((el) => el.getBoundingClientRect().bottom);
    const formTop = await page
      .getByRole('button', { name: 'Submit Application' })
      .evaluate((el) => el.closest('form')!.getBoundingClientRect().top);
    expect(panelBottom).toBeLessThan(formTop);
    await page.getByText('Read the full job description').click();
    await expect(line).toBeHidden();
  });

  test('is accessible, links only to real pages, and every island wakes cleanly', async ({
    page,
    request,
  }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || /hydrat/i.test(message.text()))
        problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    const response = await page.goto(JOB.path);
    expect(response?.status()).toBe(200);
    const hrefs = await page
      .locator('a[href^="/"]')
      .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
    for (const href of new Set(hrefs.map((href) => href.split('#')[0].split('?')[0]))) {
      expect({ href, status: (await request.get(href)).status() }).toEqual({ href, status: 200 });
    }
    const findings = await seriousAxeFindings(page, { tags: WCAG_AA_TAGS });
    expect(findings.map((violation) => violation.id)).toEqual([]);
    await wakeEveryIsland(page);
    await page.getByRole('button', { name: 'Copy link' }).hover();
    await expectEveryIslandHydrated(page);
    expect(problems).toEqual([]);
  });

  test('an old slug moves to the current one, and a closed job answers 410 with the open roles', async ({
    page,
  }) => {
    await page.goto('/career/1-old-title');
    await expect(page).toHaveURL(new RegExp(`${JOB.path}$`));
    // Demo job 8 (Business Development Executive) is closed.
    const response = await page.goto('/career/8-business-development-executive-it-services');
    expect(response?.status()).toBe(410);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'This position has been filled or closed',
    );
    await page.getByRole('link', { name: 'See open positions' }).click();
    await expect(page).toHaveURL(/\/career$/);
  });
});

test.describe('a job page with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('reads in full, shares by plain links, hides copy, and signs up for alerts as a form', async ({
    page,
  }) => {
    await page.goto(JOB.path);
    await expect(page.getByText('Clear written and spoken English')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copy link' })).toBeHidden();
    await expect(page.getByRole('link', { name: /share on whatsapp/i })).toBeVisible();
    const address = `nojs.${Date.now()}@example.com`;
    const form = page.getByRole('form', { name: 'Get new jobs by e-mail' });
    await form.getByRole('textbox', { name: /email/i }).fill(address);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your inbox');
    const [confirmation] = await waitForMail(address, 1, /Confirm your job alerts/);
    expect(confirmation.raw).toMatch(/Engineering/);
  });
});

test.describe('job alerts in the browser', () => {
  test('sign up on /career, confirm from the e-mail, get the alert for a new job, unsubscribe from it', async ({
    page,
    request,
  }) => {
    const address = `alerts.${Date.now()}@example.com`;
    await page.goto('/career');
    const form = page.getByRole('form', { name: 'Get new jobs by e-mail' });
    await form.scrollIntoViewIfNeeded();
    await form.getByRole('textbox', { name: /email/i }).fill(address);
    await form.getByRole('checkbox', { name: 'Finance' }).check();
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByRole('status')).toContainText('Check your inbox');

    const [confirmation] = await waitForMail(address, 1, /Confirm your job alerts/);
    await page.goto(linkIn(confirmation.raw, '/career/alerts/confirm'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your job alerts are on');

    const title = `Finance Controller ${Date.now().toString().slice(-5)}`;
    const posted = await request.post('/api/career/post-jobs', {
      headers: { authorization: `Bearer ${await staffToken(request)}` },
      data: {
        title,
        department: 'Finance',
        location: 'Delhi, India',
        jobType: 'Full-time',
        experience: '5+ years',
        salaryRange: '20-26 LPA',
        skills: 'IFRS, Tally, Excel',
        description: 'Own monthly closes and statutory reporting.',
        isActive: true,
      },
    });
    expect(posted.status()).toBe(201);

    const [alert] = await waitForMail(address, 1, /new jobs? at/);
    expect(alert.raw).toContain(title);
    expect(alert.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    await page.goto(linkIn(alert.raw, '/career/alerts/unsubscribe'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are unsubscribed');
  });
});
