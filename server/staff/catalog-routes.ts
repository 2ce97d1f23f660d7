/**
 * The office's catalog: pujas, schedules, regions, regional events, reading
 * types. Every write to what order-prefs carries (pujas, schedules, regions,
 * events) invalidates the public catalog cache at once, so the site (which
 * the catalog pages and wizards read after their prerendered shell) shows
 * the change on the next request; reading types are read uncached by the
 * booking (server/astro/catalog.ts).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  eventInput,
  pujaInput,
  readingTypeInput,
  regionInput,
  scheduleInput,
  taxTermsInput,
} from '../../domain/staff/catalog';
import { STAFF_API } from '../../domain/staff/roles';
import type { ServerDeps } from '../deps';
import { numericIdParam, parseRequestPart } from './route-params';
import { sanitizeEventHtml } from '../catalog';
import { actorOf, staffRoute } from './authorize';
import {
  addRegion,
  deleteEvent,
  readCatalogPujas,
  readEvents,
  saveEvent,
  updatePuja,
  updateReadingType,
  updateSchedule,
} from './catalog-store';
import { checkPriceAboveGoods, updateTaxTerms } from './tax-terms';

export function registerCatalogRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const office = staffRoute(['office']);
  const { db } = deps;
  const changed = () => app.prefsCache.invalidate();

  app.get(`${STAFF_API}/catalog`, office, async () => {
    const [pujas, regions, events, readingTypes] = await Promise.all([
      readCatalogPujas(db, deps.now()),
      db.selectFrom('regions').selectAll().orderBy('name').execute(),
      readEvents(db),
      db.selectFrom('astro_reading_types').selectAll().orderBy('sort_order').execute(),
    ]);
    return {
      pujas,
      regions,
      events,
      readingTypes: readingTypes.map((r) => ({
        id: r.id,
        name: r.name,
        durationMinutes: r.duration_minutes,
        priceCents: r.price_cents,
        active: r.active === 1,
        isSample: r.is_sample === 1,
      })),
    };
  });

  app.put(`${STAFF_API}/pujas/:id`, office, async (request) => {
    const { id } = parseRequestPart(numericIdParam, request.params);
    const input = parseRequestPart(pujaInput, request.body);
    await checkPriceAboveGoods(db, 'pujas', id, input.costCents);
    await updatePuja(db, actorOf(request), id, input, deps.now());
    changed();
    return { saved: true };
  });

  app.put(`${STAFF_API}/pujas/:id/schedule`, office, async (request) => {
    const { id } = parseRequestPart(numericIdParam, request.params);
    const input = parseRequestPart(scheduleInput, request.body);
    await updateSchedule(db, actorOf(request), id, input, deps.now());
    changed();
    return { pujas: await readCatalogPujas(db, deps.now()) };
  });

  // Receipts state these terms for lines paid from now on (order lines keep theirs).
  for (const [path, table] of [
    ['pujas', 'pujas'],
    ['events', 'regional_events'],
  ] as const) {
    app.put(`${STAFF_API}/${path}/:id/tax-terms`, office, async (request) => {
      const { id } = parseRequestPart(numericIdParam, request.params);
      const terms = parseRequestPart(taxTermsInput, request.body);
      return { tax: await updateTaxTerms(db, actorOf(request), table, id, terms, deps.now()) };
    });
  }

  app.post(`${STAFF_API}/regions`, office, async (request, reply) => {
    const { name } = parseRequestPart(regionInput, request.body);
    const region = await addRegion(db, actorOf(request), name, deps.now());
    changed();
    return reply.code(201).send({ region });
  });

  // The details exactly as they will be stored and shown (sanitised), before saving.
  app.post(`${STAFF_API}/events/preview`, office, async (request) => {
    const { detailsHtml } = parseRequestPart(
      z.object({ detailsHtml: z.string().max(20_000) }),
      request.body,
    );
    return { html: sanitizeEventHtml(detailsHtml) };
  });

  app.post(`${STAFF_API}/events`, office, async (request, reply) => {
    const input = parseRequestPart(eventInput, request.body);
    const id = await saveEvent(db, actorOf(request), null, input, deps.now());
    changed();
    return reply.code(201).send({ id });
  });

  app.put(`${STAFF_API}/events/:id`, office, async (request) => {
    const { id } = parseRequestPart(numericIdParam, request.params);
    const input = parseRequestPart(eventInput, request.body);
    await checkPriceAboveGoods(db, 'regional_events', id, input.costCents);
    await saveEvent(db, actorOf(request), id, input, deps.now());
    changed();
    return { id };
  });

  app.delete(`${STAFF_API}/events/:id`, office, async (request) => {
    const { id } = parseRequestPart(numericIdParam, request.params);
    await deleteEvent(db, actorOf(request), id, deps.now());
    changed();
    return { deleted: true };
  });

  app.put(`${STAFF_API}/reading-types/:id`, office, async (request) => {
    const { id } = parseRequestPart(numericIdParam, request.params);
    const input = parseRequestPart(readingTypeInput, request.body);
    await updateReadingType(db, actorOf(request), id, input, deps.now());
    return { saved: true };
  });
}
