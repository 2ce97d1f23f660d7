/**
 * The fuzzer's long-input mode (decision 0173): every string field of every
 * write route's seed at 200 kB, and every header of HOSTILE_HEADERS at 16 kB on
 * every write route and on a content page, while a probe (tests/fuzz/probe.ts)
 * times a content page and an order. A hostile request must get a clear refusal
 * (400, 413, 429) or the answer the same request gets without the long input.
 */
import type { ApiTestServer } from '../../server/test-support/api-server';
import { refusalProblem, type Finding } from './fuzzer';
import { clone, slots, type Json } from './mutations';
import type { Target } from './targets';

export const LONG_STRING_LENGTH = 200_000;
/** Under Node's 16 KiB limit for a request's whole head, so the header reaches the routes. */
export const LONG_HEADER_LENGTH = 16_000;

/** The shape that held the server for 95 s in the old email pattern: "a@", dots, " x". */
export const longString = () => `a@${'.'.repeat(LONG_STRING_LENGTH - 4)} x`;
/** The shape that backtracked in the old Accept-Language weight pattern: "q=", spaces, no end. */
export const longHeader = () => `x;q=${' '.repeat(LONG_HEADER_LENGTH - 5)}x`;

/** The headers a route or a hook of ours (or Fastify's) reads. */
export const HOSTILE_HEADERS = [
  'accept-language',
  'cookie',
  'x-forwarded-for',
  'idempotency-key',
  'authorization',
  'user-agent',
  'referer',
  'accept-encoding',
  'content-type',
  'x-anet-signature',
  'if-none-match',
] as const;

/**
 * The answers a hostile request may get besides its route's normal ones; 431 is
 * Node's own when a long header and a route's cookie pass its 16 KiB for a head.
 */
export const CLEAR_REFUSALS: readonly number[] = [400, 413, 429, 431];

export interface LongPlan {
  route: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  /** The body text (made when sent: a thousand 200 kB bodies are not kept at once). */
  body: () => string | null;
  /** What is long: `field #<n> (<key>)`, `header <name>`, or `control` for none. */
  what: string;
  /** The same request without the long input (its answer is the route's normal one). */
  control: boolean;
}

/** A header of ours keeps its value and gets the long one after it (a session stays valid). */
function withLongHeader(headers: Record<string, string>, name: string): Record<string, string> {
  const current = headers[name];
  if (name === 'cookie' && current) return { ...headers, cookie: `${current}; x=${longHeader()}` };
  return { ...headers, [name]: longHeader() };
}

function bodyPlans(target: Target): LongPlan[] {
  const plans: LongPlan[] = [];
  const count = slots(clone(target.seed)).length;
  for (let index = 0; index < count; index++) {
    const [container, key] = slots(clone(target.seed))[index]!;
    if (typeof (container as Record<string | number, Json>)[key] !== 'string') continue;
    const body = () => {
      const copy = clone(target.seed);
      const [holder, at] = slots(copy)[index]!;
      (holder as Record<string | number, Json>)[at] = longString();
      return JSON.stringify(copy);
    };
    plans.push({
      route: target.route,
      method: target.method,
      path: target.path,
      headers: { ...target.headers, 'content-type': 'application/json' },
      body,
      what: `field #${index} (${String(key)})`,
      control: false,
    });
  }
  return plans;
}

const CONTROL_EVERY = 4;

/** Every long request of `targets` and of the content page, with controls among them. */
export function longInputPlans(targets: readonly Target[], pagePath: string): LongPlan[] {
  const plans: LongPlan[] = [];
  const page: Target = {
    route: `GET ${pagePath}`,
    method: 'GET',
    path: pagePath,
    seed: null,
    headers: {},
  };
  for (const target of [page, ...targets]) {
    const text = target.method === 'GET' ? null : JSON.stringify(target.seed ?? {});
    const body = () => text;
    const headers =
      text === null ? target.headers : { ...target.headers, 'content-type': 'application/json' };
    const base = { route: target.route, method: target.method, path: target.path, body };
    const control: LongPlan = { ...base, headers, what: 'control', control: true };
    HOSTILE_HEADERS.forEach((name, index) => {
      // A control now and then: a route's normal answer may change as it is used (a held slot).
      if (index % CONTROL_EVERY === 0) plans.push(control);
      plans.push({
        ...base,
        headers: withLongHeader(headers, name),
        what: `header ${name}`,
        control: false,
      });
    });
    plans.push(control);
    if (text !== null) plans.push(...bodyPlans(target));
  }
  return plans;
}

export interface LongInputReport {
  requests: number;
  byStatus: Record<number, number>;
  serverErrors: Finding[];
  /** Answers neither a clear refusal nor one of the route's normal answers, or not in the error shape. */
  unexpected: Finding[];
  transportErrors: Finding[];
  /** The slowest hostile requests (milliseconds), slowest first. */
  slowest: { what: string; route: string; ms: number }[];
}

/** Sends the plans, `concurrency` at a time; a route's plans go in order on one worker. */
export async function sendLongInput(
  server: ApiTestServer,
  plans: readonly LongPlan[],
  concurrency = 2,
): Promise<LongInputReport> {
  const report: LongInputReport = {
    requests: 0,
    byStatus: {},
    serverErrors: [],
    unexpected: [],
    transportErrors: [],
    slowest: [],
  };
  const times: LongInputReport['slowest'] = [];
  const normal = new Map<string, Set<number>>();
  const answers: { plan: LongPlan; status: number; text: string }[] = [];
  const byRoute = new Map<string, LongPlan[]>();
  for (const plan of plans) byRoute.set(plan.route, [...(byRoute.get(plan.route) ?? []), plan]);
  const queues = [...byRoute.values()];

  const worker = async () => {
    for (let queue = queues.shift(); queue; queue = queues.shift()) {
      for (const plan of queue) {
        report.requests++;
        const finding = (status: number, body: string): Finding => ({
          route: plan.route,
          path: plan.path,
          mutation: plan.what,
          status,
          body: body.slice(0, 200),
        });
        try {
          const body = plan.body();
          const started = performance.now();
          const response = await fetch(`${server.baseUrl}${plan.path}`, {
            method: plan.method,
            headers: plan.headers,
            ...(body !== null && { body }),
          });
          const text = await response.text();
          times.push({ what: plan.what, route: plan.route, ms: performance.now() - started });
          const status = response.status;
          report.byStatus[status] = (report.byStatus[status] ?? 0) + 1;
          if (status >= 500) report.serverErrors.push(finding(status, text));
          if (plan.control) {
            normal.set(plan.route, (normal.get(plan.route) ?? new Set()).add(status));
          } else answers.push({ plan, status, text });
        } catch (error) {
          report.transportErrors.push(finding(0, String(error)));
        }
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));

  report.slowest = times.sort((a, b) => b.ms - a.ms).slice(0, 8);
  for (const { plan, status, text } of answers) {
    const expected = CLEAR_REFUSALS.includes(status) || normal.get(plan.route)?.has(status);
    const shapeProblem =
      status >= 400 && plan.method !== 'GET' ? refusalProblem(status, text) : null;
    if (!expected || shapeProblem) {
      report.unexpected.push({
        route: plan.route,
        path: plan.path,
        mutation: plan.what,
        status,
        body: `${shapeProblem ?? `normal: ${[...(normal.get(plan.route) ?? [])].join('/')}`}: ${text.slice(0, 200)}`,
      });
    }
  }
  return report;
}
