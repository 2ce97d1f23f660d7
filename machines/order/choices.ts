/**
 * What the choices step offers, per flow: puja cards grouped by category (a
 * recommendation request offers only the RECOMMENDATIONS items, the only ones
 * the server accepts there), a puja's open dates, or a region's open events,
 * and which regions the region step lists. Views render these; they hold no rule.
 */
import { isHttpUrl } from '../../domain/plain-text';
import { openEvents, openPujaDates } from '../../domain/open-choices';
import { costOf } from '../../domain/order-builders';
import type { PujaDetail, Region, RegionalEventDetail } from '../../domain/prefs';
import { buildPujaOptions, type PujaOption } from '../../domain/puja-options';
import { nextDate, pictureFor, summary, type PujaPicture } from '../../domain/puja-facts';
import { pujaDescriptionIn, pujaTitleIn } from '../../domain/puja-words';
import {
  categoryEnglish,
  categoryNameIn,
  eventWordsIn,
  regionNameIn,
} from '../../domain/catalog-words';
import type { TextIn } from '../../domain/catalog-texts';
import type { OrderKind } from '../../domain/constants';
import type { OrderWizardContext } from './context';

export interface PujaChoice {
  id: number;
  /** In the page's language where the temple or the name table has it, else English. */
  name: string;
  /** The language of `name`, and of `short` and `note` (English where untranslated). */
  nameLang: string;
  textLang: string;
  /** First sentence of the description, and the rest. */
  short: string;
  note: string;
  picture: PujaPicture;
  /** US dollars (the server prices the order again). */
  price: number;
  /** Next MM/DD/YYYY date still open, or null. */
  nextDate: string | null;
  /** The good-faith value in dollars of the goods (prasad) it gives; 0 for none. */
  goodsValue: number;
}

export interface PujaChoiceGroup {
  /** "Special pujas", "Homas", "Pujas" (empty for a group without a known heading). */
  heading: string;
  /** A group without a known heading: its category's name as the temple wrote it, or null. */
  ownHeading: TextIn | null;
  choices: PujaChoice[];
}

export interface EventChoice {
  id: number;
  name: string;
  /** The language of each text the temple writes per language (English where untranslated). */
  langs: { name: string; venue: string; hostedBy: string; note: string };
  /** Where it takes place (the programme's title) and its region. */
  venue: string;
  regionName: string;
  /** ISO instant (UTC) and the IANA zone it takes place in. */
  eventDate: string;
  timeZone: string;
  hostedBy: string;
  contactEmail: string;
  /** Empty unless an absolute http(s) address. */
  informationUrl: string;
  /** ISO instant orders close. */
  cutoff: string;
  /** Sanitised by the server (allow-listed tags only); the arrival note lives here. */
  detailsHtml: string;
  note: string;
  price: number;
}

interface FlowLike {
  kind: OrderKind;
  choice: { fromEvents: boolean };
}

function detailsFor(context: OrderWizardContext, flow: FlowLike): readonly PujaDetail[] {
  // The server accepts only RECOMMENDATIONS items on a recommendation request.
  return flow.kind === 'recommendation'
    ? context.prefs.order.pujaRecommendationDetails
    : context.prefs.order.pujaDetails;
}

/** The puja cards of the choices step, in the catalog's order and groups, in `language`. */
export function pujaChoiceGroups(
  context: OrderWizardContext,
  flow: FlowLike,
  language = 'en',
): PujaChoiceGroup[] {
  if (flow.choice.fromEvents) return [];
  const details = detailsFor(context, flow);
  const byId = new Map(details.map((detail) => [detail.pujaId ?? detail.id, detail]));
  const now = new Date(context.loadedAt);
  const groups: PujaChoiceGroup[] = [];
  let group: PujaChoiceGroup | null = null;
  for (const option of buildPujaOptions(details, {
    recommendations: flow.kind === 'recommendation',
  })) {
    if (option.header) {
      group = { heading: option.label, ownHeading: null, choices: [] };
      groups.push(group);
      continue;
    }
    if (!group) {
      group = {
        heading: '',
        ownHeading: ownHeading(details, option.category, language),
        choices: [],
      };
      groups.push(group);
    }
    const detail = byId.get(option.id);
    group.choices.push(toPujaChoice(context, option, detail, now, language));
  }
  return groups.filter((candidate) => candidate.choices.length > 0);
}

/** A category's own name in `language`, only when the temple has written one. */
function ownHeading(
  details: readonly PujaDetail[],
  category: string,
  language: string,
): TextIn | null {
  const items = details.filter((detail) => detail.category === category);
  const name = categoryNameIn(categoryEnglish(category), items, language);
  return name.lang === language && language !== 'en' ? name : null;
}

function toPujaChoice(
  context: OrderWizardContext,
  option: PujaOption,
  detail: PujaDetail | undefined,
  now: Date,
  language: string,
): PujaChoice {
  const words = detail ?? {
    displayName: option.label,
    name: option.name,
    extDescription: option.extDescription,
  };
  const title = pujaTitleIn(words, language);
  const description = pujaDescriptionIn(words, language);
  const { short, note } = summary({ extDescription: description.text });
  return {
    id: option.id,
    name: title.text,
    nameLang: title.lang,
    textLang: description.lang,
    short,
    note,
    picture: detail ? pictureFor(detail) : 'lotus',
    price: costOf(context.prefs.order.costLookup, option.id),
    nextDate: detail ? nextDate(detail, now) : null,
    goodsValue: detail?.goodsValue ?? 0,
  };
}

/** Every puja card, ungrouped. */
export function pujaChoices(
  context: OrderWizardContext,
  flow: FlowLike,
  language = 'en',
): PujaChoice[] {
  return pujaChoiceGroups(context, flow, language).flatMap((group) => group.choices);
}

function toEventChoice(event: RegionalEventDetail, language: string): EventChoice {
  const words = eventWordsIn(event, language);
  return {
    id: event.id,
    name: words.name.text,
    langs: {
      name: words.name.lang,
      venue: words.venue.lang,
      hostedBy: words.hostedBy.lang,
      note: words.note.lang,
    },
    venue: words.venue.text,
    regionName: event.regionName,
    eventDate: event.eventDate,
    timeZone: event.timeZone,
    hostedBy: words.hostedBy.text,
    contactEmail: event.contactEmailId,
    informationUrl: isHttpUrl(event.informationURL) ? event.informationURL : '',
    cutoff: event.orderCutOffTime,
    detailsHtml: event.additionalEventDetailsAsHTML,
    note: words.note.text,
    price: event.cost,
  };
}

/** The region's events still open for orders, soonest first, as cards in `language`. */
export function eventChoices(context: OrderWizardContext, language = 'en'): EventChoice[] {
  return openEvents(context.prefs.events, context.regionId, context.loadedAt).map((event) =>
    toEventChoice(event, language),
  );
}

/** The MM/DD/YYYY dates of a puja still open for orders. */
export function pujaDateChoices(context: OrderWizardContext, pujaId: number): string[] {
  return openPujaDates(context.prefs.order, pujaId, context.loadedAt);
}

/**
 * The one puja a person can choose when there is only one (a recommendation
 * request offers one item today): the machine chooses it on entering the step
 * and the view shows it as the choice made. Null when there is a real choice.
 */
export function onlyChoiceId(
  context: OrderWizardContext,
  flow: FlowLike & { choice: { needsDate: boolean } },
): number | null {
  // Events and dated pujas are always chosen by the visitor, who reads the card first.
  if (flow.choice.needsDate || flow.choice.fromEvents) return null;
  const ids = pujaChoices(context, flow).map((choice) => choice.id);
  return ids.length === 1 ? (ids[0] ?? null) : null;
}

/** The regions the region step lists: those with open events of this flow's kind. */
export function regionsOffered(context: OrderWizardContext, flow: FlowLike): Region[] {
  const wanted = flow.kind === 'regionalAstro' ? 'hasAstroEvents' : 'hasPujaEvents';
  return context.regions.filter((region) => region[wanted] !== false);
}

/**
 * The chosen region's name in `language` (and the language it is written in), from the region
 * list or, in English, from its events; null before one is chosen.
 */
export function chosenRegionName(context: OrderWizardContext, language = 'en'): TextIn | null {
  if (context.regionId === null) return null;
  const region = context.regions.find((candidate) => candidate.regionId === context.regionId);
  if (region) return regionNameIn(region, language);
  const event = context.prefs.events.find((candidate) => candidate.regionId === context.regionId);
  return event ? { text: event.regionName, lang: 'en' } : null;
}

/** The puja or event a person has chosen, as its card shows it; undefined when none. */
export function chosenChoice(
  context: OrderWizardContext,
  flow: FlowLike,
  id: number,
  language = 'en',
): PujaChoice | EventChoice | undefined {
  return flow.choice.fromEvents
    ? eventChoices(context, language).find((event) => event.id === id)
    : pujaChoices(context, flow, language).find((choice) => choice.id === id);
}
