/** A reminder's day taken by the first person's puja: that day, or the nearest one it is offered on. */
import { describe, expect, it } from 'vitest';
import { nearestOpenDate } from './wanted-date';

describe('the nearest open date', () => {
  const open = ['12/20/2099', '12/30/2099', '01/09/2100'];

  it('is the wanted day itself when the puja is offered on it', () => {
    expect(nearestOpenDate(open, '2099-12-30')).toBe('12/30/2099');
  });

  it('is the closest day on either side, the earlier when two are as near', () => {
    expect(nearestOpenDate(open, '2099-12-31')).toBe('12/30/2099');
    expect(nearestOpenDate(open, '2100-01-08')).toBe('01/09/2100');
    expect(nearestOpenDate(open, '2099-12-25')).toBe('12/20/2099');
  });

  it('is none when the puja has no open day', () => {
    expect(nearestOpenDate([], '2099-12-30')).toBeNull();
  });
});
