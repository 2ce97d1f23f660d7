/** Recommendation, regional puja and regional astrology orders, built as the site builds them. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, ORDER_SUBMIT_PATHS } from '../../domain/constants';
import {
  buildRecommendationOrder,
  buildRegionalAstroOrder,
  buildRegionalPujaOrder,
  encodePaymentDetails,
  withPaymentDetails,
} from '../../domain/order-builders';
import { emptyAddress } from '../../domain/order-draft';
import type { OrderPrefs, Region, RegionalEventDetail } from '../../domain/prefs';
import { DEPARTED_PERSON, LIVING_PERSON, SAMPLE_ADDRESS } from '../../domain/test-support/fixtures';
import { startApiServer, type ApiTestServer } from '../test-support/api-server';
import { createFakeGateway, type FakeGateway } from '../test-support/fake-gateway';
import { fetchOrderPrefs, postJson } from '../test-support/order-fixtures';
import { readOrder } from './order-view';

let server: ApiTestServer;
let gateway: FakeGateway;
let prefs: OrderPrefs;
let region: Region;

const TOKEN = encodePaymentDetails({
  dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT',
  dataValue: 'n',
});

beforeAll(async () => {
  gateway = createFakeGateway();
  server = await startApiServer({ payments: gateway, env: { WRITE_RATE_LIMIT: '40' } });
  prefs = await fetchOrderPrefs(server.baseUrl);
  const regions = (await (await fetch(`${server.baseUrl}${API_PATHS.regions}`)).json()) as {
    regions: Region[];
  };
  region = regions.regions[0]!;
});
afterAll(async () => server.close());

async function eventsOf(path: string): Promise<RegionalEventDetail[]> {
  const response = await postJson(server.baseUrl, path, { regionIdList: [region.regionId] });
  return ((await response.json()) as { eventDetails: RegionalEventDetail[] }).eventDetails;
}

const submit = async (path: string, body: unknown) => {
  const response = await postJson(server.baseUrl, path, body);
  return {
    status: response.status,
    json: (await response.json()) as { orderNumber: string; total: number; status: string },
  };
};

describe('other order kinds', () => {
  it('a recommendation request is priced from the catalog and stored without shipping', async () => {
    const reco = prefs.pujaRecommendationDetails[0]!;
    const people = [
      { ...LIVING_PERSON, pujaId: reco.id },
      { ...DEPARTED_PERSON, pujaId: reco.id },
    ];
    const payload = buildRecommendationOrder(
      { people, notes: '', shipping: emptyAddress(), billing: SAMPLE_ADDRESS },
      prefs,
    );
    const { status, json } = await submit(
      ORDER_SUBMIT_PATHS.recommendation,
      withPaymentDetails(payload, TOKEN),
    );
    expect(status).toBe(201);
    expect(json.total).toBe(reco.cost * 2);
    const order = await readOrder(server.database.db, json.orderNumber);
    expect(order?.kind).toBe('recommendation');
    expect(order?.lineItems[1]).toMatchObject({
      prayerTypeCode: 'DEPARTED',
      starOnTheDayOfPassing: 'Bharani',
    });
    expect(Object.keys(order!.addresses)).toEqual(['BILLING']);
  });

  it('a regional puja order takes the event price and date', async () => {
    const events = await eventsOf(API_PATHS.regionalOrderPrefs);
    const event = events[0]!;
    const payload = buildRegionalPujaOrder(
      {
        people: [{ ...LIVING_PERSON, pujaId: event.id }],
        notes: '',
        shipping: SAMPLE_ADDRESS,
        billing: SAMPLE_ADDRESS,
      },
      events,
      region.regionId,
    );
    const { status, json } = await submit(
      ORDER_SUBMIT_PATHS.regionalPuja,
      withPaymentDetails(payload, TOKEN),
    );
    expect(status).toBe(201);
    expect(json.total).toBe(event.cost);
    const order = await readOrder(server.database.db, json.orderNumber);
    expect(order?.lineItems[0]).toMatchObject({
      regionId: region.regionId,
      pujaDate: event.eventDate.slice(0, 10),
    });
  });

  /** A regional astrology order, no shipping, for one living person on the first of `events`. */
  const astroOrderFor = (events: Awaited<ReturnType<typeof eventsOf>>) =>
    buildRegionalAstroOrder(
      {
        people: [{ ...LIVING_PERSON, pujaId: events[0]!.id }],
        notes: '',
        shipping: emptyAddress(),
        billing: SAMPLE_ADDRESS,
      },
      events,
      region.regionId,
    );

  it('a regional astrology order has no shipping, and a puja event is refused on it', async () => {
    const astro = await eventsOf(API_PATHS.regionalAstroOrderPrefs);
    const payload = astroOrderFor(astro);
    const ok = await submit(ORDER_SUBMIT_PATHS.regionalAstro, withPaymentDetails(payload, TOKEN));
    expect(ok.status).toBe(201);
    expect(ok.json.total).toBe(astro[0]!.cost);

    const pujaEvents = await eventsOf(API_PATHS.regionalOrderPrefs);
    const wrong = astroOrderFor(pujaEvents);
    const refused = await postJson(
      server.baseUrl,
      ORDER_SUBMIT_PATHS.regionalAstro,
      withPaymentDetails(wrong, TOKEN),
    );
    expect(refused.status).toBe(400);
    const body = (await refused.json()) as { error: { fields: { path: string }[] } };
    expect(body.error.fields.map((f) => f.path)).toEqual(['pujaOrderLineitems.0.pujaId']);
  });

  it('rate-limits the write endpoints per client', async () => {
    let limited = 0;
    for (let i = 0; i < 45; i++) {
      const response = await postJson(server.baseUrl, ORDER_SUBMIT_PATHS.puja, {});
      if (response.status === 429) {
        limited++;
        expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
          'RATE_LIMITED',
        );
      } else {
        await response.arrayBuffer();
      }
    }
    expect(limited).toBeGreaterThan(0);
    // Reads are not limited.
    expect((await fetch(`${server.baseUrl}${API_PATHS.orderPrefs}`)).status).toBe(200);
  });
});
