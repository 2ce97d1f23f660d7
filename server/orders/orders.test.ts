/** Order submission against a fake gateway: storage, validation, pricing, idempotency, declines. */
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { catalogTotal, postJson, pujaOrderPayload } from '../test-support/order-fixtures';
import { readOrder } from './order-view';
import { orderServerForTheFile, PATH, type Answer } from './test-support/order-server';

const ctx = orderServerForTheFile();
const { submit } = ctx;

describe('a valid order', () => {
  it('keeps all five line items as sent, the blank ones too, and prices only the filled ones', async () => {
    const payload = pujaOrderPayload(ctx.prefs, { people: 3 });
    const { status, json } = await submit(payload, 'three-people-0001');
    expect(status).toBe(201);
    expect(json.total).toBe(catalogTotal(ctx.prefs, payload));
    const order = await readOrder(ctx.server.database.db, json.orderNumber);
    expect(order?.lineItems.map((item) => item.position)).toEqual([0, 1, 2, 3, 4]);
    expect(order?.lineItems.slice(0, 3).every((item) => item.pujaId !== -1)).toBe(true);
    for (const blank of order!.lineItems.slice(3)) {
      expect(blank).toMatchObject({ pujaId: -1, cost: 0, item: '', firstName: '', pujaDate: '' });
    }
    expect(ctx.gateway.charges.at(-1)!.lineItems).toHaveLength(3);
    const mail = await ctx.server.database.db
      .selectFrom('outbox_emails')
      .select('text_body')
      .where('reference', '=', json.orderNumber)
      .executeTakeFirstOrThrow();
    expect(mail.text_body).not.toContain('for  ');
  });

  it('is stored PAID with its five line items, priced from the catalog', async () => {
    const payload = pujaOrderPayload(ctx.prefs);
    const before = ctx.gateway.charges.length;
    const { status, json } = await submit(payload, 'valid-order-0001');
    expect(status).toBe(201);
    expect(json.status).toBe('PAID');
    expect(json.orderNumber).toMatch(/^P\d{6}[A-Z2-9]{8}$/);
    expect(json.total).toBe(catalogTotal(ctx.prefs, payload));
    const order = await readOrder(ctx.server.database.db, json.orderNumber);
    expect(order?.status).toBe('PAID');
    expect(order?.lineItems).toHaveLength(5);
    expect(order?.lineItems[0]).toMatchObject({ firstName: 'Person1', birthStar: 'Rohini' });
    expect(order?.addresses.BILLING?.postalCode).toBe('94583');
    expect(order?.addresses.SHIPPING?.city).toBe('San Ramon');
    expect(ctx.gateway.charges.length).toBe(before + 1);
    const charge = ctx.gateway.charges.at(-1)!;
    expect(charge.invoiceNumber).toBe(`${json.orderNumber}-1`);
    expect(charge.amountCents).toBe(Math.round(json.total! * 100));
    expect(charge.lineItems).toHaveLength(5);
    const mail = await ctx.server.database.db
      .selectFrom('outbox_emails')
      .selectAll()
      .where('reference', '=', json.orderNumber)
      .execute();
    expect(mail).toHaveLength(1);
    expect(mail[0]!.to_address).toBe('asha@example.com');
  });

  it('ignores client-sent costs', async () => {
    const payload = pujaOrderPayload(ctx.prefs, { people: 2 });
    const cheap = {
      ...payload,
      pujaOrderLineitems: payload.pujaOrderLineitems.map((item) => ({ ...item, cost: 0.01 })),
    };
    const { status, json } = await submit(cheap);
    expect(status).toBe(201);
    expect(json.total).toBe(catalogTotal(ctx.prefs, payload));
    expect(ctx.gateway.charges.at(-1)!.amountCents).toBe(Math.round(json.total! * 100));
  });
});

describe('a bad payload', () => {
  it('gets 400 VALIDATION naming every bad field', async () => {
    const payload = pujaOrderPayload(ctx.prefs, { people: 2 });
    const bad = {
      ...payload,
      pujaOrderLineitems: payload.pujaOrderLineitems.map((item, i) =>
        i === 0 ? { ...item, firstName: '' } : i === 1 ? { ...item, birthTimeHour: '13' } : item,
      ),
      pujaOrderBillingAddresses: [{ ...payload.pujaOrderBillingAddresses[0]!, email: 'nope' }],
    };
    const { status, json } = await submit(bad);
    expect(status).toBe(400);
    expect(json.error?.code).toBe('VALIDATION');
    expect(json.error?.fields?.map((f) => f.path).sort()).toEqual([
      'pujaOrderBillingAddresses.0.email',
      'pujaOrderLineitems.0.firstName',
      'pujaOrderLineitems.1.birthTimeHour',
    ]);
  });

  it('names catalog problems: unknown puja, date off the schedule, unknown star, state, country', async () => {
    const payload = pujaOrderPayload(ctx.prefs, { people: 3 });
    const items = payload.pujaOrderLineitems.map((item, i) =>
      i === 0
        ? { ...item, pujaId: 9999 }
        : i === 1
          ? { ...item, requestedPujaDate: '01/01/2020' }
          : i === 2
            ? { ...item, birthStar: 'Pluto' }
            : item,
    );
    const billing = { ...payload.pujaOrderBillingAddresses[0]!, state: 'ZZ' };
    const shipping = { ...payload.pujaOrderShipmentAddresses[0]!, country: 'XX' };
    const { status, json } = await submit({
      ...payload,
      pujaOrderLineitems: items,
      pujaOrderBillingAddresses: [billing],
      pujaOrderShipmentAddresses: [shipping],
    });
    expect(status).toBe(400);
    expect(json.error?.fields?.map((f) => f.path).sort()).toEqual([
      'pujaOrderBillingAddresses.0.state',
      'pujaOrderLineitems.0.pujaId',
      'pujaOrderLineitems.1.requestedPujaDate',
      'pujaOrderLineitems.2.birthStar',
      'pujaOrderShipmentAddresses.0.country',
    ]);
  });

  it('refuses a recommendation item on the plain order endpoint, and OTHER without its text', async () => {
    const payload = pujaOrderPayload(ctx.prefs, { people: 1 });
    const reco = ctx.prefs.pujaRecommendationDetails[0]!;
    const { json } = await submit({
      ...payload,
      pujaOrderLineitems: payload.pujaOrderLineitems.map((item, i) =>
        i === 0 ? { ...item, pujaId: reco.id } : item,
      ),
      pujaOrderBillingAddresses: [{ ...payload.pujaOrderBillingAddresses[0]!, state: 'OTHER' }],
      billingStateOther: '',
    });
    expect(json.error?.fields?.map((f) => f.path).sort()).toEqual([
      'billingStateOther',
      'pujaOrderLineitems.0.pujaId',
    ]);
  });

  it('answers malformed JSON and other content types with 400 VALIDATION', async () => {
    const malformed = await postJson(ctx.server.baseUrl, PATH, '{"commandName":');
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as Answer).error?.fields?.[0]?.path).toBe('(body)');
    const text = await fetch(`${ctx.server.baseUrl}${PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: 'hello',
    });
    expect(text.status).toBe(400);
    expect(((await text.json()) as Answer).error?.code).toBe('VALIDATION');
  });

  it('stores nothing and charges nothing', async () => {
    const before = ctx.gateway.charges.length;
    const count = await ctx.server.database.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    await submit({ ...pujaOrderPayload(ctx.prefs), clientId: 'someone-else' });
    const after = await ctx.server.database.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(count.n));
    expect(ctx.gateway.charges.length).toBe(before);
  });
});

/** Resolves once the server has received `count` whole submission bodies (from now on). */
function requestsReceived(count: number): Promise<void> {
  return new Promise((resolve) => {
    let left = count;
    const onRequest = (request: IncomingMessage) => {
      if (request.method !== 'POST' || request.url !== PATH) return;
      request.once('end', () => {
        if (--left > 0) return;
        ctx.server.app.server.off('request', onRequest);
        resolve();
      });
    };
    ctx.server.app.server.on('request', onRequest);
  });
}

describe('Idempotency-Key', () => {
  it('ten concurrent submissions with one key make one order and one charge', async () => {
    const payload = pujaOrderPayload(ctx.prefs, { people: 2 });
    const before = ctx.gateway.charges.length;
    // The barrier: the charge answers only once all ten requests are in the server
    // (each body fully received) and the first of them is at the ctx.gateway.
    const held = ctx.gateway.hold();
    const received = requestsReceived(10);
    const sent = Promise.all(
      Array.from({ length: 10 }, () => submit(payload, 'same-key-concurrent-1')),
    );
    await Promise.all([held.charged, received]);
    held.release();
    const answers = await sent;
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([201]));
    expect(new Set(answers.map((a) => a.json.orderNumber)).size).toBe(1);
    expect(ctx.gateway.charges.length).toBe(before + 1);
    const orders = await ctx.server.database.db
      .selectFrom('orders')
      .select('order_number')
      .where('order_number', '=', answers[0]!.json.orderNumber)
      .execute();
    expect(orders).toHaveLength(1);
    // And later the same key still gives the same answer.
    const again = await submit(payload, 'same-key-concurrent-1');
    expect(again).toEqual(answers[0]);
    expect(ctx.gateway.charges.length).toBe(before + 1);
  });

  it('refuses the same key with a different request', async () => {
    const payload = pujaOrderPayload(ctx.prefs, { people: 1 });
    expect((await submit(payload, 'key-reused-0001')).status).toBe(201);
    const other = await submit({ ...payload, notes: 'changed' }, 'key-reused-0001');
    expect(other.status).toBe(422);
    expect(other.json.error?.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });
});

/** A one-person order the sandbox declines (postal code 46282): answered 402. */
async function declinedOrder(key: string) {
  const declined = await submit(pujaOrderPayload(ctx.prefs, { people: 1, zip: '46282' }), key);
  expect(declined.status).toBe(402);
  return declined;
}

describe('a declined card', () => {
  it('answers 402 and a corrected card pays the SAME order', async () => {
    const declined = await declinedOrder('decline-1-aaaa');
    expect(declined.json).toMatchObject({ status: 'DECLINED', error: { code: 'CARD_DECLINED' } });
    const { orderNumber } = declined.json;
    expect((await readOrder(ctx.server.database.db, orderNumber))?.status).toBe('DECLINED');

    const retry = await submit(
      { ...pujaOrderPayload(ctx.prefs, { people: 1 }), orderNumber },
      'decline-1-bbbb',
    );
    expect(retry.status).toBe(201);
    expect(retry.json.orderNumber).toBe(orderNumber);
    const order = await readOrder(ctx.server.database.db, orderNumber);
    expect(order?.status).toBe('PAID');
    expect(order?.attempts.map((a) => a.outcome)).toEqual(['DECLINED', 'PAID']);
    expect(order?.addresses.BILLING?.postalCode).toBe('94583');

    const third = await submit(
      { ...pujaOrderPayload(ctx.prefs, { people: 1 }), orderNumber },
      'decline-1-cccc',
    );
    expect(third.status).toBe(409);
    expect(third.json.error?.code).toBe('ORDER_ALREADY_PAID');
  });
});

describe('a declined order resubmitted', () => {
  it('reopens only with the order’s billing email; another email is refused, nothing changes', async () => {
    const { orderNumber } = (await declinedOrder('decline-2-aaaa')).json;

    const stranger = pujaOrderPayload(ctx.prefs, { people: 1 });
    stranger.pujaOrderBillingAddresses[0]!.email = 'someone.else@example.net';
    stranger.pujaOrderLineitems[0]!.lastName = 'Intruder';
    const refused = await submit({ ...stranger, orderNumber }, 'decline-2-bbbb');
    expect(refused.status).toBe(400);
    expect(refused.json.error?.fields?.map((field) => field.path)).toEqual(['orderNumber']);
    const untouched = await readOrder(ctx.server.database.db, orderNumber);
    expect(untouched?.status).toBe('DECLINED');
    expect(untouched?.attempts).toHaveLength(1);
    expect(untouched?.addresses.BILLING?.email).toBe('asha@example.com');
    expect(untouched?.lineItems.map((item) => item.lastName)).not.toContain('Intruder');

    // An unknown number is refused in the very same words (nothing tells the two apart).
    const unknown = await submit({ ...stranger, orderNumber: 'P000000AAAAAAAA' }, 'decline-2-dddd');
    expect(unknown).toEqual(refused);

    const owner = pujaOrderPayload(ctx.prefs, { people: 1 });
    owner.pujaOrderBillingAddresses[0]!.email = 'Asha@Example.COM';
    const paid = await submit({ ...owner, orderNumber }, 'decline-2-cccc');
    expect(paid.status).toBe(201);
    expect(paid.json.orderNumber).toBe(orderNumber);
  });
});
