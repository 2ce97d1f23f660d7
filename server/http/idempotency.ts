/**
 * Idempotency keys: the same key gives the same stored answer and runs the
 * work (e.g. a charge) at most once, also when duplicates arrive at the same
 * time on one server or on several. The key row is claimed under a unique
 * constraint before the work starts; duplicates in this process wait on the
 * winner's promise, duplicates elsewhere poll the row until it is DONE.
 *
 * A claim is a lease: a row left IN_PROGRESS longer than `leaseMs` belongs to
 * a server that died mid-request, and the next duplicate takes it over and
 * runs the work itself. The work must therefore be resumable (the order and
 * booking payments resume their stored attempt): a key is never stuck, and
 * never answered 409 for good.
 *
 * Reuse: `runIdempotent(db, { key, scope, requestHash, now }, work)` where work
 * returns `{ statusCode, body }` (the astrology bookings use it too).
 */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import { isUniqueViolation } from '../db/connect';
import type { Database } from '../db/schema';
import { ApiError } from './errors';

export interface StoredAnswer {
  statusCode: number;
  body: unknown;
}

export interface IdempotencyRequest {
  key: string;
  /** The endpoint (a key is only valid on the endpoint that first used it). */
  scope: string;
  /** Hash of the request body: the same key with another body is refused. */
  requestHash: string;
  /**
   * How long a claim holds (default 30 s): longer than the work can take on a
   * live server. A duplicate takes over a claim older than this.
   */
  leaseMs?: number;
  /** The server's clock (deps.now): claims are stamped and their leases judged on it. */
  now: Clock;
}

const KEY_PATTERN = /^[A-Za-z0-9._:-]{8,200}$/;

/** The row that claims a key: in progress since `at` (an ISO instant), no answer yet. */
export function claimRow(
  request: Pick<IdempotencyRequest, 'key' | 'scope' | 'requestHash'>,
  at: string,
) {
  return {
    key: request.key,
    scope: request.scope,
    request_hash: request.requestHash,
    state: 'IN_PROGRESS' as const,
    status_code: null,
    response_body: null,
    created_at: at,
    updated_at: at,
  };
}
const DEFAULT_LEASE_MS = 30_000;

/** Reads and checks the header value; undefined when the header is absent. */
export function readIdempotencyKey(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  const value = Array.isArray(header) ? header[0] : header;
  if (!value || !KEY_PATTERN.test(value)) {
    throw new ApiError(400, 'VALIDATION', 'The Idempotency-Key header is not valid', [
      {
        path: '(header) Idempotency-Key',
        message: 'Use 8 to 200 letters, digits, dots, dashes, underscores or colons',
      },
    ]);
  }
  return value;
}

export function hashRequest(body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(body ?? null))
    .digest('hex');
}

const inflightByDb = new WeakMap<object, Map<string, Promise<StoredAnswer>>>();

function inflightOf(db: Kysely<Database>): Map<string, Promise<StoredAnswer>> {
  let map = inflightByDb.get(db);
  if (!map) {
    map = new Map();
    inflightByDb.set(db, map);
  }
  return map;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function reusedKey(): ApiError {
  return new ApiError(
    422,
    'IDEMPOTENCY_KEY_REUSED',
    'This Idempotency-Key was already used for a different request',
  );
}

type Waited = { answer: StoredAnswer } | { freed: true } | { takenOver: true };

async function waitForAnswer(db: Kysely<Database>, request: IdempotencyRequest): Promise<Waited> {
  const clock = request.now;
  const leaseMs = request.leaseMs ?? DEFAULT_LEASE_MS;
  // Bounded only as a safety net: a live owner answers within its lease, a dead one is taken over.
  // A duration of this wait, on the monotonic clock.
  const giveUpAt = performance.now() + leaseMs * 3 + 10_000;
  let delay = 20;
  for (;;) {
    const row = await db
      .selectFrom('idempotency_keys')
      .selectAll()
      .where('key', '=', request.key)
      .executeTakeFirst();
    // The first request failed and freed the key: the caller runs the request again.
    if (!row) return { freed: true };
    if (row.scope !== request.scope || row.request_hash !== request.requestHash) throw reusedKey();
    if (row.state === 'DONE' && row.status_code !== null) {
      return {
        answer: { statusCode: row.status_code, body: JSON.parse(row.response_body ?? 'null') },
      };
    }
    const now = clock();
    if (now.getTime() - Date.parse(row.updated_at) >= leaseMs) {
      // The claim's server is gone: take the key over, once (conditional on the row we saw).
      const taken = await db
        .updateTable('idempotency_keys')
        .set({ updated_at: now.toISOString() })
        .where('key', '=', request.key)
        .where('state', '=', 'IN_PROGRESS')
        .where('updated_at', '=', row.updated_at)
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) === 1) return { takenOver: true };
      continue;
    }
    if (performance.now() >= giveUpAt) {
      throw new ApiError(
        409,
        'IN_PROGRESS',
        'A request with this Idempotency-Key is still being processed; retry shortly',
      );
    }
    await sleep(delay);
    delay = Math.min(delay * 2, 500);
  }
}

export async function runIdempotent(
  db: Kysely<Database>,
  request: IdempotencyRequest,
  work: () => Promise<StoredAnswer>,
  claimsLeft = 3,
): Promise<StoredAnswer & { replayed: boolean }> {
  const inflight = inflightOf(db);
  const mapKey = `${request.scope}\u0000${request.key}\u0000${request.requestHash}`;
  const running = inflight.get(mapKey);
  if (running) return { ...(await running), replayed: true };

  const now = request.now().toISOString();
  try {
    await db.insertInto('idempotency_keys').values(claimRow(request, now)).execute();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const waited = await waitForAnswer(db, request);
    if ('answer' in waited) return { ...waited.answer, replayed: true };
    if ('freed' in waited) {
      if (claimsLeft <= 1) {
        throw new ApiError(409, 'IN_PROGRESS', 'Requests with this Idempotency-Key keep failing');
      }
      return runIdempotent(db, request, work, claimsLeft - 1);
    }
    // Taken over from a dead server: this request now owns the key.
  }

  const promise = (async () => {
    try {
      const answer = await work();
      await db
        .updateTable('idempotency_keys')
        .set({
          state: 'DONE',
          status_code: answer.statusCode,
          response_body: JSON.stringify(answer.body),
          updated_at: request.now().toISOString(),
        })
        .where('key', '=', request.key)
        .execute();
      return answer;
    } catch (error) {
      // Nothing was stored: free the key so the same request can be retried.
      await db.deleteFrom('idempotency_keys').where('key', '=', request.key).execute();
      throw error;
    }
  })();
  inflight.set(mapKey, promise);
  try {
    return { ...(await promise), replayed: false };
  } finally {
    inflight.delete(mapKey);
  }
}
