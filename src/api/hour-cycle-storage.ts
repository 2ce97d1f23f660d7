/**
 * The visitor's 12/24-hour choice for astrology reading times, kept in this
 * browser (localStorage) so the next visit and the reschedule page show
 * times the same way.
 */
import type { HourCyclePreference } from '../wizards/shared/services';

const KEY = 'astro-hour-cycle';

export const browserHourCycle: HourCyclePreference = {
  load() {
    try {
      const saved = localStorage.getItem(KEY);
      return saved === '12' ? true : saved === '24' ? false : null;
    } catch {
      return null; // Storage blocked: the locale decides.
    }
  },
  save(hour12) {
    try {
      localStorage.setItem(KEY, hour12 ? '12' : '24');
    } catch {
      // Storage blocked: the choice lasts for this page only.
    }
  },
};
