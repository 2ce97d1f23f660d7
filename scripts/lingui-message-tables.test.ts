import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ORDER_TEXT, PAYLOAD_TEXT } from '../domain/order-text';
import { tableMessages } from './lingui-message-tables';

const source = `
import { messageTable } from './message-text';
export const T = messageTable('area.part', {
  short: 'Choose a puja',
  /** A comment is no row. */
  "quoted": "The temple's hours",
  kept: /*i18n*/ { id: 'area.other', message: 'Left to Lingui' },
  borrowed: OTHER.text,
});
`;

describe('the message tables reach the catalogs', () => {
  it('reads each text row as prefix.key with its English, at the line of its key', () => {
    expect(tableMessages('probe.ts', source)).toEqual([
      { id: 'area.part.short', message: 'Choose a puja', origin: ['probe.ts', 4] },
      { id: 'area.part.quoted', message: "The temple's hours", origin: ['probe.ts', 6] },
    ]);
  });

  it('refuses a table it could not read', () => {
    expect(() => tableMessages('probe.ts', 'messageTable(PREFIX, { a: "A" });')).toThrow(
      /probe\.ts:1: messageTable takes a literal prefix and rows/,
    );
    expect(() => tableMessages('probe.ts', "messageTable('p', { [key]: 'A' });")).toThrow(
      /probe\.ts:1: a computed key/,
    );
    expect(() =>
      tableMessages('probe.ts', "import { messageTable as table } from './message-text';"),
    ).toThrow(/import messageTable under its own name/);
    expect(() => tableMessages('probe.ts', "messageTable('p', { ...rows });")).toThrow(
      /a messageTable row is `key: text`/,
    );
  });

  it('extracts the ids and English the running code uses', () => {
    const path = 'domain/order-text.ts';
    const extracted = new Map(
      tableMessages(path, readFileSync(path, 'utf8')).map((m) => [m.id, m.message]),
    );
    for (const text of [...Object.values(ORDER_TEXT), PAYLOAD_TEXT.choosePuja]) {
      expect(extracted.get(text.id), text.id).toBe(text.message);
    }
  });
});
