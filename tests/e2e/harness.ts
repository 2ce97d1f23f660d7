/**
 * End-to-end harness: the real server (sandbox configuration, its own SQLite
 * file, an ephemeral port) and Debian's Chromium driven by playwright-core.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Frame,
  type Page,
} from 'playwright-core';
import { buildServer } from '../../server/app';
import { loadConfig, type ServerConfig } from '../../server/config';
import { listenOnFreePort } from '../../server/test-support/listen';
import type AxeCore from 'axe-core';
import { testClockEnv, testClockOffsetMs, testNowMs } from '../test-support/test-clock';
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
    SEARCH_RATE_LIMIT: '1000',
    // The server runs on the tests' clock (TEST_NOW), like the browser (newContext).
    ...testClockEnv(),
    ...env,
  });
  const app = await buildServer(config);
  const baseUrl = await listenOnFreePort(app, config);
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

/** A test file's server and browser: started before its tests, closed after them. */
export function serverAndBrowser(env: NodeJS.ProcessEnv = {}): {
  readonly server: TestServer;
  readonly browser: Browser;
} {
  const live = {} as { server: TestServer; browser: Browser };
  beforeAll(async () => {
    live.server = await startTestServer(env);
    live.browser = await launchBrowser();
  });
  afterAll(async () => {
    await live.browser?.close();
    await live.server?.close();
  });
  return live;
}

/** A desktop browser context in a time zone, for a file's tests (closed before the browser). */
export function contextInZone(
  live: { readonly browser: Browser },
  timezoneId: string,
): { readonly context: BrowserContext } {
  const zoned = {} as { context: BrowserContext };
  beforeAll(async () => {
    zoned.context = await newContext(live.browser, { ...DESKTOP, timezoneId });
  });
  afterAll(async () => {
    await zoned.context?.close();
  });
  return zoned;
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

/**
 * A browser context on the tests' clock: with TEST_NOW its pages start at that
 * instant and their clock runs on (Playwright's clock, installed before any page
 * loads). At the real time the pages keep the browser's own clock. A test
 * that needs its own instant passes `at` (and starts its server at it too:
 * `startTestServer({ TEST_CLOCK_OFFSET_MS: String(offsetToReach(at)) })`).
 */
export async function newContext(
  browser: Browser,
  options: BrowserContextOptions = DESKTOP,
  at?: Date,
): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  if (at) await context.clock.install({ time: at.getTime() });
  else if (testClockOffsetMs() !== 0) await context.clock.install({ time: testNowMs() });
  return context;
}

/** A page in its own context. */
export async function newPage(browser: Browser, options: BrowserContextOptions = DESKTOP) {
  const context = await newContext(browser, options);
  return context.newPage();
}

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe-core in the frame, injected only when the document does not have it yet. */
async function ensureAxe(frame: Frame): Promise<void> {
  const present = await frame.evaluate(() => 'axe' in window);
  if (!present) await frame.evaluate(AXE_SOURCE);
}

/** Waits until the app has taken over the page (`html[data-app="ready"]`, ReadyMarker in src/app/App.tsx). */
export const appReady = (page: Page) =>
  page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });

export interface AxeViolation {
  id: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

/**
 * WCAG 2.0/2.1/2.2 A and AA violations on the page as it is now, its frames
 * included. axe-core is injected once per document (a wizard keeps its
 * document from step to step) and run with one evaluate; every frame gets it
 * too, so axe.run checks the hosted form's frame through axe's own messages.
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  for (const frame of page.frames()) {
    if (!frame.isDetached()) await ensureAxe(frame);
  }
  return page.evaluate(async (tags) => {
    const { axe } = window as unknown as { axe: typeof AxeCore };
    // Only violations are reported: axe then builds no node lists for passes and the rest.
    const results = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  }, WCAG_AA);
}

/**
 * Reaches a content page inside the app (a client-side navigation from the
 * header's menu of an app page, the find-my-order page), where its code and
 * data load in the browser; opened directly, the server renders it whole.
 */
export async function openInApp(
  page: Page,
  baseUrl: string,
  group: string,
  link: string,
): Promise<void> {
  await page.goto(`${baseUrl}/find-my-order`);
  await page.locator('main h1').first().waitFor();
  await appReady(page);
  await page.evaluate(() => {
    (window as Window & { sameDocument?: boolean }).sameDocument = true;
  });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: group }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: link }).click();
}

/** True while the page is the document openInApp started from (no full page load since). */
export const stillInApp = (page: Page): Promise<boolean> =>
  page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument === true);

/** Opens a URL and waits until its heading is shown, the app is ready and nothing is still loading. */
export async function openSettled(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('main h1').first().waitFor();
  await appReady(page);
  await page.waitForFunction(
    () =>
      ![...document.querySelectorAll('[role="status"]')].some((el) =>
        /^Loading/.test(el.textContent ?? ''),
      ),
  );
}
