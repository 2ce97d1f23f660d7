/**
 * The browser's implementations of the order machines' actor slots: the
 * preference loaders, the region list, the birth-star finder and the one
 * payment machine with its browser actors.
 */
import { fromPromise } from 'xstate';
import type { LoadPrefsInput, PrefsBundle } from '../../machines/order';
import type { Region } from '../../domain/prefs';
import { browserBirthStarFinder } from './jyotish';
import { browserPaymentMachine } from './payment-actors';
import { loadPrasadCountries } from './prasad-places';
import { loadTempleDetails } from './temple-details';
import type { TempleDetails } from '../../domain/temple-details';
import { loadGeneralPrefs, loadOrderPrefs, loadRegionalPrefs, loadRegions } from './prefs';

export async function loadPrefsFor(input: LoadPrefsInput): Promise<PrefsBundle> {
  const regional = input.kind === 'regionalPuja' || input.kind === 'regionalAstro';
  const posts = input.kind === 'puja' || input.kind === 'regionalPuja';
  const [general, order, regionalPrefs, prasadCountries] = await Promise.all([
    loadGeneralPrefs(),
    regional ? Promise.resolve(undefined) : loadOrderPrefs(),
    regional
      ? loadRegionalPrefs(
          input.kind === 'regionalPuja' ? 'puja' : 'astro',
          input.regionId === null ? [] : [input.regionId],
        )
      : Promise.resolve(undefined),
    posts ? loadPrasadCountries() : Promise.resolve([]),
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
    prasadCountries,
  };
}

export function browserOrderActors() {
  return {
    loadPrefs: fromPromise<PrefsBundle, LoadPrefsInput>(({ input }) => loadPrefsFor(input)),
    loadRegions: fromPromise<Region[], void>(() => loadRegions()),
    payment: browserPaymentMachine,
    birthStarFinder: browserBirthStarFinder,
    loadTemple: fromPromise<TempleDetails | null, void>(() => loadTempleDetails()),
  };
}
