/**
 * Property: a draft the browser accepts is never refused with 400. Drafts are
 * generated per flow (lengths around every limit, dates in three fields or saved
 * as one text in every format drafts used to hold,
 * dates around 1900 and today, half-given times, OTHER states, declining
 * ZIPs), checked with the wizard machine's own review checks, and each one it
 * accepts is paid through the real API with a sandbox-gateway card token: the
 * answer must be 201 (paid) or 402 (declined). DRAFT_PROPERTY_RUNS sets the
 * drafts per flow (`npm run test:drafts` runs 1,000).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOption } from '../test-support/test-seed';
import {
  EMPTY_PREFS,
  flowRules,
  pujaOrderFlow,
  recommendationFlow,
  regionalAstroFlow,
  regionalPujaFlow,
  stepErrors,
  freshProgress,
  type OrderFlow,
  type OrderWizardContext,
} from '../../machines/order';
import { API_PATHS, ORDER_SUBMIT_PATHS, OTHER_STATE } from '../../domain/constants';
import { withPaymentDetails } from '../../domain/order-builders';
import { emptyAddress, type AddressDraft, type PersonDraft } from '../../domain/order-draft';
import { emptyPerson, personFromSaved, withEntries } from '../../domain/order-draft';
import { entryOfIsoDay, isoDayOfOldText } from '../../domain/day-entry';
import { PRASAD_PLACES_PATH } from '../../domain/prasad/places';
import type { GeneralPrefs, OrderPrefs, Region, RegionalEventDetail } from '../../domain/prefs';
import { startApiServer, type ApiTestServer } from '../../server/test-support/api-server';
import { postJson, sandboxCardToken } from '../../server/test-support/order-fixtures';
import { testNow, testNowMs } from '../test-support/test-clock';

const RUNS = Number(process.env.DRAFT_PROPERTY_RUNS ?? 25);

let server: ApiTestServer;
let general: GeneralPrefs;
let order: OrderPrefs;
let region: Region;
/** Where the temple posts prasad, as the wizard loads it from the server. */
let prasadCountries: string[] = [];
const events: Record<'regionalPuja' | 'regionalAstro', RegionalEventDetail[]> = {
  regionalPuja: [],
  regionalAstro: [],
};

beforeAll(async () => {
  // The server runs on the tests' clock (startApiServer), as the browser's checks below do.
  server = await startApiServer();
  const get = async <T>(path: string) =>
    (await (await fetch(`${server.baseUrl}${path}`)).json()) as T;
  general = await get<GeneralPrefs>(API_PATHS.generalPrefs);
  order = await get<OrderPrefs>(API_PATHS.orderPrefs);
  region = (await get<{ regions: Region[] }>(API_PATHS.regions)).regions[0]!;
  prasadCountries = (await get<{ countries: string[] }>(PRASAD_PLACES_PATH)).countries;
  for (const [kind, path] of [
    ['regionalPuja', API_PATHS.regionalOrderPrefs],
    ['regionalAstro', API_PATHS.regionalAstroOrderPrefs],
  ] as const) {
    const response = await postJson(server.baseUrl, path, { regionIdList: [region.regionId] });
    events[kind] = (
      (await response.json()) as { eventDetails: RegionalEventDetail[] }
    ).eventDetails;
  }
}, 60_000);
afterAll(async () => server?.close());

/** Mostly sensible values, sometimes an edge: `edges` come 1 time in `1 + weight`. */
const mostly = <T>(usual: fc.Arbitrary<T>, edges: fc.Arbitrary<T>, weight = 60) =>
  fc.oneof({ weight, arbitrary: usual }, { weight: 1, arbitrary: edges });

/** Text up to `max` characters after trimming, plus edges just over the limit and blanks. */
function text(max: number, required: boolean): fc.Arbitrary<string> {
  const usual = fc.string({ minLength: required ? 1 : 0, maxLength: Math.min(max, 30) });
  const edges = fc.oneof(
    fc.constant(` ${'x'.repeat(max)} `),
    fc.constant('y'.repeat(max + 1)),
    fc.constant('z'.repeat(max + 10)),
    fc.constant('   '),
    fc.string({ unit: 'grapheme', maxLength: max + 5 }),
  );
  return mostly(
    usual.map((value) => (required && value.trim() === '' ? 'Name' : value)),
    edges,
  );
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A date in one of the formats the forms accept, or a mistyped one. */
const dateText = (fromYear: number, toYear: number) =>
  mostly(
    fc
      .record({
        year: fc.integer({ min: fromYear, max: toYear }),
        month: fc.integer({ min: 1, max: 12 }),
        day: fc.integer({ min: 1, max: 28 }),
        style: fc.constantFrom('iso', 'us', 'short', 'padded'),
      })
      .map(({ year, month, day, style }) =>
        style === 'iso'
          ? `${year}-${pad(month)}-${pad(day)}`
          : style === 'us'
            ? `${month}/${day}/${year}`
            : style === 'short'
              ? `${month}/${day}/${pad(year % 100)}`
              : `${pad(month)}/${pad(day)}/${year}`,
      ),
    fc.constantFrom(
      '2/30/2001',
      '13/1/2000',
      '1/1/1899',
      '12/31/1899',
      '1/1/1900',
      '1/1/2030',
      '12/31/2099',
      '1/1/30',
      'soon',
    ),
  );

/** An hour and its minutes: both empty or both given, sometimes only one or out of range. */
const time = mostly(
  fc.oneof(
    fc.constant({ hour: '', minute: '' }),
    fc.record({
      hour: fc.integer({ min: 1, max: 12 }).map(String),
      minute: fc.integer({ min: 0, max: 59 }).map(String),
    }),
  ),
  fc.constantFrom(
    { hour: '7', minute: '' },
    { hour: '', minute: '30' },
    { hour: '13', minute: '00' },
    { hour: '0', minute: '5' },
    { hour: '7a', minute: '60' },
  ),
);

function personArb(flow: OrderFlow): fc.Arbitrary<PersonDraft> {
  const stars = ['', ...general.birthStars.map((star) => star.name)];
  const choice = flow.choice.fromEvents
    ? fc.constantFrom(...events[flow.kind as 'regionalPuja' | 'regionalAstro']).map((event) => ({
        pujaId: event.id,
        requestedPujaDate: '',
      }))
    : fc
        .constantFrom(
          ...(flow.kind === 'recommendation'
            ? order.pujaRecommendationDetails
            : order.pujaDetails.filter((puja) => (order.pujaDates[String(puja.id)] ?? []).length)),
        )
        .chain((puja) =>
          fc
            .constantFrom(...(flow.choice.needsDate ? order.pujaDates[String(puja.id)]! : ['']))
            .map((date) => ({ pujaId: puja.id, requestedPujaDate: date })),
        );
  return fc
    .record({
      firstName: text(60, true),
      lastName: text(60, true),
      departed: fc.boolean(),
      birthStar: fc.constantFrom(...stars),
      birthDate: fc.oneof(fc.constant(''), dateText(1900, 1999)),
      birthPlace: text(120, false),
      birthTime: time,
      half: fc.constantFrom('AM', 'PM') as fc.Arbitrary<'AM' | 'PM'>,
      starOnTheDayOfPassing: fc.constantFrom(...stars),
      dateOfPassing: dateText(2000, 2025),
      placeOfPassing: text(120, false),
      passingTime: time,
      customerNotes: text(1000, false),
      choice,
      typedInFields: fc.boolean(),
    })
    .map(({ typedInFields, ...person }) => {
      if (!typedInFields) return person;
      // Today's drafts: the dates as typed in three fields, the ISO day they name.
      const entry = (text: string) => entryOfIsoDay(isoDayOfOldText(text));
      return {
        ...person,
        entries: { birthDate: entry(person.birthDate), dateOfPassing: entry(person.dateOfPassing) },
      };
    })
    .map(({ departed, half, choice: chosen, birthTime, passingTime, ...fields }) => ({
      ...emptyPerson(),
      ...fields,
      ...chosen,
      birthTimeHour: birthTime.hour,
      birthTimeMinute: birthTime.minute,
      passingTimeHour: passingTime.hour,
      passingTimeMinute: passingTime.minute,
      prayerTypeCode: departed ? 'DEPARTED' : 'LIVING',
      whichHalfOfTheDay: half,
      passingWhichHalfOfTheDay: half,
    }))
    .map((typed) => {
      const { entries, ...person } = typed as PersonDraft & { entries?: PersonDraft['entered'] };
      return entries ? withEntries(person, entries) : person;
    });
}

/**
 * An address as the pickers fill it: a listed country, its states or OTHER with a name.
 * Prasad addresses are mostly in a country the temple posts to, sometimes in any other.
 */
function addressArb(prasad = false): fc.Arbitrary<AddressDraft> {
  const anyCountry = fc.constantFrom(...general.countries.map((c) => c.code));
  const country =
    prasad && prasadCountries.length > 0
      ? mostly(fc.constantFrom(...prasadCountries), anyCountry, 6)
      : anyCountry;
  return fc
    .record({
      firstName: text(60, true),
      lastName: text(60, true),
      address1: text(120, true),
      address2: text(120, false),
      city: text(80, true),
      country,
      stateOther: text(80, true),
      stateIndex: fc.nat(),
      postalCode: mostly(
        fc.constantFrom('94583', '46282', 'SW1A 1AA', '560001'),
        fc.constant('9'.repeat(21)),
      ),
      email: mostly(
        fc.emailAddress().filter((email) => email.length <= 255),
        fc.constantFrom('not-an-email', `${'a'.repeat(250)}@example.com`),
      ),
      phone: text(40, false),
    })
    .map(({ stateIndex, ...fields }) => {
      const states = general.states.filter(
        (state) => state.country === fields.country && state.code !== OTHER_STATE,
      );
      const state = states.length ? states[stateIndex % states.length]!.code : OTHER_STATE;
      return {
        ...emptyAddress(),
        ...fields,
        state,
        stateOther: state === OTHER_STATE ? fields.stateOther : '',
      };
    });
}

interface Draft {
  people: PersonDraft[];
  notes: string;
  shipping: AddressDraft;
  billing: AddressDraft;
}

function draftArb(flow: OrderFlow): fc.Arbitrary<Draft> {
  return fc.record({
    people: fc.array(personArb(flow), { minLength: 1, maxLength: 3 }),
    notes: text(2000, false),
    shipping: addressArb(true),
    billing: addressArb(),
  });
}

function contextOf(flow: OrderFlow, draft: Draft) {
  const regional = flow.choice.fromEvents;
  const context: OrderWizardContext = {
    kind: flow.kind,
    regionId: regional ? region.regionId : null,
    regions: [],
    temple: null,
    prefs: {
      ...EMPTY_PREFS,
      general,
      order,
      events: regional ? events[flow.kind as 'regionalPuja' | 'regionalAstro'] : [],
      prasadCountries: flow.shipping ? prasadCountries : [],
    },
    // The browser's checks run on the tests' clock, as the API server does.
    clock: testNow,
    loadedAt: testNowMs(),
    ...draft,
    // As a reload restores them: drafts saved with one text per date (the old shape) load too.
    people: draft.people.map(personFromSaved),
    shipping: flow.shipping ? draft.shipping : emptyAddress(),
    ...freshProgress(),
    draftKey: null,
    lastStep: 'review',
  };
  return context;
}

const FLOWS = [pujaOrderFlow, recommendationFlow, regionalPujaFlow, regionalAstroFlow];

describe('every draft the browser accepts is taken by the API (201 or 402, never 400)', () => {
  for (const flow of FLOWS) {
    it(`${flow.id}: ${RUNS} generated drafts`, async () => {
      let accepted = 0;
      await fc.assert(
        fc.asyncProperty(draftArb(flow), async (draft) => {
          const context = contextOf(flow, draft);
          if (stepErrors(context, 'review', flowRules(flow)).length > 0) return;
          accepted += 1;
          const payload = withPaymentDetails(
            flow.buildPayload(context),
            await sandboxCardToken(server.baseUrl),
          );
          const response = await postJson(server.baseUrl, ORDER_SUBMIT_PATHS[flow.kind], payload, {
            'Idempotency-Key': crypto.randomUUID(),
          });
          const body = (await response.json()) as unknown;
          expect([201, 402], JSON.stringify(body)).toContain(response.status);
        }),
        { numRuns: RUNS, ...seedOption() },
      );
      console.info(`${flow.id}: ${RUNS} drafts, ${accepted} accepted by the browser and paid`);
      // The generator is tuned so a good share of drafts pass the browser's checks.
      expect(accepted).toBeGreaterThan(RUNS / 10);
    }, 600_000);
  }
});
