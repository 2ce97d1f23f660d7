/** Where prasad can be posted: a public read for the wizard, the office's read and edit. */
import type { FastifyInstance } from 'fastify';
import { PRASAD_PLACES_PATH, type PrasadPlaces } from '../../domain/prasad/places';
import { prasadPlacesInput } from '../../domain/staff/prasad-places-input';
import { STAFF_API } from '../../domain/staff/roles';
import type { ServerDeps } from '../deps';
import { validationError } from '../http';
import { actorOf, parseRequestPart, staffRoute } from '../staff';
import { readPrasadPlaces } from '../catalog';
import { unknownCountries, writePrasadPlaces } from './places';

export function registerPrasadPlacesRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { db } = deps;

  app.get(PRASAD_PLACES_PATH, async (_request, reply): Promise<PrasadPlaces> => {
    reply.header('Cache-Control', 'no-cache');
    return { countries: await readPrasadPlaces(db) };
  });

  app.get(
    `${STAFF_API}/prasad/places`,
    staffRoute(['office']),
    async (): Promise<PrasadPlaces> => ({ countries: await readPrasadPlaces(db) }),
  );

  app.put(
    `${STAFF_API}/prasad/places`,
    staffRoute(['office']),
    async (request): Promise<PrasadPlaces> => {
      const { countries } = parseRequestPart(prasadPlacesInput, request.body);
      const unknown = await unknownCountries(db, countries);
      if (unknown.length > 0) throw validationError(unknown);
      return { countries: await writePrasadPlaces(db, actorOf(request), countries, deps.now()) };
    },
  );
}
