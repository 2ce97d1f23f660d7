/**
 * The printable order form printed to PDF by Chromium: five people fit on at
 * most three Letter pages and three A4 pages, with the first page holding the
 * instructions and the address to send it to, and no person's block split
 * across pages.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, serverAndBrowser } from './harness';

const live = serverAndBrowser();

/** Paper sizes in millimetres, and the form's page margin (print-form.css). */
const PAPERS = { Letter: [215.9, 279.4], A4: [210, 297] } as const;
const MARGIN_MM = 10;
const PX_PER_MM = 96 / 25.4;

/** Pages of a PDF written by Chromium: one `/Type /Page` dictionary per page. */
function pdfPageCount(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g) ?? []).length;
}

async function openForm(page: Page): Promise<void> {
  await page.goto(`${live.server.baseUrl}/order-a-puja-printable`);
  await page.locator('main h1').waitFor();
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
  await page.locator('.mailing address').waitFor();
  await page.evaluate(() => document.fonts.ready);
}

describe.each(Object.entries(PAPERS))(
  'the printable form on %s paper',
  (paper, [widthMm, heightMm]) => {
    it('prints on at most three pages', async () => {
      const page = await newPage(live.browser);
      await openForm(page);
      const pdf = await page.pdf({ format: paper as 'Letter' | 'A4', preferCSSPageSize: false });
      expect(pdfPageCount(pdf)).toBeGreaterThanOrEqual(1);
      expect(pdfPageCount(pdf)).toBeLessThanOrEqual(3);
      await page.context().close();
    });

    it('keeps each block whole, and the instructions with the postal address on page one', async () => {
      // Lay the page out as it prints: print media, at the width inside the page margins.
      const contentWidth = Math.floor((widthMm - 2 * MARGIN_MM) * PX_PER_MM);
      const contentHeight = Math.floor((heightMm - 2 * MARGIN_MM) * PX_PER_MM);
      const page = await newPage(live.browser, { viewport: { width: contentWidth, height: 1000 } });
      await page.emulateMedia({ media: 'print' });
      await openForm(page);
      const blocks = await page.locator('.form-block').evaluateAll((elements) =>
        elements.map((el) => ({
          height: el.getBoundingClientRect().height,
          breakInside: getComputedStyle(el).breakInside,
          legend: el.querySelector('legend, label')?.textContent ?? '',
        })),
      );
      expect(blocks.filter((block) => /^Person \d$/.test(block.legend))).toHaveLength(5);
      for (const block of blocks) {
        // A block that is never cut must fit on one page, and must ask not to be cut.
        expect(block.breakInside, block.legend).toBe('avoid');
        expect(block.height, block.legend).toBeLessThan(contentHeight);
      }
      // Page one: the title, how to send the form and the address all come before its end.
      const mailingBottom = await page
        .locator('.mailing')
        .evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY);
      expect(mailingBottom).toBeLessThan(contentHeight);
      // Nothing wider than the paper, no background painted behind the form.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
      const backgrounds = await page.evaluate(() =>
        [...document.querySelectorAll('main *, body, main')]
          .filter((el) => el.getClientRects().length > 0)
          .map((el) => `${el.tagName}.${el.className}: ${getComputedStyle(el).backgroundColor}`)
          .filter((entry) => !/: (rgba\(0, 0, 0, 0\)|rgb\(255, 255, 255\))$/.test(entry)),
      );
      expect(backgrounds).toEqual([]);
      await page.context().close();
    });
  },
);
