/**
 * The birth-star finder's view-level model test: a covering set of the
 * finder model's paths (the bare machine's run in machines/birth-star)
 * through the real view with user-event, the two API calls replaced by deferred fakes that the path's
 * outcome steps settle.
 */
import { render, screen, within } from '@testing-library/react';
import type { DayEntry } from '../../../domain/day-entry';
import { useEffect, useState } from 'react';
import { createActor, type AnyMachineSnapshot, type EventObject } from 'xstate';
import {
  birthStarFinderMachine,
  type BirthStarFinderContext,
  type BirthStarFinderInput,
} from '../../../machines/birth-star';
import { isOutcomeEvent } from '../../../machines/test-support/model-harness';
import { BirthStarFinder, type BirthStarFinderRef } from './BirthStarFinder';
import { birthStarSpec } from '../../../machines/birth-star/test-support/birth-star-model';
import { i18nWrapper, testI18n } from '../../../tests/test-support/i18n';
import { deferredActors } from './test-support/deferred-actors';
import { viewModelSuite } from './test-support/view-suite';

/** The finder beside its star field, as a flow shows it: a chosen star fills the field. */
function FinderBesideField({ finder }: { finder: BirthStarFinderRef }) {
  const [star, setStar] = useState('');
  useEffect(
    () =>
      finder.subscribe((snapshot) => {
        if (snapshot.status === 'done') setStar(snapshot.output?.star?.code ?? '');
      }).unsubscribe,
    [finder],
  );
  return (
    <>
      <select id="star" aria-label="Birth star" value={star} onChange={() => undefined}>
        <option value="">Not known</option>
        <option value="Bharani">Bharani</option>
      </select>
      <BirthStarFinder finder={finder} index={0} starFieldId="star" onOpen={() => undefined} />
    </>
  );
}

const FIELD_LABELS: Record<string, RegExp> = {
  'time.change': /^Time of birth/,
  'query.change': /^Place of birth/,
};
const panel = () => screen.queryByRole('group', { name: /Find the birth star from/ });
const status = () => screen.queryByRole('status')?.textContent ?? '';
const button = (name: string) => screen.queryByRole('button', { name });
const starField = () => screen.getByLabelText<HTMLSelectElement>('Birth star');
const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as BirthStarFinderContext;

viewModelSuite(birthStarSpec, {
  async start(entry, inspect) {
    const fakes = deferredActors(['searchPlaces', 'findBirthStar']);
    const actor = createActor(birthStarFinderMachine.provide({ actors: fakes.actors as never }), {
      input: entry.input as BirthStarFinderInput,
      inspect,
    });
    actor.start();
    const i18n = await testI18n('en');
    const view = render(<FinderBesideField finder={actor} />, { wrapper: i18nWrapper(i18n) });
    const field = (label: RegExp) => screen.getByLabelText<HTMLInputElement>(label);
    return {
      async perform(event: EventObject, user) {
        if (isOutcomeEvent(event)) return fakes.settle(event);
        const e = event as EventObject & { value?: string; code?: string };
        switch (e.type) {
          case 'date.change': {
            // Three fields: the day and year typed, the month chosen by its name.
            const typed = (event as EventObject & { value: DayEntry }).value;
            const date = within(screen.getByRole('group', { name: /^Date of birth/ }));
            for (const part of ['Day', 'Year'] as const) {
              const box = date.getByLabelText<HTMLInputElement>(part);
              await user.clear(box);
              const value = typed[part === 'Day' ? 'day' : 'year'];
              if (value) await user.type(box, value);
            }
            return user.selectOptions(date.getByLabelText('Month'), typed.month);
          }
          case 'time.change':
          case 'query.change': {
            const input = field(FIELD_LABELS[e.type]!);
            await user.clear(input);
            // A date or time field takes typing; a text field takes the whole value at once.
            if (e.value && e.type !== 'query.change') await user.type(input, e.value);
            else if (e.value) await user.paste(e.value);
            return;
          }
          case 'places.search':
            return user.click(button('Search places')!);
          case 'place.choose':
            return user.click(screen.getByRole('radio', { name: 'Kollam, India' }));
          case 'star.find':
            return user.click(button('Find the birth star')!);
          case 'star.choose':
            return user.click(button(`Use ${e.code}`)!);
          case 'edit':
            return user.click(button('Change the details')!);
          case 'close':
            return user.click(button('Cancel')!);
          default:
            throw new Error(`The page has no way to send ${e.type}`);
        }
      },
      unmount() {
        view.unmount();
        actor.stop();
      },
    };
  },
  // A time field holds only real times, changes only when its value does, and a
  // place is chosen from a list only when there are several.
  usable(event, before) {
    const e = event as EventObject & { value?: string };
    const c = contextOf(before);
    if (e.type === 'time.change')
      return e.value === '' ? c.time !== '' : /^\d\d:\d\d$/.test(e.value!) && e.value! < '24';
    if (e.type === 'place.choose') return (c.places?.length ?? 0) > 1;
    return true;
  },
  viewOf: (snapshot) => String(snapshot.value),
  views: {
    editing: () =>
      panel() !== null && button('Find the birth star')?.hasAttribute('disabled') === false,
    searching: () => status().includes('Searching for the place'),
    finding: () => status().includes('Working out the birth star'),
    found: () => button('Change the details') !== null,
    chosen: () => panel() === null && starField().value === 'Bharani',
    closed: () => panel() === null && starField().value === '',
  },
});
