/**
 * The local sandbox gateway's endpoint: Authorize.net's JSON API at
 * SANDBOX_GATEWAY_PATH. Like the real one it answers 200 with a UTF-8 BOM
 * before the JSON, checks the XSD element order (E00003), and never echoes
 * card data. Fault modes (see test-cards.ts) delay or garble an approved answer.
 */
import type { FastifyInstance } from 'fastify';
import { SANDBOX_GATEWAY_PATH } from '../../../domain/environments';
import { BODY_LIMITS } from '../../http';
import { findOrderViolation, REQUEST_ORDERS } from '../anet-schema';
import { parseAnetJson } from '../anet-format';
import { HANDLERS, type HandlerAnswer, type SandboxContext } from './handlers';
import { TOP_ERRORS } from './responses';

export interface GatewayRouteOptions {
  /** How long a "slow answer" fault waits before answering (ms). */
  slowAnswerMs: number;
}

const BOM = '\uFEFF';

async function answerFor(raw: string, ctx: SandboxContext): Promise<HandlerAnswer> {
  let parsed: unknown;
  try {
    parsed = parseAnetJson(raw);
  } catch {
    return { body: { messages: TOP_ERRORS.schema('The request is not valid JSON.') } };
  }
  const entries = typeof parsed === 'object' && parsed !== null ? Object.entries(parsed) : [];
  const [name, body] = entries[0] ?? ['', undefined];
  const handler = HANDLERS[name];
  const order = REQUEST_ORDERS[name];
  if (entries.length !== 1 || !handler || !order) {
    return { body: { messages: TOP_ERRORS.schema(`The element '${name}' is not declared.`) } };
  }
  const violation = findOrderViolation(body, order, name);
  if (violation) return { body: { messages: TOP_ERRORS.schema(violation) } };
  return handler(body as Record<string, unknown>, ctx);
}

/** Resolves after `ms`, or earlier when the client has gone away. */
function waitUnlessGone(ms: number, socket: NodeJS.EventEmitter): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      socket.off('close', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    socket.once('close', done);
  });
}

export async function registerGatewayRoute(
  app: FastifyInstance,
  ctx: SandboxContext,
  options: GatewayRouteOptions,
): Promise<void> {
  await app.register(async (scope) => {
    // The body is read as text and parsed here, so bad JSON gets the API's own error shape.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    // Authorize.net's requests carry an order's line items: an order's limit.
    scope.post(SANDBOX_GATEWAY_PATH, { bodyLimit: BODY_LIMITS.order }, async (request, reply) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      const answer = await answerFor(raw, ctx);
      const json = JSON.stringify(answer.body);
      reply.header('Content-Type', 'application/json; charset=utf-8');
      reply.header('Cache-Control', 'no-store');
      if (answer.fault === 'slow') {
        request.log.warn('sandbox gateway fault: answering an approved charge late');
        await waitUnlessGone(options.slowAnswerMs, request.raw.socket);
      }
      if (answer.fault === 'garbled') {
        request.log.warn('sandbox gateway fault: cutting an approved answer short');
        return reply.send(BOM + json.slice(0, Math.floor(json.length / 2)));
      }
      return reply.send(BOM + json);
    });
  });
}
