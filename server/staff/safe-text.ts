/**
 * Customer text on its way out to a terminal or a spreadsheet. Control
 * characters (terminal escape sequences included) become spaces; a CSV cell
 * that a spreadsheet would run as a formula (starting with = + - @, tab or CR)
 * gets a leading apostrophe, which spreadsheets show as plain text.
 */

// C0 controls but tab/LF/CR are kept by csvCell's quoting; everything else (ESC, DEL, C1) goes.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u2028\u2029]/g;
// eslint-disable-next-line no-control-regex -- as above, line breaks and tabs included
const CONTROL_AND_BREAKS = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/g;

/** One line of plain text for a terminal: no control characters, no line breaks. */
export function plainText(value: string): string {
  return value.replace(CONTROL_AND_BREAKS, ' ');
}

const FORMULA_START = /^[=+\-@\t\r]/;

/** The text of a CSV cell, neutralised and quoted as needed. */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  text = text.replace(CONTROL, ' ');
  return /[",\n\r\t]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A CSV document (CRLF line ends) from a header row and data rows. */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number | null)[])[],
): string {
  const lines = [header, ...rows].map((cells) => cells.map(csvCell).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
