/**
 * The catalog's words per language in the console: the office lists each
 * item's English beside its translation and review mark, saves one (audited),
 * and the site shows it in that language at once; other roles and bad edits
 * are refused, each bad field named.
 */
import { describe, expect, it } from 'vitest';
import { API_PATHS } from '../../domain/constants';
import type { OrderPrefs } from '../../domain/prefs';
import type { CatalogTextItem } from '../../domain/staff/catalog-text-input';
import { startApiServer } from '../test-support/api-server';
import { startedForTheFile } from '../test-support/for-the-file';
import { signInAs, staffFetch } from './test-support/staff-session';

const server = startedForTheFile(() => startApiServer());

const prefsIn = async (lang: string) =>
  (await (
    await fetch(`${server.baseUrl}${API_PATHS.orderPrefs}?lang=${lang}`)
  ).json()) as OrderPrefs;

type ErrorBody = { error: { code: string; fields?: { path: string }[] } };
const fieldsOf = async (response: Response) =>
  ((await response.json()) as ErrorBody).error.fields?.map((field) => field.path).sort();

describe('the catalog’s words in the console', () => {
  it('lists every item’s English beside the seed’s unreviewed translation', async () => {
    const office = await signInAs(server, 'office');
    const response = await office.call('GET', '/catalog-texts?language=ta');
    expect(response.status).toBe(200);
    const { language, items } = (await response.json()) as {
      language: string;
      items: CatalogTextItem[];
    };
    expect(language).toBe('ta');
    expect(new Set(items.map((item) => item.kind))).toEqual(
      new Set(['PUJA', 'CATEGORY', 'EVENT', 'READING_TYPE']),
    );
    const puja = items.find((item) => item.kind === 'PUJA')!;
    const name = puja.texts.find((text) => text.field === 'displayName')!;
    expect(name.english).not.toBe('');
    expect(name.text).toMatch(/[\u0B80-\u0BFF]/);
    expect(name.reviewed).toBe(false);
  });

  it('saves a puja’s Malayalam name, reviewed and audited, and the site shows it', async () => {
    const office = await signInAs(server, 'office');
    const before = await prefsIn('ml');
    const puja = before.pujaDetails[0]!;
    const text = 'ക്ഷേത്രം എഴുതിയ പേര്';
    const saved = await office.call('PUT', '/catalog-texts', {
      kind: 'PUJA',
      itemId: String(puja.id),
      field: 'displayName',
      language: 'ml',
      text,
      reviewed: true,
    });
    expect(saved.status).toBe(200);
    const after = await prefsIn('ml');
    expect(after.pujaDetails.find((p) => p.id === puja.id)?.localized?.texts.displayName).toBe(
      text,
    );
    const listed = (await (await office.call('GET', '/catalog-texts?language=ml')).json()) as {
      items: CatalogTextItem[];
    };
    const row = listed.items
      .find((item) => item.kind === 'PUJA' && item.itemId === String(puja.id))
      ?.texts.find((t) => t.field === 'displayName');
    expect(row).toMatchObject({ text, reviewed: true });
    const audit = await server.database.db
      .selectFrom('staff_audit_log')
      .selectAll()
      .where('action', '=', 'catalogText.save')
      .where('target', '=', `PUJA:${puja.id}:displayName:ml`)
      .executeTakeFirstOrThrow();
    expect(audit.actor).toBe(office.email);
    expect(JSON.parse(audit.after_json)).toEqual({ text, reviewed: 1 });
    // The English page is unchanged.
    const english = await prefsIn('en');
    expect(english.pujaDetails.find((p) => p.id === puja.id)?.localized).toBeUndefined();
  });

  it('is refused without a session and to the other roles', async () => {
    const anonymous = staffFetch(server, null);
    expect((await anonymous('GET', '/catalog-texts?language=ml')).status).toBe(401);
    const body = {
      kind: 'READING_TYPE',
      itemId: '1',
      field: 'name',
      language: 'ml',
      text: 'x',
      reviewed: false,
    };
    expect((await anonymous('PUT', '/catalog-texts', body)).status).toBe(401);
    for (const role of ['priest', 'astrologer'] as const) {
      const member = await signInAs(server, role);
      expect((await member.call('GET', '/catalog-texts?language=ml')).status).toBe(403);
      expect((await member.call('PUT', '/catalog-texts', body)).status).toBe(403);
    }
  });

  it('refuses a bad edit naming each bad field, and an item the catalog lacks', async () => {
    const office = await signInAs(server, 'office');
    expect(await fieldsOf(await office.call('GET', '/catalog-texts?language=en'))).toEqual([
      'language',
    ]);
    const bad = await office.call('PUT', '/catalog-texts', {
      kind: 'SHOP',
      itemId: '',
      field: 'name',
      language: 'fr',
      text: 'x'.repeat(2_001),
      reviewed: 'yes',
    });
    expect(bad.status).toBe(400);
    expect(await fieldsOf(bad)).toEqual(['itemId', 'kind', 'language', 'reviewed', 'text']);
    const wrongField = await office.call('PUT', '/catalog-texts', {
      kind: 'READING_TYPE',
      itemId: '1',
      field: 'displayName',
      language: 'ml',
      text: 'x',
      reviewed: false,
    });
    expect(wrongField.status).toBe(400);
    expect(await fieldsOf(wrongField)).toEqual(['field']);
    const unknown = await office.call('PUT', '/catalog-texts', {
      kind: 'PUJA',
      itemId: '999999',
      field: 'displayName',
      language: 'ml',
      text: 'x',
      reviewed: false,
    });
    expect(unknown.status).toBe(404);
    expect(await fieldsOf(unknown)).toEqual(['itemId']);
  });
});
