/**
 * The API of "My order" (docs/api.md): the page's view model by its link's
 * token, "Order again"'s seed and "Sign out other links" by the same token,
 * and "Find my order". Each answers the same whether or not an order exists
 * (an expired or revoked token as an unknown one); none may be cached or leak
 * its address as a Referer.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  FIND_MY_ORDER_ANSWER,
  findMyOrderRequestSchema,
  MY_ORDER_API,
  myOrderViewSchema,
  orderAgainSchema,
  signOutOthersAnswerSchema,
  type FindMyOrderRequest,
} from '../../domain/my-order';
import { LANGUAGE_CODES } from '../../domain/languages';
import type { ServerDeps } from '../deps';
import {
  ApiError,
  createLimiter,
  enforceLimit,
  ERROR_ANSWERS,
  fileAnswer,
  privateAnswer,
  typed,
  writeRateLimit,
} from '../http';
import { orderOfToken, revokeOtherLinks, type LinkLife } from '../orders';
import { orderReceiptFile, receiptPolicy, refundReceiptFile, sendPdf } from '../receipts';
import { FIND_ANSWER_FLOOR_MS, findMyOrder } from './find';
import { buildOrderAgain } from './order-again';
import { buildMyOrderView } from './view';

/** Find my order per order number typed, whoever asks: a few a quarter of an hour. */
export const FIND_PER_ORDER_MAX = 5;
const FIND_PER_ORDER_WINDOW_MS = 15 * 60_000;

const notFound = () =>
  new ApiError(
    404,
    'NOT_FOUND',
    'This link does not open an order. Use Find my order to get it again.',
  );

async function secretAnswer(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await privateAnswer(request, reply);
  reply.header('Referrer-Policy', 'no-referrer');
}

const waitUntil = (startedAt: number) =>
  new Promise((resolve) =>
    setTimeout(resolve, Math.max(0, startedAt + FIND_ANSWER_FLOOR_MS - performance.now())),
  );

/**
 * The token as the path holds it: not checked here, since a malformed token is
 * looked up like any other, so that all answer alike.
 */
const tokenParams = z.object({ token: z.string() });
/** `?lang=ml`: the page's language, in which the pujas are named. */
const viewQuery = z.object({
  lang: z.optional(z.enum(LANGUAGE_CODES as [string, ...string[]])),
});
const refundParams = z.object({ token: z.string(), n: z.string() });
const pdfAnswer = { 200: fileAnswer('application/pdf', 'The receipt'), ...ERROR_ANSWERS };

export async function registerMyOrderRoutes(
  fastify: FastifyInstance,
  deps: ServerDeps,
): Promise<void> {
  const app = typed(fastify);
  const reads = createLimiter(app, 'my-order-reads', {
    max: deps.config.writeRateLimit,
    timeWindow: 60_000,
  });
  const perOrder = createLimiter(app, 'find-my-order-per-order', {
    max: FIND_PER_ORDER_MAX,
    timeWindow: FIND_PER_ORDER_WINDOW_MS,
    // Runs after the route's schema has read the body.
    keyGenerator: (request) => `find:${(request.body as FindMyOrderRequest).orderNumber}`,
  });
  const life = (): LinkLife => ({ now: deps.now(), linkDays: deps.config.myOrderLinkDays });
  /** A token from the path (a malformed one is looked up like any other, so all answer alike). */
  const tokenOf = ({ token }: { token: string }): string => (token.length <= 100 ? token : '');

  app.get(
    `${MY_ORDER_API.view}/:token`,
    {
      schema: {
        params: tokenParams,
        querystring: viewQuery,
        response: { 200: myOrderViewSchema, ...ERROR_ANSWERS },
      },
      onRequest: async (request, reply) => {
        await secretAnswer(request, reply);
        await enforceLimit(reads, request, reply);
      },
    },
    async (request) => {
      const token = tokenOf(request.params);
      const orderNumber = await orderOfToken(deps.db, token, life());
      const view = orderNumber
        ? await buildMyOrderView(deps.db, orderNumber, token, request.query.lang)
        : null;
      if (!view) throw notFound();
      return view;
    },
  );

  /** The order of a receipt's token, or the same 404 as the page's (a wrong token says nothing). */
  const orderOf = async (params: { token: string }) => {
    const orderNumber = await orderOfToken(deps.db, tokenOf(params), life());
    if (!orderNumber) throw notFound();
    return orderNumber;
  };
  const secretLimited = {
    onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
      await secretAnswer(request, reply);
      await enforceLimit(reads, request, reply);
    },
  };

  app.get(
    `${MY_ORDER_API.view}/:token/receipt.pdf`,
    { ...secretLimited, schema: { params: tokenParams, response: pdfAnswer } },
    async (request, reply) => {
      const file = await orderReceiptFile(
        deps.db,
        await orderOf(request.params),
        deps.now(),
        receiptPolicy(deps.config),
      );
      if (!file) throw notFound();
      return sendPdf(reply, file);
    },
  );

  app.get(
    `${MY_ORDER_API.view}/:token/refunds/:n/receipt.pdf`,
    { ...secretLimited, schema: { params: refundParams, response: pdfAnswer } },
    async (request, reply) => {
      const orderNumber = await orderOf(request.params);
      const n = z.coerce.number().int().min(1).max(999).safeParse(request.params.n);
      const file = n.success
        ? await refundReceiptFile(
            deps.db,
            orderNumber,
            n.data,
            deps.now(),
            receiptPolicy(deps.config),
          )
        : null;
      if (!file) throw new ApiError(404, 'NOT_FOUND', 'This order has no such refund.');
      return sendPdf(reply, file);
    },
  );

  app.get(
    `${MY_ORDER_API.view}/:token/order-again`,
    {
      ...secretLimited,
      schema: { params: tokenParams, response: { 200: orderAgainSchema, ...ERROR_ANSWERS } },
    },
    async (request) => {
      const again = await buildOrderAgain(deps.db, await orderOf(request.params));
      if (!again) throw notFound();
      return again;
    },
  );

  const limited = writeRateLimit(deps.config);
  app.post(
    `${MY_ORDER_API.view}/:token/sign-out-others`,
    {
      ...limited,
      onRequest: secretAnswer,
      schema: {
        params: tokenParams,
        response: { 200: signOutOthersAnswerSchema, ...ERROR_ANSWERS },
      },
    },
    async (request) => {
      const signedOut = await revokeOtherLinks(deps.db, tokenOf(request.params), life());
      if (signedOut === null) throw notFound();
      return { signedOut };
    },
  );
  const findAnswer = z.object({ queued: z.literal(true), message: z.string() });
  app.post(
    MY_ORDER_API.find,
    {
      ...limited,
      onRequest: secretAnswer,
      schema: { body: findMyOrderRequestSchema, response: { 202: findAnswer, ...ERROR_ANSWERS } },
    },
    async (request, reply) => {
      const startedAt = performance.now();
      const body = request.body;
      // Counted by the number typed (the checked body is what the limiter's key reads).
      await enforceLimit(perOrder, request, reply);
      const now = deps.now();
      await findMyOrder(deps.db, body, { publicUrl: deps.config.publicUrl, now });
      await waitUntil(startedAt);
      return reply.code(202).send(FIND_MY_ORDER_ANSWER);
    },
  );
}
