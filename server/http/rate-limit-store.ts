/**
 * The counters of every rate limit, in the database (PostgreSQL or SQLite), so
 * that all servers on one database count together: a store for
 * @fastify/rate-limit. Each count is one atomic upsert of the key's row
 * (INSERT … ON CONFLICT DO UPDATE … RETURNING), so concurrent requests on any
 * server never lose or double a count. A key's window opens at its first hit and
 * is timed on the wall clock (`deps.now`), the one time all servers share.
 * Nothing is kept in memory; rows of ended windows are deleted at most once a
 * minute by whichever server counts next.
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'kysely';
import type { Clock } from '../clock';
import type { Db } from '../db/schema';

/** How often a server deletes the rows of ended windows. */
const CLEANUP_EVERY_MS = 60_000;

/** The limit's name, as a limiter made by `createLimiter` passes it to the store. */
export interface NamedLimit {
  bucket?: string;
}

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];

/**
 * Counts one hit of `client` in `bucket` at `now`: its count in its window, and the
 * milliseconds the window has left. A window opens with a key's first hit and lasts
 * `windowMs`; a hit after it ended opens the next one. All in one statement: the
 * right-hand sides of SET read the row as it was, on both engines.
 */
export async function countHit(
  db: Db,
  bucket: string,
  client: string,
  windowMs: number,
  now: Date,
): Promise<{ current: number; ttl: number }> {
  const opened = now.toISOString();
  const ends = new Date(now.getTime() + Math.max(1, Math.trunc(windowMs))).toISOString();
  const ended = sql<boolean>`rate_limit_counts.expires_at <= excluded.window_start`;
  const row = await db
    .insertInto('rate_limit_counts')
    .values({ bucket, client, window_start: opened, expires_at: ends, hits: 1 })
    .onConflict((conflict) =>
      conflict.columns(['bucket', 'client']).doUpdateSet({
        hits: sql<number>`case when ${ended} then 1 else rate_limit_counts.hits + 1 end`,
        window_start: sql<string>`case when ${ended} then excluded.window_start else rate_limit_counts.window_start end`,
        expires_at: sql<string>`case when ${ended} then excluded.expires_at else rate_limit_counts.expires_at end`,
      }),
    )
    .returning(['hits', 'expires_at'])
    .executeTakeFirstOrThrow();
  return { current: Number(row.hits), ttl: Date.parse(row.expires_at) - now.getTime() };
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
    const at = now();
    // A clock set back only brings the next cleanup sooner.
    if (Math.abs(at.getTime() - lastCleanup) < CLEANUP_EVERY_MS) return;
    lastCleanup = at.getTime();
    await deleteEndedWindows(db, at);
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
