/** Where prasad can be posted: a public read for the wizard, the office's read and edit. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PRASAD_PLACES_PATH, type PrasadPlaces } from '../../domain/prasad/places';
import { prasadPlacesInput } from '../../domain/staff/prasad-places-input';
import { STAFF_API } from '../../domain/staff/roles';
import type { ServerDeps } from '../deps';
import { ERROR_ANSWERS, typed, validationError } from '../http';
import { actorOf, parseRequestPart, staffRoute } from '../staff';
import { readPrasadPlaces } from '../catalog';
import { unknownCountries, writePrasadPlaces } from './places';

/** The answer of all three, typed as the domain's. */
const placesAnswer: z.ZodType<PrasadPlaces> = z.object({
  countries: z.array(z.string().meta({ description: 'ISO 3166-1 alpha-2' })),
});
const answers = { schema: { response: { 200: placesAnswer, ...ERROR_ANSWERS } } };

export function registerPrasadPlacesRoutes(fastify: FastifyInstance, deps: ServerDeps): void {
  const { db } = deps;
  const app = typed(fastify);

  app.get(PRASAD_PLACES_PATH, answers, async (_request, reply): Promise<PrasadPlaces> => {
    reply.header('Cache-Control', 'no-cache');
    return { countries: await readPrasadPlaces(db) };
  });

  app.get(
    `${STAFF_API}/prasad/places`,
    { ...staffRoute(['office']), ...answers },
    async (): Promise<PrasadPlaces> => ({ countries: await readPrasadPlaces(db) }),
  );

  app.put(
    `${STAFF_API}/prasad/places`,
    { ...staffRoute(['office']), ...answers },
    async (request): Promise<PrasadPlaces> => {
      const { countries } = parseRequestPart(prasadPlacesInput, request.body);
      const unknown = await unknownCountries(db, countries);
      if (unknown.length > 0) throw validationError(unknown);
      return { countries: await writePrasadPlaces(db, actorOf(request), countries, deps.now()) };
    },
  );
}
