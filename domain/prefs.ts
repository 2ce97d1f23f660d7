/** Response shapes of the spec's preference calls (section 7). */
import type { LocalizedEvent, LocalizedPuja, LocalizedRegion } from './catalog-texts';

export interface Country {
  code: string;
  name: string;
}
export interface StateOption {
  code: string;
  name: string;
  /** ISO country code; OTHER has none. */
  country: string;
}
export interface BirthStar {
  code: string;
  name: string;
  /** Regional names (Malayalam, Tamil) shown beside the standard one. */
  aliases: string[];
}
export interface GenderIdentity {
  code: string;
  name: string;
}

export interface GeneralPrefs {
  countries: Country[];
  states: StateOption[];
  birthStars: BirthStar[];
  genderIdentities: GenderIdentity[];
}

export interface PujaSchedule {
  /** MM/DD/YYYY */
  dateOfPuja: string;
  /** ISO 8601 instant after which the date can no longer be ordered. */
  orderCutoffTime: string;
}

export interface PujaDetail {
  pujaId: number;
  id: number;
  code: string;
  key: string;
  name: string;
  displayName: string;
  category: string;
  /** US dollars. */
  cost: number;
  price: number;
  selectionOrder: number;
  extDescription: string;
  /** MM/DD/YYYY dates still open for ordering. */
  pujaDates: string[];
  pujaScheduleForWebList: PujaSchedule[];
  /**
   * Only when the puja gives goods (prasad of some value): their good-faith
   * value in US dollars, for the disclosure shown before paying (docs/receipts.md).
   */
  goodsValue?: number;
  /** Only with `?lang=` (not English): the temple's words in that language (domain/catalog-texts.ts). */
  localized?: LocalizedPuja;
}

export interface OrderPrefs {
  pujaDetails: PujaDetail[];
  pujaRecommendationDetails: PujaDetail[];
  /** Puja id (as a string key) to its open MM/DD/YYYY dates. */
  pujaDates: Record<string, string[]>;
  /** Puja id (as a string key) to its cost in US dollars. */
  costLookup: Record<string, number>;
}

export interface RegionalEventDetail {
  id: number;
  regionId: number;
  regionName: string;
  name: string;
  offeringTitle: string;
  title: string;
  hostedBy: string;
  /** ISO 8601 instant, UTC. */
  eventDate: string;
  /** The IANA time zone the event takes place in (its region's), e.g. "America/Chicago". */
  timeZone: string;
  /** ISO 8601 instant, UTC. */
  orderCutOffTime: string;
  /** Sanitised by the server before it is sent. */
  additionalEventDetailsAsHTML: string;
  contactEmailId: string;
  informationURL: string;
  cost: number;
  extDescription: string;
  /** Only with `?lang=` (not English): the temple's words in that language. */
  localized?: LocalizedEvent;
}

export interface RegionalPrefs {
  eventDetails: RegionalEventDetail[];
}

export interface Region {
  regionId: number;
  regionName: string;
  /** Which kinds of events the region has coming up. */
  hasPujaEvents: boolean;
  hasAstroEvents: boolean;
  /** Only with `?lang=` (not English): the region's name in that language. */
  localized?: LocalizedRegion;
}

export interface PaymentConfig {
  environment: 'sandbox' | 'preview' | 'production';
  /** Where AcceptUI (the hosted payment form's script) is loaded from. */
  acceptUiUrl: string;
  apiLoginID: string;
  clientKey: string;
}

export const EMPTY_GENERAL_PREFS: GeneralPrefs = {
  countries: [],
  states: [],
  birthStars: [],
  genderIdentities: [],
};

export const EMPTY_ORDER_PREFS: OrderPrefs = {
  pujaDetails: [],
  pujaRecommendationDetails: [],
  pujaDates: {},
  costLookup: {},
};

export const EMPTY_REGIONAL_PREFS: RegionalPrefs = { eventDetails: [] };
