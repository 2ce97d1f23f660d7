/**
 * Names in Malayalam, Tamil and Devanagari on a receipt and on a label sheet:
 * each name read back from the PDF's text (ToUnicode), and its rendering by
 * pdf.js compared with Chromium's rendering of the same words in the same
 * font files. A control draws the same code points one glyph each, unshaped
 * (what pdf-lib's own text drawing does), and must fail the same comparison.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument, rgb } from 'pdf-lib';
import type { Browser } from 'playwright-core';
import { LABEL_SHEETS_GEOMETRY } from '../../domain/prasad/label-sheets';
import { fontFaces, PdfText, type ShapedLine } from '../../server/pdf';
import { labelSheetPdf } from '../../server/prasad/labels-pdf';
import { receiptPdf } from '../../server/receipts/receipt-pdf';
import { orderDocument } from '../../server/receipts/test-support/documents';
import { compareInk, type InkComparison } from '../test-support/ink';
import { launchBrowser } from './harness';
import {
  chromiumWords,
  itemStarting,
  renderPdfPage,
  wordsRegion,
  type RenderedPage,
} from './pdf-render';

const MALAYALAM = 'ശ്രീലക്ഷ്മി നായർ';
const TAMIL = 'ஸ்ரீநிவாசன்';
const DEVANAGARI = 'श्रीनिवास';
const NAMES = [MALAYALAM, TAMIL, DEVANAGARI];

/**
 * Ink boxes within this many pixels (plus 3 %), and grids this close, count
 * as the same drawing. Measured here: shaped names 0.02 to 0.05 from
 * Chromium's drawing, the unshaped control 0.21 to 0.29.
 */
const SIZE_SLACK = 3;
const MAX_DIFFERENCE = 0.1;

const receipt = orderDocument(MALAYALAM, [TAMIL, DEVANAGARI]);

let browser: Browser;
let fonts: PdfText;
beforeAll(async () => {
  browser = await launchBrowser();
  fonts = await PdfText.create(await PDFDocument.create());
});
afterAll(() => browser.close());

/** The words as drawn on the page, compared with Chromium's drawing of them. */
async function compareWithChromium(
  page: RenderedPage,
  words: string,
  /** Where the words start and their size, in points; else found from the page's text. */
  at?: { x: number; y: number; size: number },
): Promise<InkComparison> {
  let where = at;
  if (!where) {
    const { item, size } = itemStarting(page, words);
    where = { x: item.transform[4]!, y: item.transform[5]!, size };
  }
  const width = fonts.width(fonts.shape(words), where.size);
  const drawn = wordsRegion(page, where.x, where.y, width);
  return compareInk(drawn, await chromiumWords(browser, words, where.size));
}

function expectSameDrawing(result: InkComparison, words: string): void {
  const [[wa, ha], [wb, hb]] = result.sizes;
  const detail = `${words}: ${JSON.stringify(result)}`;
  expect(Math.abs(wa - wb), detail).toBeLessThanOrEqual(SIZE_SLACK + 0.03 * wb);
  expect(Math.abs(ha - hb), detail).toBeLessThanOrEqual(SIZE_SLACK + 0.03 * hb);
  expect(result.difference, detail).toBeLessThan(MAX_DIFFERENCE);
}

const allText = (page: RenderedPage) => page.items.map((i) => i.str).join('');

describe('names in Indic scripts, shaped on paper', () => {
  it('a receipt prints the payer and each person as Chromium draws them, and reads back', async () => {
    const page = await renderPdfPage(await receiptPdf(receipt));
    const text = allText(page);
    for (const name of NAMES) expect(text).toContain(name);
    expect(text).not.toContain('?');
    for (const name of NAMES) expectSameDrawing(await compareWithChromium(page, name), name);
  });

  it('a label sheet prints each name as Chromium draws it, and reads back', async () => {
    const pdf = await labelSheetPdf(
      LABEL_SHEETS_GEOMETRY['letter-30'],
      NAMES.map((name, i) => ({
        orderNumber: `P000${i}`,
        lines: [name, '12 Temple Road', 'San Ramon CA 94583'],
      })),
      'Labels',
    );
    const page = await renderPdfPage(pdf);
    const text = allText(page);
    for (const name of NAMES) expect(text).toContain(name);
    expect(text).not.toContain('?');
    for (const name of NAMES) expectSameDrawing(await compareWithChromium(page, name), name);
  });

  it('the same code points drawn one glyph each, unshaped, fail the comparison', async () => {
    const faces = await fontFaces('regular');
    const doc = await PDFDocument.create();
    const text = await PdfText.create(doc);
    const pdfPage = doc.addPage([612, 200]);
    NAMES.forEach((name, i) => {
      // Each character's nominal glyph at its own advance: no conjuncts, no reordering.
      const line: ShapedLine = {
        text: name,
        runs: [...name].map((char) => {
          const face = faces.find((f) => f.covers(char.codePointAt(0)!))!;
          const id = face.hb.nominalGlyph(char.codePointAt(0)!)!;
          const glyph = {
            id,
            xAdvance: face.hb.glyphHAdvance(id),
            xOffset: 0,
            yOffset: 0,
            text: char,
          };
          return { face, glyphs: [glyph] };
        }),
      };
      text.draw(pdfPage, line, { x: 40, y: 160 - i * 50, size: 10, color: rgb(0, 0, 0) });
    });
    const page = await renderPdfPage(await text.save());
    for (const [i, name] of NAMES.entries()) {
      const result = await compareWithChromium(page, name, { x: 40, y: 160 - i * 50, size: 10 });
      const [[wa], [wb]] = result.sizes;
      const sizeOff = Math.abs(wa - wb) > SIZE_SLACK + 0.03 * wb;
      expect(
        sizeOff || result.difference >= MAX_DIFFERENCE,
        `${name}: ${JSON.stringify(result)}`,
      ).toBe(true);
    }
  });
});
