/**
 * The counters of every rate limit, in the database (PostgreSQL or SQLite), so
 * that all servers on one database count together: a store for
 * @fastify/rate-limit. Each count is one atomic upsert of the key's row for the
 * current fixed window (INSERT … ON CONFLICT DO UPDATE … RETURNING), so
 * concurrent requests on any server never lose or double a count. Windows are
 * aligned on the wall clock (`deps.now`), which is the one time all servers
 * share. Nothing is kept in memory; rows of ended windows are deleted at most
 * once a minute by whichever server counts next.
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'kysely';
import type { Clock } from '../clock';
import type { Db } from '../db/schema';

/** How often a server deletes the rows of ended windows (monotonic milliseconds). */
const CLEANUP_EVERY_MS = 60_000;

/** The limit's name, as a limiter made by `createLimiter` passes it to the store. */
export interface NamedLimit {
  bucket?: string;
}

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];

/** The window `nowMs` falls in, for windows of `windowMs` counted from the epoch. */
export function windowOf(nowMs: number, windowMs: number): { start: Date; end: Date } {
  const size = Math.max(1, Math.trunc(windowMs));
  const start = Math.floor(nowMs / size) * size;
  return { start: new Date(start), end: new Date(start + size) };
}

/** Counts one hit of `client` in `bucket` now; the count of this window, and when it ends. */
export async function countHit(
  db: Db,
  bucket: string,
  client: string,
  windowMs: number,
  now: Date,
): Promise<{ current: number; ttl: number }> {
  const window = windowOf(now.getTime(), windowMs);
  const row = await db
    .insertInto('rate_limit_counts')
    .values({
      bucket,
      client,
      window_start: window.start.toISOString(),
      expires_at: window.end.toISOString(),
      hits: 1,
    })
    .onConflict((conflict) =>
      conflict
        .columns(['bucket', 'client', 'window_start'])
        .doUpdateSet({ hits: sql<number>`rate_limit_counts.hits + 1` }),
    )
    .returning('hits')
    .executeTakeFirstOrThrow();
  return { current: Number(row.hits), ttl: window.end.getTime() - now.getTime() };
}

/** Deletes the counts of every window that has ended by `now`; how many rows went. */
export async function deleteEndedWindows(db: Db, now: Date): Promise<number> {
  const result = await db
    .deleteFrom('rate_limit_counts')
    .where('expires_at', '<=', now.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * The store class for `app.register(rateLimit, { store })`. A route's limit is
 * counted under its method and URL; a limiter of `app.createRateLimit` has no
 * route, so it must be named (`createLimiter` in rate-limit.ts), or two of them
 * would share a count.
 */
export function databaseRateLimitStore(db: Db, now: Clock): FastifyRateLimitStoreCtor {
  let lastCleanup = -Infinity;
  const cleanUp = async () => {
    const at = performance.now();
    if (at - lastCleanup < CLEANUP_EVERY_MS) return;
    lastCleanup = at;
    await deleteEndedWindows(db, now());
  };

  class DatabaseStore implements FastifyRateLimitStore {
    /** The plugin makes the root store with its options; only children have a name. */
    private bucket: string | null = null;

    static named(bucket: string): DatabaseStore {
      const store = new DatabaseStore();
      store.bucket = bucket;
      return store;
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      if (this.bucket === null) {
        callback(new Error('The rate limit has no name: make it with createLimiter()'));
        return;
      }
      const bucket = this.bucket;
      cleanUp()
        .then(() => countHit(db, bucket, key, timeWindow, now()))
        .then(
          (count) => callback(null, count),
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
    }

    child(options: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const route = (options as { routeInfo?: { method?: unknown; url?: string } }).routeInfo;
      const named = (options as NamedLimit).bucket;
      if (named) return DatabaseStore.named(named);
      if (route?.url) return DatabaseStore.named(`${String(route.method)} ${route.url}`);
      throw new Error('A limiter of createRateLimit needs a name: make it with createLimiter()');
    }
  }
  return DatabaseStore;
}
