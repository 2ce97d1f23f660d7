/**
 * The astrologer console's machine models (schedule editor, marking an
 * outcome, the calendar feed's secret), shared by the bare-machine suite and
 * the view-level suites of the console's pages. Every event is one the page
 * can send (one field changed at a time), and every failure is what the view's
 * actor throws: the console's API client never rejects (a failed fetch is an
 * OFFLINE answer), so the actors throw an Error with the server's message.
 */
import type { AnyMachineSnapshot } from 'xstate';
import type { AvailabilitySettings } from '../../../../domain/astro/availability';
import {
  dayOffProblems,
  overrideDraftProblems,
  settingsProblems,
} from '../../../../domain/astro/schedule-draft';
import {
  callOutcomes,
  keyWithProblem,
  snapshotKey,
  UNREACHABLE,
} from '../../../test-support/model-parts';
import type { ModelSpec } from '../../../test-support/model-harness';
import {
  feedSecretMachine,
  markOutcomeMachine,
  SaveRefusal,
  scheduleEditorMachine,
  type ScheduleEditorContext,
} from '..';
import type { FeedSecretContext } from '../feed-secret/machine';
import type { MarkOutcomeContext } from '../mark-outcome/machine';
import { SETTINGS } from './fixtures';

export const scheduleEditorSpec: ModelSpec = {
  machine: scheduleEditorMachine,
  entries: [{ label: 'saved settings', input: { settings: SETTINGS } }],
  events: () => [
    { type: 'zone.set', timeZone: 'Europe/London' },
    { type: 'zone.set', timeZone: 'Nowhere/Atlantis' },
    { type: 'weekly.add', weekday: 3 },
    { type: 'weekly.change', index: 0, start: '13:00' },
    { type: 'weekly.change', index: 0, start: '09:00' },
    { type: 'weekly.remove', index: 0 },
    { type: 'override.edit', change: { date: '2026-12-24' } },
    { type: 'override.edit', change: { date: '' } },
    { type: 'override.add' },
    { type: 'override.remove', index: 0 },
    { type: 'dayOff.edit', date: '2026-12-25' },
    { type: 'dayOff.edit', date: '' },
    { type: 'dayOff.add' },
    { type: 'dayOff.remove', date: '2026-12-25' },
    { type: 'number.set', field: 'dailyLimit', value: 3 },
    { type: 'readingType.toggle', id: 2 },
    { type: 'meetingUrl.set', value: 'javascript:alert(1)' },
    { type: 'meetingUrl.set', value: 'https://meet.example.org/room' },
    { type: 'save' },
  ],
  outcomes: {
    saveSettings: [
      { label: 'saved', output: SETTINGS },
      {
        label: 'refused with fields',
        error: new SaveRefusal('Check the schedule', [
          { path: 'weekly', message: 'Two ranges overlap' },
        ]),
      },
      { label: 'refused', error: new SaveRefusal('Not allowed') },
      { label: 'no answer', error: new SaveRefusal(UNREACHABLE.message) },
    ],
  },
  // What the guards read: the settings' problems, the new date change's and the new day off's.
  serialize: (snapshot) => {
    const c = snapshot.context as ScheduleEditorContext;
    return snapshotKey(snapshot, {
      problems: settingsProblems(c.settings).length > 0,
      override: overrideDraftProblems(c.newOverride).length === 0,
      dayOff: dayOffProblems(c.newDayOff, c.settings.daysOff).length === 0,
      overrides: c.settings.overrides.length > 0,
      daysOff: c.settings.daysOff.length > 0,
    });
  },
  invariant: (snapshot, calls) => {
    // Settings the server would refuse are never sent.
    for (const call of calls) {
      if (settingsProblems(call.input as AvailabilitySettings).length > 0) {
        throw new Error(
          `saveSettings was sent settings with problems: ${JSON.stringify(call.input)}`,
        );
      }
    }
    const c = snapshot.context as ScheduleEditorContext;
    if (c.notice !== '' && (c.dirty || c.errors.length > 0)) {
      throw new Error('The saved notice shows beside unsaved changes or errors');
    }
  },
};

export const markOutcomeSpec: ModelSpec = {
  machine: markOutcomeMachine,
  entries: [
    { label: 'not yet marked', input: { code: 'A2099XYZ', recorded: '' } },
    { label: 'marked before', input: { code: 'A2099XYZ', recorded: 'COMPLETED' } },
  ],
  events: () => [
    { type: 'outcome.choose', outcome: 'COMPLETED' },
    { type: 'outcome.choose', outcome: 'NO_SHOW' },
    { type: 'outcome.confirm' },
    { type: 'outcome.retry' },
    { type: 'outcome.cancel' },
  ],
  outcomes: {
    markOutcome: callOutcomes(
      { label: 'recorded', output: 'NO_SHOW' },
      { label: 'too early', message: 'The reading has not started yet' },
    ),
  },
  serialize: keyWithProblem<MarkOutcomeContext>((c) => ({ chosen: c.chosen })),
  invariant: (snapshot: AnyMachineSnapshot, calls) => {
    // Every request names the booking and the outcome chosen for it.
    for (const call of calls) {
      const input = call.input as { code: string; outcome: unknown };
      if (
        input.code !== 'A2099XYZ' ||
        (input.outcome !== 'COMPLETED' && input.outcome !== 'NO_SHOW')
      ) {
        throw new Error(`markOutcome was sent ${JSON.stringify(input)}`);
      }
    }
    if (snapshot.matches('failed') && (snapshot.context as { problem: unknown }).problem === null) {
      throw new Error('A failed mark shows no problem');
    }
  },
};

export const feedSecretSpec: ModelSpec = {
  machine: feedSecretMachine,
  entries: [{ label: 'the current feed', input: { feedUrl: 'https://example.org/feed/old.ics' } }],
  events: () => [{ type: 'feed.regenerate' }, { type: 'feed.confirm' }, { type: 'feed.cancel' }],
  outcomes: {
    regenerateFeed: callOutcomes(
      { label: 'new address', output: 'https://example.org/feed/new.ics' },
      { label: 'refused', message: 'Not allowed' },
    ),
  },
  serialize: keyWithProblem<FeedSecretContext>((c) => ({ renewed: c.renewed })),
};
