import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, startTestServer, type TestServer } from './harness';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  server = await startTestServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the site in Chromium', () => {
  it('renders the home page', async () => {
    const page = await newPage(browser);
    await page.goto(server.baseUrl);
    await page.locator('h1').first().waitFor();
    expect(await page.title()).toContain('Amrita Puja');
  });
});
