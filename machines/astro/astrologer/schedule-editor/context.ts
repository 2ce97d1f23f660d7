/** What the schedule editor keeps: the settings as edited, the new entries typed, the checks. */
import type { FieldError } from '../../../../domain/api-error';
import type { AvailabilitySettings } from '../../../../domain/astro/availability';
import { EMPTY_OVERRIDE, type OverrideDraft } from '../../../../domain/astro/schedule-draft';

export interface ScheduleEditorContext {
  settings: AvailabilitySettings;
  newOverride: OverrideDraft;
  newDayOff: string;
  errors: FieldError[];
  /** A short line about the last save ('' when none). */
  notice: string;
  /** True once something changed since the last load or save. */
  dirty: boolean;
}

export function initialEditorContext(settings: AvailabilitySettings): ScheduleEditorContext {
  return {
    settings,
    newOverride: EMPTY_OVERRIDE,
    newDayOff: '',
    errors: [],
    notice: '',
    dirty: false,
  };
}

/** The settings after one change: unsaved, and no saved notice beside them. */
export function edited(settings: AvailabilitySettings) {
  return { settings, dirty: true, notice: '' };
}
