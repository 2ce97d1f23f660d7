import { describe, expect, it } from 'vitest';
import { NOT_FOUND_TITLE, SITE_ROUTES } from '../../domain/site-routes';
import { NOT_FOUND_HEAD, PAGE_HEADS, noscriptText } from './page-heads';
import { testI18n } from '../../tests/test-support/i18n';
import { scriptShare } from '../../tests/test-support/script-share';

describe('page titles as messages', () => {
  it('name every route, in the same English as the server’s table', () => {
    expect(Object.keys(PAGE_HEADS).sort()).toEqual(SITE_ROUTES.map((route) => route.path).sort());
    for (const route of SITE_ROUTES) {
      expect(PAGE_HEADS[route.path]?.title.message, route.path).toBe(route.title);
      expect(PAGE_HEADS[route.path]?.description.message, route.path).toBe(route.description);
    }
    expect(NOT_FOUND_HEAD.title.message).toBe(NOT_FOUND_TITLE);
  });
});

describe('the noscript text', () => {
  it.each(['ml', 'ta', 'hi'])('is written in %s, naming its own printable form', async (code) => {
    const i18n = await testI18n(code, ['site:heads']);
    const text = noscriptText(i18n, code);
    expect(text).toContain(`/${code}/order-a-puja-printable`);
    const { inScript, total } = scriptShare(text.replace(/\/\S+/, ''), code);
    expect(inScript).toBe(total);
    expect(total).toBeGreaterThan(5);
  });

  it('is English on the English pages', async () => {
    const i18n = await testI18n('en', ['site:heads']);
    expect(noscriptText(i18n, 'en')).toBe(
      'This site needs JavaScript to order pujas. You can still print the order form at /order-a-puja-printable.',
    );
  });
});
