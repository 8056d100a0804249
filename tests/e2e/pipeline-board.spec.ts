import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { PRIVACY_NOTICE_VERSIONS } from '@vistaar/shared/config/privacy-notices';
import { simplePdf } from './support/files';
import { dropAndSettle, pickUpWithKeyboard } from './support/keyboard';
import { STAFF_STATE, staffToken } from './support/staff';

/** A job of its own, so the board holds exactly what this file applied. */
const JOB_TITLE = `Board Test Analyst ${Date.now().toString().slice(-6)}`;
const CANDIDATES = [
  'Aditi Bose',
  'Arjun Nair',
  'Bhavna Iyer',
  'Chetan Rao',
  'Deepa Kulkarni',
  'Farhan Sheikh',
  'Gauri Pillai',
  'Harish Menon',
  'Ishita Das',
  'Jatin Malhotra',
  'Kavya Reddy',
  'Lokesh Verma',
  'Mitali Ghosh',
];
const OTHER_STAGES = ['Screening', 'Interview', 'Offer', 'Hired', 'Rejected', 'Withdrawn'];
/** Stages whose move proposes the stage's e-mail (the installation's templates). */
const PROPOSES_EMAIL = new Set(['Screening', 'Interview', 'Offer', 'Rejected']);

/**
 * The job and its applications, through the public API as applicants send them. Each comes
 * from an address of its own (the test server trusts the loopback proxy's X-Forwarded-For),
 * so the per-address limit on applying counts them as different people.
 */
async function seedBoard(request: APIRequestContext): Promise<number> {
  const posted = await request.post('/api/career/post-jobs', {
    headers: { authorization: `Bearer ${await staffToken(request)}` },
    data: {
      title: JOB_TITLE,
      department: 'Finance',
      location: 'Delhi, India',
      jobType: 'Full-time',
      experience: '5+ years',
      salaryRange: '8-12 LPA',
      skills: 'Excel, SQL',
      description: 'Build the monthly reports.',
      isActive: true,
    },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  const jobId = ((await posted.json()) as { data: { id: number } }).data.id;
  for (const [index, fullName] of CANDIDATES.entries()) {
    const [firstName, lastName] = fullName.split(' ');
    const applied = await request.post('/api/career/apply-jobs', {
      headers: { 'x-forwarded-for': `198.51.100.${index + 10}` },
      multipart: {
        formData: JSON.stringify({
          jobId,
          firstName,
          lastName,
          email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}.board@example.com`,
          phone: `98765${String(43210 + index).padStart(5, '0')}`,
          dob: '1995-05-20',
          gender: 'F',
          address: '4 Station Road',
          city: 'Pune',
          state: 'Maharashtra',
          jobExperience: '3',
          currentCTC: '7 LPA',
          expectedCTC: '10 LPA',
          currentEmployer: 'Example Works',
          currentLocation: 'Pune',
          noticeVersion: PRIVACY_NOTICE_VERSIONS.application,
          consent: true,
        }),
        formResume: {
          name: 'resume.pdf',
          mimeType: 'application/pdf',
          buffer: simplePdf(`Resume of ${fullName}`),
        },
      },
    });
    expect(applied.status(), await applied.text()).toBe(201);
  }
  return jobId;
}

const column = (page: Page, stage: string) =>
  page.getByRole('region', { name: stage, exact: true });
const card = (place: Page | Locator, name: string) =>
  place.getByRole('button', { name: new RegExp(`^${name} `) });

const board = (page: Page) => page.getByRole('group', { name: `Board of ${JOB_TITLE}` });

let jobId = 0;

test.describe('the board with a full column', () => {
  // Each test starts where the one before left the board.
  test.describe.configure({ mode: 'serial' });
  test.use({ storageState: STAFF_STATE });

  test.beforeAll(async ({ request }) => {
    jobId = await seedBoard(request);
  });

  /** The job's board, with this many cards still in New. */
  async function openBoard(page: Page, inNew: number) {
    await page.goto(`/applied-job?jobId=${jobId}&view=board`);
    await expect(board(page)).toBeVisible();
    await expect(column(page, 'New').getByRole('listitem')).toHaveCount(inNew);
  }

  /**
   * Drags a card with the mouse into a column, level with where the card started: beside the
   * full column's cards, where the drop used to go to the nearest card instead.
   */
  async function drag(page: Page, name: string, stage: string) {
    const handle = card(page, name);
    await handle.scrollIntoViewIfNeeded();
    const from = (await handle.boundingBox())!;
    const to = (await column(page, stage).boundingBox())!;
    const startX = from.x + from.width / 2;
    const startY = from.y + from.height / 2;
    const dropY = Math.min(Math.max(startY, to.y + 60), to.y + to.height - 20);
    await page.mouse.move(startX, startY);
    await page.mouse.down();
    await page.mouse.move(startX + 10, startY, { steps: 3 });
    await page.mouse.move(to.x + to.width / 2, dropY, { steps: 15 });
    await dropAndSettle(page);
  }

  /** Space, the right arrow `steps` times (each column announced), Space. */
  async function keyboardMove(page: Page, name: string, steps: number) {
    await pickUpWithKeyboard(page, card(page, name), `${name} is over New.`);
    for (const stage of OTHER_STAGES.slice(0, steps)) {
      await page.keyboard.press('ArrowRight');
      await expect(page.getByText(`${name} is over ${stage}.`, { exact: true })).toBeAttached();
    }
    await page.keyboard.press('Space');
  }

  /** What follows a drop on `stage`: its confirmation, then the e-mail it proposes (skipped). */
  async function finishMove(page: Page, name: string, stage: string) {
    if (stage === 'Rejected') {
      const reject = page.getByRole('dialog', { name: `Reject ${name}` });
      await reject.getByRole('combobox', { name: /Reason for the rejection/ }).click();
      await page.getByRole('option', { name: 'Not enough experience' }).click();
      await reject.getByRole('button', { name: 'Reject' }).click();
    } else if (stage === 'Hired' || stage === 'Withdrawn') {
      const confirm = page.getByRole('dialog', { name: `Move ${name} to ${stage}?` });
      await confirm.getByRole('button', { name: `Move to ${stage}` }).click();
    }
    if (stage === 'Hired') {
      // The employee record is offered next; it can wait for HR's list.
      const offer = page.getByRole('dialog', { name: `${name} is hired` });
      await offer.getByRole('button', { name: 'Not now' }).click();
    }
    if (PROPOSES_EMAIL.has(stage)) {
      const proposal = page.getByRole('dialog', { name: `E-mail ${name}` });
      await proposal.getByRole('button', { name: 'Skip' }).click();
    }
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(card(column(page, stage), name)).toBeVisible();
  }

  /** A final stage's question, answered no: the card stays in New and nothing is sent. */
  async function cancelMove(page: Page, name: string, stage: string) {
    const dialog = page.getByRole('dialog', {
      name: stage === 'Rejected' ? `Reject ${name}` : `Move ${name} to ${stage}?`,
    });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(card(column(page, 'New'), name)).toBeVisible();
  }

  test('looks right with thirteen cards in one column on a desktop and on a phone', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openBoard(page, CANDIDATES.length);
    const columns = board(page).getByRole('region');
    const heights = await columns.evaluateAll((sections) =>
      sections.map((section) => Math.round(section.getBoundingClientRect().height)),
    );
    // Every column is as tall as the full one, so the whole of it takes a drop.
    expect(new Set(heights).size).toBe(1);
    await page.screenshot({ path: '/tmp/board-desktop.png', fullPage: true });
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(column(page, 'New')).toBeVisible();
    // The phone layout comes with a render after the resize (the staff shell asks a media
    // query), so the width is read until that render has happened, not once.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(375);
    await page.screenshot({ path: '/tmp/board-phone.png', fullPage: true });
  });

  test('the mouse moves a card from the full column into every other stage, empty ones too', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await openBoard(page, CANDIDATES.length);
    const movers = CANDIDATES.slice(0, OTHER_STAGES.length);
    for (const [index, stage] of OTHER_STAGES.entries()) {
      const name = movers[index];
      if (stage === 'Hired' || stage === 'Rejected') {
        await drag(page, name, stage);
        await cancelMove(page, name, stage);
      }
      await drag(page, name, stage);
      await finishMove(page, name, stage);
    }
    await page.reload();
    for (const [index, stage] of OTHER_STAGES.entries()) {
      await expect(card(column(page, stage), movers[index])).toBeVisible();
    }
  });

  test('the keyboard moves a card one column at a time into every stage, and asks before Hired and Rejected', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    // The mouse moved six cards out of New; the keyboard starts from the seven left.
    await openBoard(page, CANDIDATES.length - OTHER_STAGES.length);
    const movers = CANDIDATES.slice(OTHER_STAGES.length, OTHER_STAGES.length * 2);
    for (const [index, stage] of OTHER_STAGES.entries()) {
      const name = movers[index];
      if (stage === 'Hired' || stage === 'Rejected') {
        await keyboardMove(page, name, index + 1);
        await cancelMove(page, name, stage);
      }
      await keyboardMove(page, name, index + 1);
      await finishMove(page, name, stage);
    }
    await page.reload();
    for (const [index, stage] of OTHER_STAGES.entries()) {
      await expect(card(column(page, stage), movers[index])).toBeVisible();
    }
    await expect(column(page, 'New').getByRole('listitem')).toHaveCount(1);
  });
});
