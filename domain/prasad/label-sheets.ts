/**
 * The two label sheets the office prints the prasad addresses on, in points
 * (1/72 inch), measured from the page's top-left corner.
 *
 * - US Letter 30-up (Avery 5160 and its equals): 3 × 10 labels of 2⅝″ × 1″,
 *   top margin 0.5″, left margin 0.1875″, 0.125″ between columns.
 * - A4 21-up (e.g. Avery L7160): 3 × 7 labels of 63.5 × 38.1 mm, centred
 *   (15.15 mm top, 7.25 mm sides, 2.5 mm between columns).
 */
import type { LabelSheet } from './requests';

export interface SheetGeometry {
  name: string;
  pageWidth: number;
  pageHeight: number;
  columns: number;
  rows: number;
  labelWidth: number;
  labelHeight: number;
  top: number;
  left: number;
  columnGap: number;
  rowGap: number;
}

const inch = (n: number) => n * 72;
const mm = (n: number) => (n * 72) / 25.4;

export const LABEL_SHEETS_GEOMETRY: Readonly<Record<LabelSheet, SheetGeometry>> = {
  'letter-30': {
    name: 'US Letter, 30 labels (Avery 5160)',
    pageWidth: inch(8.5),
    pageHeight: inch(11),
    columns: 3,
    rows: 10,
    labelWidth: inch(2.625),
    labelHeight: inch(1),
    top: inch(0.5),
    left: inch(0.1875),
    columnGap: inch(0.125),
    rowGap: 0,
  },
  'a4-21': {
    name: 'A4, 21 labels (63.5 × 38.1 mm)',
    pageWidth: mm(210),
    pageHeight: mm(297),
    columns: 3,
    rows: 7,
    labelWidth: mm(63.5),
    labelHeight: mm(38.1),
    top: mm(15.15),
    left: mm(7.25),
    columnGap: mm(2.5),
    rowGap: 0,
  },
};

/** Label `index` of a sheet: its page and its box (top-left corner, from the page's top). */
export function labelBox(sheet: SheetGeometry, index: number) {
  const perPage = sheet.columns * sheet.rows;
  const onPage = index % perPage;
  const row = Math.floor(onPage / sheet.columns);
  const column = onPage % sheet.columns;
  return {
    page: Math.floor(index / perPage),
    x: sheet.left + column * (sheet.labelWidth + sheet.columnGap),
    y: sheet.top + row * (sheet.labelHeight + sheet.rowGap),
  };
}
