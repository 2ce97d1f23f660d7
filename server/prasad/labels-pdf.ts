/**
 * The day's prasad addresses as a PDF of label sheets, printed at 100 % (a
 * PDF keeps the sheet's exact geometry; decision 0136). Text is shaped and
 * drawn by server/pdf in Noto Sans (Latin, Greek, Cyrillic, Malayalam, Tamil,
 * Devanagari; decision 0181); an address with a character none of them has is
 * refused with the order it belongs to, never printed as "?".
 */
import { PDFDocument, rgb, type PDFPage } from 'pdf-lib';
import { PdfText, UnprintableTextError, type ShapedLine } from '../pdf';
import { labelBox, type SheetGeometry } from '../../domain/prasad/label-sheets';

export interface LabelAddress {
  orderNumber: string;
  lines: string[];
}

/** Addresses with letters no PDF font has: every such order, with its letters. */
export class UnprintableLabelsError extends Error {
  constructor(readonly problems: { orderNumber: string; characters: string[] }[]) {
    super(
      `No label font has some letters of ${problems
        .map((p) => `order ${p.orderNumber} (${p.characters.join(' ')})`)
        .join(', ')}`,
    );
    this.name = 'UnprintableLabelsError';
  }
}

const PAD_X = 7;
const PAD_Y = 5;
const SIZE = 9;
const SMALLEST = 6;

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** The line at `size`, shortened with an ellipsis (between whole characters) if it must be. */
function fitted(fonts: PdfText, line: ShapedLine, size: number, width: number): ShapedLine {
  if (fonts.width(line, size) <= width) return line;
  const pieces = [...graphemes.segment(line.text)].map((s) => s.segment);
  let shortened = line;
  while (pieces.length > 1) {
    pieces.pop();
    shortened = fonts.shape(`${pieces.join('').trimEnd()}…`);
    if (fonts.width(shortened, size) <= width) break;
  }
  return shortened;
}

/** Each label's lines shaped; refuses the sheet if any address has a letter no font has. */
function shapedLabels(fonts: PdfText, labels: readonly LabelAddress[]): ShapedLine[][] {
  const problems: { orderNumber: string; characters: string[] }[] = [];
  const shaped = labels.map((label) =>
    label.lines.flatMap((line) => {
      try {
        return [fonts.shape(line)];
      } catch (error) {
        if (!(error instanceof UnprintableTextError)) throw error;
        problems.push({ orderNumber: label.orderNumber, characters: error.characters });
        return [];
      }
    }),
  );
  if (problems.length > 0) throw new UnprintableLabelsError(problems);
  return shaped;
}

function drawLabel(
  page: PDFPage,
  sheet: SheetGeometry,
  index: number,
  label: LabelAddress,
  lines: ShapedLine[],
  fonts: PdfText,
) {
  const box = labelBox(sheet, index);
  const top = sheet.pageHeight - box.y;
  const width = sheet.labelWidth - 2 * PAD_X;
  const number = fonts.shape(label.orderNumber);
  const numberWidth = fonts.width(number, SMALLEST);
  fonts.draw(page, number, {
    x: box.x + sheet.labelWidth - PAD_X - numberWidth,
    y: top - PAD_Y - SMALLEST,
    size: SMALLEST,
    color: rgb(0.35, 0.35, 0.35),
  });
  const room = sheet.labelHeight - 2 * PAD_Y;
  const size = Math.max(SMALLEST, Math.min(SIZE, room / (lines.length * 1.2)));
  const shown = lines.slice(0, Math.floor(room / (size * 1.2)));
  shown.forEach((line, i) => {
    // The first line (the name) leaves room for the order number at the right.
    const lineWidth = i === 0 ? width - numberWidth - 4 : width;
    const natural = fonts.width(line, size);
    const lineSize = Math.max(SMALLEST, Math.min(size, (size * lineWidth) / natural));
    fonts.draw(page, fitted(fonts, line, lineSize, lineWidth), {
      x: box.x + PAD_X,
      y: top - PAD_Y - size * 1.2 * (i + 1) + size * 0.25,
      size: lineSize,
      color: rgb(0, 0, 0),
    });
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
  const fonts = await PdfText.create(doc);
  const shaped = shapedLabels(fonts, labels);
  const perPage = sheet.columns * sheet.rows;
  const pages = Math.max(1, Math.ceil((skip + labels.length) / perPage));
  const made = Array.from({ length: pages }, () =>
    doc.addPage([sheet.pageWidth, sheet.pageHeight]),
  );
  labels.forEach((label, i) => {
    const index = skip + i;
    drawLabel(made[labelBox(sheet, index).page]!, sheet, index, label, shaped[i]!, fonts);
  });
  return fonts.save();
}
