/**
 * Reads the catalog into the response shapes of the spec's preference calls
 * (domain/prefs.ts). Dates are MM/DD/YYYY, costs US dollars.
 */
import { TAX_TREATMENTS } from '../../domain/tax-treatment';
import type { Kysely } from 'kysely';
import { PUJA_CATEGORIES } from '../../domain/constants';
import type {
  GeneralPrefs,
  OrderPrefs,
  PujaDetail,
  Region,
  RegionalEventDetail,
} from '../../domain/prefs';
import type { Database } from '../db/schema';
import { isHttpUrl, toPlainLine } from '../../domain/event-fields';
import { sanitizeEventHtml } from './sanitize';
import { regionTimeZone } from './region-time-zone';
import { localizedOf, readTexts } from './catalog-texts';
import { SOURCE_LANGUAGE } from '../../domain/languages';

export const toMmDdYyyy = (isoDate: string): string =>
  `${isoDate.slice(5, 7)}/${isoDate.slice(8, 10)}/${isoDate.slice(0, 4)}`;

export const dollars = (cents: number): number => cents / 100;

export async function buildGeneralPrefs(db: Kysely<Database>): Promise<GeneralPrefs> {
  const [countries, states, stars, genders] = await Promise.all([
    db.selectFrom('countries').select(['code', 'name']).orderBy('sort_order').execute(),
    db.selectFrom('states').select(['code', 'name', 'country']).orderBy('sort_order').execute(),
    db
      .selectFrom('birth_stars')
      .select(['code', 'name', 'aliases'])
      .orderBy('sort_order')
      .execute(),
    db.selectFrom('gender_identities').select(['code', 'name']).orderBy('sort_order').execute(),
  ]);
  return {
    countries,
    states,
    birthStars: stars.map((star) => ({
      code: star.code,
      name: star.name,
      aliases: JSON.parse(star.aliases) as string[],
    })),
    genderIdentities: genders,
  };
}

export interface OrderPrefsSnapshot {
  prefs: OrderPrefs;
  /** The earliest listed cutoff: the snapshot is stale from then on. */
  staleAt: string | null;
}

/** The order prefs; with a `language` other than English each puja carries its words in it. */
export async function buildOrderPrefs(
  db: Kysely<Database>,
  now: Date,
  language: string = SOURCE_LANGUAGE,
): Promise<OrderPrefsSnapshot> {
  const nowIso = now.toISOString();
  const translated = language !== SOURCE_LANGUAGE;
  const [pujaTexts, categoryTexts] = translated
    ? await Promise.all([readTexts(db, 'PUJA', language), readTexts(db, 'CATEGORY', language)])
    : [new Map(), new Map()];
  const [pujas, schedules] = await Promise.all([
    db
      .selectFrom('pujas')
      .selectAll()
      .where('active', '=', 1)
      .orderBy('category')
      .orderBy('selection_order')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('puja_schedules')
      .select(['puja_id', 'date_of_puja', 'order_cutoff_time'])
      .where('order_cutoff_time', '>', nowIso)
      .orderBy('date_of_puja')
      .execute(),
  ]);
  let staleAt: string | null = null;
  const byPuja = new Map<number, { dateOfPuja: string; orderCutoffTime: string }[]>();
  for (const row of schedules) {
    if (staleAt === null || row.order_cutoff_time < staleAt) staleAt = row.order_cutoff_time;
    const list = byPuja.get(row.puja_id) ?? [];
    list.push({ dateOfPuja: toMmDdYyyy(row.date_of_puja), orderCutoffTime: row.order_cutoff_time });
    byPuja.set(row.puja_id, list);
  }
  const prefs: OrderPrefs = {
    pujaDetails: [],
    pujaRecommendationDetails: [],
    pujaDates: {},
    costLookup: {},
  };
  // Spec section 9: SPECIAL, HOMAS, PUJAS, RECOMMENDATIONS, then the others.
  const rank = (category: string) => {
    const index = CATEGORY_ORDER.indexOf(category);
    return index === -1 ? CATEGORY_ORDER.length : index;
  };
  pujas.sort(
    (a, b) =>
      rank(a.category) - rank(b.category) ||
      a.category.localeCompare(b.category) ||
      a.selection_order - b.selection_order ||
      a.id - b.id,
  );
  for (const puja of pujas) {
    const schedule = byPuja.get(puja.id) ?? [];
    const cost = dollars(puja.cost_cents);
    const detail: PujaDetail = {
      pujaId: puja.id,
      id: puja.id,
      code: puja.code,
      key: puja.key,
      name: puja.name,
      displayName: puja.display_name,
      category: puja.category,
      cost,
      price: cost,
      selectionOrder: puja.selection_order,
      extDescription: puja.ext_description,
      pujaDates: schedule.map((entry) => entry.dateOfPuja),
      pujaScheduleForWebList: schedule,
      ...(puja.tax_treatment === TAX_TREATMENTS.goods && {
        goodsValue: dollars(puja.goods_value_cents),
      }),
    };
    if (translated) {
      const categoryName = categoryTexts.get(puja.category)?.name;
      const localized = localizedOf(
        pujaTexts,
        puja.id,
        language,
        categoryName ? { categoryName } : {},
      );
      if (localized) detail.localized = localized;
    }
    const isRecommendation = puja.category === PUJA_CATEGORIES.recommendations;
    (isRecommendation ? prefs.pujaRecommendationDetails : prefs.pujaDetails).push(detail);
    prefs.pujaDates[String(puja.id)] = detail.pujaDates;
    prefs.costLookup[String(puja.id)] = cost;
  }
  return { prefs, staleAt };
}

const CATEGORY_ORDER: readonly string[] = [
  PUJA_CATEGORIES.special,
  PUJA_CATEGORIES.homas,
  PUJA_CATEGORIES.pujas,
  PUJA_CATEGORIES.recommendations,
];

export type EventKind = 'PUJA' | 'ASTRO';

/** Upcoming events (cutoff still ahead) of the given regions and kind, with their words in `language`. */
export async function buildRegionalPrefs(
  db: Kysely<Database>,
  regionIds: readonly number[],
  kind: EventKind,
  now: Date,
  language: string = SOURCE_LANGUAGE,
): Promise<RegionalEventDetail[]> {
  if (regionIds.length === 0) return [];
  const texts = language === SOURCE_LANGUAGE ? new Map() : await readTexts(db, 'EVENT', language);
  const rows = await db
    .selectFrom('regional_events as e')
    .innerJoin('regions as r', 'r.id', 'e.region_id')
    .selectAll('e')
    .select('r.name as region_name')
    .where('e.region_id', 'in', [...regionIds])
    .where('e.kind', '=', kind)
    .where('e.order_cut_off_time', '>', now.toISOString())
    .orderBy('e.event_date')
    .orderBy('e.id')
    .execute();
  const zones = new Map<string, string>();
  for (const name of new Set(rows.map((row) => row.region_name))) {
    zones.set(name, await regionTimeZone(name));
  }
  return rows.map((row) =>
    withLocalized(localizedOf(texts, row.id, language), {
      id: row.id,
      regionId: row.region_id,
      regionName: row.region_name,
      timeZone: zones.get(row.region_name) ?? 'UTC',
      // Stored before the write APIs validated them: served as plain text and http(s) only.
      name: toPlainLine(row.name),
      offeringTitle: toPlainLine(row.offering_title),
      title: toPlainLine(row.title),
      hostedBy: toPlainLine(row.hosted_by),
      eventDate: row.event_date,
      orderCutOffTime: row.order_cut_off_time,
      additionalEventDetailsAsHTML: sanitizeEventHtml(row.additional_event_details_html),
      contactEmailId: row.contact_email_id,
      informationURL: isHttpUrl(row.information_url) ? row.information_url : '',
      cost: dollars(row.cost_cents),
      extDescription: row.ext_description,
    }),
  );
}

function withLocalized<T extends object, L>(
  localized: L | undefined,
  value: T,
): T & { localized?: L } {
  return localized ? { ...value, localized } : value;
}

/** Regions with at least one event still open for ordering, with their names in `language`. */
export async function buildRegions(
  db: Kysely<Database>,
  now: Date,
  language: string = SOURCE_LANGUAGE,
): Promise<Region[]> {
  const texts = language === SOURCE_LANGUAGE ? new Map() : await readTexts(db, 'REGION', language);
  const rows = await db
    .selectFrom('regional_events as e')
    .innerJoin('regions as r', 'r.id', 'e.region_id')
    .select(['r.id', 'r.name', 'e.kind'])
    .where('e.order_cut_off_time', '>', now.toISOString())
    .distinct()
    .execute();
  const regions = new Map<number, Region>();
  for (const row of rows) {
    const region: Region =
      regions.get(row.id) ??
      withLocalized(localizedOf(texts, row.id, language), {
        regionId: row.id,
        regionName: row.name,
        hasPujaEvents: false,
        hasAstroEvents: false,
      });
    if (row.kind === 'PUJA') region.hasPujaEvents = true;
    if (row.kind === 'ASTRO') region.hasAstroEvents = true;
    regions.set(row.id, region);
  }
  return [...regions.values()].sort((a, b) => a.regionName.localeCompare(b.regionName, 'en'));
}
