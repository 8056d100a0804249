import { expect, test as setup } from '@playwright/test';
import { E2E_STAFF, STAFF_STATE } from './support/staff';

setup('staff signs in once', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(E2E_STAFF.email);
  await page.getByLabel('Password').fill(E2E_STAFF.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/applied-job$/);
  await page.context().storageState({ path: STAFF_STATE });
});
