/** Catalog edits show on the public API at once; event links must be http(s); event HTML is sanitised. */
import { beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../domain/constants';
import { moonSiderealLongitude, NAKSHATRA_NAMES } from '../../domain/jyotish';
import type { CatalogPuja } from '../../domain/staff/catalog';
import { startApiServer } from '../test-support/api-server';
import { fetchOrderPrefs } from '../test-support/order-fixtures';
import { sampleEvent } from './test-support/route-examples';
import { signInAs, type StaffClient } from './test-support/staff-session';
import { startedForTheFile } from '../test-support/for-the-file';
import { testNowMs } from '../../tests/test-support/test-clock';

const server = startedForTheFile(() => startApiServer());
let office: StaffClient;
beforeAll(async () => {
  office = await signInAs(server, 'office');
});

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
    const day = new Date(testNowMs() + 40 * 86_400_000).toISOString().slice(0, 10);
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

  it('a monthly birth-star rule gives the days the Moon enters that star, in order-prefs too', async () => {
    const puja = (await catalog()).pujas.find((p) => p.active && p.nextDates.length > 0)!;
    const rohini = NAKSHATRA_NAMES.indexOf('Rohini');
    const response = await office.call('PUT', `/pujas/${puja.id}/schedule`, {
      rule: 'BIRTH_STAR',
      star: rohini,
      cutoffDays: 1,
    });
    expect(response.status).toBe(200);
    const after = (await catalog()).pujas.find((p) => p.id === puja.id)!;
    expect(after.scheduleRule).toBe(`STAR:${rohini}`);
    const dates = after.nextDates.map((d) => d.date);
    expect(dates.length).toBeGreaterThan(2);
    const rohiniStart = rohini * (360 / 27);
    for (const [i, date] of dates.entries()) {
      // The Moon is short of Rohini at the start of the day in India and past its start at the end.
      const dayStart = new Date(Date.parse(`${date}T00:00:00+05:30`));
      const dayEnd = new Date(dayStart.getTime() + 86_400_000);
      const before = (rohiniStart - moonSiderealLongitude(dayStart) + 360) % 360;
      const past = (moonSiderealLongitude(dayEnd) - rohiniStart + 360) % 360;
      expect(before).toBeGreaterThan(0);
      expect(before).toBeLessThan(16);
      expect(past).toBeLessThan(16);
      // A sidereal month apart (27 or 28 days).
      if (i > 0) {
        const gap = (Date.parse(date) - Date.parse(dates[i - 1]!)) / 86_400_000;
        expect([27, 28]).toContain(gap);
      }
    }
    const prefs = await fetchOrderPrefs(server.baseUrl);
    const offered = prefs.pujaDetails.find((p) => p.id === puja.id)!.pujaScheduleForWebList;
    const [y, m, d] = dates[0]!.split('-');
    expect(offered.map((entry) => entry.dateOfPuja)).toContain(`${m}/${d}/${y}`);

    // Krittika keeps the temple's own rule name; a star out of range is named.
    await office.call('PUT', `/pujas/${puja.id}/schedule`, {
      rule: 'BIRTH_STAR',
      star: 2,
      cutoffDays: 3,
    });
    expect((await catalog()).pujas.find((p) => p.id === puja.id)!.scheduleRule).toBe('KRITTIKA');
    const wrong = await office.call('PUT', `/pujas/${puja.id}/schedule`, {
      rule: 'BIRTH_STAR',
      star: 27,
      cutoffDays: 3,
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ error: { fields: [{ path: 'star' }] } });
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

  it("a reading type's edit is stored and audited before and after; unknown rows are 404", async () => {
    const before = (await (await office.call('GET', '/catalog')).json()) as {
      readingTypes: { id: number; name: string; durationMinutes: number; priceCents: number }[];
    };
    const type = before.readingTypes[0]!;
    const edit = { name: 'Longer reading', durationMinutes: 90, priceCents: 15000, active: true };
    expect((await office.call('PUT', `/reading-types/${type.id}`, edit)).status).toBe(200);
    const after = (await (await office.call('GET', '/catalog')).json()) as typeof before;
    expect(after.readingTypes.find((r) => r.id === type.id)).toMatchObject(edit);
    const admin = await signInAs(server, 'admin');
    const audit = (await (await admin.call('GET', '/audit')).json()) as {
      entries: { actor: string; action: string; target: string; before: unknown; after: unknown }[];
    };
    expect(audit.entries.find((entry) => entry.action === 'readingType.update')).toMatchObject({
      actor: office.email,
      target: `reading type ${type.id}`,
      before: { id: type.id, name: type.name, price_cents: type.priceCents },
      after: { id: type.id, name: 'Longer reading', duration_minutes: 90, price_cents: 15000 },
    });
    const missing = [
      office.call('PUT', '/reading-types/99999', edit),
      office.call('PUT', '/pujas/99999', (await catalog()).pujas[0]),
      office.call('DELETE', '/events/99999'),
    ];
    const answers = await Promise.all(missing);
    expect(await Promise.all(answers.map((r) => r.json()))).toEqual([
      { error: { code: 'NOT_FOUND', message: 'No reading type 99999' } },
      { error: { code: 'NOT_FOUND', message: 'No puja 99999' } },
      { error: { code: 'NOT_FOUND', message: 'No event 99999' } },
    ]);
    expect(answers.map((r) => r.status)).toEqual([404, 404, 404]);
  });
});
