/**
 * The privacy API: the retention schedule (public), the devotee's erasure
 * request and its confirmation by the mailed link, and the office's
 * requests, confirmation and JSON export (staff).
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { emailField } from '../../domain/bounded-text';
import {
  devoteeErasureConfirmationSchema,
  devoteeErasureRequestSchema,
  officeErasureRequestSchema,
} from '../../domain/privacy/requests';
import {
  ERASURE_CONFIRM_PATH,
  ERASURE_REQUESTS_PATH,
  RETENTION_PATH,
} from '../../domain/privacy/retention';
import { STAFF_API } from '../../domain/staff/roles';
import { realWait } from '../clock';
import type { ServerDeps } from '../deps';
import { privateAnswer, validationErrorFromIssues, writeRateLimit } from '../http';
import { actorOf, staffRoute, writeAudit } from '../staff';
import { sendConfirmPage } from './confirm-page';
import { queueErasureConfirmation } from './confirmation-mail';
import { exportPerson } from './export';
import { normalEmail } from './person';
import { confirmByDevotee, confirmRequest, listRequests, recordRequest } from './requests';
import { requester } from './requester';

function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw validationErrorFromIssues(parsed.error.issues);
  return parsed.data;
}

/**
 * Every devotee's request is answered no sooner than this after it arrived, found or
 * not (the found case writes the request and a mail), so its timing tells nothing.
 */
export const ERASURE_ANSWER_FLOOR_MS = 400;

const idParam = z.object({ id: z.uuid() });
const emailQuery = z.object({ email: emailField('Enter an email address') });
const pageQuery = z.object({ lang: z.string().max(8).optional(), token: z.string().max(200) });
const langQuery = z.object({ lang: z.string().max(8).optional() });

/** Whose export it was, without the email itself: a short one-way digest. */
const subjectDigest = (email: string) =>
  createHash('sha256').update(normalEmail(email)).digest('hex').slice(0, 12);

export function registerPrivacyRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const office = staffRoute(['office']);
  const { db } = deps;
  const wait = deps.wait ?? realWait;

  app.get(RETENTION_PATH, async () => deps.config.retention);

  app.post(
    ERASURE_REQUESTS_PATH,
    { ...writeRateLimit(deps.config), onRequest: privateAnswer },
    async (request, reply) => {
      const started = deps.now();
      const body = parse(devoteeErasureRequestSchema, request.body);
      // Found or not (a link's token that opens nothing is refused: the token is the proof).
      const found = await requester(db, body, {
        now: deps.now(),
        linkDays: deps.config.myOrderLinkDays,
      });
      if (found) {
        await db.transaction().execute(async (trx) => {
          const recorded = await recordRequest(trx, { ...found, recordedBy: 'devotee' }, started);
          if (!recorded.confirmToken) return;
          await queueErasureConfirmation(
            trx,
            { ...found, to: found.email, token: recorded.confirmToken },
            { publicUrl: deps.config.publicUrl, now: started },
          );
        });
      }
      const spent = deps.now().getTime() - started.getTime();
      await wait(Math.max(0, ERASURE_ANSWER_FLOOR_MS - spent));
      return reply.code(202).send({ requestedAt: started.toISOString() });
    },
  );

  // The mailed link's page: GET shows the button, only its POST confirms.
  app.get(ERASURE_CONFIRM_PATH, async (request, reply) => {
    const query = pageQuery.safeParse(request.query);
    if (!query.success) return sendConfirmPage(reply, undefined, { kind: 'gone' }, 404);
    return sendConfirmPage(reply, query.data.lang, { kind: 'ask', token: query.data.token });
  });

  // The page's form sends application/x-www-form-urlencoded: parsed here only.
  app.register(async (page) => {
    page.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    page.post(
      ERASURE_CONFIRM_PATH,
      { ...writeRateLimit(deps.config), onRequest: privateAnswer },
      async (request, reply) => {
        const { lang } = parse(langQuery, request.query);
        const { token } = parse(devoteeErasureConfirmationSchema, request.body);
        const confirmed = await confirmByDevotee(db, token, deps.now());
        return sendConfirmPage(
          reply,
          lang,
          { kind: confirmed ? 'done' : 'gone' },
          confirmed ? 200 : 404,
        );
      },
    );
  });

  app.get(`${STAFF_API}/privacy/requests`, office, async (request) => {
    const requests = await listRequests(db);
    // Who looked at the requests (their addresses are personal data), not what they hold.
    const after = { listed: requests.length };
    const entry = { action: 'privacy.view', target: 'privacy requests', after };
    await writeAudit(db, actorOf(request), entry, deps.now());
    return { requests };
  });

  app.post(`${STAFF_API}/privacy/requests`, office, async (request, reply) => {
    const body = parse(officeErasureRequestSchema, request.body);
    const actor = actorOf(request);
    const now = deps.now();
    const { request: recorded, created } = await recordRequest(
      db,
      { ...body, recordedBy: actor.label },
      now,
    );
    if (created) {
      await writeAudit(
        db,
        actor,
        {
          action: 'privacy.request',
          target: `request ${recorded.id}`,
          after: { source: body.source },
        },
        now,
      );
    }
    return reply.code(created ? 201 : 200).send({ request: recorded });
  });

  app.post(`${STAFF_API}/privacy/requests/:id/confirm`, office, async (request) => {
    const { id } = parse(idParam, request.params);
    const confirmed = await confirmRequest(
      db,
      id,
      actorOf(request),
      deps.now(),
      deps.config.outboxDir,
    );
    return { request: confirmed };
  });

  app.get(`${STAFF_API}/privacy/export`, office, async (request, reply) => {
    const { email } = parse(emailQuery, request.query);
    const now = deps.now();
    const document = await exportPerson(db, email, now);
    await writeAudit(
      db,
      actorOf(request),
      {
        action: 'privacy.export',
        target: `subject ${subjectDigest(email)}`,
        after: {
          orders: document.orders.length,
          addresses: document.addressesOnOtherOrders.length,
          bookings: document.bookings.length,
          mails: document.mails.length,
        },
      },
      now,
    );
    return reply
      .header('Content-Type', 'application/json; charset=utf-8')
      .header('Content-Disposition', 'attachment; filename="personal-data.json"')
      .send(JSON.stringify(document, null, 2));
  });
}
