/**
 * A build's output in a temporary folder (index.html, prerendered.json, assets) for the site
 * host's tests, and the whole server serving it; both removed after the test file.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll } from 'vitest';
import { buildServer } from '../../app';
import { loadConfig } from '../../config';
import { createTestDatabase } from '../../test-support/test-database';
import { testClockEnv } from '../../../tests/test-support/test-clock';

export interface BuiltSite {
  /** The `<html>` element's attributes in index.html, e.g. ` lang="en"`. */
  htmlAttributes: string;
  /** prerendered.json: the bodies (and titles) by address. */
  prerendered: Record<string, unknown>;
  /** Files under assets/, by name (no folder without it). */
  assets?: Record<string, string>;
}

/** The folder holding `site`, removed after the test file. */
export function builtSiteForTheFile(prefix: string, site: BuiltSite): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html${site.htmlAttributes}><head><title>x</title><meta name="description" content="x" /></head><body><div id="root"></div></body></html>`,
  );
  writeFileSync(path.join(dir, 'prerendered.json'), JSON.stringify(site.prerendered));
  if (site.assets) mkdirSync(path.join(dir, 'assets'));
  for (const [name, text] of Object.entries(site.assets ?? {})) {
    writeFileSync(path.join(dir, 'assets', name), text);
  }
  return dir;
}

/** The API server (sandbox payments, the test clock) serving the build in `dir`. */
export async function startSiteServer(
  dir: string,
  env: NodeJS.ProcessEnv,
  logStream?: NodeJS.WritableStream,
): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const database = await createTestDatabase();
  const config = loadConfig({
    PAYMENT_ENV: 'sandbox',
    STATIC_DIR: dir,
    ...env,
    ...testClockEnv(),
  });
  const app = await buildServer(config, { db: database.db, ...(logStream && { logStream }) });
  return {
    app,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
