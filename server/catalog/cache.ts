/**
 * Serialized preference answers kept in memory. order-prefs is the hottest
 * call of the site, so its JSON is built once and sent as bytes until the
 * catalog changes (invalidate()), the earliest listed cutoff passes, or a
 * short TTL expires (so edits made by another instance or by SQL show up).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { buildGeneralPrefs, buildOrderPrefs } from './prefs-builder';

const TTL_MS = 60_000;

interface Entry {
  body: Buffer;
  expiresAt: number;
}

export class PrefsCache {
  private orderPrefs: Entry | null = null;
  private generalPrefs: Entry | null = null;
  private building: Promise<Entry> | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date,
  ) {}

  invalidate(): void {
    this.orderPrefs = null;
    this.generalPrefs = null;
  }

  /** The order-prefs JSON; concurrent misses share one build. */
  async orderPrefsJson(): Promise<Buffer> {
    const now = this.now();
    if (this.orderPrefs && now.getTime() < this.orderPrefs.expiresAt) return this.orderPrefs.body;
    if (!this.building) {
      this.building = (async () => {
        const { prefs, staleAt } = await buildOrderPrefs(this.db, now);
        const staleMs = staleAt ? Date.parse(staleAt) : Infinity;
        return {
          body: Buffer.from(JSON.stringify(prefs)),
          expiresAt: Math.min(now.getTime() + TTL_MS, staleMs),
        };
      })().finally(() => {
        this.building = null;
      });
      this.orderPrefs = await this.building;
      return this.orderPrefs.body;
    }
    return (await this.building).body;
  }

  async generalPrefsJson(): Promise<Buffer> {
    const now = this.now().getTime();
    if (this.generalPrefs && now < this.generalPrefs.expiresAt) return this.generalPrefs.body;
    const body = Buffer.from(JSON.stringify(await buildGeneralPrefs(this.db)));
    this.generalPrefs = { body, expiresAt: now + TTL_MS * 5 };
    return body;
  }
}
