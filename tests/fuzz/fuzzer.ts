/**
 * The mutation fuzzer: `count` requests spread over every write endpoint,
 * each a seed body under one mutation (tests/fuzz/mutations.ts), sometimes
 * with a mutated path parameter or a reused Idempotency-Key, all decided by
 * a seeded PRNG and sent over loopback only. It records every answer that
 * breaks the API's rules: any 5xx, any 4xx not in the error shape
 * `{ error: { code, message, fields? } }`, any 400 without fields.
 */
import { anetSignature } from '../../server/payments/webhook';
import type { ApiTestServer } from '../../server/test-support/api-server';
import { MUTATION_NAMES, MUTATIONS, type Mutated } from './mutations';
import { seededRandom, type Random } from './prng';
import { discoverTargets, type Target } from './targets';

export const FUZZ_SIGNATURE_KEY = 'F022F022F022';

/** The server settings a fuzz run needs (no rate limit in the way; the webhook registered). */
export const FUZZ_SERVER_ENV = {
  WRITE_RATE_LIMIT: '100000000',
  WRITE_BUDGET: '100000000',
  ANET_SIGNATURE_KEY: FUZZ_SIGNATURE_KEY,
  // Metrics on: their hook sees every fuzzed answer too.
  METRICS_TOKEN: 'fuzz-metrics-token-0123456789',
};

export interface Finding {
  route: string;
  path: string;
  mutation: string;
  status: number;
  body: string;
}

export interface FuzzReport {
  requests: number;
  routes: string[];
  byStatus: Record<number, number>;
  byMutation: Record<string, number>;
  serverErrors: Finding[];
  /** 4xx answers not in the error shape, and 400s without fields. */
  badRefusals: Finding[];
  /** Requests the client could not complete (e.g. the server closed a 2 MB upload early). */
  transportErrors: number;
}

const PATH_MUTATIONS = [
  (path: string) => path.replace(/\/bookings\/[^/]+/, `/bookings/${'A'.repeat(300)}`),
  (path: string) => path.replace(/\/bookings\/[^/]+/, '/bookings/%E0%A4%A'),
  (path: string) => path.replace(/\/bookings\/[^/]+/, '/bookings/..%2f..%2f'),
  (path: string) => path.replace(/\/bookings\/[^/]+/, '/bookings/%F0%9F%98%80%00'),
  (path: string) => path.replace(/\/(\d+)(\/|$)/, '/-1$2'),
  (path: string) => path.replace(/\/(\d+)(\/|$)/, '/99999999999999999999$2'),
  (path: string) => `${path}?token=${'x'.repeat(70)}`,
];

/** Whether a 4xx body is in the API's shape (and a 400 names fields). */
export function refusalProblem(status: number, text: string): string | null {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return 'not JSON';
  }
  const error = (body as { error?: unknown } | null)?.error as
    { code?: unknown; message?: unknown; fields?: unknown } | undefined;
  if (!error || typeof error.code !== 'string' || typeof error.message !== 'string') {
    return 'not { error: { code, message } }';
  }
  if (error.fields !== undefined) {
    const ok =
      Array.isArray(error.fields) &&
      error.fields.every(
        (field: { path?: unknown; message?: unknown }) =>
          typeof field?.path === 'string' && typeof field?.message === 'string',
      );
    if (!ok) return 'fields not [{ path, message }]';
  }
  if (status === 400 && !(Array.isArray(error.fields) && error.fields.length > 0)) {
    return '400 without fields';
  }
  return null;
}

function plan(random: Random, target: Target, keys: string[]) {
  const name = random.pick(MUTATION_NAMES);
  const mutated: Mutated = { ...MUTATIONS[name]!(random, target.seed), mutation: name };
  let path = target.path;
  if (random.chance(0.08)) path = random.pick(PATH_MUTATIONS)(path);
  const headers: Record<string, string> = { ...target.headers };
  if (mutated.contentType) headers['content-type'] = mutated.contentType;
  if (random.chance(0.3)) {
    // Reuse a key of an earlier request (same or another body) or take a new one.
    const reuse = keys.length > 0 && random.chance(0.5);
    const key = reuse ? random.pick(keys) : `fuzz-key-${random.int(1e9).toString(36)}`;
    if (!reuse) keys.push(key);
    headers['idempotency-key'] = random.chance(0.05) ? 'bad key!' : key;
  }
  if (target.signed && mutated.body !== null && random.chance(0.7)) {
    headers['x-anet-signature'] = `sha512=${anetSignature(mutated.body, FUZZ_SIGNATURE_KEY)}`;
  }
  return { mutated, path, headers };
}

export async function fuzz(
  server: ApiTestServer,
  options: { requests: number; seed: number; concurrency?: number },
): Promise<FuzzReport> {
  const random = seededRandom(options.seed);
  const targets = await discoverTargets(server);
  const report: FuzzReport = {
    requests: 0,
    routes: targets.map((target) => target.route),
    byStatus: {},
    byMutation: {},
    serverErrors: [],
    badRefusals: [],
    transportErrors: 0,
  };
  const keys: string[] = [];
  // Plans are drawn in order from the PRNG, so the run is the same whatever the timing.
  const plans = Array.from({ length: options.requests }, (_, index) => {
    const target = targets[index % targets.length]!;
    return { target, ...plan(random, target, keys) };
  });

  let next = 0;
  const worker = async () => {
    while (next < plans.length) {
      const { target, mutated, path, headers } = plans[next++]!;
      report.byMutation[mutated.mutation] = (report.byMutation[mutated.mutation] ?? 0) + 1;
      let status: number;
      let text: string;
      try {
        const response = await fetch(`${server.baseUrl}${path}`, {
          method: target.method,
          headers,
          ...(mutated.body !== null && { body: mutated.body }),
        });
        status = response.status;
        text = await response.text();
      } catch {
        report.transportErrors++;
        continue;
      } finally {
        report.requests++;
      }
      report.byStatus[status] = (report.byStatus[status] ?? 0) + 1;
      const finding = {
        route: target.route,
        path,
        mutation: mutated.mutation,
        status,
        body: text.slice(0, 300),
      };
      if (status >= 500) report.serverErrors.push(finding);
      else if (status >= 400) {
        const problem = refusalProblem(status, text);
        if (problem) report.badRefusals.push({ ...finding, body: `${problem}: ${finding.body}` });
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 6 }, worker));
  return report;
}

export function summary(report: FuzzReport): string {
  return `${report.requests} requests over ${report.routes.length} write routes: ${report.serverErrors.length} 5xx, ${report.badRefusals.length} 4xx without fields`;
}
