/**
 * The prefs calls with `?lang=`: the spec's fields unchanged, each item's
 * words in that language beside them (`localized`), from the seed's
 * translations; without `lang`, the spec's answer exactly.
 */
import { describe, expect, it } from 'vitest';
import { API_PATHS } from '../../domain/constants';
import { ASTRO_PATHS, type AstroCatalog } from '../../domain/astro/api';
import type { OrderPrefs, Region, RegionalPrefs } from '../../domain/prefs';
import { startApiServer } from '../test-support/api-server';
import { createFakeGateway } from '../test-support/fake-gateway';
import { postJson } from '../test-support/order-fixtures';
import { startedForTheFile } from '../test-support/for-the-file';

const server = startedForTheFile(() => startApiServer({ payments: createFakeGateway() }));

const get = async <T>(path: string) => {
  const response = await fetch(`${server.baseUrl}${path}`);
  expect(response.status).toBe(200);
  return (await response.json()) as T;
};

/** Share of the letters of `text` in the Unicode block of `script`. */
const inScript = (text: string, script: RegExp) => {
  const letters = [...text].filter((c) => /\p{L}/u.test(c));
  return letters.filter((c) => script.test(c)).length / letters.length;
};

const SCRIPTS = {
  ml: /\p{Script=Malayalam}/u,
  ta: /\p{Script=Tamil}/u,
  hi: /\p{Script=Devanagari}/u,
};

describe('order-prefs?lang=', () => {
  for (const [language, script] of Object.entries(SCRIPTS)) {
    it(`carries every seed puja's name and description in ${language}, the spec's fields unchanged`, async () => {
      const english = await get<OrderPrefs>(API_PATHS.orderPrefs);
      const prefs = await get<OrderPrefs>(`${API_PATHS.orderPrefs}?lang=${language}`);
      const all = [...prefs.pujaDetails, ...prefs.pujaRecommendationDetails];
      expect(all.length).toBe(
        english.pujaDetails.length + english.pujaRecommendationDetails.length,
      );
      for (const puja of all) {
        const { localized, ...spec } = puja;
        const same = [...english.pujaDetails, ...english.pujaRecommendationDetails].find(
          (p) => p.id === puja.id,
        );
        expect(spec).toEqual(same);
        expect(localized?.language).toBe(language);
        expect(inScript(localized!.texts.displayName!, script)).toBeGreaterThan(0.95);
        expect(inScript(localized!.texts.extDescription!, script)).toBeGreaterThan(0.95);
      }
      expect(prefs.costLookup).toEqual(english.costLookup);
      const packages = all.find((p) => p.category === 'PACKAGES');
      expect(inScript(packages!.localized!.texts.categoryName!, script)).toBe(1);
    });
  }

  it('sends no localized words without lang, and refuses a language the site has not', async () => {
    const english = await get<OrderPrefs>(API_PATHS.orderPrefs);
    expect(english.pujaDetails.some((p) => 'localized' in p)).toBe(false);
    const response = await fetch(`${server.baseUrl}${API_PATHS.orderPrefs}?lang=xx`);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { fields: { path: string }[] } };
    expect(body.error.fields.map((field) => field.path)).toEqual(['lang']);
  });
});

describe('regional prefs and the reading types with lang', () => {
  it('carries each event in Tamil', async () => {
    const response = await postJson(server.baseUrl, `${API_PATHS.regionalOrderPrefs}?lang=ta`, {
      regionIdList: [1, 2, 3],
    });
    expect(response.status).toBe(200);
    const prefs = (await response.json()) as RegionalPrefs;
    expect(prefs.eventDetails.length).toBeGreaterThan(0);
    for (const event of prefs.eventDetails) {
      for (const text of Object.values(event.localized!.texts)) {
        expect(inScript(text, SCRIPTS.ta)).toBeGreaterThan(0.95);
      }
    }
  });

  it('carries each reading type in Hindi, what it covers one point a line', async () => {
    const catalog = await get<AstroCatalog>(`${ASTRO_PATHS.catalog}?lang=hi`);
    for (const type of catalog.readingTypes) {
      const { covers, name, summary } = type.localized!.texts;
      expect(covers!.split('\n')).toHaveLength(type.covers.length);
      for (const text of [covers!, name!, summary!]) {
        expect(inScript(text, SCRIPTS.hi)).toBeGreaterThan(0.95);
      }
    }
  });
});

describe('regions?lang=', () => {
  for (const [language, script] of Object.entries(SCRIPTS)) {
    it(`names every seed region in ${language}, the spec's fields unchanged`, async () => {
      const english = await get<{ regions: Region[] }>(API_PATHS.regions);
      const { regions } = await get<{ regions: Region[] }>(`${API_PATHS.regions}?lang=${language}`);
      expect(regions.map(({ localized: _, ...spec }) => spec)).toEqual(english.regions);
      expect(english.regions.every((region) => region.localized === undefined)).toBe(true);
      expect(regions.length).toBeGreaterThan(0);
      for (const region of regions) {
        expect(region.localized?.language).toBe(language);
        expect(inScript(region.localized!.texts.name!, script)).toBe(1);
      }
    });
  }
});
