/**
 * The lenient order contract over HTTP (SQLite, or PostgreSQL with
 * TEST_DATABASE_URL): line items may leave out what does not apply, and
 * what a filled item needs is still refused by name.
 */
import { describe, expect, it } from 'vitest';
import { ORDER_SUBMIT_PATHS } from '../../domain/constants';
import { LINE_ITEM_DEFAULTS } from '../../domain/order-payload';
import { startApiServer } from '../test-support/api-server';
import { createFakeGateway } from '../test-support/fake-gateway';
import {
  catalogTotal,
  fetchOrderPrefs,
  postJson,
  pujaOrderPayload,
} from '../test-support/order-fixtures';
import { startedForTheFile } from '../test-support/for-the-file';

const server = startedForTheFile(() => startApiServer({ payments: createFakeGateway() }));

/** The item without every field whose value is the default. */
function trimmed(item: Record<string, unknown>): Record<string, unknown> {
  const defaults = LINE_ITEM_DEFAULTS as Record<string, unknown>;
  return Object.fromEntries(Object.entries(item).filter(([key, value]) => defaults[key] !== value));
}

describe('the lenient order contract', () => {
  it('accepts one item with only the fields that apply and prices it', async () => {
    const prefs = await fetchOrderPrefs(server.baseUrl);
    const full = pujaOrderPayload(prefs, { people: 1 });
    const first = full.pujaOrderLineitems[0]!;
    const item = trimmed({ ...first, cost: 0 });
    expect(Object.keys(item)).not.toContain('dateOfPassing');
    const response = await postJson(server.baseUrl, ORDER_SUBMIT_PATHS.puja, {
      ...full,
      pujaOrderLineitems: [item, {}],
    });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { status: string; total: number };
    expect(body.status).toBe('PAID');
    expect(body.total).toBe(catalogTotal(prefs, full));
    const stored = await server.database.db
      .selectFrom('order_line_items')
      .select(['first_name'])
      .orderBy('position')
      .execute();
    // Stored as the builder's five items would be: the blank ones padded in.
    expect(stored.map((row) => row.first_name)).toEqual([first.firstName, '', '', '', '']);
  });

  it('names each missing required field', async () => {
    const prefs = await fetchOrderPrefs(server.baseUrl);
    const full = pujaOrderPayload(prefs, { people: 1 });
    const response = await postJson(server.baseUrl, ORDER_SUBMIT_PATHS.puja, {
      ...full,
      pujaOrderLineitems: [{ pujaId: full.pujaOrderLineitems[0]!.pujaId }],
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { fields: { path: string }[] } };
    expect(body.error.fields.map((field) => field.path)).toEqual([
      'pujaOrderLineitems.0.firstName',
      'pujaOrderLineitems.0.lastName',
      'pujaOrderLineitems.0.requestedPujaDate',
    ]);
  });
});
