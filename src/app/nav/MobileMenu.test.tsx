/**
 * The mobile menu's markup: a closed native dialog with its name, close
 * button and the whole menu. Opening and closing need `showModal`, which
 * jsdom lacks; tests/e2e/site-nav.test.ts drives them in Chromium.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { I18n } from '@lingui/core';
import { render, screen } from '@testing-library/react';
import { BrowserRouter } from '../router';
import { MobileMenu } from './MobileMenu';
import { MOBILE_MENU_ID } from './nav-data';
import { i18nWrapper, testI18n } from '../../../tests/test-support/i18n';

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n('en', ['site']);
});

describe('MobileMenu', () => {
  it('is a closed dialog named by its heading, holding the close button and every link', () => {
    window.history.replaceState(null, '', '/puja-kali');
    render(
      <BrowserRouter>
        <MobileMenu />
      </BrowserRouter>,
      { wrapper: i18nWrapper(i18n) },
    );
    const dialog = document.getElementById(MOBILE_MENU_ID);
    expect(dialog?.tagName).toBe('DIALOG');
    expect(dialog).not.toHaveAttribute('open');
    expect(dialog).toHaveAttribute('data-menu');
    // Named by its heading (jsdom computes no name inside a closed dialog).
    const title = document.getElementById(dialog?.getAttribute('aria-labelledby') ?? '');
    expect(title?.tagName).toBe('H2');
    expect(title).toHaveTextContent('Menu');
    expect(dialog?.contains(title ?? null)).toBe(true);
    const close = dialog?.querySelector('button[data-dialog-close]');
    expect(close).toHaveTextContent('Close menu');
    const links = screen.getAllByRole('link', { hidden: true });
    // The menu's nine, then the account's slot: Find my order and My account, one shown at a time.
    expect(links).toHaveLength(11);
    expect(links.slice(9).map((link) => link.getAttribute('href'))).toEqual([
      '/find-my-order',
      '/account',
    ]);
    expect(links.filter((link) => link.getAttribute('aria-current') === 'page')).toEqual([
      screen.getByRole('link', { name: 'Kali/Karthika Puja', hidden: true }),
    ]);
  });
});
