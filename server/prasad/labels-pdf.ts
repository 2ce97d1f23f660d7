/**
 * The day's prasad addresses as a PDF of label sheets, printed at 100 % (a
 * PDF keeps the sheet's exact geometry; decision 0136). Text in Noto Sans
 * (Latin, Greek, Cyrillic subsets from @fontsource/noto-sans, embedded as
 * subsets); a character none of them has prints as "?", and the packing list
 * flags that label for writing by hand.
 */
import { PDFDocument, rgb, type PDFPage } from 'pdf-lib';
import { embedFaces, runsWidth, textRuns, type Face, type Run } from '../pdf';
import { labelBox, type SheetGeometry } from '../../domain/prasad/label-sheets';

export interface LabelAddress {
  orderNumber: string;
  lines: string[];
}

const PAD_X = 7;
const PAD_Y = 5;
const SIZE = 9;
const SMALLEST = 6;

/** Runs that fit `width` at `size`, shortened with an ellipsis if they must be. */
function fitted(runs: Run[], size: number, width: number): Run[] {
  if (runsWidth(runs, size) <= width) return runs;
  const chars = runs.flatMap((run) => [...run.text].map((text) => ({ font: run.font, text })));
  while (chars.length > 1 && runsWidth([...chars, { ...chars[0]!, text: '…' }], size) > width) {
    chars.pop();
  }
  return [...chars, { font: chars[0]!.font, text: '…' }];
}

function drawLabel(
  page: PDFPage,
  sheet: SheetGeometry,
  index: number,
  label: LabelAddress,
  faces: readonly Face[],
) {
  const box = labelBox(sheet, index);
  const top = sheet.pageHeight - box.y;
  const width = sheet.labelWidth - 2 * PAD_X;
  const small = faces[0]!.font;
  const numberWidth = small.widthOfTextAtSize(label.orderNumber, SMALLEST);
  page.drawText(label.orderNumber, {
    x: box.x + sheet.labelWidth - PAD_X - numberWidth,
    y: top - PAD_Y - SMALLEST,
    size: SMALLEST,
    font: small,
    color: rgb(0.35, 0.35, 0.35),
  });
  // A character no face has prints as "?" (the packing list flags the label).
  const lines = label.lines.map((line) => textRuns(line, faces, '?'));
  const room = sheet.labelHeight - 2 * PAD_Y;
  const size = Math.max(SMALLEST, Math.min(SIZE, room / (lines.length * 1.2)));
  const shown = lines.slice(0, Math.floor(room / (size * 1.2)));
  shown.forEach((runs, i) => {
    // The first line (the name) leaves room for the order number at the right.
    const lineWidth = i === 0 ? width - numberWidth - 4 : width;
    const lineSize = Math.max(SMALLEST, Math.min(size, (size * lineWidth) / runsWidth(runs, size)));
    let x = box.x + PAD_X;
    const y = top - PAD_Y - size * 1.2 * (i + 1) + size * 0.25;
    for (const run of fitted(runs, lineSize, lineWidth)) {
      page.drawText(run.text, { x, y, size: lineSize, font: run.font });
      x += run.font.widthOfTextAtSize(run.text, lineSize);
    }
  });
}

export async function labelSheetPdf(
  sheet: SheetGeometry,
  labels: readonly LabelAddress[],
  title: string,
  /** Labels already used on the first sheet: the first address goes on the next one. */
  skip = 0,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setCreator('Temple console');
  const faces = await embedFaces(doc, 'regular', ['latin', 'latin-ext', 'greek', 'cyrillic']);
  const perPage = sheet.columns * sheet.rows;
  const pages = Math.max(1, Math.ceil((skip + labels.length) / perPage));
  const made = Array.from({ length: pages }, () =>
    doc.addPage([sheet.pageWidth, sheet.pageHeight]),
  );
  labels.forEach((label, i) => {
    const index = skip + i;
    drawLabel(made[labelBox(sheet, index).page]!, sheet, index, label, faces);
  });
  return doc.save();
}
