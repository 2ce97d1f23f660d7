/**
 * The side effects an order flow needs, as typed actor slots. The machines
 * never implement them: the browser plugs in fetch and the payment actors with
 * `machine.provide({ actors })`, tests plug in fakes.
 */
import { fromCallback, fromPromise } from 'xstate';
import type { Region } from '../../domain/prefs';
import type { TempleDetails } from '../../domain/temple-details';
import { birthStarFinderMachine } from '../birth-star/machine';
import { paymentMachine } from '../payment/machine';
import type { StepHistoryEvent } from '../shared/actors';
import type { DraftStoreEvent, SavedOrder } from './draft';
import type { LoadPrefsInput, PrefsBundle } from './prefs';

const notProvided = (name: string) => () =>
  Promise.reject(new Error(`The ${name} actor was not provided`));

export const orderActors = {
  /** Never rejects in the browser (the loaders fall back to empty defaults). */
  loadPrefs: fromPromise<PrefsBundle, LoadPrefsInput>(notProvided('loadPrefs')),
  loadRegions: fromPromise<Region[], void>(notProvided('loadRegions')),
  /** The one payment machine (the browser provides its actors: hosted form, submit, status). */
  payment: paymentMachine,
  /** The birth-star finder, spawned on the people step (the browser fills its slots). */
  birthStarFinder: birthStarFinderMachine,
  /** The saved draft or receipt under a key (null when none, expired or unreadable; never rejects). */
  loadDraft: fromPromise<SavedOrder | null, { key: string | null }>(async () => null),
  /** Keeps what the machine sends it; without a store nothing is kept. */
  draftStore: fromCallback<DraftStoreEvent, { key: string | null }>(() => undefined),
  /** The temple's details for the confirmation (the footer's API; null when unavailable, never rejects). */
  loadTemple: fromPromise<TempleDetails | null, void>(async () => null),
  /** One browser history entry per step; Back and Forward come back as `history.go`. */
  stepHistory: fromCallback<StepHistoryEvent, void>(() => undefined),
};
