/**
 * The side effects an order flow needs, as typed actor slots. The machines
 * never implement them: the browser plugs in fetch and Accept.js with
 * `machine.provide({ actors })`, tests plug in fakes.
 */
import { fromPromise } from 'xstate';
import type { OrderKind } from '../../src/domain/constants';
import type { AnyOrderPayload, OpaqueData } from '../../src/domain/order-payload';
import type { SubmitOutcome } from '../../src/domain/order-submission';
import type { Region } from '../../src/domain/prefs';
import type { LoadPrefsInput, PrefsBundle } from './prefs';
import { birthStarFinderMachine } from '../birth-star/machine';

export interface SubmitOrderInput {
  kind: OrderKind;
  payload: AnyOrderPayload;
  idempotencyKey: string;
}

const notProvided = (name: string) => () =>
  Promise.reject(new Error(`The ${name} actor was not provided`));

export const orderActors = {
  /** Never rejects in the browser (the loaders fall back to empty defaults). */
  loadPrefs: fromPromise<PrefsBundle, LoadPrefsInput>(notProvided('loadPrefs')),
  loadRegions: fromPromise<Region[], void>(notProvided('loadRegions')),
  /** Reads the card fields in the view and asks Accept.js for a token. */
  tokenizeCard: fromPromise<OpaqueData, void>(notProvided('tokenizeCard')),
  submitOrder: fromPromise<SubmitOutcome, SubmitOrderInput>(notProvided('submitOrder')),
  /** The birth-star finder, spawned on the people step (the browser fills its slots). */
  birthStarFinder: birthStarFinderMachine,
};
