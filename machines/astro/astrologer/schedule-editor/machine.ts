/**
 * The astrologer's schedule page: a draft of their settings changed by the
 * page's controls (weekly ranges, date changes, days off, buffers, notice,
 * daily limit, reading types, meeting link), checked before saving, then
 * saved whole. The view provides `saveSettings` (PUT …/astrologer/settings).
 *
 *   editing ⇄ saving (saved: the settings the server kept; refused: its errors)
 */
import { assertEvent, assign, setup } from 'xstate';
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
} from '../../../../domain/astro/schedule-draft';
import type { AvailabilitySettings } from '../../../../domain/astro/availability';
import { eventValue, outputOf } from '../../../shared/invoked-actor';
import { SaveRefusal, scheduleEditorActors } from './actors';
import { edited, initialEditorContext, type ScheduleEditorContext } from './context';
import type { SaveSettingsEvent, ScheduleEditorEvent } from './events';

export const scheduleEditorMachine = setup({
  types: {
    context: {} as ScheduleEditorContext,
    events: {} as ScheduleEditorEvent | SaveSettingsEvent,
    input: {} as { settings: AvailabilitySettings },
  },
  actors: scheduleEditorActors,
  guards: {
    hasProblems: ({ context }) => settingsProblems(context.settings).length > 0,
    overrideHasProblems: ({ context }) => overrideDraftProblems(context.newOverride).length > 0,
    dayOffHasProblems: ({ context }) =>
      dayOffProblems(context.newDayOff, context.settings.daysOff).length > 0,
  },
  actions: {
    setZone: assign(({ context, event }) => {
      assertEvent(event, 'zone.set');
      return edited({ ...context.settings, timeZone: event.timeZone });
    }),
    addWeeklyRange: assign(({ context, event }) => {
      assertEvent(event, 'weekly.add');
      const next = withWeeklyRangeAdded(context.settings, event.weekday);
      return next ? edited(next) : {};
    }),
    changeWeeklyRange: assign(({ context, event }) => {
      assertEvent(event, 'weekly.change');
      return edited(
        withWeeklyRangeChanged(context.settings, event.index, {
          ...(event.start !== undefined && { start: event.start }),
          ...(event.end !== undefined && { end: event.end }),
        }),
      );
    }),
    removeWeeklyRange: assign(({ context, event }) => {
      assertEvent(event, 'weekly.remove');
      return edited(withWeeklyRangeRemoved(context.settings, event.index));
    }),
    editOverride: assign({
      newOverride: ({ context, event }) => {
        assertEvent(event, 'override.edit');
        return { ...context.newOverride, ...event.change };
      },
    }),
    showOverrideProblems: assign({
      errors: ({ context }) => overrideDraftProblems(context.newOverride),
    }),
    addOverride: assign(({ context }) => ({
      ...edited(withOverrideAdded(context.settings, context.newOverride)),
      newOverride: { ...EMPTY_OVERRIDE },
      errors: [],
    })),
    removeOverride: assign(({ context, event }) => {
      assertEvent(event, 'override.remove');
      return edited(withOverrideRemoved(context.settings, event.index));
    }),
    editDayOff: assign({ newDayOff: eventValue('dayOff.edit', 'date') }),
    showDayOffProblems: assign({
      errors: ({ context }) => dayOffProblems(context.newDayOff, context.settings.daysOff),
    }),
    addDayOff: assign(({ context }) => ({
      ...edited(withDayOffAdded(context.settings, context.newDayOff)),
      newDayOff: '',
      errors: [],
    })),
    removeDayOff: assign(({ context, event }) => {
      assertEvent(event, 'dayOff.remove');
      return edited(withDayOffRemoved(context.settings, event.date));
    }),
    setNumber: assign(({ context, event }) => {
      assertEvent(event, 'number.set');
      return edited({ ...context.settings, [event.field]: event.value });
    }),
    toggleReadingType: assign(({ context, event }) => {
      assertEvent(event, 'readingType.toggle');
      return edited(withReadingTypeToggled(context.settings, event.id));
    }),
    setMeetingUrl: assign(({ context, event }) => {
      assertEvent(event, 'meetingUrl.set');
      return edited({ ...context.settings, meetingUrl: event.value });
    }),
    showSettingsProblems: assign({
      errors: ({ context }) => settingsProblems(context.settings),
      notice: '',
    }),
    startSaving: assign({ errors: [], notice: '' }),
    keepSaved: assign({
      settings: outputOf('saveSettings'),
      dirty: false,
      notice: 'Saved. Visitors see your new hours now.',
    }),
    showRefusal: assign({
      errors: ({ event }) => {
        assertEvent(event, 'xstate.error.actor.saveSettings');
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
}).createMachine({
  id: 'astrologerScheduleEditor',
  initial: 'editing',
  context: ({ input }) => initialEditorContext(input.settings),
  states: {
    editing: {
      on: {
        'zone.set': { actions: 'setZone' },
        'weekly.add': { actions: 'addWeeklyRange' },
        'weekly.change': { actions: 'changeWeeklyRange' },
        'weekly.remove': { actions: 'removeWeeklyRange' },
        'override.edit': { actions: 'editOverride' },
        'override.add': [
          { guard: 'overrideHasProblems', actions: 'showOverrideProblems' },
          { actions: 'addOverride' },
        ],
        'override.remove': { actions: 'removeOverride' },
        'dayOff.edit': { actions: 'editDayOff' },
        'dayOff.add': [
          { guard: 'dayOffHasProblems', actions: 'showDayOffProblems' },
          { actions: 'addDayOff' },
        ],
        'dayOff.remove': { actions: 'removeDayOff' },
        'number.set': { actions: 'setNumber' },
        'readingType.toggle': { actions: 'toggleReadingType' },
        'meetingUrl.set': { actions: 'setMeetingUrl' },
        save: [
          { guard: 'hasProblems', actions: 'showSettingsProblems' },
          { target: 'saving', actions: 'startSaving' },
        ],
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveSettings',
        src: 'saveSettings',
        input: ({ context }) => context.settings,
        onDone: { target: 'editing', actions: 'keepSaved' },
        onError: { target: 'editing', actions: 'showRefusal' },
      },
    },
  },
});
