/** Shaped text in a PDF reads back as written (ToUnicode), in every script the fonts cover. */
import { describe, expect, it } from 'vitest';
import { PDFDocument, rgb } from 'pdf-lib';
import { openPdf } from '../../tests/test-support/pdfjs';
import { PdfText } from './text';

const LINES = [
  'ശ്രീലക്ഷ്മി നായർ',
  'ശോഭ കൊട്ടാരം, 12 Temple Road',
  'ஸ்ரீநிவாசன், கொடுங்கையூர்',
  'श्रीनिवास, कृष्ण प्रसाद',
  'a प्रसाद',
  'Łukasz Ñandú, Αθήνα, Москва',
];

async function readBack(bytes: Uint8Array): Promise<string[]> {
  const doc = await openPdf(bytes);
  const page = await doc.getPage(1);
  const content = await page.getTextContent();
  const lines: string[] = [''];
  for (const item of content.items) {
    if (!('str' in item)) continue;
    lines[lines.length - 1] += item.str;
    if (item.hasEOL) lines.push('');
  }
  await doc.destroy();
  return lines.filter(Boolean);
}

describe('shaped text in a PDF', () => {
  it('reads back line by line as it was written, regular and bold', async () => {
    const doc = await PDFDocument.create();
    const text = await PdfText.create(doc);
    const page = doc.addPage([612, 792]);
    LINES.forEach((line, i) => {
      const weight = i % 2 === 0 ? 'regular' : 'bold';
      text.draw(page, text.shape(line, weight), {
        x: 40,
        y: 740 - i * 30,
        size: 12,
        color: rgb(0, 0, 0),
      });
    });
    expect(await readBack(await text.save())).toEqual(LINES);
  });

  it('measures what it draws: the width is the sum of the shaped advances', async () => {
    const text = await PdfText.create(await PDFDocument.create());
    const line = text.shape('श्रीनिवास');
    const units = line.runs.flatMap((r) => r.glyphs).reduce((sum, g) => sum + g.xAdvance, 0);
    expect(text.width(line, 10)).toBeCloseTo((units * 10) / 1000, 6);
    // Shaped, श्री is narrower than its four letters side by side.
    const face = line.runs[0]!.face;
    const unshaped = [...'श्रीनिवास'].reduce(
      (sum, c) => sum + face.hb.glyphHAdvance(face.hb.nominalGlyph(c.codePointAt(0)!)!),
      0,
    );
    expect(units).toBeLessThan(unshaped);
  });
});
