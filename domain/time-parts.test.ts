import { describe, expect, it } from 'vitest';
import { isValidHour, isValidMinute, padTimePart } from './time-parts';

describe('padTimePart', () => {
  it('zero-pads hours and minutes to two digits', () => {
    expect(padTimePart('7')).toBe('07');
    expect(padTimePart('0')).toBe('00');
    expect(padTimePart(5)).toBe('05');
    expect(padTimePart('11')).toBe('11');
  });
  it('turns an empty value into -1', () => {
    expect(padTimePart('')).toBe('-1');
    expect(padTimePart('  ')).toBe('-1');
    expect(padTimePart(undefined)).toBe('-1');
    expect(padTimePart(null)).toBe('-1');
  });
  it('keeps -1 as it is', () => {
    expect(padTimePart('-1')).toBe('-1');
  });
});

describe('hour and minute checks', () => {
  it('allows empty or 1 to 12 hours and 0 to 59 minutes', () => {
    expect(['', '1', '09', '12'].every(isValidHour)).toBe(true);
    expect(['0', '13', 'x'].some(isValidHour)).toBe(false);
    expect(['', '0', '59'].every(isValidMinute)).toBe(true);
    expect(['60', '-5'].some(isValidMinute)).toBe(false);
  });
});
