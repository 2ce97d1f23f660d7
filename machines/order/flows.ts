/**
 * What differs between the four order flows, as data: the kind of order, the
 * region step, the prasad address, what is chosen and what is asked of each
 * person, and the payload the draft becomes. The one order machine
 * (machine.ts) runs the four; its guards and actions find these rules from
 * the context's `kind`.
 */
import type { OrderKind } from '../../domain/constants';
import {
  buildPujaOrder,
  buildRecommendationOrder,
  buildRegionalAstroOrder,
  buildRegionalPujaOrder,
  faceToFacePerson,
} from '../../domain/order-builders';
import type { PersonDraft } from '../../domain/order-draft';
import type { AnyOrderPayload } from '../../domain/order-payload';
import type { OrderWizardContext } from './context';
import { flowSteps } from './selectors';
import type { ChoiceRules, StepRules } from './validation';

export interface OrderFlow {
  /** The flow's name, e.g. 'pujaOrder': the running order machine's actor id. */
  id: string;
  /**
   * Where the flow's drafts are saved in the browser (a regional flow's add
   * `:<region>`). Visitors' saved drafts are found by it: never change one.
   */
  draftKey: string;
  kind: OrderKind;
  /** Regional flows pick a region and choose among its events. */
  regional: boolean;
  /** Whether prasad is shipped (a shipping step). */
  shipping: boolean;
  choice: ChoiceRules;
  /**
   * What is asked of each person beyond names and birth details: whether the
   * person has passed away (with the passing details) and a prayer request.
   * A face-to-face astrology session asks neither.
   */
  asks: { passing: boolean; prayerRequest: boolean };
  buildPayload: (context: OrderWizardContext) => AnyOrderPayload;
}

/** The plain puja order: pujas on chosen dates, prasad shipped, paid by card. */
export const pujaOrderFlow: OrderFlow = {
  id: 'pujaOrder',
  draftKey: 'puja-order',
  kind: 'puja',
  regional: false,
  shipping: true,
  choice: { noun: 'puja', needsDate: true, fromEvents: false },
  asks: { passing: true, prayerRequest: true },
  buildPayload: (context) => ({
    ...buildPujaOrder(context, context.prefs.order),
    ...(context.prasadDeclined && { prasadDeclined: true }),
  }),
};

/** The puja recommendation request: an astrologer's reading per person, no dates or prasad. */
export const recommendationFlow: OrderFlow = {
  id: 'recommendation',
  draftKey: 'recommendation',
  kind: 'recommendation',
  regional: false,
  shipping: false,
  choice: { noun: 'recommendation', needsDate: false, fromEvents: false },
  asks: { passing: true, prayerRequest: true },
  buildPayload: (context) => buildRecommendationOrder(context, context.prefs.order),
};

/** A puja performed at a regional event: the region's events, prasad shipped. */
export const regionalPujaFlow: OrderFlow = {
  id: 'regionalPuja',
  draftKey: 'regional-puja',
  kind: 'regionalPuja',
  regional: true,
  shipping: true,
  choice: { noun: 'event', needsDate: false, fromEvents: true },
  asks: { passing: true, prayerRequest: true },
  buildPayload: (context) => ({
    ...buildRegionalPujaOrder(context, context.prefs.events, context.regionId ?? -1),
    ...(context.prasadDeclined && { prasadDeclined: true }),
  }),
};

/** An astrology session at a regional event: the region's sessions, nothing shipped. */
export const regionalAstroFlow: OrderFlow = {
  id: 'regionalAstro',
  draftKey: 'regional-astro',
  kind: 'regionalAstro',
  regional: true,
  shipping: false,
  choice: { noun: 'session', needsDate: false, fromEvents: true },
  asks: { passing: false, prayerRequest: false },
  buildPayload: (context) =>
    buildRegionalAstroOrder(context, context.prefs.events, context.regionId ?? -1),
};

const FLOWS: Record<OrderKind, OrderFlow> = {
  puja: pujaOrderFlow,
  recommendation: recommendationFlow,
  regionalPuja: regionalPujaFlow,
  regionalAstro: regionalAstroFlow,
};

/** The flow a machine's context belongs to. */
export function flowOf(context: { kind: OrderKind }): OrderFlow {
  return FLOWS[context.kind];
}

const RULES = new WeakMap<OrderFlow, StepRules>();

/** The rules a flow's step checks run with. */
export function flowRules(flow: OrderFlow): StepRules {
  let rules = RULES.get(flow);
  if (!rules) {
    rules = {
      kind: flow.kind,
      choice: flow.choice,
      steps: (context) => flowSteps(flow, context),
      buildPayload: flow.buildPayload,
    };
    RULES.set(flow, rules);
  }
  return rules;
}

/** Only what the flow asks stays in a person (a face-to-face session: living, no request). */
export function askedOf(flow: OrderFlow, people: PersonDraft[]): PersonDraft[] {
  return flow.asks.passing && flow.asks.prayerRequest ? people : people.map(faceToFacePerson);
}
