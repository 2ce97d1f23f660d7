/**
 * What the fuzzer sends to: every write route in the server's route table
 * (server/http/route-table.ts), each with a valid seed body and concrete path
 * where one is known. A route added later is fuzzed too, from `{}` and its
 * parameters filled with plausible values, until a seed is added here.
 */
import { ASTRO_API_BASE, ASTRO_PATHS } from '../../domain/astro/api';
import { DISCLAIMER_VERSION } from '../../domain/astro/disclaimer';
import { API_PATHS, ORDER_SUBMIT_PATHS } from '../../domain/constants';
import { SANDBOX_GATEWAY_PATH } from '../../domain/environments';
import { MY_ORDER_API } from '../../domain/my-order-paths';
import { buildRecommendationOrder, withPaymentDetails } from '../../domain/order-builders';
import { emptyAddress } from '../../domain/order-draft';
import { LIVING_PERSON, SAMPLE_ADDRESS } from '../../domain/test-support/fixtures';
import { writeRoutes } from '../../server/http/route-table';
import { ANET_WEBHOOK_PATH } from '../../server/payments/webhook';
import type { ApiTestServer } from '../../server/test-support/api-server';
import {
  fetchOrderPrefs,
  postJson,
  pujaOrderPayload,
} from '../../server/test-support/order-fixtures';
import { ROUTE_EXAMPLES } from '../../server/staff/test-support/route-examples';
import { signInAs } from '../../server/staff/test-support/staff-session';
import { ASTROLOGER_ROUTE_EXAMPLES } from '../../server/astro/test-support/astrologer-route-examples';
import { testNowMs } from '../test-support/test-clock';

export interface Target {
  /** `METHOD /pattern` as in the route table. */
  route: string;
  method: string;
  /** The concrete path (parameters filled in). */
  path: string;
  seed: unknown;
  headers: Record<string, string>;
  /** Whether the webhook signature is computed over the mutated body. */
  signed?: boolean;
}

/**
 * Not ours to fuzz: the sandbox's stand-in for Authorize.net's gateway and
 * hosted page answer in Authorize.net's own format, not the API's.
 */
const NOT_THE_API = [SANDBOX_GATEWAY_PATH, '/sandbox-gateway/'];

const fillParams = (pattern: string) =>
  pattern.replace(/:([A-Za-z]+)/g, (_match, name: string) =>
    /id$/i.test(name) ? '1' : name === 'code' ? 'ABCD2345' : 'P0000000000000',
  );

async function astroSeeds(base: string) {
  const from = new Date(testNowMs() + 2 * 86_400_000).toISOString().slice(0, 10);
  const to = new Date(testNowMs() + 30 * 86_400_000).toISOString().slice(0, 10);
  const slots = (await (
    await fetch(
      `${base}${ASTRO_PATHS.slots}?readingTypeId=1&astrologerId=1&from=${from}&to=${to}&timeZone=UTC`,
    )
  ).json()) as { slots: { start: string }[] };
  const email = 'fuzz@example.org';
  const hold = {
    readingTypeId: 1,
    astrologerId: 1,
    start: slots.slots[0]?.start ?? `${from}T10:00:00.000Z`,
    visitorTimeZone: 'UTC',
    disclaimerVersion: DISCLAIMER_VERSION,
    people: [
      { fullName: 'Fuzz Person', birthDate: '1990-04-12', birthTime: '06:45', birthPlace: 'Kochi' },
    ],
    email,
  };
  const held = await postJson(base, ASTRO_PATHS.holds, hold);
  const { code } = (await held.json()) as { code: string };
  const billing = {
    firstName: 'Fuzz',
    lastName: 'Person',
    address: '1 Temple Road',
    city: 'San Ramon',
    state: 'CA',
    zip: '94583',
    country: 'US',
  };
  return {
    code,
    seeds: {
      [`POST ${ASTRO_PATHS.holds}`]: hold,
      [`POST ${ASTRO_PATHS.lookup}`]: { code, email },
      [`POST ${ASTRO_API_BASE}/bookings/:code/pay`]: {
        email,
        opaqueData: { dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT', dataValue: 'fuzz-nonce' },
        billing,
      },
      [`POST ${ASTRO_API_BASE}/bookings/:code/reschedule`]: {
        email,
        start: slots.slots[1]?.start ?? hold.start,
      },
      [`POST ${ASTRO_API_BASE}/bookings/:code/cancel`]: { email },
    } as Record<string, unknown>,
  };
}

export async function discoverTargets(server: ApiTestServer): Promise<Target[]> {
  const base = server.baseUrl;
  const prefs = await fetchOrderPrefs(base);
  const puja = pujaOrderPayload(prefs, { people: 2 });
  const reco = prefs.pujaRecommendationDetails[0];
  const recommendation = reco
    ? withPaymentDetails(
        buildRecommendationOrder(
          {
            people: [{ ...LIVING_PERSON, pujaId: reco.id }],
            notes: '',
            shipping: emptyAddress(),
            billing: SAMPLE_ADDRESS,
          },
          prefs,
        ),
        puja.paymentDetails.encodedPaymentDetails,
      )
    : puja;
  const astro = await astroSeeds(base);
  const staff = await signInAs(server, 'admin');
  // Signed in last, so the astrologer examples' `prepare` finds this astrologer.
  const astrologer = await signInAs(server, 'astrologer');

  const seeds: Record<string, unknown> = {
    [`POST ${ORDER_SUBMIT_PATHS.puja}`]: puja,
    [`POST ${ORDER_SUBMIT_PATHS.recommendation}`]: recommendation,
    [`POST ${ORDER_SUBMIT_PATHS.regionalPuja}`]: { ...puja, commandName: 'RegionalPujaOrder' },
    [`POST ${ORDER_SUBMIT_PATHS.regionalAstro}`]: { ...puja, commandName: 'RegionalAstroOrder' },
    [`POST ${API_PATHS.regionalOrderPrefs}`]: { regionIdList: [1, 2] },
    [`POST ${API_PATHS.regionalAstroOrderPrefs}`]: { regionIdList: [1, 2] },
    [`POST ${ANET_WEBHOOK_PATH}`]: {
      notificationId: 'd0e8e7fe-c3e7-4add-a480-27bc5ce28a8a',
      eventType: 'net.authorize.payment.authcapture.created',
      eventDate: '2026-11-22T02:00:00.000Z',
      webhookId: '63d6fea2-aa13-4b1d-a204-f5fbc15942b7',
      payload: { entityName: 'transaction', id: '40012345678', responseCode: 1, authAmount: 51 },
    },
    [`POST ${MY_ORDER_API.find}`]: { orderNumber: 'P0000000000000', email: SAMPLE_ADDRESS.email },
    ...astro.seeds,
  };

  const targets: Target[] = [];
  for (const { method, url } of writeRoutes(server.app)) {
    if (NOT_THE_API.some((prefix) => url.startsWith(prefix))) continue;
    const route = `${method} ${url}`;
    const example = ROUTE_EXAMPLES[route];
    const prepared = example?.prepare ? await example.prepare(server) : {};
    // Signing out would end the session every other staff target uses: it is fuzzed without one.
    const isStaff = url.includes('/api/staff/') && !url.endsWith('/sign-out');
    const cookie = route in ASTROLOGER_ROUTE_EXAMPLES ? astrologer.cookie : staff.cookie;
    targets.push({
      route,
      method,
      path:
        prepared.path ??
        example?.path ??
        (url.includes(':code') ? url.replace(':code', astro.code) : fillParams(url)),
      seed: seeds[route] ?? prepared.body ?? example?.body ?? {},
      headers: isStaff || cookie === astrologer.cookie ? { cookie, origin: base } : {},
      signed: url === ANET_WEBHOOK_PATH,
    });
  }
  return targets;
}
