/**
 * Designers inspect the flows: in the development server (Vite, as `npm run dev`
 * runs it), `?inspect` opens the Stately inspector on each flow, and the inspector
 * receives that flow's machine and events. The real inspector (stately.ai/inspect)
 * is out of reach here, so a stand-in page answers at its address: it makes the
 * real one's handshake (`@statelyai.connected` to its opener) and keeps what it
 * receives, which is what the test reads.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bookingMachine } from '../../machines/astro/booking';
import { rescheduleMachine } from '../../machines/astro/reschedule';
import {
  pujaOrderFlow,
  recommendationFlow,
  regionalAstroFlow,
  regionalPujaFlow,
  type OrderFlow,
} from '../../machines/order';
import { launchBrowser, newContext, startTestServer, type TestServer } from './harness';

const INSPECTOR_STAND_IN = `<!doctype html><html lang="en"><title>Inspector stand-in</title><script>
window.received = [];
addEventListener('message', (event) => window.received.push(event.data));
window.opener.postMessage({ type: '@statelyai.connected' }, '*');
</script></html>`;

interface Received {
  type?: string;
  name?: string;
  event?: { type?: string };
  snapshot?: { value?: unknown; context?: Record<string, unknown> };
}

let api: TestServer;
let vite: ViteDevServer;
let site = '';
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  api = await startTestServer();
  // vite.config.ts proxies the API to API_PORT, as `npm run dev` sets it.
  vi.stubEnv('API_PORT', new URL(api.baseUrl).port);
  vite = await createServer({
    mode: 'development',
    logLevel: 'warn',
    server: { host: '127.0.0.1', port: 5300 + Math.floor(Math.random() * 600), strictPort: false },
  });
  await vite.listen();
  site = vite.resolvedUrls!.local[0]!.replace(/\/$/, '');
  browser = await launchBrowser();
  context = await newContext(browser);
  await context.route('https://stately.ai/inspect**', (route) =>
    route.fulfill({ contentType: 'text/html', body: INSPECTOR_STAND_IN }),
  );
}, 180_000);
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await vite?.close();
  await api?.close();
  vi.unstubAllEnvs();
});

/** Opens a flow with `?inspect`; resolves with the page and the inspector's window. */
async function openInspected(path: string): Promise<{ page: Page; inspector: Page }> {
  const page = await context.newPage();
  const opened = context.waitForEvent('page', { timeout: 30_000 });
  await page.goto(`${site}${path}${path.includes('?') ? '&' : '?'}inspect`);
  const inspector = await opened;
  await inspector.waitForLoadState();
  expect(inspector.url()).toMatch(/^https:\/\/stately\.ai\/inspect/);
  return { page, inspector };
}

const received = (inspector: Page) =>
  inspector.evaluate(() => (window as unknown as { received: Received[] }).received);

/** The event types the inspector has received so far. */
const eventTypes = async (inspector: Page) =>
  (await received(inspector))
    .filter((message) => message.type === '@xstate.event')
    .map((message) => message.event?.type ?? '');

const orderFlow = (name: string, path: string, flow: OrderFlow) => ({
  name,
  path,
  machine: flow.id,
  kind: flow.kind as string | undefined,
});

const FLOWS = [
  orderFlow('puja order', '/order-a-puja-online', pujaOrderFlow),
  orderFlow('recommendation', '/puja-recommendation-online', recommendationFlow),
  orderFlow('regional puja', '/order-regional-puja', regionalPujaFlow),
  orderFlow('regional astrology', '/order-regional-astro', regionalAstroFlow),
  { name: 'astrology booking', path: '/astro-start', machine: bookingMachine.id, kind: undefined },
  {
    name: 'astrology rescheduling',
    path: '/astro-reschedule',
    machine: rescheduleMachine.id,
    kind: undefined,
  },
];

describe('?inspect in the development server', () => {
  it.each(FLOWS)(
    "sends the $name flow's machine and events to the inspector",
    async ({ path, machine, kind }) => {
      const { page, inspector } = await openInspected(path);
      await page.locator('main h2, main h1').first().waitFor({ timeout: 90_000 });
      // The machine's start reaches the inspector, then its first snapshot (a flow that
      // starts children announces them all before its snapshot arrives).
      await expect
        .poll(
          async () =>
            (await received(inspector)).some((message) => message.type === '@xstate.snapshot'),
          { timeout: 30_000 },
        )
        .toBe(true);
      const messages = await received(inspector);
      // The flow's own actor is announced (by its id: the order flows' one machine runs
      // under each flow's id), then its snapshots and events.
      const actors = messages.filter((message) => message.type === '@xstate.actor');
      expect(actors.map((actor) => actor.name)).toContain(machine);
      expect(await eventTypes(inspector)).toContain('xstate.init');
      // The order flows' one machine runs this flow: its snapshots carry the flow's kind.
      if (kind) {
        const snapshots = messages.filter((message) => message.type === '@xstate.snapshot');
        expect(snapshots.map((message) => message.snapshot?.context?.kind)).toContain(kind);
      }
      await inspector.close();
      await page.close();
    },
    180_000,
  );
});
