import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type axeCore from 'axe-core';
import type { Result, RunOptions } from 'axe-core';

/**
 * axe-core itself, injected into the page: the Playwright wrapper's current release asks for
 * a newer Node than the project runs on, and axe-core is the part whose rules matter.
 */
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

interface AxeCheck {
  /** A CSS selector to check instead of the whole page. */
  include?: string;
  /** Only the rules with these tags; every rule, best practices too, when absent. */
  tags?: string[];
}

/** The serious and critical findings of an axe run over the page as it is now. */
export async function seriousAxeFindings(page: Page, check: AxeCheck = {}): Promise<Result[]> {
  await page.evaluate(axeSource);
  const options: RunOptions = check.tags ? { runOnly: { type: 'tag', values: check.tags } } : {};
  const violations = await page.evaluate(
    async ({ include, options }) => {
      const axe = (window as unknown as { axe: typeof axeCore }).axe;
      const results = await axe.run(include ? { include: [include] } : document, options);
      return results.violations;
    },
    { include: check.include, options },
  );
  return violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
}
