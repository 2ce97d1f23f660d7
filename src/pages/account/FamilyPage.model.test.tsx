/**
 * The family page through the real page: a covering set of the family
 * editor's model paths with user-event, the account's calls answered by
 * deferred actors with each path's outcome and the place search by a fake
 * gazetteer. Each machine state shows exactly its own view.
 */
import { beforeAll } from 'vitest';
import type { UserEvent } from '@testing-library/user-event';
import type { I18n } from '@lingui/core';
import { render, screen } from '@testing-library/react';
import { fromPromise, type AnyMachineSnapshot, type EventObject } from 'xstate';
import type { FamilyEditorContext, FamilyEditorEvent } from '../../../machines/family-editor';
import { familyEditorSpec } from '../../../machines/family-editor/test-support/family-model';
import { birthStarFinderMachine } from '../../../machines/birth-star';
import { isOutcomeEvent } from '../../../machines/test-support/model-harness';
import type { Place } from '../../../domain/jyotish/api';
import { buttonNamed, hasButton } from '../../staff/test-support/page-queries';
import { deferredActors } from '../../wizards/shared/test-support/deferred-actors';
import { fill } from '../../wizards/shared/test-support/page-driving';
import { viewModelSuite } from '../../wizards/shared/test-support/view-suite';
import { BrowserRouter } from '../../app/router';
import { ClockContext } from '../../ui/clock';
import FamilyPage from './FamilyPage';
import { i18nWrapper, testI18n } from '../../../tests/test-support/i18n';

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n('en', ['site']);
});

const NOW = () => new Date(Date.parse('2026-12-07T10:00:00Z'));
const KOLLAM: Place = {
  name: 'Kollam',
  region: 'Kerala',
  country: 'IN',
  countryName: 'India',
  lat: 8.88,
  lon: 76.6,
  timeZone: 'Asia/Kolkata',
};
const gazetteer = birthStarFinderMachine.provide({
  actors: { searchPlaces: fromPromise(async () => [KOLLAM]) },
});

/** The kept person of the model's load, and the suggested one. */
const KEPT = 'Asha';
const SUGGESTED = 'Person1 Menon';

const enabled = (name: string) => hasButton(name) && !buttonNamed(name).disabled;
const h1 = (name: string) => screen.queryByRole('heading', { level: 1, name }) !== null;

async function perform(event: EventObject, user: UserEvent) {
  const e = event as FamilyEditorEvent;
  switch (e.type) {
    case 'family.retry':
      return user.click(buttonNamed('Try again'));
    case 'family.add':
      return user.click(buttonNamed('Add a person'));
    case 'family.edit':
      return user.click(buttonNamed(`Change ${KEPT}`));
    case 'family.adopt':
      return user.click(buttonNamed(`Keep ${SUGGESTED}`));
    case 'family.remove':
      return user.click(buttonNamed(`Remove ${KEPT}`));
    case 'family.confirmRemove':
      return user.click(buttonNamed(`Yes, remove ${KEPT}`));
    case 'family.cancel':
      return user.click(buttonNamed(hasButton(`Keep ${KEPT}`) ? `Keep ${KEPT}` : 'Cancel'));
    case 'family.save':
      return user.click(buttonNamed('Save'));
    case 'family.set':
      return fill(e.field, e.value);
    case 'family.departed':
      return user.click(document.getElementById('departed')!);
    case 'family.consent':
      return user.click(document.getElementById('consent')!);
    case 'family.day':
      fill(`${e.event}-date`, e.entry.day);
      fill(`${e.event}-date-month`, e.entry.month);
      return fill(`${e.event}-date-year`, e.entry.year);
    case 'family.detail':
      return fill(`${e.event}-${e.field}`, e.value === null ? '' : String(e.value));
    case 'family.place':
      fill(`${e.event}-place`, 'Kollam');
      return user.click(buttonNamed('Search places'));
    case 'family.reminders':
      fill('reminders', String(e.reminders.weeksBefore ?? ''));
      return fill('reminders-days', String(e.reminders.daysBefore ?? ''));
    default:
      throw new Error(`The page has no way to send ${event.type}`);
  }
}

viewModelSuite(familyEditorSpec, {
  start(_entry, inspect) {
    const { actors, settle } = deferredActors([
      'loadFamily',
      'savePerson',
      'removePerson',
    ] as const);
    const view = render(
      <ClockContext.Provider value={NOW}>
        <BrowserRouter>
          <FamilyPage actors={actors as never} placeFinder={gazetteer} inspect={inspect} />
        </BrowserRouter>
      </ClockContext.Provider>,
      { wrapper: i18nWrapper(i18n) },
    );
    return {
      async perform(event, user) {
        if (isOutcomeEvent(event)) return settle(event);
        return perform(event, user);
      },
      unmount: () => view.unmount(),
    };
  },
  usable(event, before) {
    const c = before.context as FamilyEditorContext;
    const e = event as FamilyEditorEvent;
    // Only a kept person has buttons; a box already ticked is not ticked again.
    if (e.type === 'family.edit' || e.type === 'family.remove') return e.id === 'p1';
    if (e.type === 'family.departed')
      return c.draft !== null && c.draft.person.departed !== e.value;
    if (e.type === 'family.consent') return c.draft !== null && c.draft.person.consent !== e.value;
    // The place's search is the birth's box (the passing's is there only for the departed).
    if (e.type === 'family.place') return e.event === 'birth' || c.draft?.person.departed === true;
    return true;
  },
  viewOf: (snapshot: AnyMachineSnapshot) => String(snapshot.value),
  views: {
    loading: () => screen.queryByText('Reading your family…') !== null,
    loadFailed: () => enabled('Try again') && !hasButton('Add a person'),
    list: () => enabled('Add a person') && !hasButton(`Yes, remove ${KEPT}`) && !hasButton('Save'),
    confirmingRemoval: () => enabled(`Yes, remove ${KEPT}`),
    removing: () => hasButton('Removing…'),
    editing: () =>
      (h1('Add a person to your family') || h1('Change a person’s details')) && enabled('Save'),
    saving: () => hasButton('Saving…'),
  },
});
