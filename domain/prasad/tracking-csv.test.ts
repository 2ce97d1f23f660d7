import { describe, expect, it } from 'vitest';
import { checkTrackingCsv, readCsv, TRACKING_CSV_MAX_ROWS } from './tracking-csv';

const HEADER = 'Order number,Carrier,Tracking number';

describe('readCsv (RFC 4180)', () => {
  it('reads quoted cells with commas, doubled quotes and line ends; CRLF and LF', () => {
    const { records, problems } = readCsv('a,"b,1","say ""hi"""\r\n"two\nlines",x,y\n');
    expect(problems).toEqual([]);
    expect(records).toEqual([
      { line: 1, cells: ['a', 'b,1', 'say "hi"'] },
      { line: 2, cells: ['two\nlines', 'x', 'y'] },
    ]);
    // A line break inside a quoted cell starts no new row: the next row is row 3.
    expect(readCsv('a\n"b\r\nc"\nd').records.map((r) => r.line)).toEqual([1, 2, 3]);
    expect(readCsv('a\n"b\r\nc"\nd').records[1]).toEqual({ line: 2, cells: ['b\r\nc'] });
    expect(readCsv('a\rb').records).toEqual([
      { line: 1, cells: ['a'] },
      { line: 2, cells: ['b'] },
    ]);
  });

  it('names the line of a quote never closed, a stray quote and text after a quote', () => {
    expect(readCsv('a,b\n"open,c').problems).toEqual([
      { line: 2, reason: 'A quoted cell is never closed' },
    ]);
    expect(readCsv('a,b"c').problems[0]).toEqual({
      line: 1,
      reason: 'A quote inside a cell that is not quoted',
    });
    expect(readCsv('x\n"a"b,c').problems[0]?.line).toBe(2);
  });
});

describe('checkTrackingCsv', () => {
  it('gives the rows of a good file, numbers normalised, carriers by name', () => {
    const file = `\uFEFF${HEADER}\r\np2099abc,FedEx,1234 5678 9012\r\nP2099ABD,"India Post",ee123456785in\r\n`;
    expect(checkTrackingCsv(file)).toEqual({
      problems: [],
      orderOnly: [],
      rows: [
        { line: 2, orderNumber: 'P2099ABC', carrier: 'FEDEX', trackingNumber: '123456789012' },
        {
          line: 3,
          orderNumber: 'P2099ABD',
          carrier: 'INDIA_POST',
          trackingNumber: 'EE123456785IN',
        },
      ],
    });
  });

  it('names every bad row and its reason, and gives no rows then only the good ones', () => {
    const file = [
      HEADER,
      'P1,FedEx,123456789012',
      'P2,Royal Mail,AB1',
      'P3,UPS,12',
      'P1,DHL,1234567890',
      '=SUM(1;2),DHL,1234567890',
      'P5,DHL,+1234567890',
      '@SUM(A1),DHL,1234567890',
      '\tP6,DHL,1234567890',
      'P7,DHL',
      'P8,DHL,1234567890,extra',
      '',
      'P9,-DHL,1234567890',
    ].join('\n');
    const { problems, orderOnly, rows } = checkTrackingCsv(file);
    expect(problems.map((p) => p.line)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(rows.map((r) => r.line)).toEqual([2]);
    // Bad rows whose order number is well formed: the server looks those orders up as well.
    expect(orderOnly).toEqual([
      { line: 3, orderNumber: 'P2' },
      { line: 4, orderNumber: 'P3' },
      { line: 7, orderNumber: 'P5' },
      { line: 13, orderNumber: 'P9' },
    ]);
    const reason = (line: number) => problems.find((p) => p.line === line)!.reason;
    expect(reason(3)).toMatch(/Unknown carrier "Royal Mail"/);
    expect(reason(4)).toMatch(/Not a UPS tracking number/);
    expect(reason(5)).toBe('Order P1 is already on line 2');
    expect(reason(6)).toMatch(/order number starts with a formula character/);
    expect(reason(7)).toMatch(/tracking number starts with a formula character/);
    expect(reason(8)).toMatch(/formula/);
    expect(reason(9)).toMatch(/formula/);
    expect(reason(10)).toBe('Expected 3 cells, found 2');
    expect(reason(11)).toBe('Expected 3 cells, found 4');
    expect(reason(12)).toBe('Empty row');
    expect(reason(13)).toMatch(/carrier starts with a formula character/);
  });

  it('needs the named header row, and rows after it', () => {
    expect(checkTrackingCsv('P1,FedEx,123456789012\n').problems[0]).toEqual({
      line: 1,
      reason: 'The first row must be the header: order number,carrier,tracking number',
    });
    expect(checkTrackingCsv('').problems).toEqual([
      { line: 1, reason: 'The first row must be the header: order number,carrier,tracking number' },
    ]);
    expect(checkTrackingCsv(`${HEADER}\n`).problems).toEqual([
      { line: 2, reason: 'There are no rows after the header' },
    ]);
  });

  it('refuses more rows than the limit', () => {
    const rows = Array.from(
      { length: TRACKING_CSV_MAX_ROWS + 1 },
      (_, i) => `P${i},DHL,1234567890`,
    );
    const { problems } = checkTrackingCsv([HEADER, ...rows].join('\n'));
    expect(problems).toEqual([
      {
        line: TRACKING_CSV_MAX_ROWS + 2,
        reason: `At most ${TRACKING_CSV_MAX_ROWS} rows in one file`,
      },
    ]);
  });
});
