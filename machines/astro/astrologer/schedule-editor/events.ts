/** What the schedule page sends the editor, and what its save answers. */
import type { DoneActorEvent, ErrorActorEvent } from 'xstate';
import type { AvailabilitySettings } from '../../../../domain/astro/availability';
import type { OverrideDraft } from '../../../../domain/astro/schedule-draft';

export type NumberField =
  'bufferBeforeMinutes' | 'bufferAfterMinutes' | 'minimumNoticeMinutes' | 'dailyLimit';

export type ScheduleEditorEvent =
  | { type: 'zone.set'; timeZone: string }
  | { type: 'weekly.add'; weekday: number }
  | { type: 'weekly.change'; index: number; start?: string; end?: string }
  | { type: 'weekly.remove'; index: number }
  | { type: 'override.edit'; change: Partial<OverrideDraft> }
  | { type: 'override.add' }
  | { type: 'override.remove'; index: number }
  | { type: 'dayOff.edit'; date: string }
  | { type: 'dayOff.add' }
  | { type: 'dayOff.remove'; date: string }
  | { type: 'number.set'; field: NumberField; value: number }
  | { type: 'readingType.toggle'; id: number }
  | { type: 'meetingUrl.set'; value: string }
  | { type: 'save' };

/** The save's answers, which the named actions read with `assertEvent`. */
export type SaveSettingsEvent =
  DoneActorEvent<AvailabilitySettings, 'saveSettings'> | ErrorActorEvent<unknown, 'saveSettings'>;
