/**
 * The cluster bench's visitors, as autocannon request sequences: each
 * connection plays one visitor after another. A visitor of the orders gets a
 * card token from the (sandbox) gateway, as the hosted form does, then submits a
 * puja order with its own Idempotency-Key; a visitor of the bookings holds a
 * reading slot, gets a token and pays for the booking. Like the site's payment
 * machine, a visitor sends the same request again (same key, same body) after
 * a bare 5xx from the balancer or a 409 on its first try.
 *
 * Each visitor has its own client address (X-Forwarded-For, trusted from the
 * loopback balancer) and email, so the per-visitor rate limits and the limit
 * on unpaid holds apply as they would to real visitors. autocannon keeps a
 * visitor's state in its per-connection context; a request builder that
 * returns null ends the visitor and autocannon starts the sequence (and a new
 * visitor) again.
 */
import { randomUUID } from 'node:crypto';
import type { Request as CannonRequest } from 'autocannon';
import { encodePaymentDetails } from '../../../domain/order-builders';
import type { OrderPrefs } from '../../../domain/prefs';
import { ASTRO_PATHS } from '../../../domain/astro/api';
import { ORDER_SUBMIT_PATHS } from '../../../domain/constants';
import { SANDBOX_GATEWAY_PATH } from '../../../domain/environments';
import { SAMPLE_BILLING } from '../../../domain/test-support/fixtures';
import { pujaOrderPayload } from '../../../server/test-support/order-fixtures';
import { holdBody } from '../../../server/test-support/payment-fixtures';
import { futureExpirationDate } from '../../test-support/test-card';

/** The requests a visitor makes, by what they are for. */
export type Step = 'token' | 'order' | 'hold' | 'pay';

/** A reading slot to hold: one astrologer, one start. */
export interface Slot {
  readingTypeId: number;
  astrologerId: number;
  start: string;
}

/** What the visitors saw, for the report and the audit. */
export class Tally {
  readonly latencies: Record<Step, number[]> = { token: [], order: [], hold: [], pay: [] };
  readonly statuses: Record<Step, Map<number, number>> = {
    token: new Map(),
    order: new Map(),
    hold: new Map(),
    pay: new Map(),
  };
  /** Order number answered 201, by visitor marker (the order's notes). */
  readonly orders = new Map<string, string>();
  /** Order numbers answered 201 to more than one visitor, or twice with different numbers. */
  readonly orderClashes: string[] = [];
  /** Booking code answered 200 (paid), by visitor email. */
  readonly bookings = new Map<string, string>();
  readonly bookingClashes: string[] = [];
  visitors = { orders: 0, bookings: 0 };
  /** Same request sent again after a bare 5xx or a first 409. */
  resent = 0;
  /** Visitors who gave up after MAX_TRIES. */
  gaveUp = 0;

  record(step: Step, status: number, sentAt: number): void {
    this.latencies[step].push(performance.now() - sentAt);
    this.statuses[step].set(status, (this.statuses[step].get(status) ?? 0) + 1);
  }
}

/** The same request is sent at most this many times. */
const MAX_TRIES = 4;
/** autocannon requests per visitor sequence: more than any visitor needs. */
const SEQUENCE_LENGTH = 3 * MAX_TRIES + 1;

interface Visitor {
  n?: number;
  step?: Step | 'done';
  sentAt?: number;
  tries?: number;
  address?: string;
  /** The request being (re)sent: its path, key and body. */
  path?: string;
  key?: string;
  body?: string;
  opaque?: { dataDescriptor: string; dataValue: string };
  code?: string;
}

type Answer = {
  status: number;
  body: string;
  headers: Record<string, string | string[] | undefined>;
};

/**
 * A bare 5xx (the balancer's own page, not our JSON), or a payment's 409 on its first try
 * (its key still held elsewhere): send again. A hold's 409 (slot taken) is an answer.
 */
function sendAgain(step: Step, answer: Answer, tries: number): boolean {
  const type = Object.entries(answer.headers)
    .filter(([name]) => name.toLowerCase() === 'content-type')
    .map(([, value]) => String(value))
    .join();
  if (answer.status >= 500 && !type.includes('application/json')) return true;
  return answer.status === 409 && tries === 1 && (step === 'order' || step === 'pay');
}

/** 10.0.0.1, 10.0.0.2, ...: one client address per visitor. */
function visitorAddress(n: number): string {
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255 || 1}`;
}

/** Visitor n's card-token request to the sandbox gateway, as the hosted form sends it. */
function tokenStep(n: number) {
  const body = JSON.stringify({
    securePaymentContainerRequest: {
      merchantAuthentication: { name: 'sandbox-login', clientKey: 'sandbox-client-key' },
      data: {
        type: 'TOKEN',
        id: `visitor-${n}-${randomUUID()}`,
        token: {
          cardNumber: '4111111111111111',
          expirationDate: futureExpirationDate(),
          cardCode: '123',
        },
      },
    },
  });
  return { path: SANDBOX_GATEWAY_PATH, body, keyed: false };
}

function readToken(body: string): Visitor['opaque'] {
  try {
    const json = JSON.parse(body.replace(/^\uFEFF/, '')) as { opaqueData?: Visitor['opaque'] };
    return json.opaqueData;
  } catch {
    return undefined;
  }
}

interface Flow {
  tally: Tally;
  /** The visitor's first step and what it sends at each step (null: nothing more). */
  first: Step;
  build(visitor: Visitor, step: Step): { path: string; body: string; keyed: boolean } | null;
  /** The step after an answer that is not sent again (null: the visitor is done). */
  next(visitor: Visitor, step: Step, answer: Answer): Step | null;
}

function sequence(flow: Flow, counter: () => number): CannonRequest[] {
  const entry: CannonRequest = {
    method: 'POST',
    setupRequest: (request, context) => {
      const visitor = context as Visitor;
      if (visitor.n === undefined) {
        visitor.n = counter();
        visitor.address = visitorAddress(visitor.n);
        visitor.step = flow.first;
        visitor.tries = 0;
      }
      const step = visitor.step;
      if (step === undefined || step === 'done') return null as unknown as CannonRequest;
      if ((visitor.tries ?? 0) >= MAX_TRIES) {
        flow.tally.gaveUp++;
        return null as unknown as CannonRequest;
      }
      if (visitor.tries === 0 || visitor.body === undefined) {
        const built = flow.build(visitor, step);
        if (!built) return null as unknown as CannonRequest;
        visitor.path = built.path;
        visitor.body = built.body;
        visitor.key = built.keyed ? randomUUID() : undefined;
      }
      visitor.tries = (visitor.tries ?? 0) + 1;
      visitor.sentAt = performance.now();
      return {
        ...request,
        method: 'POST',
        path: visitor.path,
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'x-forwarded-for': visitor.address!,
          ...(visitor.key && { 'idempotency-key': visitor.key }),
        },
        body: visitor.body,
      };
    },
    onResponse: (status, body, context, headers) => {
      const visitor = context as Visitor;
      const step = visitor.step as Step;
      flow.tally.record(step, status, visitor.sentAt!);
      const answer = { status, body, headers: headers ?? {} };
      if (sendAgain(step, answer, visitor.tries!)) {
        flow.tally.resent++;
        return;
      }
      visitor.step = flow.next(visitor, step, answer) ?? 'done';
      visitor.tries = 0;
      visitor.body = undefined;
    },
  };
  return Array.from({ length: SEQUENCE_LENGTH }, () => ({ ...entry }));
}

/** Order visitors: token, then a puja order for two people at the server's prices. */
export function orderVisitors(tally: Tally, prefs: OrderPrefs): CannonRequest[] {
  const flow: Flow = {
    tally,
    first: 'token',
    build(visitor, step) {
      if (step === 'token') return tokenStep(visitor.n!);
      const payload = pujaOrderPayload(prefs, {
        people: 2,
        encoded: encodePaymentDetails(visitor.opaque!),
      });
      return {
        path: ORDER_SUBMIT_PATHS.puja,
        body: JSON.stringify({ ...payload, notes: orderMarker(visitor.n!) }),
        keyed: true,
      };
    },
    next(visitor, step, answer) {
      if (step === 'token') {
        visitor.opaque = readToken(answer.body);
        return visitor.opaque ? 'order' : null;
      }
      if (answer.status === 201) {
        const number = (JSON.parse(answer.body) as { orderNumber: string }).orderNumber;
        const marker = orderMarker(visitor.n!);
        if (tally.orders.has(marker) && tally.orders.get(marker) !== number) {
          tally.orderClashes.push(number);
        }
        tally.orders.set(marker, number);
      }
      return null;
    },
  };
  return sequence(flow, () => ++tally.visitors.orders);
}

/** The notes of visitor n's order: what finds its orders in the database. */
export function orderMarker(n: number): string {
  return `cluster bench visitor ${n}`;
}

/** Booking visitor n's email: what finds its bookings in the database. */
export function bookingEmail(n: number): string {
  return `cluster-visitor-${n}@example.org`;
}

/** Booking visitors: hold the next free slot, get a token, pay. */
export function bookingVisitors(tally: Tally, slots: Slot[]): CannonRequest[] {
  let nextSlot = 0;
  const flow: Flow = {
    tally,
    first: 'hold',
    build(visitor, step) {
      if (step === 'token') return tokenStep(visitor.n!);
      if (step === 'pay') {
        return {
          path: ASTRO_PATHS.pay(visitor.code!),
          body: JSON.stringify({
            email: bookingEmail(visitor.n!),
            opaqueData: visitor.opaque,
            billing: SAMPLE_BILLING,
          }),
          keyed: true,
        };
      }
      const slot = slots[nextSlot++];
      if (!slot) return null;
      return {
        path: ASTRO_PATHS.holds,
        body: JSON.stringify({
          ...holdBody(slot.start, bookingEmail(visitor.n!)),
          readingTypeId: slot.readingTypeId,
          astrologerId: slot.astrologerId,
        }),
        keyed: true,
      };
    },
    next(visitor, step, answer) {
      if (step === 'hold') {
        if (answer.status !== 201) return null;
        visitor.code = (JSON.parse(answer.body) as { code: string }).code;
        return 'token';
      }
      if (step === 'token') {
        visitor.opaque = readToken(answer.body);
        return visitor.opaque ? 'pay' : null;
      }
      if (answer.status === 200) {
        const email = bookingEmail(visitor.n!);
        if (tally.bookings.has(email) && tally.bookings.get(email) !== visitor.code) {
          tally.bookingClashes.push(visitor.code!);
        }
        tally.bookings.set(email, visitor.code!);
      }
      return null;
    },
  };
  return sequence(flow, () => ++tally.visitors.bookings);
}
