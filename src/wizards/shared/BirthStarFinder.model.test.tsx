/**
 * Model-based path tests of the birth-star finder: xstate/graph walks every
 * shortest path of machines/birth-star, and each path drives the real view
 * with user-event, the two API calls replaced by deferred fakes that the
 * done/error steps settle.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { TestModel } from 'xstate/graph';
import {
  birthStarFinderMachine,
  type BirthStarFinderEvent,
  type BirthStarFinderInput,
  type FindBirthStarInput,
  type FinderAnswer,
} from '../../../machines/birth-star';
import type { BirthStarAnswer, DayStarsAnswer, Place } from '../../domain/jyotish/api';
import { BirthStarFinder } from './BirthStarFinder';
import { bareModelSuite } from '../../../machines/test-support/model-suite';
import { birthStarSpec } from './test-support/birth-star-model';

type Snapshot = SnapshotFrom<typeof birthStarFinderMachine>;
type ModelEvent =
  | BirthStarFinderEvent
  | { type: 'xstate.done.actor.searchPlaces'; output: Place[] }
  | { type: 'xstate.error.actor.searchPlaces'; error: Error }
  | { type: 'xstate.done.actor.findBirthStar'; output: BirthStarAnswer | DayStarsAnswer }
  | { type: 'xstate.error.actor.findBirthStar'; error: Error };

const place = (name: string, region: string | null, lat: number): Place => ({
  name,
  region,
  country: 'IN',
  countryName: 'India',
  lat,
  lon: 76.6,
  timeZone: 'Asia/Kolkata',
});
const PLACES = [place('Kollam', null, 8.88), place('Kollam', 'Elsewhere', 9.5)];
const NEAR_EDGE: BirthStarAnswer = {
  star: { code: 'Krittika', name: 'Krittika' },
  pada: 1,
  moonLongitude: 26.7457,
  nearBoundary: true,
  alternative: { code: 'Bharani', name: 'Bharani' },
  place: { ...PLACES[0]!, utcOffset: '+05:30' },
  instant: '2026-11-23T20:40:00.000Z',
};
const INPUT: BirthStarFinderInput = {
  index: 0,
  date: '2026-11-24',
  time: '02:10',
  place: 'Kollam',
};

const MODEL_EVENTS: ModelEvent[] = [
  { type: 'xstate.done.actor.searchPlaces', output: PLACES },
  { type: 'xstate.error.actor.searchPlaces', error: new Error('offline') },
  { type: 'place.choose', index: 0 },
  { type: 'places.search' },
  { type: 'star.find' },
  { type: 'xstate.done.actor.findBirthStar', output: NEAR_EDGE },
  { type: 'xstate.error.actor.findBirthStar', error: new Error('The server answered 500.') },
  { type: 'star.choose', code: 'Bharani' },
  { type: 'edit' },
  { type: 'close' },
];

const serialize = (snapshot: Snapshot) =>
  JSON.stringify({
    value: snapshot.value,
    places: snapshot.context.places?.length ?? null,
    place: snapshot.context.place !== null,
    problem: snapshot.context.problem !== null,
    chosen: snapshot.context.chosen?.code ?? null,
  });

interface Deferred {
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

function fakeActors() {
  const pending: Partial<Record<string, Deferred>> = {};
  const slot = <T, I>(name: string) =>
    fromPromise<T, I>(
      () =>
        new Promise<T>((resolve, reject) => {
          pending[name] = { resolve: resolve as (value: unknown) => void, reject };
        }),
    );
  async function settle(name: string, outcome: { output?: unknown; error?: unknown }) {
    await waitFor(() => expect(pending[name]).toBeDefined());
    const deferred = pending[name]!;
    delete pending[name];
    if ('error' in outcome) deferred.reject(outcome.error);
    else deferred.resolve(outcome.output);
  }
  return {
    actors: {
      searchPlaces: slot<Place[], { q: string }>('searchPlaces'),
      findBirthStar: slot<FinderAnswer, FindBirthStarInput>('findBirthStar'),
    },
    settle,
  };
}

const model = new TestModel<Snapshot, ModelEvent, BirthStarFinderInput>(
  birthStarFinderMachine as never,
  { events: MODEL_EVENTS, serializeState: serialize as never, input: INPUT },
);

describe('the birth-star finder (model-based)', () => {
  const paths = model.getShortestPaths();

  it('has paths to choosing a star and to closing', () => {
    const ends = paths.map((path) => serialize(path.state as Snapshot));
    expect(ends.some((end) => end.includes('"chosen":"Bharani"'))).toBe(true);
    expect(ends.some((end) => end.includes('"value":"closed"'))).toBe(true);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_name, path) => {
    const user = userEvent.setup({ delay: null });
    const fakes = fakeActors();
    const actor = createActor(birthStarFinderMachine.provide({ actors: fakes.actors }), {
      input: INPUT,
    });
    actor.start();
    const view = render(
      <>
        <select id="star" aria-label="Birth star">
          <option>Not known</option>
        </select>
        <BirthStarFinder finder={actor} index={0} starFieldId="star" onOpen={() => undefined} />
      </>,
    );
    const click = async (name: string | RegExp) =>
      user.click(await screen.findByRole('button', { name }));
    try {
      await path.test({
        events: {
          'xstate.done.actor.searchPlaces': () => fakes.settle('searchPlaces', { output: PLACES }),
          'xstate.error.actor.searchPlaces': () =>
            fakes.settle('searchPlaces', { error: new Error('offline') }),
          'place.choose': async () => user.click(await screen.findByLabelText('Kollam, India')),
          'places.search': () => click('Search places'),
          'star.find': () => click('Find the birth star'),
          'xstate.done.actor.findBirthStar': () =>
            fakes.settle('findBirthStar', { output: NEAR_EDGE }),
          'xstate.error.actor.findBirthStar': () =>
            fakes.settle('findBirthStar', { error: new Error('The server answered 500.') }),
          'star.choose': () => click('Use Bharani'),
          edit: () => click('Change the details'),
          close: () => click('Cancel'),
        },
        states: {
          '*': async (expected) => {
            const snapshot = expected as unknown as Snapshot;
            await waitFor(() => expect(serialize(actor.getSnapshot())).toBe(serialize(snapshot)));
            if (snapshot.matches('searching')) {
              expect(screen.getByRole('status')).toHaveTextContent('Searching for the place');
            } else if (snapshot.matches('finding')) {
              expect(screen.getByRole('status')).toHaveTextContent('Working out the birth star');
            } else if (snapshot.matches('found')) {
              expect(await screen.findByText(/passing from one star to the next/)).toBeVisible();
              expect(screen.getByRole('button', { name: 'Use Krittika' })).toBeVisible();
              expect(screen.getByRole('button', { name: 'Use Bharani' })).toBeVisible();
            } else if (snapshot.matches('editing')) {
              expect(screen.getByRole('button', { name: 'Find the birth star' })).toBeEnabled();
              if (snapshot.context.problem) {
                expect(screen.getByRole('alert')).toHaveTextContent(snapshot.context.problem);
              }
            } else {
              // Chosen or closed: the finder is gone and focus is back on the star field.
              await waitFor(() => expect(screen.getByLabelText('Birth star')).toHaveFocus());
              expect(
                screen.getByRole('button', { name: /Find it from the birth details/ }),
              ).toBeVisible();
            }
          },
        },
      });
      if (actor.getSnapshot().status === 'done') {
        expect(actor.getSnapshot().output).toEqual({
          index: 0,
          star: path.state.context.chosen,
        });
      }
    } finally {
      view.unmount();
      actor.stop();
    }
  });
});

// Every generated path on the bare machine, with coverage asserted.
bareModelSuite(birthStarSpec);
