/**
 * The server-side rules the shared zod schema cannot know: every line's puja
 * or regional event exists, fits the order kind, is on its schedule and still
 * open; birth stars, countries and states are known. It also prices every
 * line from the catalog (client-sent costs are ignored).
 */
import type { Kysely } from 'kysely';
import { OTHER_STATE, PUJA_CATEGORIES, type OrderKind } from '../../domain/constants';
import type { FieldError } from '../../domain/api-error';
import { formatRegionalDate } from '../../domain/dates';
import {
  isBlankLineItem,
  postsPrasad,
  type Address,
  type AnyOrderPayload,
  type OrderLineItem,
} from '../../domain/order-payload';
import { postsPrasadTo } from '../../domain/prasad/places';
import { ADDRESS_TEXT, PAYLOAD_TEXT } from '../../domain/order-text';
import { fontFaces, missingCharacters } from '../pdf';
import type { Database } from '../db/schema';
import { readPrasadPlaces } from '../catalog';

export interface PricedLine {
  position: number;
  item: OrderLineItem;
  pujaId: number;
  regionalEventId: number | null;
  regionId: number | null;
  itemName: string;
  costCents: number;
  /** YYYY-MM-DD, '' when the item has no date. */
  pujaDate: string;
  birthStar: string;
  starOnTheDayOfPassing: string;
}

export interface CheckedOrder {
  lines: PricedLine[];
  totalCents: number;
}

const MMDDYYYY = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const toIsoDate = (mmddyyyy: string): string | null => {
  const match = MMDDYYYY.exec(mmddyyyy);
  return match ? `${match[3]}-${match[1]}-${match[2]}` : null;
};

interface Lookups {
  stars: Map<string, string>;
  countries: Set<string>;
  statesByCountry: Map<string, Set<string>>;
}

// Reference lists change rarely: each server keeps them for a minute.
const LOOKUP_TTL_MS = 60_000;
const lookupCache = new WeakMap<object, { at: number; lookups: Promise<Lookups> }>();

function cachedLookups(db: Kysely<Database>): Promise<Lookups> {
  // The cache's age is a duration: measured on the monotonic clock.
  const now = performance.now();
  const hit = lookupCache.get(db);
  if (hit && now - hit.at < LOOKUP_TTL_MS) return hit.lookups;
  const lookups = loadLookups(db);
  lookupCache.set(db, { at: now, lookups });
  lookups.catch(() => lookupCache.delete(db));
  return lookups;
}

async function loadLookups(db: Kysely<Database>): Promise<Lookups> {
  const [stars, countries, states] = await Promise.all([
    db.selectFrom('birth_stars').select(['code', 'name', 'aliases']).execute(),
    db.selectFrom('countries').select('code').execute(),
    db.selectFrom('states').select(['code', 'country']).execute(),
  ]);
  // A star may be sent by its code, its name or a regional alias; it is stored by code.
  const starMap = new Map<string, string>();
  for (const star of stars) {
    for (const label of [star.code, star.name, ...(JSON.parse(star.aliases) as string[])]) {
      starMap.set(label.toLowerCase(), star.code);
    }
  }
  const statesByCountry = new Map<string, Set<string>>();
  for (const state of states) {
    const set = statesByCountry.get(state.country) ?? new Set<string>();
    set.add(state.code);
    statesByCountry.set(state.country, set);
  }
  return { stars: starMap, countries: new Set(countries.map((c) => c.code)), statesByCountry };
}

function checkAddress(
  address: Address | undefined,
  path: string,
  stateOther: string | undefined,
  stateOtherPath: string,
  lookups: Lookups,
  errors: FieldError[],
): void {
  if (!address) return;
  if (address.country && !lookups.countries.has(address.country)) {
    errors.push({ path: `${path}.0.country`, message: 'Choose a country from the list' });
  }
  if (address.state === OTHER_STATE) {
    if (!stateOther) errors.push({ path: stateOtherPath, message: 'Enter the state or region' });
    return;
  }
  const known = lookups.statesByCountry.get(address.country);
  if (known && address.state && !known.has(address.state)) {
    errors.push({ path: `${path}.0.state`, message: 'Choose a state or province from the list' });
  }
}

/**
 * The names a receipt prints (the payer's and each person's) in letters no
 * receipt font has: refused before payment, never a receipt without them.
 */
async function unprintableNames(payload: AnyOrderPayload): Promise<FieldError[]> {
  const faces = await fontFaces('regular');
  const refused = (path: string, text: string): FieldError[] =>
    missingCharacters(text, faces).length > 0
      ? [{ path, message: PAYLOAD_TEXT.unprintableName.message }]
      : [];
  const billing = payload.pujaOrderBillingAddresses[0];
  return [
    ...(billing
      ? ['firstName' as const, 'lastName' as const].flatMap((field) =>
          refused(`pujaOrderBillingAddresses.0.${field}`, billing[field]),
        )
      : []),
    ...payload.pujaOrderLineitems.flatMap((item, index) =>
      isBlankLineItem(item)
        ? []
        : ['firstName' as const, 'lastName' as const].flatMap((field) =>
            refused(`pujaOrderLineitems.${index}.${field}`, item[field]),
          ),
    ),
  ];
}

export async function checkOrderAgainstCatalog(
  db: Kysely<Database>,
  kind: OrderKind,
  payload: AnyOrderPayload,
  now: Date,
): Promise<{ ok: true; order: CheckedOrder } | { ok: false; fields: FieldError[] }> {
  const errors: FieldError[] = [];
  const lookups = await cachedLookups(db);
  const filled = payload.pujaOrderLineitems
    .map((item, position) => ({ item, position }))
    .filter(({ item }) => !isBlankLineItem(item));
  const ids = [...new Set(filled.map(({ item }) => item.pujaId))];
  const nowIso = now.toISOString();
  const regional = kind === 'regionalPuja' || kind === 'regionalAstro';

  const pujas =
    regional || ids.length === 0
      ? []
      : await db
          .selectFrom('pujas')
          .selectAll()
          .where('id', 'in', ids)
          .where('active', '=', 1)
          .execute();
  const events =
    !regional || ids.length === 0
      ? []
      : await db.selectFrom('regional_events').selectAll().where('id', 'in', ids).execute();
  const dates = filled
    .map(({ item }) => toIsoDate(item.requestedPujaDate))
    .filter((date): date is string => date !== null);
  const schedules =
    kind !== 'puja' || ids.length === 0 || dates.length === 0
      ? []
      : await db
          .selectFrom('puja_schedules')
          .selectAll()
          .where('puja_id', 'in', ids)
          .where('date_of_puja', 'in', dates)
          .execute();

  const lines: PricedLine[] = [];
  for (const { item, position } of filled) {
    const at = (field: string, message: string) =>
      errors.push({ path: `pujaOrderLineitems.${position}.${field}`, message });
    const star = (value: string, field: string): string => {
      if (!value) return '';
      const code = lookups.stars.get(value.toLowerCase());
      if (!code) at(field, 'Choose a birth star from the list');
      return code ?? value;
    };
    const birthStar = star(item.birthStar, 'birthStar');
    const starOnTheDayOfPassing = star(item.starOnTheDayOfPassing, 'starOnTheDayOfPassing');
    const base = { position, item, birthStar, starOnTheDayOfPassing };

    if (regional) {
      const wanted = kind === 'regionalPuja' ? 'PUJA' : 'ASTRO';
      const event = events.find((e) => e.id === item.pujaId && e.kind === wanted);
      if (!event) {
        at('pujaId', 'Choose an event from the list');
        continue;
      }
      if (item.regionId !== undefined && item.regionId !== event.region_id) {
        at('regionId', 'This event is not in the chosen region');
      }
      if (item.requestedPujaDate !== formatRegionalDate(event.event_date)) {
        at('requestedPujaDate', 'The date does not match the event');
      }
      if (event.order_cut_off_time <= nowIso) at('pujaId', 'Orders for this event have closed');
      lines.push({
        ...base,
        pujaId: event.id,
        regionalEventId: event.id,
        regionId: event.region_id,
        itemName: event.offering_title || event.name,
        costCents: event.cost_cents,
        pujaDate: event.event_date.slice(0, 10),
      });
      continue;
    }

    const puja = pujas.find((p) => p.id === item.pujaId);
    const isRecommendation = puja?.category === PUJA_CATEGORIES.recommendations;
    if (!puja || isRecommendation !== (kind === 'recommendation')) {
      at(
        'pujaId',
        kind === 'recommendation'
          ? 'Choose a recommendation from the list'
          : 'Choose a puja from the list',
      );
      continue;
    }
    let pujaDate = '';
    if (kind === 'puja') {
      pujaDate = toIsoDate(item.requestedPujaDate) ?? '';
      const entry = schedules.find((s) => s.puja_id === puja.id && s.date_of_puja === pujaDate);
      if (!entry) at('requestedPujaDate', 'This date is not on the puja’s schedule');
      else if (entry.order_cutoff_time <= nowIso) {
        at('requestedPujaDate', 'Orders for this date have closed');
      }
    }
    lines.push({
      ...base,
      pujaId: puja.id,
      regionalEventId: null,
      regionId: null,
      itemName: puja.name,
      costCents: puja.cost_cents,
      pujaDate,
    });
  }

  checkAddress(
    payload.pujaOrderBillingAddresses[0],
    'pujaOrderBillingAddresses',
    payload.billingStateOther,
    'billingStateOther',
    lookups,
    errors,
  );
  if (postsPrasad(kind, payload)) {
    const shipping = payload.pujaOrderShipmentAddresses[0];
    checkAddress(
      shipping,
      'pujaOrderShipmentAddresses',
      payload.prasadStateOther,
      'prasadStateOther',
      lookups,
      errors,
    );
    // Only where the office posts prasad; elsewhere the devotee declines it or gives another address.
    const countryPath = 'pujaOrderShipmentAddresses.0.country';
    if (
      shipping?.country &&
      !errors.some((error) => error.path === countryPath) &&
      !postsPrasadTo(await readPrasadPlaces(db), shipping.country)
    ) {
      errors.push({ path: countryPath, message: ADDRESS_TEXT.prasadCountry.message });
    }
  }
  errors.push(...(await unprintableNames(payload)));
  if (errors.length > 0) return { ok: false, fields: errors };
  const totalCents = lines.reduce((sum, line) => sum + line.costCents, 0);
  return { ok: true, order: { lines, totalCents } };
}
