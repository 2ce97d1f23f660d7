/**
 * Whether reading times show as 12- or 24-hour: the visitor's saved choice
 * (through the wizard services' hourCycle, kept by the browser), else their
 * locale's habit.
 */
import type { HourCyclePreference } from '../shared/services';

/** Whether the browser's locale writes times with AM/PM. */
function localeUsesHour12(): boolean {
  const cycle = new Intl.DateTimeFormat(undefined, { hour: 'numeric' }).resolvedOptions().hourCycle;
  return cycle === 'h12' || cycle === 'h11';
}

export function preferredHour12(preference: HourCyclePreference | undefined): boolean {
  return preference?.load() ?? localeUsesHour12();
}
