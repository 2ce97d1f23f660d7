/** Catalog edits show on the public API at once; event links must be http(s); event HTML is sanitised. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../src/domain/constants';
import type { CatalogPuja } from '../../src/domain/staff/catalog';
import { startApiServer, type ApiTestServer } from '../test-support/api-server';
import { fetchOrderPrefs } from '../test-support/order-fixtures';
import { sampleEvent } from './test-support/route-examples';
import { signInAs, type StaffClient } from './test-support/staff-session';

let server: ApiTestServer;
let office: StaffClient;
beforeAll(async () => {
  server = await startApiServer();
  office = await signInAs(server, 'office');
});
afterAll(async () => server.close());

const catalog = async () =>
  (await (await office.call('GET', '/catalog')).json()) as { pujas: CatalogPuja[] };

describe('the catalog', () => {
  it('a new price shows in order-prefs on the next request', async () => {
    await fetchOrderPrefs(server.baseUrl); // warm the cache
    const puja = (await catalog()).pujas.find((p) => p.active && p.nextDates.length > 0)!;
    const response = await office.call('PUT', `/pujas/${puja.id}`, { ...puja, costCents: 12345 });
    expect(response.status).toBe(200);
    const prefs = await fetchOrderPrefs(server.baseUrl);
    expect(prefs.costLookup[String(puja.id)]).toBe(123.45);
  });

  it('a listed-dates schedule replaces the open dates', async () => {
    const puja = (await catalog()).pujas.find((p) => p.active && p.nextDates.length > 0)!;
    const day = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
    const response = await office.call('PUT', `/pujas/${puja.id}/schedule`, {
      rule: 'DATES',
      dates: [day],
      cutoffDays: 2,
    });
    expect(response.status).toBe(200);
    const after = (await catalog()).pujas.find((p) => p.id === puja.id)!;
    expect(after.scheduleRule).toBe('MANUAL');
    expect(after.nextDates.map((d) => d.date)).toEqual([day]);
    const closed = await office.call('PUT', `/pujas/${puja.id}/schedule`, {
      rule: 'DATES',
      dates: ['2001-01-01'],
      cutoffDays: 2,
    });
    expect(closed.status).toBe(400);
  });

  it('a new regional event is offered at once, its HTML sanitised', async () => {
    const response = await office.call('POST', '/events', {
      ...sampleEvent(),
      title: 'Chicago test programme',
      detailsHtml: '<p onclick="x()">Hi<script>alert(1)</script><a href="javascript:x()">l</a></p>',
    });
    expect(response.status).toBe(201);
    const regional = await fetch(`${server.baseUrl}${API_PATHS.regionalOrderPrefs}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ regionIdList: [1] }),
    });
    const text = await regional.text();
    expect(text).toContain('Chicago test programme');
    expect(text).not.toContain('<script');
    expect(text).not.toContain('alert(1)');
    expect(text).not.toContain('javascript:');
    expect(text).not.toContain('onclick');
  });

  it('refuses an information link that is not http(s)', async () => {
    const response = await office.call('POST', '/events', {
      ...sampleEvent(),
      informationUrl: 'javascript:alert(1)',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { fields: [{ path: 'informationUrl' }] },
    });
  });
});
