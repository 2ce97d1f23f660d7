/**
 * Serves attached photographs to "My order", emails and the console:
 * `GET /puja-web-v2/api/puja/photos/<id>.jpg` (and `<id>-thumb.jpg`). The
 * bytes at an address never change, so the answer is cached for a year and
 * its ETag is the address itself; `private` keeps shared caches out, so a
 * withdrawn photograph (410) is gone from everywhere but the browsers that
 * already showed it. Never indexed.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ServerDeps } from '../deps';
import { ApiError, typed } from '../http';
import { PHOTO_ROUTE, readPhotoBytes } from './photo-store';

const FILE = /^([A-Za-z0-9_-]{24})(-thumb)?\.jpg$/;

/** `<id>.jpg` or `<id>-thumb.jpg`; any other name is the same 404 as an unknown id. */
const photoRoute = { schema: { params: z.object({ file: z.string() }) } };

export function registerPhotoRoute(fastify: FastifyInstance, deps: ServerDeps): void {
  typed(fastify).get(PHOTO_ROUTE, photoRoute, async (request, reply) => {
    const match = FILE.exec(request.params.file);
    if (!match) throw new ApiError(404, 'NOT_FOUND', 'No such photograph');
    const [, id, thumb] = match;
    const variant = thumb ? 'thumb' : 'full';
    reply.header('X-Robots-Tag', 'noindex, noimageindex');
    const found = await readPhotoBytes(deps.db, id!, variant);
    if (!found) throw new ApiError(404, 'NOT_FOUND', 'No such photograph');
    if (found.kind === 'gone') {
      reply.header('Cache-Control', 'no-store');
      throw new ApiError(410, 'GONE', 'This photograph was withdrawn');
    }
    const etag = `"${id}-${variant}"`;
    reply
      .header('Cache-Control', 'private, max-age=31536000, immutable')
      .header('ETag', etag)
      // Mail clients and "My order" show it; the image is no secret of this origin.
      .header('Cross-Origin-Resource-Policy', 'cross-origin');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('image/jpeg').send(found.bytes);
  });
}
