/** The label sheets as printed: page size, labels per page, every address's text on it. */
import { describe, expect, it } from 'vitest';
import { LABEL_SHEETS_GEOMETRY } from '../../domain/prasad/label-sheets';
import { labelSheetPdf, UnprintableLabelsError, type LabelAddress } from './labels-pdf';
import { pdfPages } from './test-support/pdf-text';

const labels = (count: number): LabelAddress[] =>
  Array.from({ length: count }, (_, i) => ({
    orderNumber: `P${String(i).padStart(4, '0')}`,
    lines: [`Łukasz Ñandú ${i}`, '12 Temple Road', 'San Ramon CA 94583', 'United States'],
  }));

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

describe('label sheets as PDF', () => {
  it('US Letter 30-up: 31 addresses take two Letter pages, 30 and 1', async () => {
    const pages = await pdfPages(
      await labelSheetPdf(LABEL_SHEETS_GEOMETRY['letter-30'], labels(31), 'Labels'),
    );
    expect(pages.map((p) => [p.width, p.height])).toEqual([
      [612, 792],
      [612, 792],
    ]);
    expect(pages.map((p) => count(p.text, /P\d{4}/g))).toEqual([30, 1]);
    expect(pages[0]!.text).toContain('Łukasz Ñandú 0');
    expect(pages[1]!.text).toContain('P0030');
  });

  it('A4 21-up: 21 addresses fill one A4 page', async () => {
    const pages = await pdfPages(
      await labelSheetPdf(LABEL_SHEETS_GEOMETRY['a4-21'], labels(21), 'Labels'),
    );
    expect(pages).toHaveLength(1);
    expect(pages[0]!.width).toBeCloseTo(595.28, 1);
    expect(pages[0]!.height).toBeCloseTo(841.89, 1);
    expect(count(pages[0]!.text, /P\d{4}/g)).toBe(21);
  });

  it('prints Indic addresses as text that reads back, and an empty day as one blank page', async () => {
    const [page] = await pdfPages(
      await labelSheetPdf(
        LABEL_SHEETS_GEOMETRY['letter-30'],
        [{ orderNumber: 'P1', lines: ['അമ്മ Nair', 'ശോഭ കൊട്ടാരം', 'कृष्ण प्रसाद, சென்னை'] }],
        'Labels',
      ),
    );
    expect(page!.text).toContain('അമ്മ Nair');
    expect(page!.text).toContain('ശോഭ കൊട്ടാരം');
    expect(page!.text).toContain('कृष्ण प्रसाद, சென்னை');
    expect(page!.text).not.toContain('?');
    const empty = await pdfPages(await labelSheetPdf(LABEL_SHEETS_GEOMETRY['a4-21'], [], 'None'));
    expect(empty).toHaveLength(1);
    expect(empty[0]!.text.trim()).toBe('');
  });

  it('shortens a Malayalam line too long for the label between whole letters, with an ellipsis', async () => {
    const long = 'ശ്രീലക്ഷ്മി നായർ, '.repeat(6);
    const [page] = await pdfPages(
      await labelSheetPdf(
        LABEL_SHEETS_GEOMETRY['letter-30'],
        [{ orderNumber: 'P1', lines: [long] }],
        'Labels',
      ),
    );
    // The order number, drawn in the corner, may read before the line.
    const shown = page!.text.slice(page!.text.indexOf('ശ')).trim();
    expect(shown.endsWith('…')).toBe(true);
    expect(long.startsWith(shown.slice(0, -1).trimEnd())).toBe(true);
    expect(shown.length).toBeLessThan(long.length);
  });

  it('refuses a sheet with letters no font has, naming every such order and letter', async () => {
    const sheet = labelSheetPdf(
      LABEL_SHEETS_GEOMETRY['letter-30'],
      [
        { orderNumber: 'P1', lines: ['王小明', '1 Temple Road'] },
        { orderNumber: 'P2', lines: ['Asha Menon'] },
        { orderNumber: 'P3', lines: ['สมชาย'] },
      ],
      'Labels',
    );
    await expect(sheet).rejects.toBeInstanceOf(UnprintableLabelsError);
    await expect(sheet).rejects.toThrow(
      'No label font has some letters of order P1 (王 小 明), order P3 (ส ม ช า ย)',
    );
  });

  it('starts after the labels already used on a partly used sheet', async () => {
    const pages = await pdfPages(
      await labelSheetPdf(LABEL_SHEETS_GEOMETRY['a4-21'], labels(3), 'Labels', 19),
    );
    expect(pages.map((p) => count(p.text, /P\d{4}/g))).toEqual([2, 1]);
  });
});
