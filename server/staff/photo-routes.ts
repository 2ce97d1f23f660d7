/**
 * Photographs for proof of offering: priests and the office upload one per
 * request as the raw image body (no multipart package; the console sends each
 * file as it is), and withdraw one; both are audited. A marking attaches uploaded photographs
 * (POST …/performed with `photos`).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MAX_PHOTO_BYTES, photoIdSchema, photoLimitText } from '../../domain/proof';
import { STAFF_API } from '../../domain/staff/roles';
import type { ServerDeps } from '../deps';
import { ApiError, sendApiError } from '../http';
import { parseRequestPart } from './route-params';
import { processPhoto, stagePhoto, withdrawPhoto } from '../proof';
import { writeAudit } from './audit';
import { actorOf, staffRoute } from './authorize';

const idParam = z.object({ id: photoIdSchema });
const tooLarge = () =>
  new ApiError(413, 'PHOTO_TOO_LARGE', `A photograph may be at most ${photoLimitText}`, [
    { path: 'photo', message: `A photograph may be at most ${photoLimitText}` },
  ]);

export async function registerPhotoRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  const priests = staffRoute(['priest', 'office']);

  await app.register(async (scope) => {
    // Any body type is read as bytes: the bytes, not the Content-Type, say what it is.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: MAX_PHOTO_BYTES },
      (_request, body, done) => done(null, body),
    );
    scope.setErrorHandler((error, _request, reply) => {
      if ((error as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        return sendApiError(reply, tooLarge());
      }
      throw error;
    });
    // After the session check (onRequest), before the body is read.
    scope.addHook('preParsing', async (request) => {
      if (Number(request.headers['content-length'] ?? 0) > MAX_PHOTO_BYTES) throw tooLarge();
    });

    scope.post(
      `${STAFF_API}/photos`,
      { ...priests, bodyLimit: MAX_PHOTO_BYTES },
      async (request, reply) => {
        const body = request.body;
        if (!Buffer.isBuffer(body) || body.length === 0) {
          throw new ApiError(400, 'VALIDATION', 'Send the photograph as the request body', [
            { path: 'photo', message: 'Choose a photograph' },
          ]);
        }
        const processed = await processPhoto(body);
        const actor = actorOf(request);
        const now = deps.now();
        const photo = await deps.db.transaction().execute(async (trx) => {
          const staged = await stagePhoto(trx, actor.staffId ?? actor.label, processed, now);
          const size = { width: staged.width, height: staged.height };
          await writeAudit(
            trx,
            actor,
            { action: 'photo.upload', target: staged.id, after: size },
            now,
          );
          return staged;
        });
        return reply.code(201).send({ photo });
      },
    );
  });

  app.delete(`${STAFF_API}/photos/:id`, priests, async (request) => {
    const { id } = parseRequestPart(idParam, request.params);
    const actor = actorOf(request);
    const now = deps.now();
    const withdrawn = await deps.db.transaction().execute(async (trx) => {
      const found = await withdrawPhoto(trx, id, actor.staffId ?? actor.label, now);
      if (!found) return null;
      await writeAudit(
        trx,
        actor,
        { action: 'photo.withdraw', target: id, after: { pujaDate: found.pujaDate } },
        now,
      );
      return found;
    });
    if (!withdrawn) throw new ApiError(404, 'NOT_FOUND', 'No such photograph');
    return { withdrawn: true };
  });
}
