/**
 * Every public route in Malayalam, Tamil and Hindi, with the seed catalog,
 * as a visitor reads it: at least 90% of the words of the page's main text
 * are in the page's own script, and every English passage sits inside an
 * element with lang="en" (so that a screen reader reads it with an English
 * voice, WCAG 2.2 SC 3.1.2). The shell's language links are each in their
 * own `lang` and outside `main`. Which words count (a code or a clock time is
 * not a word): tests/test-support/script-share.ts, decision 0205.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SITE_ROUTES } from '../../domain/site-routes';
import { LANGUAGES, pathInLanguage } from '../../domain/languages';
import { DESKTOP, newPage, openSettled, serverAndBrowser } from './harness';
import { latinRunsOf, scriptShare } from '../test-support/script-share';

const live = serverAndBrowser();
const TRANSLATED = LANGUAGES.filter(({ code }) => code !== 'en');
/**
 * Every route the server answers (domain/site-routes.ts: the content pages and each wizard's
 * first step) and the not-found page. None is left out.
 */
const ROUTES = [...SITE_ROUTES.map((route) => route.path), '/no-such-page'];

/** The main text's passages (text nodes), each with the language of its nearest `lang`. */
interface Passage {
  text: string;
  lang: string;
}

function mainPassages(page: Page): Promise<Passage[]> {
  return page.evaluate(() => {
    const main = document.querySelector('main');
    if (!main) return [];
    const passages: { text: string; lang: string }[] = [];
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, noscript, template')) continue;
      const text = node.textContent?.trim() ?? '';
      if (!text) continue;
      passages.push({ text, lang: parent.closest('[lang]')?.getAttribute('lang') ?? '' });
    }
    return passages;
  });
}

describe.each(TRANSLATED)('every public route in $englishName', ({ code }) => {
  let page: Page;
  beforeAll(async () => {
    page = await newPage(live.browser, DESKTOP);
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it.each(ROUTES)('%s: 90% of the main text in the script, English marked', async (path) => {
    const address = pathInLanguage(path, code);
    await openSettled(page, `${live.server.baseUrl}${address}`);
    const passages = await mainPassages(page);
    const text = passages.map((passage) => passage.text).join(' ');
    const { inScript, total, others } = scriptShare(text, code);
    expect(total, address).toBeGreaterThan(0);
    expect(
      { address, share: Math.round((inScript / total) * 1000) / 10, others },
      'words in the script',
    ).toMatchObject({ share: expect.toSatisfy((share: number) => share >= 90) });
    const unmarked = passages
      .filter((passage) => passage.lang !== 'en' && latinRunsOf(passage.text).length > 0)
      .map((passage) => passage.text);
    expect({ address, unmarked }).toEqual({ address, unmarked: [] });
  });
});
