import { describe, expect, it } from 'vitest';
import { isoBirthDate, isoBirthTime } from './birth-details';

describe('birth details for the finder', () => {
  it('reads the forms’ dates as YYYY-MM-DD', () => {
    expect(isoBirthDate('3/27/1985')).toBe('1985-03-27');
    expect(isoBirthDate('1985-03-27')).toBe('1985-03-27');
    expect(isoBirthDate('2/30/1985')).toBe('');
    expect(isoBirthDate('')).toBe('');
  });

  it('reads a 12-hour time as HH:MM', () => {
    expect(isoBirthTime('2', '10', 'AM')).toBe('02:10');
    expect(isoBirthTime('12', '5', 'AM')).toBe('00:05');
    expect(isoBirthTime('12', '', 'PM')).toBe('12:00');
    expect(isoBirthTime('7', '45', 'PM')).toBe('19:45');
    expect(isoBirthTime('', '45', 'PM')).toBe('');
    expect(isoBirthTime('13', '00', 'PM')).toBe('');
  });
});
