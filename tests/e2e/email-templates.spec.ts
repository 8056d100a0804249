import { expect, test } from '@playwright/test';
import {
  E2E_STAFF,
  decodeQuotedPrintable,
  mailsTo,
  STAFF_STATE,
  staffToken,
} from './support/staff';
import { tabTo } from './support/keyboard';

test.use({ storageState: STAFF_STATE });

const TEMPLATE = 'Application received';
const SUBJECT = 'We have received your application for {{job.title}}';

/** The template's subject as the demo has it, in case an earlier attempt (a retry) saved its edit. */
test.beforeEach(async ({ request }) => {
  const headers = { authorization: `Bearer ${await staffToken(request)}` };
  const listed = await request.get('/api/email-templates', { headers });
  const templates = ((await listed.json()) as { data: { id: number; name: string }[] }).data;
  const { id } = templates.find((template) => template.name === TEMPLATE)!;
  const { data } = (await (
    await request.get(`/api/email-templates/${id}`, { headers })
  ).json()) as {
    data: { name: string; subject: string; body: string };
  };
  if (data.subject === SUBJECT) return;
  const restored = await request.put(`/api/email-templates/${id}`, {
    headers,
    data: { name: data.name, subject: SUBJECT, body: data.body },
  });
  expect(restored.ok()).toBe(true);
});

/** Presses Tab until the keyboard reaches the element (the page is driven by keys alone). */
test('edits a template with the keyboard alone, is refused an unknown placeholder, and sends a test', async ({
  page,
}) => {
  await page.goto('/email-templates');
  await expect(page.getByRole('heading', { level: 1, name: 'E-mail templates' })).toBeVisible();
  const form = page.getByRole('form', { name: `Edit ${TEMPLATE}` });
  await expect(form).toBeVisible();

  // The subject gets the candidate's first name at its start, from a chip.
  const subject = form.getByLabel('Subject');
  await tabTo(page, subject);
  await page.keyboard.press('Home');
  await tabTo(page, form.getByRole('button', { name: /\{\{candidate\.firstName\}\}/ }));
  await page.keyboard.press('Enter');
  await expect(subject).toHaveValue(`{{candidate.firstName}}${SUBJECT}`);
  await expect(subject).toBeFocused();
  await page.keyboard.type(', ');

  // A placeholder nobody fills in is named, and saving it is refused.
  const body = form.getByLabel('E-mail text');
  await tabTo(page, body);
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type('\n\nYour notice period: {{candidate.noticePeriod}}');
  const refusal =
    'Unknown placeholder {{candidate.noticePeriod}}. Use one of the placeholders listed.';
  await expect(form.getByText(refusal).first()).toBeVisible();
  await tabTo(page, form.getByRole('button', { name: 'Save template' }));
  await page.keyboard.press('Enter');
  await expect(form.getByText(refusal)).toHaveCount(2);
  await expect(body).toBeFocused();

  for (let i = 0; i < '\n\nYour notice period: {{candidate.noticePeriod}}'.length; i += 1) {
    await page.keyboard.press('Backspace');
  }
  await tabTo(page, form.getByRole('button', { name: 'Save template' }));
  await page.keyboard.press('Enter');
  await expect(form.getByText('Template saved')).toBeVisible();
  await expect(
    form
      .getByRole('region', { name: 'Preview with sample values' })
      .getByText('Aarav, We have received your application for Backend Developer (Node.js)'),
  ).toBeVisible();

  // The test send reaches the signed-in member's own inbox, filled in with the sample values.
  const before = (await mailsTo(E2E_STAFF.email)).length;
  await tabTo(page, form.getByRole('button', { name: 'Send test' }));
  await page.keyboard.press('Enter');
  await expect(form.getByText(`Test e-mail sent to ${E2E_STAFF.email}`)).toBeVisible();
  let raw = '';
  await expect
    .poll(async () => {
      const mails = await mailsTo(E2E_STAFF.email);
      raw = mails.length > before ? decodeQuotedPrintable(mails.at(-1)!.raw) : '';
      return raw;
    })
    .toContain('Dear Aarav,');
  expect(raw).toMatch(/Subject: \[Test\] Aarav, We have received your application for/);
});

test('the templates screen fits a phone and a wide screen', async ({ page }) => {
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.goto('/email-templates');
    await expect(page.getByRole('form', { name: /^Edit / })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({
      path: `test-results/email-templates-${width}.png`,
      fullPage: true,
    });
  }
});
