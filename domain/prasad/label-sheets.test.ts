import { describe, expect, it } from 'vitest';
import { labelBox, LABEL_SHEETS_GEOMETRY } from './label-sheets';

describe('label sheets', () => {
  it('fill a US Letter page exactly as Avery 5160: 3 × 10, margins 0.5″ and 0.1875″', () => {
    const s = LABEL_SHEETS_GEOMETRY['letter-30'];
    expect([s.pageWidth, s.pageHeight]).toEqual([612, 792]);
    const right = s.left + s.columns * s.labelWidth + (s.columns - 1) * s.columnGap;
    expect(s.pageWidth - right).toBeCloseTo(s.left, 6);
    expect(s.pageHeight - (s.top + s.rows * s.labelHeight)).toBeCloseTo(36, 6);
    expect(labelBox(s, 4)).toEqual({ page: 0, x: 13.5 + 198, y: 36 + 72 });
    expect(labelBox(s, 30)).toEqual({ page: 1, x: 13.5, y: 36 });
  });

  it('centre 3 × 7 labels of 63.5 × 38.1 mm on A4', () => {
    const s = LABEL_SHEETS_GEOMETRY['a4-21'];
    expect(s.pageWidth).toBeCloseTo(595.28, 2);
    expect(s.pageHeight).toBeCloseTo(841.89, 2);
    const bottom = s.top + s.rows * s.labelHeight;
    expect(s.pageHeight - bottom).toBeCloseTo(s.top, 6);
    const right = s.left + 3 * s.labelWidth + 2 * s.columnGap;
    expect(s.pageWidth - right).toBeCloseTo(s.left, 6);
    expect(labelBox(s, 20).page).toBe(0);
    expect(labelBox(s, 21).page).toBe(1);
  });
});
