/**
 * End-to-end harness: the real server (sandbox configuration, its own SQLite
 * file, an ephemeral port) and Debian's Chromium driven by playwright-core.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import AxeBuilder from '@axe-core/playwright';
import { buildServer } from '../../server/app';
import { loadConfig, type ServerConfig } from '../../server/config';
import { E2E_DIST_DIR } from './paths';

export interface TestServer {
  baseUrl: string;
  app: FastifyInstance;
  config: ServerConfig;
  close(): Promise<void>;
}

export async function startTestServer(env: NodeJS.ProcessEnv = {}): Promise<TestServer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'puja-e2e-'));
  const config = loadConfig({
    ...process.env,
    PAYMENT_ENV: 'sandbox',
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_URL: `sqlite:${path.join(dir, 'puja.sqlite')}`,
    STATIC_DIR: E2E_DIST_DIR,
    OUTBOX_DIR: path.join(dir, 'outbox'),
    LOG_LEVEL: 'warn',
    WRITE_RATE_LIMIT: '1000',
    ...env,
  });
  const app = await buildServer(config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('Server has no port');
  const baseUrl = `http://127.0.0.1:${address.port}`;
  config.publicUrl = baseUrl;
  return {
    baseUrl,
    app,
    config,
    async close() {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

export const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 900 } };
export const MOBILE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
};

/** A page in its own context (axe needs one made with newContext). */
export async function newPage(browser: Browser, options: BrowserContextOptions = DESKTOP) {
  const context = await browser.newContext(options);
  return context.newPage();
}

/** WCAG 2.0/2.1/2.2 A and AA violations on the page as it is now. */
export async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
}
