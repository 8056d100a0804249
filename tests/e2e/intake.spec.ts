import { expect, test, type APIRequestContext } from '@playwright/test';
import { simplePdf } from './support/files';
import { STAFF_STATE, staffToken } from './support/staff';
import { tabTo } from './support/keyboard';

/** This file's own job and resumes, found by their unique names. */
const STAMP = Date.now().toString().slice(-6);
const JOB = `Intake Review Engineer ${STAMP}`;
const FILES = [`intake-${STAMP}-first.pdf`, `intake-${STAMP}-second.pdf`];
const EMAIL = `meera.intake.${STAMP}@example.com`;

interface Item {
  id: number;
  fileName: string;
  status: string;
}

async function authorization(request: APIRequestContext) {
  return { authorization: `Bearer ${await staffToken(request)}` };
}

/** A retried run's leftovers would come first in the review order: set them aside. */
async function discardLeftovers(request: APIRequestContext) {
  const headers = await authorization(request);
  for (const status of ['review', 'no_text']) {
    const listed = await request.get(`/api/intake/items?status=${status}&limit=100`, { headers });
    for (const item of ((await listed.json()) as { data: Item[] }).data) {
      if (!item.fileName.startsWith('intake-')) continue;
      await request.post(`/api/intake/items/${item.id}/discard`, {
        headers,
        data: { reason: 'Left over from an earlier run' },
      });
    }
  }
}

async function seed(request: APIRequestContext): Promise<number[]> {
  const headers = await authorization(request);
  const posted = await request.post('/api/career/post-jobs', {
    headers,
    data: {
      title: JOB,
      department: 'Engineering',
      location: 'Pune, India',
      jobType: 'Full-time',
      experience: '3-5 years',
      salaryRange: '12-18 LPA',
      skills: 'Node.js',
      description: 'Resumes reviewed from the intake.',
      isActive: true,
    },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  const jobId = ((await posted.json()) as { data: { id: number } }).data.id;
  const uploaded = await request.post('/api/intake/items', {
    headers,
    multipart: {
      jobId: String(jobId),
      files: {
        name: FILES[0],
        mimeType: 'application/pdf',
        buffer: simplePdf(`Meera Intake ${EMAIL} Pune`),
      },
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const second = await request.post('/api/intake/items', {
    headers,
    multipart: {
      jobId: String(jobId),
      files: { name: FILES[1], mimeType: 'application/pdf', buffer: simplePdf('A second resume') },
    },
  });
  expect(second.status(), await second.text()).toBe(201);
  const ids = [
    ((await uploaded.json()) as { data: { items: Item[] } }).data.items[0].id,
    ((await second.json()) as { data: { items: Item[] } }).data.items[0].id,
  ];
  // Parsing runs in the background: wait until both are ready for review (a PDF with no
  // text layer is reviewed all the same, typed in from the file).
  for (const id of ids) {
    await expect
      .poll(
        async () =>
          (
            (await (await request.get(`/api/intake/items/${id}`, { headers })).json()) as {
              data: Item;
            }
          ).data.status,
        { timeout: 30_000 },
      )
      .toMatch(/^(review|no_text)$/);
  }
  return ids;
}

/** Presses Tab until `target` has the keyboard. */
test.describe('the intake review', () => {
  test.use({ storageState: STAFF_STATE });

  test('reviews two uploaded resumes with the keyboard alone', async ({ page, request }) => {
    await discardLeftovers(request);
    const [firstId] = await seed(request);

    await page.goto(`/intake/${firstId}`);
    await expect(page.getByRole('heading', { name: `Review: ${FILES[0]}` })).toBeVisible();
    const firstName = page.getByRole('textbox', { name: 'First name' });
    await expect(firstName).toBeFocused();

    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Meera');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Intake');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(EMAIL);
    const consent = page.getByRole('combobox', { name: /Consent obtained/ });
    await tabTo(page, consent);
    await page.keyboard.press('Enter');
    await page.getByRole('option', { name: 'In writing, by e-mail' }).press('Enter');
    await expect(consent).toHaveText('In writing, by e-mail');
    await page.keyboard.press('ControlOrMeta+Enter');

    // The next resume opens, on its first field.
    await expect(page.getByRole('heading', { name: `Review: ${FILES[1]}` })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'First name' })).toBeFocused();
    await page.keyboard.press('Alt+Shift+D');
    const dialog = page.getByRole('dialog', { name: 'Discard this resume' });
    await expect(dialog.getByRole('textbox', { name: 'Reason' })).toBeFocused();
    await page.keyboard.type('Not a resume for this role');
    await tabTo(page, dialog.getByRole('button', { name: 'Discard' }));
    await page.keyboard.press('Enter');

    // Nothing left to review: back to the queue, where both show what became of them.
    await expect(page.getByRole('heading', { name: 'Intake', exact: true })).toBeVisible();
    const queue = page.getByRole('grid', { name: 'Intake queue' });
    await expect(queue.getByRole('row', { name: new RegExp(FILES[0]) })).toContainText('Accepted');
    await expect(queue.getByRole('row', { name: new RegExp(FILES[1]) })).toContainText('Discarded');

    const headers = await authorization(request);
    const desk = await request.get(`/api/career/get-job-applications?search=${EMAIL}`, { headers });
    expect(JSON.stringify(await desk.json())).toContain(EMAIL);
  });
});
