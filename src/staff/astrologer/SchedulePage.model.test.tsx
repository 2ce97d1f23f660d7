/**
 * The schedule editor through the real SchedulePage (WeeklyHours,
 * DateChanges and the page's own fields): a covering set of the model's
 * paths with user-event, the astrologer's settings loaded and the save
 * answered by the fake console API.
 */
import { beforeAll } from 'vitest';
import type { I18n } from '@lingui/core';
import { render, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { ScheduleEditorContext } from '../../../machines/astro/astrologer';
import { SETTINGS } from '../../../machines/astro/astrologer/test-support/fixtures';
import { scheduleEditorSpec } from '../../../machines/astro/astrologer/test-support/astrologer-model';
import { isOutcomeEvent } from '../../../machines/test-support/model-harness';
import { ASTROLOGER_PATHS, type AstrologerMe } from '../../../domain/astro/astrologer-pages';
import { ClockContext } from '../../ui/clock';
import { testNow } from '../../../tests/test-support/test-clock';
import { buttonNamed } from '../test-support/page-queries';
import { viewModelSuite } from '../../wizards/shared/test-support/view-suite';
import { StaffContext } from '../context';
import { apiAnswer, deferredApi } from '../test-support/deferred-api';
import { SchedulePage } from './SchedulePage';
import { i18nWrapper, testI18n } from '../../../tests/test-support/i18n';

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n('en', ['site']);
});

const ME: AstrologerMe = {
  id: 7,
  name: 'Sample Astrologer',
  email: 'astrologer@example.org',
  feedUrl: 'https://example.org/feed/old.ics',
  settings: SETTINGS,
  readingTypes: [
    { id: 1, name: 'Birth chart reading', durationMinutes: 60 },
    { id: 2, name: 'Marriage matching', durationMinutes: 45 },
  ],
};

const byId = <T extends HTMLElement>(id: string) => {
  const element = document.getElementById(id);
  if (!element) throw new Error(`No element #${id}`);
  return element as T;
};
/** The first button of a section's list (the one entry the model's paths put there). */
const listButton = (heading: string) => {
  const found = document.querySelector<HTMLButtonElement>(
    `section[aria-labelledby="${heading}"] ul button`,
  );
  if (!found) throw new Error(`No entry listed under #${heading}`);
  return found;
};

/** A text or date field given a new value: cleared, then the value pasted. */
async function enter(user: UserEvent, field: HTMLInputElement, value: string) {
  await user.clear(field);
  if (!value) return;
  await user.click(field);
  await user.paste(value);
}

// A direct look-up: a text query walks the whole page (its zone list alone is hundreds of options).
const saving = () =>
  [...document.querySelectorAll('p[role="status"]')].some((p) => p.textContent === 'Saving...');
const saveButton = () => buttonNamed('Save my schedule');
const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as ScheduleEditorContext;

viewModelSuite(scheduleEditorSpec, {
  async start(_entry, inspect) {
    const { api, answer } = deferredApi({ [ASTROLOGER_PATHS.me]: ME });
    const session = {
      api,
      me: { id: '7', email: ME.email, name: ME.name, role: 'astrologer' as const },
      refresh: () => undefined,
    };
    const view = render(
      <ClockContext.Provider value={testNow}>
        <StaffContext.Provider value={session}>
          <SchedulePage inspect={inspect} />
        </StaffContext.Provider>
      </ClockContext.Provider>,
      { wrapper: i18nWrapper(i18n) },
    );
    await waitFor(() => saveButton());
    return {
      async perform(event: EventObject, user) {
        if (isOutcomeEvent(event)) {
          return answer(apiAnswer(event.outcome, (output) => ({ settings: output })));
        }
        const e = event as EventObject & Record<string, unknown>;
        switch (e.type) {
          case 'zone.set':
            return user.selectOptions(byId('timeZone'), String(e.timeZone));
          case 'weekly.add':
            return user.click(buttonNamed(/^Add hours on Wednesday$/));
          case 'weekly.change':
            return enter(user, byId(`weekly-${Number(e.index)}-start`), String(e.start));
          case 'weekly.remove':
            return user.click(
              byId(`weekly-${Number(e.index)}-start`)
                .closest('.astrologer-range')!
                .querySelector('button')!,
            );
          case 'override.edit': {
            const { date } = e.change as { date: string };
            return enter(user, byId('newOverride-date'), date);
          }
          case 'override.add':
            return user.click(buttonNamed('Add this date change'));
          case 'override.remove':
            return user.click(listButton('overrides-heading'));
          case 'dayOff.edit':
            return enter(user, byId('newDayOff'), String(e.date));
          case 'dayOff.add':
            return user.click(buttonNamed('Add day off'));
          case 'dayOff.remove':
            return user.click(listButton('days-off-heading'));
          case 'number.set':
            return user.selectOptions(byId(String(e.field)), String(e.value));
          case 'readingType.toggle':
            return user.click(byId(`readingType-${Number(e.id)}`));
          case 'meetingUrl.set':
            return enter(user, byId('meetingUrl'), String(e.value));
          case 'save':
            return user.click(saveButton());
          default:
            throw new Error(`The page has no way to send ${e.type}`);
        }
      },
      unmount: () => view.unmount(),
    };
  },
  // What the page can change: a zone from its list, a field to a value it does not
  // hold yet, a range or list entry that is on the page.
  usable(event, before) {
    const { settings, newOverride, newDayOff } = contextOf(before);
    const e = event as EventObject & Record<string, unknown>;
    switch (e.type) {
      case 'zone.set':
        return e.timeZone !== 'Nowhere/Atlantis' && e.timeZone !== settings.timeZone;
      case 'weekly.change':
        return (
          settings.weekly[Number(e.index)]?.start !== undefined &&
          settings.weekly[Number(e.index)]!.start !== e.start
        );
      case 'weekly.remove':
        return settings.weekly[Number(e.index)] !== undefined;
      case 'override.edit':
        return (e.change as { date: string }).date !== newOverride.date;
      case 'override.remove':
        return settings.overrides.length > 0;
      case 'dayOff.edit':
        return e.date !== newDayOff;
      case 'dayOff.remove':
        return settings.daysOff.includes(String(e.date));
      case 'number.set':
        return settings.dailyLimit !== e.value;
      case 'meetingUrl.set':
        return settings.meetingUrl !== e.value;
      default:
        return true;
    }
  },
  viewOf: (snapshot) => String(snapshot.value),
  views: {
    editing: () => !saving() && !saveButton().disabled,
    saving: () => saving() && saveButton().disabled,
  },
});
