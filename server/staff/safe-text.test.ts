/** CSV cells that spreadsheets would run as formulas, and terminal escape sequences. */
import { describe, expect, it } from 'vitest';
import { csvCell, plainText, toCsv } from './safe-text';
import { parseCsv } from './test-support/parse-csv';

describe('csvCell', () => {
  it.each(['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx'])('neutralises %j', (value) => {
    const [, row] = parseCsv(toCsv(['v'], [[value]]));
    expect(row![0]!.startsWith("'")).toBe(true);
  });

  it('keeps ordinary text and quotes commas and quotes', () => {
    expect(csvCell('Anna')).toBe('Anna');
    expect(parseCsv(toCsv(['a', 'b'], [['x, "y"', 'z']]))[1]).toEqual(['x, "y"', 'z']);
  });

  it('drops control characters', () => {
    expect(csvCell('a\u001b[31mb\u0007')).toBe('a [31mb ');
  });
});

describe('plainText', () => {
  it('leaves no escape sequence or line break for a terminal', () => {
    expect(plainText('x\u001b]0;pwned\u0007\ny\u009bz')).toBe('x ]0;pwned  y z');
  });
});
