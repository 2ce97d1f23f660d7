/** Preference loading shared by every order flow: what is loaded, and the empty fallback. */
import {
  EMPTY_GENERAL_PREFS,
  EMPTY_ORDER_PREFS,
  type GeneralPrefs,
  type OrderPrefs,
  type RegionalEventDetail,
} from '../../domain/prefs';
import type { OrderKind } from '../../domain/constants';

/** Everything one order form needs from the server before the first step. */
export interface PrefsBundle {
  general: GeneralPrefs;
  order: OrderPrefs;
  /** Regional flows only: the events of the chosen region. */
  events: RegionalEventDetail[];
  /** Flows that post prasad: the countries it is posted to (empty: not known, the server decides). */
  prasadCountries: string[];
}

export interface LoadPrefsInput {
  kind: OrderKind;
  regionId: number | null;
}

export const EMPTY_PREFS: PrefsBundle = {
  general: EMPTY_GENERAL_PREFS,
  order: EMPTY_ORDER_PREFS,
  events: [],
  prasadCountries: [],
};
