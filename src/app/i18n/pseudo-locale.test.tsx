/**
 * Nothing left behind: every public route, the shell included, rendered in
 * the pseudo-language shows no text that did not come from a catalog. The
 * wizards' steps use the same harness (tests/test-support/pseudo-locale.tsx)
 * in their own tests.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { I18n } from '@lingui/core';
import { SITE_ROUTES } from '../../../domain/site-routes';
import {
  pseudoI18n,
  renderRoute,
  untranslatedText,
} from '../../../tests/test-support/pseudo-locale';

/**
 * Every public route (SITE_ROUTES), as its first render shows it, and the
 * not-found page. The wizards' later steps are checked step by step with the
 * same harness (src/wizards/shared/pseudo-locale-steps.test.tsx), and so are
 * an order's own pages (src/pages/my-order/pseudo-locale.test.tsx).
 */
const ROUTES = [...SITE_ROUTES.map((route) => route.path), '/no-such-page'];

let i18n: I18n;
beforeAll(async () => {
  // The shell's words only, as in the browser: each page loads its own part
  // (decision 0144), so a message missing from a page's part shows here.
  i18n = await pseudoI18n(['site:shell']);
});

describe('the pseudo-locale check', () => {
  it.each(ROUTES)('%s shows only catalog text', async (path) => {
    const page = await renderRoute(path, i18n);
    expect(page.querySelector('main')?.textContent?.trim()).toBeTruthy();
    expect(untranslatedText(page)).toEqual([]);
  });

  it('catches text that is not from a catalog', async () => {
    const page = await renderRoute('/', i18n);
    page
      .querySelector('main')!
      .append(Object.assign(document.createElement('p'), { textContent: 'Hard-coded words' }));
    page.querySelector('img')!.setAttribute('alt', 'A plain picture');
    expect(untranslatedText(page)).toEqual(['[alt] A plain picture', 'Hard-coded words']);
  });
});
