/**
 * The office's tracking file: a strict RFC 4180 reader and the checks that need
 * no database (header, cell count, spreadsheet formulas, carrier, number,
 * repeated orders). Every bad row is reported with its line; the server adds
 * the checks against the orders and imports nothing unless all rows pass.
 */
import {
  findCarrier,
  normaliseTrackingNumber,
  trackingNumberProblem,
  type CarrierCode,
} from './carriers';

export const TRACKING_CSV_HEADER = ['order number', 'carrier', 'tracking number'] as const;
/** Rows after the header; a day's post is far fewer. */
export const TRACKING_CSV_MAX_ROWS = 2000;
/** Characters of the file (the console refuses a larger file before sending it). */
export const TRACKING_CSV_MAX_CHARS = 200_000;

export interface CsvProblem {
  /** The file's line where the row starts (the header is line 1). */
  line: number;
  reason: string;
}

export interface CsvRecord {
  line: number;
  cells: string[];
}

export interface TrackingRow {
  line: number;
  orderNumber: string;
  carrier: CarrierCode;
  trackingNumber: string;
}

/**
 * RFC 4180 records (CRLF, LF or CR line ends; "" inside quotes); a trailing
 * line end is no row. A record's `line` is its row as a spreadsheet numbers
 * it (the header is 1): a line break inside a quoted cell starts no new row.
 */
export function readCsv(text: string): { records: CsvRecord[]; problems: CsvProblem[] } {
  const records: CsvRecord[] = [];
  const problems: CsvProblem[] = [];
  const line = () => records.length + 1;
  let cells: string[] = [];
  let cell = '';
  let i = 0;
  const endRecord = () => {
    cells.push(cell);
    records.push({ line: line(), cells });
    cells = [];
    cell = '';
  };
  while (i < text.length) {
    const char = text[i]!;
    if (char === '"' && cell === '') {
      // A quoted cell: runs to the next lone quote, line ends included.
      const end = closingQuote(text, i + 1);
      if (end < 0) {
        problems.push({ line: line(), reason: 'A quoted cell is never closed' });
        return { records, problems };
      }
      cell = text.slice(i + 1, end).replaceAll('""', '"');
      i = end + 1;
      if (i < text.length && !',\r\n'.includes(text[i]!)) {
        problems.push({
          line: line(),
          reason: 'Text after a quoted cell (double a quote inside one)',
        });
        while (i < text.length && !',\r\n'.includes(text[i]!)) i += 1;
      }
      continue;
    }
    if (char === ',') {
      cells.push(cell);
      cell = '';
    } else if (char === '\r' || char === '\n') {
      endRecord();
      if (char === '\r' && text[i + 1] === '\n') i += 1;
    } else {
      if (char === '"')
        problems.push({ line: line(), reason: 'A quote inside a cell that is not quoted' });
      cell += char;
    }
    i += 1;
  }
  if (cell !== '' || cells.length > 0) endRecord();
  return { records, problems };
}

/** The index of the quote closing a quoted cell that starts at `from`, or -1. */
function closingQuote(text: string, from: number): number {
  let i = from;
  while (i < text.length) {
    if (text[i] === '"') {
      if (text[i + 1] !== '"') return i;
      i += 2;
    } else i += 1;
  }
  return -1;
}

const FORMULA_START = /^[=+\-@\t\r]/;
const COLUMN_NAMES = ['order number', 'carrier', 'tracking number'];
const shown = (value: string) => (value.length > 40 ? `${value.slice(0, 40)}…` : value);

/** The reasons one data row is bad (empty when it is good). */
function rowProblems(cells: string[]): string[] {
  if (cells.every((c) => c.trim() === '')) return ['Empty row'];
  if (cells.length !== 3) return [`Expected 3 cells, found ${cells.length}`];
  const reasons: string[] = [];
  cells.forEach((cell, i) => {
    if (FORMULA_START.test(cell)) {
      reasons.push(`The ${COLUMN_NAMES[i]} starts with a formula character (= + - @, tab or CR)`);
    }
  });
  if (reasons.length > 0) return reasons;
  const [order, carrierText, number] = cells.map((c) => c.trim()) as [string, string, string];
  if (!/^[A-Za-z0-9]{1,20}$/.test(order)) reasons.push(`Not an order number: "${shown(order)}"`);
  const carrier = findCarrier(carrierText);
  if (!carrier) {
    reasons.push(`Unknown carrier "${shown(carrierText)}" (USPS, UPS, FedEx, DHL or India Post)`);
  } else {
    const problem = trackingNumberProblem(carrier, number);
    if (problem) reasons.push(problem);
  }
  return reasons;
}

/** The order number of a row whose order cell is well formed (3 cells, no formula), or null. */
function orderCell(cells: string[]): string | null {
  if (cells.length !== 3 || FORMULA_START.test(cells[0]!)) return null;
  const order = cells[0]!.trim();
  return /^[A-Za-z0-9]{1,20}$/.test(order) ? order.toUpperCase() : null;
}

export interface TrackingCsvCheck {
  /** The good rows (to import only when `problems` is empty). */
  rows: TrackingRow[];
  problems: CsvProblem[];
  /** Bad rows whose order number is well formed: the server looks the order up too. */
  orderOnly: { line: number; orderNumber: string }[];
}

/** The file's rows, or every problem of every bad row (then no rows are to be imported). */
export function checkTrackingCsv(raw: string): TrackingCsvCheck {
  const text = raw.startsWith('\uFEFF') ? raw.slice(1) : raw;
  const { records, problems } = readCsv(text);
  const [header, ...data] = records;
  const expected = TRACKING_CSV_HEADER.join(',');
  if (!header || header.cells.map((c) => c.trim().toLowerCase()).join(',') !== expected) {
    problems.unshift({ line: 1, reason: `The first row must be the header: ${expected}` });
  }
  if (header && data.length === 0 && problems.length === 0) {
    problems.push({ line: 2, reason: 'There are no rows after the header' });
  }
  if (data.length > TRACKING_CSV_MAX_ROWS) {
    problems.push({
      line: data[TRACKING_CSV_MAX_ROWS]!.line,
      reason: `At most ${TRACKING_CSV_MAX_ROWS} rows in one file`,
    });
  }
  const rows: TrackingRow[] = [];
  const orderOnly: TrackingCsvCheck['orderOnly'] = [];
  const firstLineOf = new Map<string, number>();
  for (const record of data.slice(0, TRACKING_CSV_MAX_ROWS)) {
    const reasons = rowProblems(record.cells);
    const orderNumber = orderCell(record.cells);
    if (orderNumber) {
      const earlier = firstLineOf.get(orderNumber);
      if (earlier !== undefined) reasons.push(`Order ${orderNumber} is already on line ${earlier}`);
      else firstLineOf.set(orderNumber, record.line);
      if (reasons.length === 0) {
        rows.push({
          line: record.line,
          orderNumber,
          carrier: findCarrier(record.cells[1]!)!.code,
          trackingNumber: normaliseTrackingNumber(record.cells[2]!),
        });
      } else if (earlier === undefined) {
        orderOnly.push({ line: record.line, orderNumber });
      }
    }
    for (const reason of reasons) problems.push({ line: record.line, reason });
  }
  problems.sort((a, b) => a.line - b.line);
  return { rows, problems, orderOnly };
}
