/**
 * `npm run bench -- site`: for every content page, the first-load JavaScript
 * (gzip) and its ratio to a bare React 19 page built by the same Vite in the
 * same run (target ≤ 1.20); for the home page and the heaviest content page
 * the Lighthouse (mobile) performance score (target 100) with LCP, and the
 * home page's total transferred bytes (fonts and images included), against
 * the production-mode build served by our own server.
 *
 * The staff console must not change what a public page loads: the
 * site is built a second time without it (VITE_WITHOUT_STAFF_CONSOLE=1) and
 * every public route, content pages and wizards, is measured in both builds;
 * each difference must be within ±0.5 kB gzip.
 *
 * `SITE_BENCH=sizes npm run bench -- site` prints the sizes only (no
 * Lighthouse) with each page's scripts: the quick check while working.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../e2e/harness';
import { ORDER_WIZARD_ROUTES, pageRecordingScripts } from './page-scripts';
import { lighthouseMedian } from './lighthouse';
import { serveBuiltSite, serveStaticFiles } from './production-server';
import { CONTENT_PAGE_PATHS } from '../../domain/site-routes';

const ROOT = process.cwd();
const VITE = path.join(ROOT, 'node_modules', '.bin', 'vite');
const BUDGET_RATIO = 1.2;
/** The content pages of the site (the order wizards are measured by their own benches). */
const CONTENT_PAGES = CONTENT_PAGE_PATHS;

/** The order wizards and the astrology booking: public routes drawn in the browser. */
const WIZARD_ROUTES = [...ORDER_WIZARD_ROUTES, '/astro-start'];
/** How far the console may move a public page's first-load JavaScript (gzip bytes). */
const CONSOLE_TOLERANCE = 500;

const sizesOnly = process.env.SITE_BENCH === 'sizes';
/** The Malayalam pages' budget: the English one plus room for the language's words. */
const MALAYALAM_BUDGET_RATIO = 1.25;
const kB = (bytes: number) => (bytes / 1000).toFixed(1);

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): string {
  const result = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, ...env },
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  }
  return result.stdout;
}

/** A React 19 page that renders one heading, built by our Vite with the React plugin. */
function buildBareReact(dir: string): string {
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Hello</title></head>' +
      '<body><div id="root"></div><script type="module" src="/main.jsx"></script></body></html>',
  );
  writeFileSync(
    path.join(dir, 'main.jsx'),
    "import { createRoot } from 'react-dom/client';\n" +
      "createRoot(document.getElementById('root')).render(<h1>Hello</h1>);\n",
  );
  writeFileSync(
    path.join(dir, 'vite.config.mjs'),
    "import react from '@vitejs/plugin-react';\nexport default { plugins: [react()] };\n",
  );
  run(VITE, ['build', '--logLevel', 'error', '--outDir', 'dist'], dir);
  return path.join(dir, 'dist');
}

/** Gzip (level 9) size of every same-origin script a page loads before it settles. */
async function firstLoadJs(
  browser: Browser,
  origin: string,
  pathname: string,
  dist: string,
  waitForApp = true,
) {
  const { page, scripts } = await pageRecordingScripts(browser, origin);
  const fonts = new Set<string>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === origin && url.pathname.endsWith('.woff2')) fonts.add(url.pathname);
  });
  let inFlight = 0;
  let lastSettled = Date.now();
  page.on('request', () => inFlight++);
  const settled = () => {
    inFlight--;
    lastSettled = Date.now();
  };
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  await page.goto(`${origin}${pathname}`, { waitUntil: 'networkidle' });
  if (waitForApp) {
    // On a busy machine the network can idle while the app is still starting:
    // count once the page is live (the app's mark) and then no request has
    // been open for 500 ms (Playwright's networkidle), so the page chunk and
    // the catalog are in.
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
    while (inFlight > 0 || Date.now() - lastSettled < 500) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await page.context().close();
  let bytes = 0;
  for (const script of scripts) {
    bytes += gzipSync(readFileSync(path.join(dist, script)), { level: 9 }).length;
  }
  return {
    bytes,
    files: [...scripts].sort(),
    fontBytes: fontBytes(fonts, dist),
    fonts: [...fonts],
  };
}

/** The bytes of the web fonts a page downloaded (woff2 is compressed already). */
function fontBytes(fonts: Set<string>, dist: string): number {
  let bytes = 0;
  for (const font of fonts) bytes += readFileSync(path.join(dist, font)).length;
  return bytes;
}

/** Our server hosting one build, on a free port. */
export default async function bench(): Promise<void> {
  const work = mkdtempSync(path.join(tmpdir(), 'site-bench-'));
  const siteDist = path.join(work, 'site');
  const noConsoleDist = path.join(work, 'site-without-console');
  const bareDir = path.join(work, 'bare');
  try {
    run(VITE, ['build', '--mode', 'production', '--logLevel', 'error'], ROOT, {
      PUJA_DIST_DIR: siteDist,
    });
    run(VITE, ['build', '--mode', 'production', '--logLevel', 'error'], ROOT, {
      PUJA_DIST_DIR: noConsoleDist,
      VITE_WITHOUT_STAFF_CONSOLE: '1',
    });
    spawnSync('mkdir', ['-p', bareDir]);
    const bareDist = buildBareReact(bareDir);

    const { app, origin } = await serveBuiltSite(siteDist, work);
    const withoutConsole = await serveBuiltSite(noConsoleDist, work, 'bench2');
    // The bare page, served as plain files.
    const { app: bareApp, origin: bareOrigin } = await serveStaticFiles(bareDist);

    try {
      // Sizes first, with Playwright's Chromium; it is closed before Lighthouse starts its own.
      const browser = await launchBrowser();
      let baseline: { bytes: number };
      const sizes = new Map<string, number>();
      const scriptsOf = new Map<string, string[]>();
      const consoleRows: string[] = [];
      const englishFonts = new Set<string>();
      const malayalam = new Map<
        string,
        { bytes: number; files: string[]; fontBytes: number; fonts: string[] }
      >();
      let consoleHolds = true;
      try {
        baseline = await firstLoadJs(browser, bareOrigin, '/', bareDist, false);
        for (const pathname of [...CONTENT_PAGES, ...WIZARD_ROUTES]) {
          const { bytes, files, fonts } = await firstLoadJs(browser, origin, pathname, siteDist);
          if (CONTENT_PAGES.includes(pathname)) {
            sizes.set(pathname, bytes);
            for (const font of fonts) englishFonts.add(font);
            scriptsOf.set(pathname, files);
          }
          const without = await firstLoadJs(
            browser,
            withoutConsole.origin,
            pathname,
            noConsoleDist,
          );
          const difference = bytes - without.bytes;
          const within = Math.abs(difference) <= CONSOLE_TOLERANCE;
          consoleHolds &&= within;
          consoleRows.push(
            `| ${pathname} | ${kB(bytes)} | ${kB(without.bytes)} | ${difference >= 0 ? '+' : ''}${(difference / 1000).toFixed(2)} | ${within ? 'yes' : 'NO'} |`,
          );
        }
        for (const pathname of CONTENT_PAGES) {
          const address = pathname === '/' ? '/ml' : `/ml${pathname}`;
          const measured = await firstLoadJs(browser, origin, address, siteDist);
          malayalam.set(address, measured);
        }
      } finally {
        await browser.close();
      }
      console.log(`bare React 19 page: ${kB(baseline.bytes)} kB gzip first-load JS`);
      const heaviest = [...sizes.entries()]
        .filter(([pathname]) => pathname !== '/')
        .sort((a, b) => b[1] - a[1])[0]?.[0];
      if (!heaviest) throw new Error('no content page measured');

      console.log(`\n| page | first-load JS (gzip kB) | ratio to bare React | ≤ ${BUDGET_RATIO} |`);
      console.log('|---|---|---|---|');
      for (const [pathname, bytes] of sizes) {
        const ratio = bytes / baseline.bytes;
        console.log(
          `| ${pathname} | ${kB(bytes)} | ${ratio.toFixed(3)} | ${ratio <= BUDGET_RATIO ? 'yes' : 'NO'} |`,
        );
      }
      console.log(
        `\n| Malayalam page | first-load JS (gzip kB) | ratio to bare React | ≤ ${MALAYALAM_BUDGET_RATIO} | fonts (kB) |`,
      );
      console.log('|---|---|---|---|---|');
      for (const [address, { bytes, fontBytes: font, fonts }] of malayalam) {
        const ratio = bytes / baseline.bytes;
        const names = fonts.map((file) => path.basename(file)).join(' ');
        console.log(
          `| ${address} | ${kB(bytes)} | ${ratio.toFixed(3)} | ${ratio <= MALAYALAM_BUDGET_RATIO ? 'yes' : 'NO'} | ${kB(font)} ${names} |`,
        );
      }
      const indic = [...englishFonts].filter((font) => /noto-sans/.test(font));
      console.log(
        `English content pages' Indic fonts: ${indic.length === 0 ? 'none' : indic.join(' ')} (all fonts: ${[...englishFonts].join(' ') || 'none'})`,
      );
      console.log(`\nheaviest content page: ${heaviest}`);
      console.log(
        '\nThe staff console and the public pages: first-load JS (gzip kB) built with and without it',
      );
      console.log('\n| route | with the console | without | difference | within ±0.5 kB |');
      console.log('|---|---|---|---|---|');
      for (const row of consoleRows) console.log(row);
      console.log(
        consoleHolds
          ? 'every public route: unchanged by the console (±0.5 kB)'
          : 'a public route CHANGES with the console',
      );
      if (sizesOnly) {
        for (const [pathname, files] of scriptsOf) console.log(`${pathname}: ${files.join(' ')}`);
        return;
      }
      console.log(
        '\n| page | Lighthouse perf (median of 3; the runs) | LCP (ms) | CLS | TBT (ms) | transferred (kB, all resources) |',
      );
      console.log('|---|---|---|---|---|---|');
      for (const pathname of ['/', '/ml', heaviest]) {
        const lh = await lighthouseMedian(`${origin}${pathname}`, work);
        console.log(
          `| ${pathname} | ${lh.score} (${lh.scores.join(', ')}) | ${Math.round(lh.lcpMs)} | ${lh.cls.toFixed(3)} | ${Math.round(lh.tbtMs)} | ${kB(lh.totalBytes)} |`,
        );
      }
    } finally {
      await app.close();
      await withoutConsole.app.close();
      await bareApp.close();
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
