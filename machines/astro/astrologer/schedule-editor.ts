/**
 * The astrologer's schedule page: a draft of their settings changed by the
 * page's controls (weekly ranges, date changes, days off, buffers, notice,
 * daily limit, reading types, meeting link), checked before saving, then
 * saved whole. The view provides `saveSettings` (PUT …/astrologer/settings).
 */
import { assign, fromPromise, setup } from 'xstate';
import type { FieldError } from '../../../src/domain/api-error';
import type { AvailabilitySettings } from '../../../src/domain/astro/availability';
import {
  EMPTY_OVERRIDE,
  dayOffProblems,
  overrideDraftProblems,
  settingsProblems,
  withDayOffAdded,
  withDayOffRemoved,
  withOverrideAdded,
  withOverrideRemoved,
  withReadingTypeToggled,
  withWeeklyRangeAdded,
  withWeeklyRangeChanged,
  withWeeklyRangeRemoved,
  type OverrideDraft,
} from '../../../src/domain/astro/schedule-draft';

/** What a refused save rejects with: the server's message and the fields it names. */
export class SaveRefusal extends Error {
  constructor(
    message: string,
    readonly fields: FieldError[] = [],
  ) {
    super(message);
  }
}

type NumberField =
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

const edited = (settings: AvailabilitySettings) => ({ settings, dirty: true, notice: '' });

export const scheduleEditorMachine = setup({
  types: {
    context: {} as ScheduleEditorContext,
    events: {} as ScheduleEditorEvent,
    input: {} as { settings: AvailabilitySettings },
  },
  actors: {
    saveSettings: fromPromise<AvailabilitySettings, AvailabilitySettings>(async () => {
      throw new Error('saveSettings actor not provided');
    }),
  },
  guards: {
    hasProblems: ({ context }) => settingsProblems(context.settings).length > 0,
  },
}).createMachine({
  id: 'astrologerScheduleEditor',
  initial: 'editing',
  context: ({ input }) => ({
    settings: input.settings,
    newOverride: EMPTY_OVERRIDE,
    newDayOff: '',
    errors: [],
    notice: '',
    dirty: false,
  }),
  states: {
    editing: {
      on: {
        'zone.set': {
          actions: assign(({ context, event }) =>
            edited({ ...context.settings, timeZone: event.timeZone }),
          ),
        },
        'weekly.add': {
          actions: assign(({ context, event }) => {
            const next = withWeeklyRangeAdded(context.settings, event.weekday);
            return next ? edited(next) : {};
          }),
        },
        'weekly.change': {
          actions: assign(({ context, event }) =>
            edited(
              withWeeklyRangeChanged(context.settings, event.index, {
                ...(event.start !== undefined && { start: event.start }),
                ...(event.end !== undefined && { end: event.end }),
              }),
            ),
          ),
        },
        'weekly.remove': {
          actions: assign(({ context, event }) =>
            edited(withWeeklyRangeRemoved(context.settings, event.index)),
          ),
        },
        'override.edit': {
          actions: assign({
            newOverride: ({ context, event }) => ({ ...context.newOverride, ...event.change }),
          }),
        },
        'override.add': [
          {
            guard: ({ context }) => overrideDraftProblems(context.newOverride).length > 0,
            actions: assign({
              errors: ({ context }) => overrideDraftProblems(context.newOverride),
            }),
          },
          {
            actions: assign(({ context }) => ({
              ...edited(withOverrideAdded(context.settings, context.newOverride)),
              newOverride: { ...EMPTY_OVERRIDE },
              errors: [],
            })),
          },
        ],
        'override.remove': {
          actions: assign(({ context, event }) =>
            edited(withOverrideRemoved(context.settings, event.index)),
          ),
        },
        'dayOff.edit': { actions: assign({ newDayOff: ({ event }) => event.date }) },
        'dayOff.add': [
          {
            guard: ({ context }) =>
              dayOffProblems(context.newDayOff, context.settings.daysOff).length > 0,
            actions: assign({
              errors: ({ context }) => dayOffProblems(context.newDayOff, context.settings.daysOff),
            }),
          },
          {
            actions: assign(({ context }) => ({
              ...edited(withDayOffAdded(context.settings, context.newDayOff)),
              newDayOff: '',
              errors: [],
            })),
          },
        ],
        'dayOff.remove': {
          actions: assign(({ context, event }) =>
            edited(withDayOffRemoved(context.settings, event.date)),
          ),
        },
        'number.set': {
          actions: assign(({ context, event }) =>
            edited({ ...context.settings, [event.field]: event.value }),
          ),
        },
        'readingType.toggle': {
          actions: assign(({ context, event }) =>
            edited(withReadingTypeToggled(context.settings, event.id)),
          ),
        },
        'meetingUrl.set': {
          actions: assign(({ context, event }) =>
            edited({ ...context.settings, meetingUrl: event.value }),
          ),
        },
        save: [
          {
            guard: 'hasProblems',
            actions: assign({
              errors: ({ context }) => settingsProblems(context.settings),
              notice: '',
            }),
          },
          { target: 'saving', actions: assign({ errors: [], notice: '' }) },
        ],
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        src: 'saveSettings',
        input: ({ context }) => context.settings,
        onDone: {
          target: 'editing',
          actions: assign({
            settings: ({ event }) => event.output,
            dirty: false,
            notice: 'Saved. Visitors see your new hours now.',
          }),
        },
        onError: {
          target: 'editing',
          actions: assign({
            errors: ({ event }) => {
              if (event.error instanceof SaveRefusal && event.error.fields.length > 0) {
                return event.error.fields;
              }
              const message =
                event.error instanceof Error
                  ? event.error.message
                  : 'Saving failed. Check your connection and try again.';
              return [{ path: 'settings', message }];
            },
          }),
        },
      },
    },
  },
});
