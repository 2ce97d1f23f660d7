import { describe, expect, it } from 'vitest';
import { API_PATHS } from '../../domain/constants';
import type { GeneralPrefs, OrderPrefs, Region, RegionalPrefs } from '../../domain/prefs';
import { startApiServer } from '../test-support/api-server';
import { createFakeGateway } from '../test-support/fake-gateway';
import { postJson } from '../test-support/order-fixtures';
import { startedForTheFile } from '../test-support/for-the-file';
import { testNow, testNowMs } from '../../tests/test-support/test-clock';

const server = startedForTheFile(() => startApiServer({ payments: createFakeGateway() }));

const get = async <T>(path: string) => {
  const response = await fetch(`${server.baseUrl}${path}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/application\/json/);
  return (await response.json()) as T;
};

describe('general-prefs', () => {
  it('lists the 27 birth stars, every ISO country, US/Canadian states with OTHER, gender identities', async () => {
    const prefs = await get<GeneralPrefs>(API_PATHS.generalPrefs);
    expect(prefs.birthStars).toHaveLength(27);
    expect(prefs.birthStars[0]).toMatchObject({ code: 'Ashwini', name: 'Ashwini' });
    expect(prefs.birthStars[2]!.aliases).toContain('Karthika');
    expect(prefs.birthStars[26]!.code).toBe('Revati');
    expect(prefs.countries).toHaveLength(249);
    expect(prefs.countries).toContainEqual({ code: 'IN', name: 'India' });
    expect(prefs.states.filter((s) => s.country === 'US').length).toBeGreaterThanOrEqual(51);
    expect(prefs.states.filter((s) => s.country === 'CA')).toHaveLength(13);
    expect(prefs.states.map((s) => s.code)).toContain('OTHER');
    expect(prefs.genderIdentities.length).toBeGreaterThan(0);
  });
});

describe('order-prefs', () => {
  it('has pujas with future dates before their cutoff and a cost for each', async () => {
    const prefs = await get<OrderPrefs>(API_PATHS.orderPrefs);
    const now = testNow().toISOString();
    expect(prefs.pujaDetails.length).toBeGreaterThan(5);
    expect(prefs.pujaDetails[0]!.category).toBe('SPECIAL');
    const kali = prefs.pujaDetails.find((p) => p.code === 'KALI_KARTHIKA')!;
    expect(kali.cost).toBe(250);
    // About 13 Krittika days a year, one every 27-28 days.
    expect(kali.pujaScheduleForWebList.length).toBeGreaterThanOrEqual(12);
    for (const puja of prefs.pujaDetails) {
      expect(puja.pujaScheduleForWebList.length).toBeGreaterThan(0);
      expect(prefs.costLookup[String(puja.id)]).toBe(puja.cost);
      expect(puja.cost).toBeGreaterThan(0);
      expect(prefs.pujaDates[String(puja.id)]).toEqual(puja.pujaDates);
      for (const entry of puja.pujaScheduleForWebList) {
        expect(entry.dateOfPuja).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
        expect(entry.orderCutoffTime > now).toBe(true);
        const [m, d, y] = entry.dateOfPuja.split('/');
        expect(`${y}-${m}-${d}` > entry.orderCutoffTime.slice(0, 10)).toBe(true);
      }
    }
    expect(prefs.pujaRecommendationDetails.length).toBeGreaterThan(0);
    expect(prefs.pujaRecommendationDetails.every((p) => p.category === 'RECOMMENDATIONS')).toBe(
      true,
    );
  });

  it('answers the same bytes from its cache until invalidated', async () => {
    const first = await (await fetch(`${server.baseUrl}${API_PATHS.orderPrefs}`)).text();
    await server.database.db
      .updateTable('pujas')
      .set({ cost_cents: 260_00 })
      .where('id', '=', 1)
      .execute();
    const cached = await (await fetch(`${server.baseUrl}${API_PATHS.orderPrefs}`)).text();
    expect(cached).toBe(first);
    server.app.prefsCache.invalidate();
    const fresh = (await (
      await fetch(`${server.baseUrl}${API_PATHS.orderPrefs}`)
    ).json()) as OrderPrefs;
    expect(fresh.costLookup['1']).toBe(260);
    await server.database.db
      .updateTable('pujas')
      .set({ cost_cents: 250_00 })
      .where('id', '=', 1)
      .execute();
    server.app.prefsCache.invalidate();
  });
});

describe('compression', () => {
  it('sends order-prefs as brotli or gzip when accepted, the same JSON once decoded', async () => {
    const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
    const { request } = await import('node:http');
    const raw = (url: string, acceptEncoding: string) =>
      new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
        request(url, { headers: { 'Accept-Encoding': acceptEncoding } }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              encoding: response.headers['content-encoding'],
              body: Buffer.concat(chunks),
            }),
          );
        })
          .on('error', reject)
          .end();
      });
    const url = `${server.baseUrl}${API_PATHS.orderPrefs}`;
    const plain = await raw(url, 'identity');
    expect(plain.encoding).toBeUndefined();
    const br = await raw(url, 'gzip, deflate, br');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    const gz = await raw(url, 'gzip, br;q=0');
    expect(gz.encoding).toBe('gzip');
    expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);
    expect(br.body.length).toBeLessThan(plain.body.length / 4);
  });
});

describe('regions and regional prefs', () => {
  it('returns events for a region listed by /regions, puja and astro apart', async () => {
    const { regions } = await get<{ regions: Region[] }>(API_PATHS.regions);
    expect(regions.length).toBeGreaterThan(0);
    const region = regions[0]!;
    for (const [path, kind] of [
      [API_PATHS.regionalOrderPrefs, 'puja'],
      [API_PATHS.regionalAstroOrderPrefs, 'astro'],
    ] as const) {
      const response = await postJson(server.baseUrl, path, { regionIdList: [region.regionId] });
      expect(response.status).toBe(200);
      const { eventDetails } = (await response.json()) as RegionalPrefs;
      expect(eventDetails.length).toBeGreaterThan(0);
      for (const event of eventDetails) {
        expect(event.regionId).toBe(region.regionId);
        expect(event.regionName).toBe(region.regionName);
        expect(Date.parse(event.orderCutOffTime)).toBeGreaterThan(testNowMs());
        expect(event.eventDate > event.orderCutOffTime).toBe(true);
        expect(event.cost).toBeGreaterThan(0);
      }
      if (kind === 'astro') expect(eventDetails[0]!.offeringTitle).toMatch(/astrology/i);
    }
  });

  it('sanitises event HTML stored by staff', async () => {
    await server.database.db
      .updateTable('regional_events')
      .set({ additional_event_details_html: '<p onclick="x()">Hi<script>alert(1)</script></p>' })
      .where('id', '=', 101)
      .execute();
    const response = await postJson(server.baseUrl, API_PATHS.regionalOrderPrefs, {
      regionIdList: [1],
    });
    const { eventDetails } = (await response.json()) as RegionalPrefs;
    expect(eventDetails.find((e) => e.id === 101)!.additionalEventDetailsAsHTML).toBe('<p>Hi</p>');
  });

  it('refuses a missing or empty regionIdList naming the field', async () => {
    for (const body of [{}, { regionIdList: [] }, { regionIdList: ['x'] }]) {
      const response = await postJson(server.baseUrl, API_PATHS.regionalOrderPrefs, body);
      expect(response.status).toBe(400);
      const json = (await response.json()) as {
        error: { code: string; fields: { path: string }[] };
      };
      expect(json.error.code).toBe('VALIDATION');
      expect(json.error.fields[0]!.path).toMatch(/^regionIdList/);
    }
  });
});
