/** The browser keeps the 12/24-hour choice in localStorage; nothing saved means "not chosen". */
import { afterEach, describe, expect, it } from 'vitest';
import { browserHourCycle } from './hour-cycle-storage';

describe('the hour-cycle storage', () => {
  afterEach(() => localStorage.clear());

  it('answers null until a choice is saved, then the last choice', () => {
    expect(browserHourCycle.load()).toBeNull();
    browserHourCycle.save(false);
    expect(browserHourCycle.load()).toBe(false);
    browserHourCycle.save(true);
    expect(browserHourCycle.load()).toBe(true);
  });

  it('ignores a value it did not write', () => {
    localStorage.setItem('astro-hour-cycle', 'sometimes');
    expect(browserHourCycle.load()).toBeNull();
  });
});
