import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3100';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking'] });
const login = async (page) => {
  await page.goto(base + '/login');
  await page.getByRole('textbox', { name: 'Email' }).fill('shots@example.com');
  await page.getByLabel('Password').fill('looking at the staff shell 2026');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/applied-job');
};
for (const width of [1440, 375]) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await ctx.newPage();
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  const shot = async (name, full = false) => { await page.waitForTimeout(500); await page.screenshot({ path: `/tmp/shots/${name}-${width}.png`, fullPage: full }); };
  await page.goto(base + '/career', { waitUntil: 'networkidle' }); await shot('career');
  await page.locator('#open-positions').scrollIntoViewIfNeeded(); await shot('career-jobs');
  await page.getByRole('link', { name: 'Apply Now' }).first().click(); await page.waitForURL('**/job-application-form**');
  await page.getByRole('button', { name: 'Submit Application' }).click(); await shot('form-errors');
  await login(page); await page.waitForTimeout(800); await shot('desk');
  await page.getByRole('menuitem', { name: 'View' }).or(page.getByRole('button', { name: 'View' })).first().click(); await shot('desk-dialog');
  await page.keyboard.press('Escape');
  await page.goto(base + '/post-job'); await shot('post-job');
  await page.goto(base + '/jobs-list'); await page.waitForTimeout(800); await shot('jobs-list');
  await page.goto(base + '/employee-list'); await page.waitForTimeout(800); await shot('employees');
  await page.getByRole('button', { name: 'Add Employee' }).click(); await shot('employee-form');
  await ctx.close();
  console.log(width, errors);
}
await browser.close();
