/**
 * A standing offering's yearly order payload: built from the paid source
 * order's person and addresses on the year's date; it passes the order schema
 * on a scheduled date, and names no one once the source order is erased.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiServer, type ApiTestServer } from '../test-support/api-server';
import { createFakeGateway } from '../test-support/fake-gateway';
import { fetchOrderPrefs, postJson, pujaOrderPayload } from '../test-support/order-fixtures';
import { ORDER_SUBMIT_PATHS } from '../../domain/constants';
import type { OrderPrefs } from '../../domain/prefs';
import { eraseOrderDetails } from '../privacy/erase';
import { testNowMs } from '../../tests/test-support/test-clock';
import { yearOrderPayload } from './year-order';

let server: ApiTestServer;
let prefs: OrderPrefs;
const now = () => new Date(testNowMs());

beforeAll(async () => {
  server = await startApiServer({ payments: createFakeGateway() });
  prefs = await fetchOrderPrefs(server.baseUrl);
});
afterAll(async () => server.close());

async function paidOrder() {
  const payload = pujaOrderPayload(prefs, { people: 1 });
  const response = await postJson(server.baseUrl, ORDER_SUBMIT_PATHS.puja, payload);
  const answer = (await response.json()) as { orderNumber: string; status: string };
  expect(answer.status).toBe('PAID');
  const puja = prefs.pujaDetails.find((p) => p.id === payload.pujaOrderLineitems[0]!.pujaId)!;
  return { orderNumber: answer.orderNumber, puja };
}

function offering(orderNumber: string, pujaId: number) {
  return {
    id: 'S1',
    status: 'ACTIVE',
    source_order_number: orderNumber,
    source_position: 0,
    family_person_id: null,
    puja_id: pujaId,
    day_rule: 'PUJA_DAYS',
    tradition: null,
    until_date: '2036-12-31',
    agreed_cents: 5100,
    customer_profile_id: '500000001',
    payment_profile_id: '500000002',
    card_type: 'Visa',
    language: 'ml',
    paused_dates: '[]',
    manage_token_hash: 'x',
    cancelled_at: null,
    customer_email: 'a@example.org',
    star_index: null,
    sun_sign: null,
    card_last4: '1111',
    created_at: now().toISOString(),
    updated_at: now().toISOString(),
  };
}

describe("a standing offering's yearly order", () => {
  it("carries the source order's person on the year's date, in the offering's language", async () => {
    const { orderNumber, puja } = await paidOrder();
    const date = puja.pujaScheduleForWebList.at(-1)!.dateOfPuja;
    const iso = `${date.slice(6, 10)}-${date.slice(0, 2)}-${date.slice(3, 5)}`;
    const built = await yearOrderPayload(
      server.database.db,
      offering(orderNumber, puja.id),
      iso,
      now,
    );
    if (!built.ok) throw new Error(built.message);
    const [line] = built.payload.pujaOrderLineitems;
    expect(line).toMatchObject({ firstName: 'Person1', pujaId: puja.id, requestedPujaDate: date });
    expect(built.payload.pujaOrderLineitems).toHaveLength(5);
    expect(built.payload.language).toBe('ml');
  });

  it('names no one once the source order is erased', async () => {
    const { orderNumber, puja } = await paidOrder();
    const row = offering(orderNumber, puja.id);
    expect(await eraseOrderDetails(server.database.db, orderNumber, now())).toBe(true);
    const date = puja.pujaScheduleForWebList.at(-1)!.dateOfPuja;
    const iso = `${date.slice(6, 10)}-${date.slice(0, 2)}-${date.slice(3, 5)}`;
    const erased = await yearOrderPayload(server.database.db, row, iso, now);
    expect(erased).toMatchObject({ ok: false, code: 'PERSON_GONE' });
  });
});
