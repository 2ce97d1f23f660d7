/**
 * Serialized preference answers kept in memory. order-prefs is the hottest
 * call of the site, so its JSON is built once and sent as bytes until the
 * catalog changes (invalidate()), the earliest listed cutoff passes, or a
 * short TTL expires (so edits made by another instance or by SQL show up).
 */
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { buildGeneralPrefs, buildOrderPrefs } from './prefs-builder';
import type { OrderPrefs } from '../../domain/prefs';
import { SOURCE_LANGUAGE } from '../../domain/languages';

const TTL_MS = 60_000;

export interface Entry {
  body: Buffer;
  expiresAt: number;
  /** Compressed once per entry, on first demand. */
  gzip?: Buffer;
  br?: Buffer;
}

/** The catalog's entry keeps the answer itself too, for the server's own pages (server/site). */
interface OrderPrefsEntry extends Entry {
  value: OrderPrefs;
}

export type Encoding = 'br' | 'gzip' | 'identity';

/** The best encoding the client accepts (q=0 means refused). */
export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  const accepted = new Set(
    acceptEncoding
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => !/;\s*q=0(\.0*)?$/.test(part))
      .map((part) => part.split(';')[0]),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
}

export function encodedBody(entry: Entry, encoding: Encoding): Buffer {
  if (encoding === 'br') {
    entry.br ??= brotliCompressSync(entry.body, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: entry.body.length },
    });
    return entry.br;
  }
  if (encoding === 'gzip') {
    entry.gzip ??= gzipSync(entry.body, { level: 9 });
    return entry.gzip;
  }
  return entry.body;
}

export class PrefsCache {
  /** One entry per language asked for ('en': the spec's answer, no localized texts). */
  private orderPrefs = new Map<string, OrderPrefsEntry>();
  private generalPrefs: Entry | null = null;
  private building = new Map<string, Promise<OrderPrefsEntry>>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date,
  ) {}

  invalidate(): void {
    this.orderPrefs.clear();
    this.generalPrefs = null;
  }

  /** The order-prefs JSON; concurrent misses share one build. */
  async orderPrefsJson(language = SOURCE_LANGUAGE): Promise<Buffer> {
    return (await this.orderPrefsEntry(language)).body;
  }

  /** The catalog as the content pages show it (src/app/page-data.tsx), with its words in `language`. */
  async orderPrefsValue(language = SOURCE_LANGUAGE): Promise<OrderPrefs> {
    return (await this.orderPrefsEntry(language)).value;
  }

  async orderPrefsEntry(language = SOURCE_LANGUAGE): Promise<OrderPrefsEntry> {
    const now = this.now();
    const cached = this.orderPrefs.get(language);
    if (cached && now.getTime() < cached.expiresAt) return cached;
    let building = this.building.get(language);
    if (!building) {
      building = (async () => {
        const { prefs, staleAt } = await buildOrderPrefs(this.db, now, language);
        const staleMs = staleAt ? Date.parse(staleAt) : Infinity;
        const entry: OrderPrefsEntry = {
          value: prefs,
          body: Buffer.from(JSON.stringify(prefs)),
          expiresAt: Math.min(now.getTime() + TTL_MS, staleMs),
        };
        this.orderPrefs.set(language, entry);
        return entry;
      })().finally(() => {
        this.building.delete(language);
      });
      this.building.set(language, building);
    }
    return building;
  }

  async generalPrefsJson(): Promise<Buffer> {
    return (await this.generalPrefsEntry()).body;
  }

  async generalPrefsEntry(): Promise<Entry> {
    const now = this.now().getTime();
    if (this.generalPrefs && now < this.generalPrefs.expiresAt) return this.generalPrefs;
    const body = Buffer.from(JSON.stringify(await buildGeneralPrefs(this.db)));
    this.generalPrefs = { body, expiresAt: now + TTL_MS * 5 };
    return this.generalPrefs;
  }
}
