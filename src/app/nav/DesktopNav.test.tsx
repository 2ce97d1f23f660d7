/**
 * The navigation as the SPA renders it: the spec's groups, the current page,
 * and the state attributes left to the shell's behaviours (their own tests,
 * src/app/shell, drive the keyboard and the closing on the server's markup).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { I18n } from '@lingui/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowserRouter } from '../router';
import { DesktopNav } from './DesktopNav';
import { NAV_GROUPS } from './nav-data';
import { i18nWrapper, testI18n } from '../../../tests/test-support/i18n';
import { shellBehavioursInEachTest } from '../../../tests/test-support/shell-behaviours';

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n('en', ['site']);
});
shellBehavioursInEachTest();

function renderNav(path = '/') {
  window.history.replaceState(null, '', path);
  render(
    <BrowserRouter>
      <DesktopNav />
    </BrowserRouter>,
    { wrapper: i18nWrapper(i18n) },
  );
  return userEvent.setup();
}

const button = (name: string) => screen.getByRole('button', { name });

describe('DesktopNav', () => {
  it('renders the spec’s groups and links in order, every group closed', () => {
    renderNav();
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(
      NAV_GROUPS.map((group) => i18n._(group.label)),
    );
    for (const groupButton of buttons) {
      expect(groupButton).toHaveAttribute('aria-expanded', 'false');
      expect(document.getElementById(groupButton.getAttribute('aria-controls')!)).not.toBeVisible();
    }
    expect(
      NAV_GROUPS.flatMap((g) =>
        g.links.map((l) => `${i18n._(g.label)}: ${i18n._(l.label)} ${l.path}`),
      ),
    ).toEqual([
      'Learn: What is Puja? /what-is-puja',
      'Learn: Brahmasthanam Temple /brahmasthanam-temple',
      'Pujas: Types of Pujas /types-of-puja',
      'Pujas: Special Pujas /special-pujas',
      'Pujas: Kali/Karthika Puja /puja-kali',
      'Pujas: Register for Puja /order-a-puja',
      'Vedic Astrology Guidance: Puja Recommendation /puja-recommendation',
      'Vedic Astrology Guidance: Online Astrology Reading /jyotish',
    ]);
  });

  it('keeps the state the shell set while React re-renders on navigation in the app', async () => {
    const user = renderNav('/');
    await user.click(button('Pujas'));
    expect(button('Pujas')).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('link', { name: 'Kali/Karthika Puja' }));
    expect(window.location.pathname).toBe('/puja-kali');
    expect(document.querySelector('#nav-group-pujas a[href="/puja-kali"]')).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(button('Pujas')).toHaveClass('is-current');
    expect(button('Pujas')).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById('nav-group-pujas')).not.toBeVisible();
    await user.click(button('Learn'));
    expect(document.getElementById('nav-group-learn')).toBeVisible();
  });

  it('marks the current page and its group', () => {
    renderNav('/jyotish');
    const current = document.querySelectorAll('[aria-current="page"]');
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveAttribute('href', '/jyotish');
    expect(button('Vedic Astrology Guidance')).toHaveClass('is-current');
  });
});
