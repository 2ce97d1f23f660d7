/** The office's orders: filters, search, formula-safe CSV, the order page, notes, marking performed, the roster. */
import { beforeAll, describe, expect, it } from 'vitest';
import { ORDER_SUBMIT_PATHS } from '../../domain/constants';
import type { OrderListRow, RosterGroup } from '../../domain/staff/orders';
import { startApiServer } from '../test-support/api-server';
import { createFakeGateway } from '../test-support/fake-gateway';
import { fetchOrderPrefs, postJson, pujaOrderPayload } from '../test-support/order-fixtures';
import { parseCsv } from './test-support/parse-csv';
import { placePujaOrder } from './test-support/placed-order';
import { signInAs, type StaffClient } from './test-support/staff-session';
import { startedForTheFile } from '../test-support/for-the-file';

const server = startedForTheFile(() => startApiServer({ payments: createFakeGateway() }));
let office: StaffClient;
const placed: { orderNumber: string; lastName: string; date: string }[] = [];
const NAMES = ['=HYPERLINK("http://x")', '+1+2', '-3', '@SUM(A1)', 'Plain'];

beforeAll(async () => {
  office = await signInAs(server, 'office');
  const prefs = await fetchOrderPrefs(server.baseUrl);
  for (const lastName of NAMES) {
    const payload = pujaOrderPayload(prefs, { people: 1 });
    payload.pujaOrderLineitems[0]!.lastName = lastName;
    payload.pujaOrderLineitems[0]!.firstName = lastName;
    payload.pujaOrderBillingAddresses[0]!.firstName = lastName;
    if (lastName === 'Plain') {
      payload.pujaOrderLineitems[0]!.prayerTypeCode = 'DEPARTED';
      payload.pujaOrderLineitems[0]!.placeOfPassing = 'Chennai';
      payload.pujaOrderLineitems[0]!.dateOfPassing = '02/01/2021';
      payload.pujaOrderLineitems[0]!.customerNotes = 'For peace';
    }
    const response = await postJson(server.baseUrl, ORDER_SUBMIT_PATHS.puja, payload);
    if (response.status !== 201) throw new Error(await response.text());
    const { orderNumber } = (await response.json()) as { orderNumber: string };
    const [m, d, y] = payload.pujaOrderLineitems[0]!.requestedPujaDate.split('/');
    placed.push({ orderNumber, lastName, date: `${y}-${m}-${d}` });
  }
});

const list = async (query: string) =>
  ((await (await office.call('GET', `/orders?${query}`)).json()) as { orders: OrderListRow[] })
    .orders;

describe('the order list', () => {
  it('finds an order by number, by a name and by email', async () => {
    const target = placed[4]!;
    expect((await list(`q=${target.orderNumber.toLowerCase()}`)).map((o) => o.orderNumber)).toEqual(
      [target.orderNumber],
    );
    expect((await list('q=plain')).map((o) => o.orderNumber)).toEqual([target.orderNumber]);
    expect((await list('q=example')).length).toBeGreaterThanOrEqual(5);
  });

  it('filters by puja date range, status, kind and puja', async () => {
    const { date } = placed[0]!;
    const inRange = await list(`from=${date}&to=${date}&status=PAID&kind=puja`);
    expect(inRange.length).toBeGreaterThanOrEqual(1);
    expect(inRange.every((o) => o.firstPujaDate <= date && o.lastPujaDate >= date)).toBe(true);
    expect(await list('status=DECLINED')).toEqual([]);
    expect(await list('kind=regionalAstro')).toEqual([]);
    expect(await list('from=1999-01-01&to=1999-12-31')).toEqual([]);
    const bad = await office.call('GET', '/orders?from=tomorrow');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: { fields: [{ path: 'from' }] } });
  });

  it('exports CSV in which no cell can run as a formula', async () => {
    const response = await office.call('GET', '/orders.csv');
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    const rows = parseCsv(await response.text());
    const nameColumn = rows[0]!.indexOf('Billing name');
    const names = rows.slice(1).map((row) => row[nameColumn]!);
    for (const formula of NAMES.slice(0, 4)) {
      // Neutralised: the cell reads as text starting with an apostrophe.
      expect(names).toContain(`'${formula} ${placed[0] && 'Menon'}`);
    }
    expect(names).toContain('Plain Menon');
    for (const cell of rows.flat()) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });

  it('exports the roster CSV just as safely', async () => {
    for (const { date } of placed) {
      const rows = parseCsv(await (await office.call('GET', `/roster.csv?date=${date}`)).text());
      for (const cell of rows.flat()) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    }
  });
});

describe('an order', () => {
  it('shows line items, both addresses, payment attempts, emails, notes', async () => {
    const { orderNumber } = placed[4]!;
    expect(
      (await office.call('POST', `/orders/${orderNumber}/notes`, { body: 'Rang the devotee' }))
        .status,
    ).toBe(201);
    expect(
      (await office.call('POST', `/orders/${orderNumber}/resend-confirmation`, {})).status,
    ).toBe(200);
    const page = (await (await office.call('GET', `/orders/${orderNumber}`)).json()) as {
      order: { lineItems: unknown[]; addresses: Record<string, unknown>; attempts: unknown[] };
      notes: { body: string; author: string }[];
      emails: { subject: string }[];
    };
    expect(page.order.lineItems.length).toBeGreaterThanOrEqual(1);
    expect(Object.keys(page.order.addresses).sort()).toEqual(['BILLING', 'SHIPPING']);
    expect(page.order.attempts.length).toBeGreaterThanOrEqual(1);
    expect(page.notes).toEqual([expect.objectContaining({ body: 'Rang the devotee' })]);
    expect(page.emails.filter((e) => /confirmed/.test(e.subject))).toHaveLength(2);
    expect((await office.call('GET', '/orders/NOSUCHORDER')).status).toBe(404);
  });

  it('refuses what only a paid order allows on a declined one', async () => {
    const declined = await placePujaOrder(server, { zip: '46282' });
    expect(declined.status).not.toBe(201);
    const refusals = [
      ['resend-confirmation', {}, 'Only a paid order has a confirmation to resend'],
      ['performed', { positions: [0] }, 'Only a paid order can be marked performed'],
      ['refund', { reason: 'Asked twice' }, 'Only a paid order can be refunded'],
    ] as const;
    for (const [action, body, message] of refusals) {
      const response = await office.call('POST', `/orders/${declined.orderNumber}/${action}`, body);
      expect(response.status).toBe(409);
      expect(await response.json()).toMatchObject({ error: { code: 'NOT_PAID', message } });
      const unknown = await office.call('POST', `/orders/NOSUCHORDER/${action}`, body);
      expect(unknown.status).toBe(404);
    }
  });
});

describe('the roster and marking performed', () => {
  it('groups people by puja with departed persons marked, and marks a whole date performed', async () => {
    const priest = await signInAs(server, 'priest');
    const { date, orderNumber } = placed[4]!;
    const roster = (await (await priest.call('GET', `/roster?date=${date}`)).json()) as {
      groups: RosterGroup[];
    };
    const person = roster.groups
      .flatMap((g) => g.people)
      .find((p) => p.orderNumber === orderNumber)!;
    expect(person).toMatchObject({ departed: true, prayerRequest: 'For peace', performedAt: null });
    expect(person.passing).toContain('Chennai');

    const marked = (await (await priest.call('POST', '/roster/performed', { date })).json()) as {
      marked: number;
    };
    expect(marked.marked).toBeGreaterThanOrEqual(1);
    const again = (await (await priest.call('POST', '/roster/performed', { date })).json()) as {
      marked: number;
    };
    expect(again.marked).toBe(0);
    const after = (await (await priest.call('GET', `/roster?date=${date}`)).json()) as {
      groups: RosterGroup[];
    };
    expect(after.groups.flatMap((g) => g.people).every((p) => p.performedAt !== null)).toBe(true);
    const mail = await server.database.db
      .selectFrom('outbox_emails')
      .select(['subject', 'text_body'])
      .where('reference', '=', orderNumber)
      .where('subject', 'like', '%offered%')
      .execute();
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text_body).toContain('Plain Plain');
  });

  it('marks one person of an order', async () => {
    const { orderNumber } = placed[0]!;
    const response = await office.call('POST', `/orders/${orderNumber}/performed`, {
      positions: [0],
    });
    expect([200]).toContain(response.status);
    const bad = await office.call('POST', `/orders/${orderNumber}/performed`, { positions: [4] });
    expect(bad.status).toBe(400);
  });
});

describe('the audit log', () => {
  it('records who viewed an order and who exported the order and roster CSVs', async () => {
    const viewer = await signInAs(server, 'office');
    const { orderNumber, date } = placed[1]!;
    expect((await viewer.call('GET', `/orders/${orderNumber}`)).status).toBe(200);
    expect((await viewer.call('GET', '/orders.csv?status=PAID&kind=puja')).status).toBe(200);
    expect((await viewer.call('GET', `/roster.csv?date=${date}`)).status).toBe(200);
    const rows = await server.database.db
      .selectFrom('staff_audit_log')
      .select(['actor', 'action', 'target', 'after_json'])
      .where('actor', '=', viewer.email)
      .orderBy('at')
      .execute();
    const entries = rows.map((row) => ({
      action: row.action,
      target: row.target,
      after: JSON.parse(row.after_json || 'null') as unknown,
    }));
    // Requests a millisecond apart may share an instant: the rows as a set.
    const expected = [
      { action: 'staff.signIn', target: viewer.email, after: { method: 'link' } },
      { action: 'order.view', target: orderNumber, after: null },
      {
        action: 'orders.export',
        target: 'orders.csv',
        after: { filters: { status: 'PAID', kind: 'puja' }, rows: expect.any(Number) },
      },
      {
        action: 'roster.export',
        target: `roster-${date}.csv`,
        after: { date, rows: expect.any(Number) },
      },
    ];
    expect(entries).toEqual(expect.arrayContaining(expected));
    expect(entries).toHaveLength(expected.length);
  });
});
