/**
 * The browser's implementations of the order machines' actor slots: the
 * preference loaders, the region list, Accept.js and the order endpoint.
 */
import { fromPromise } from 'xstate';
import type { LoadPrefsInput, PrefsBundle, SubmitOrderInput } from '../../machines/shared';
import type { AcceptCardData } from '../domain/accept-js';
import type { OpaqueData } from '../domain/order-payload';
import type { SubmitOutcome } from '../domain/order-submission';
import type { Region } from '../domain/prefs';
import { dispatchCard } from './accept';
import { browserBirthStarFinder } from './jyotish';
import { loadPaymentConfig } from './payment-config';
import { loadGeneralPrefs, loadOrderPrefs, loadRegionalPrefs, loadRegions } from './prefs';
import { submitOrder } from './submit-order';

export async function loadPrefsFor(input: LoadPrefsInput): Promise<PrefsBundle> {
  const regional = input.kind === 'regionalPuja' || input.kind === 'regionalAstro';
  const [general, order, regionalPrefs] = await Promise.all([
    loadGeneralPrefs(),
    regional ? Promise.resolve(undefined) : loadOrderPrefs(),
    regional
      ? loadRegionalPrefs(
          input.kind === 'regionalPuja' ? 'puja' : 'astro',
          input.regionId === null ? [] : [input.regionId],
        )
      : Promise.resolve(undefined),
  ]);
  return {
    general,
    order: order ?? {
      pujaDetails: [],
      pujaRecommendationDetails: [],
      pujaDates: {},
      costLookup: {},
    },
    events: regionalPrefs?.eventDetails ?? [],
  };
}

/** `readCard` reads the card fields from the form at the moment of paying. */
export function browserOrderActors(readCard: () => AcceptCardData) {
  return {
    loadPrefs: fromPromise<PrefsBundle, LoadPrefsInput>(({ input }) => loadPrefsFor(input)),
    loadRegions: fromPromise<Region[], void>(() => loadRegions()),
    tokenizeCard: fromPromise<OpaqueData, void>(async () =>
      dispatchCard(await loadPaymentConfig(), readCard()),
    ),
    submitOrder: fromPromise<SubmitOutcome, SubmitOrderInput>(({ input }) =>
      submitOrder(input.kind, input.payload, input.idempotencyKey),
    ),
    birthStarFinder: browserBirthStarFinder,
  };
}
