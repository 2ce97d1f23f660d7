/** A PDF read back for tests: each page's size in points and its text (pdfjs-dist). */
import { openPdf } from '../../../tests/test-support/pdfjs';

export async function pdfPages(
  bytes: Uint8Array,
): Promise<{ width: number; height: number; text: string }[]> {
  const doc = await openPdf(bytes);
  const pages = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const [, , width, height] = page.view as [number, number, number, number];
    const content = await page.getTextContent();
    const text = content.items
      .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''))
      .join('');
    pages.push({ width, height, text });
  }
  await doc.destroy();
  return pages;
}
