/** The staff console as the e2e tests walk it: its pages by the menu, the roster of a day, a tracking file. */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, heading } from './wizard-keyboard';

/** Follows the console menu's link and waits for the page's h1; axe finds nothing on it. */
export async function openConsolePage(page: Page, link: string, title: string): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Staff console' })
    .getByRole('link', { name: link })
    .click();
  await heading(page, title).waitFor();
  await expectNoAxeViolations(page, title);
}

/** On the Roster page: shows a puja date's roster and waits for its first sheet. */
export async function showRoster(page: Page, date: string): Promise<void> {
  await page.locator('#roster-date').fill(date);
  await page.getByRole('button', { name: 'Show the roster' }).click();
  await page.locator('.roster-sheet').first().waitFor();
}

/** A tracking CSV file in `dir` with the import's header row, rows joined by CRLF. */
export function trackingCsvFile(dir: string, name: string, rows: string[]): string {
  const file = path.join(dir, name);
  writeFileSync(file, ['order number,carrier,tracking number', ...rows].join('\r\n'));
  return file;
}
