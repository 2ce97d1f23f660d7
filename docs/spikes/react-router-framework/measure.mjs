/**
 * node measure.mjs <origin> <path>...: opens each path in Chromium (offline:
 * other origins cut off), waits for the network to idle, and prints the
 * same-origin JavaScript the page loaded: file count, bytes raw, gzip (level 9,
 * as the project's benches count) and brotli (quality 11, what a CDN sends).
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const [origin, ...paths] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
});
const kB = (n) => (n / 1000).toFixed(1);
console.log('| path | JS files | raw kB | gzip kB | brotli kB | files |');
console.log('|---|---|---|---|---|---|');
for (const path of paths) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.route(
    (url) => url.origin !== origin,
    (route) => route.abort(),
  );
  const bodies = new Map();
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (url.origin === origin && url.pathname.endsWith('.js'))
      bodies.set(
        url.pathname,
        response.body().catch(() => Buffer.alloc(0)),
      );
  });
  await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  let raw = 0,
    gz = 0,
    br = 0;
  for (const body of bodies.values()) {
    const b = await body;
    raw += b.length;
    gz += gzipSync(b, { level: 9 }).length;
    br += brotliCompressSync(b, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  const names = [...bodies.keys()]
    .map((p) => p.split('/').pop())
    .sort()
    .join(' ');
  console.log(
    `| ${path} | ${bodies.size} | ${kB(raw)} | ${kB(gz)} | ${kB(br)} | ${process.env.NAMES ? names : ''} |`,
  );
  await context.close();
}
await browser.close();
