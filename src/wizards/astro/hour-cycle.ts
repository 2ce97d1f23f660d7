/**
 * The visitor's 12- or 24-hour preference for reading times, remembered in
 * this browser (localStorage) so the next visit and the reschedule page show
 * times the same way. Until they choose, their locale's habit decides.
 */
const KEY = 'astro-hour-cycle';

/** Whether the browser's locale writes times with AM/PM. */
function localeUsesHour12(): boolean {
  const cycle = new Intl.DateTimeFormat(undefined, { hour: 'numeric' }).resolvedOptions().hourCycle;
  return cycle === 'h12' || cycle === 'h11';
}

export function preferredHour12(): boolean {
  try {
    const saved = localStorage.getItem(KEY);
    if (saved === '12') return true;
    if (saved === '24') return false;
  } catch {
    // Storage blocked: fall back to the locale.
  }
  return localeUsesHour12();
}

export function rememberHour12(hour12: boolean): void {
  try {
    localStorage.setItem(KEY, hour12 ? '12' : '24');
  } catch {
    // Storage blocked: the choice lasts for this page only.
  }
}
