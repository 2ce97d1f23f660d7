/**
 * The catalog's words in each language, in the console (office): the list of
 * every item's English texts beside their translation and review mark, and
 * the save of one text (audited; the public catalog cache is dropped so the
 * site shows it on the next request).
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  catalogLanguageQuery,
  catalogTextInput,
  type CatalogTextInput,
  type CatalogTextItem,
} from '../../domain/staff/catalog-text-input';
import { STAFF_API } from '../../domain/staff/roles';
import type { Database } from '../db/schema';
import type { ServerDeps } from '../deps';
import { writeAudit, type Actor } from './audit';
import { actorOf, staffRoute } from './authorize';
import { parseRequestPart } from './route-params';
import { ApiError } from '../http';

type English = Omit<CatalogTextItem, 'texts'> & { english: Record<string, string> };

/** 'SEASONAL_OFFERINGS' → 'Seasonal offerings', as the site names a category it has no message for. */
const categoryName = (code: string) =>
  code.charAt(0) + code.slice(1).toLowerCase().replace(/_/g, ' ');

async function englishItems(db: Kysely<Database>): Promise<English[]> {
  const [pujas, events, types] = await Promise.all([
    db.selectFrom('pujas').selectAll().orderBy('category').orderBy('selection_order').execute(),
    db.selectFrom('regional_events').selectAll().orderBy('id').execute(),
    db.selectFrom('astro_reading_types').selectAll().orderBy('sort_order').execute(),
  ]);
  return [
    ...pujas.map((p) => ({
      kind: 'PUJA' as const,
      itemId: String(p.id),
      label: p.name,
      english: { displayName: p.display_name, extDescription: p.ext_description },
    })),
    ...[...new Set(pujas.map((p) => p.category))].map((code) => ({
      kind: 'CATEGORY' as const,
      itemId: code,
      label: categoryName(code),
      english: { name: categoryName(code) },
    })),
    ...events.map((e) => ({
      kind: 'EVENT' as const,
      itemId: String(e.id),
      label: e.name,
      english: {
        name: e.name,
        offeringTitle: e.offering_title,
        title: e.title,
        hostedBy: e.hosted_by,
        extDescription: e.ext_description,
      },
    })),
    ...types.map((t) => ({
      kind: 'READING_TYPE' as const,
      itemId: String(t.id),
      label: t.name,
      english: {
        name: t.name,
        summary: t.summary,
        covers: (JSON.parse(t.covers) as string[]).join('\n'),
      },
    })),
  ];
}

export async function readCatalogTexts(
  db: Kysely<Database>,
  language: string,
): Promise<CatalogTextItem[]> {
  const [items, rows] = await Promise.all([
    englishItems(db),
    db.selectFrom('catalog_texts').selectAll().where('language', '=', language).execute(),
  ]);
  const key = (kind: string, id: string, field: string) => `${kind} ${id} ${field}`;
  const saved = new Map(rows.map((row) => [key(row.kind, row.item_id, row.field), row]));
  return items.map(({ english, ...item }) => ({
    ...item,
    texts: Object.entries(english).map(([field, text]) => {
      const row = saved.get(key(item.kind, item.itemId, field));
      return { field, english: text, text: row?.text ?? '', reviewed: row?.reviewed === 1 };
    }),
  }));
}

/** Refuses a text for an item the catalog does not have (a removed puja, a mistyped id). */
async function checkItemExists(db: Kysely<Database>, input: CatalogTextInput): Promise<void> {
  const items = await englishItems(db);
  if (!items.some((item) => item.kind === input.kind && item.itemId === input.itemId)) {
    throw new ApiError(404, 'NOT_FOUND', 'The catalog has no such item', [
      { path: 'itemId', message: 'The catalog has no such item' },
    ]);
  }
}

export async function saveCatalogText(
  db: Kysely<Database>,
  actor: Actor,
  input: CatalogTextInput,
  now: Date,
): Promise<void> {
  await checkItemExists(db, input);
  const where = {
    kind: input.kind,
    item_id: input.itemId,
    field: input.field,
    language: input.language,
  };
  await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('catalog_texts')
      .select(['text', 'reviewed'])
      .where('kind', '=', where.kind)
      .where('item_id', '=', where.item_id)
      .where('field', '=', where.field)
      .where('language', '=', where.language)
      .executeTakeFirst();
    const values = {
      text: input.text,
      reviewed: input.reviewed ? 1 : 0,
      updated_at: now.toISOString(),
    };
    await trx
      .insertInto('catalog_texts')
      .values({ ...where, ...values })
      .onConflict((oc) => oc.columns(['kind', 'item_id', 'field', 'language']).doUpdateSet(values))
      .execute();
    await writeAudit(
      trx,
      actor,
      {
        action: 'catalogText.save',
        target: `${input.kind}:${input.itemId}:${input.field}:${input.language}`,
        before: before ?? null,
        after: { text: input.text, reviewed: values.reviewed },
      },
      now,
    );
  });
}

export function registerCatalogTextRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const office = staffRoute(['office']);
  app.get(`${STAFF_API}/catalog-texts`, office, async (request) => {
    const { language } = parseRequestPart(catalogLanguageQuery, request.query);
    return { language, items: await readCatalogTexts(deps.db, language) };
  });
  app.put(`${STAFF_API}/catalog-texts`, office, async (request) => {
    const input = parseRequestPart(catalogTextInput, request.body);
    await saveCatalogText(deps.db, actorOf(request), input, deps.now());
    app.prefsCache.invalidate();
    return { saved: true };
  });
}
