/**
 * Where prasad can be posted, and prasad declined: the office's list (read by
 * anyone, edited by the office, audited), an order posting prasad outside it
 * refused on its country, and an order that declines prasad needing no
 * shipping address (and keeping none).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { PRASAD_PLACES_PATH } from '../../domain/prasad/places';
import { emptyPayloadAddress } from '../../domain/order-builders';
import { ORDER_SUBMIT_PATHS, OTHER_STATE } from '../../domain/constants';
import { fetchOrderPrefs, postJson, pujaOrderPayload } from '../test-support/order-fixtures';
import { signInAs, type StaffClient } from '../staff/test-support/staff-session';
import { placePujaOrder } from '../staff/test-support/placed-order';
import { startApiServer } from '../test-support/api-server';
import { createFakeGateway } from '../test-support/fake-gateway';
import { startedForTheFile } from '../test-support/for-the-file';

const server = startedForTheFile(() => startApiServer({ payments: createFakeGateway() }));
let office: StaffClient;

const KERALA = {
  country: 'IN',
  state: OTHER_STATE,
  otherName: 'Kerala',
  postalCode: '682001',
  city: 'Kochi',
};

const publicPlaces = async () =>
  (await (await fetch(`${server.baseUrl}${PRASAD_PLACES_PATH}`)).json()) as {
    countries: string[];
  };

/** An order whose prasad goes to Kerala: its status and the fields refused. */
async function orderToKerala() {
  const payload = pujaOrderPayload(await fetchOrderPrefs(server.baseUrl), { people: 1 });
  Object.assign(payload.pujaOrderShipmentAddresses[0]!, KERALA);
  payload.prasadStateOther = 'Kerala';
  const response = await postJson(server.baseUrl, ORDER_SUBMIT_PATHS.puja, payload);
  const answer = (await response.json()) as { error?: { fields?: { path: string }[] } };
  return { status: response.status, fields: answer.error?.fields?.map((f) => f.path) ?? [] };
}

beforeAll(async () => {
  office = await signInAs(server, 'office');
});

describe('where prasad is posted', () => {
  it('is the United States and Canada until the office says otherwise', async () => {
    expect(await publicPlaces()).toEqual({ countries: ['US', 'CA'] });
    const read = await office.call('GET', '/prasad/places');
    expect(await read.json()).toEqual({ countries: ['US', 'CA'] });
  });

  it('refuses an order whose prasad would go elsewhere, on its country', async () => {
    expect(await orderToKerala()).toEqual({
      status: 400,
      fields: ['pujaOrderShipmentAddresses.0.country'],
    });
  });

  it('is edited by the office only, checked and audited, and then orders follow it', async () => {
    const astrologer = await signInAs(server, 'astrologer');
    expect((await astrologer.call('PUT', '/prasad/places', { countries: ['IN'] })).status).toBe(
      403,
    );
    const bad = await office.call('PUT', '/prasad/places', { countries: ['US', 'ZZ'] });
    expect(bad.status).toBe(400);
    const refused = (await bad.json()) as { error: { fields: { path: string }[] } };
    expect(refused.error.fields.map((f) => f.path)).toEqual(['countries.1']);
    const none = await office.call('PUT', '/prasad/places', { countries: [] });
    expect(none.status).toBe(400);

    const saved = await office.call('PUT', '/prasad/places', { countries: ['us', 'IN'] });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ countries: ['US', 'IN'] });
    expect(await publicPlaces()).toEqual({ countries: ['US', 'IN'] });
    const audit = await server.database.db
      .selectFrom('staff_audit_log')
      .select(['action', 'actor', 'before_json', 'after_json'])
      .where('action', '=', 'prasad.places')
      .execute();
    expect(audit).toEqual([
      {
        action: 'prasad.places',
        actor: expect.stringContaining(office.email),
        before_json: JSON.stringify(['US', 'CA']),
        after_json: JSON.stringify(['US', 'IN']),
      },
    ]);
    expect((await orderToKerala()).status).toBe(201);
  });
});

describe('prasad declined', () => {
  it('needs no shipping address, and keeps none', async () => {
    const { status, orderNumber } = await placePujaOrder(server, { people: 1 }, (payload) => {
      Object.assign(payload, { prasadDeclined: true, prasadStateOther: '' });
      payload.pujaOrderShipmentAddresses = [emptyPayloadAddress()];
    });
    expect(status).toBe(201);
    const kept = await server.database.db
      .selectFrom('order_addresses')
      .select('type')
      .where('order_number', '=', orderNumber)
      .execute();
    expect(kept.map((a) => a.type)).toEqual(['BILLING']);
  });

  it('refuses a shipping address with it: nothing is posted', async () => {
    const payload = pujaOrderPayload(await fetchOrderPrefs(server.baseUrl), { people: 1 });
    const response = await postJson(server.baseUrl, ORDER_SUBMIT_PATHS.puja, {
      ...payload,
      prasadDeclined: true,
    });
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { error: { fields: { path: string }[] } };
    expect(answer.error.fields.map((f) => f.path)).toEqual(['pujaOrderShipmentAddresses']);
  });
});
