/**
 * The navigation as the SPA renders it, with the shell's behaviours on top
 * (src/app/shell; their own tests use the server's markup).
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { I18n } from '@lingui/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowserRouter } from '../router';
import { DesktopNav } from './DesktopNav';
import { NAV_GROUPS } from './nav-data';
import { installShellBehaviours } from '../shell';
import { i18nWrapper, testI18n } from '../../../tests/test-support/i18n';

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n('en', ['site']);
});
let uninstall = () => {};
beforeEach(() => {
  uninstall = installShellBehaviours();
});
afterEach(() => uninstall());

function renderNav(path = '/') {
  window.history.replaceState(null, '', path);
  render(
    <BrowserRouter>
      <DesktopNav />
      <p>Outside</p>
    </BrowserRouter>,
    { wrapper: i18nWrapper(i18n) },
  );
  return userEvent.setup();
}

const button = (name: string) => screen.getByRole('button', { name });

describe('DesktopNav', () => {
  it('renders the spec’s groups and links in order', () => {
    renderNav();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(
      NAV_GROUPS.map((group) => i18n._(group.label)),
    );
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

  it('opens one group at a time and wires aria-expanded to aria-controls', async () => {
    const user = renderNav();
    const learn = button('Learn');
    const list = document.getElementById(learn.getAttribute('aria-controls') ?? '');
    expect(list).not.toBeNull();
    expect(list).not.toBeVisible();
    await user.click(learn);
    expect(learn).toHaveAttribute('aria-expanded', 'true');
    expect(list).toBeVisible();
    await user.click(button('Pujas'));
    expect(learn).toHaveAttribute('aria-expanded', 'false');
    expect(button('Pujas')).toHaveAttribute('aria-expanded', 'true');
  });

  it('moves focus with arrows, Home and End, and Escape returns to the button', async () => {
    const user = renderNav();
    button('Pujas').focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Types of Pujas' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('link', { name: 'Register for Puja' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('link', { name: 'Kali/Karthika Puja' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('link', { name: 'Types of Pujas' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button('Pujas')).toHaveFocus();
    expect(button('Pujas')).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowRight}');
    expect(button('Vedic Astrology Guidance')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveFocus();
  });

  it('closes on a pointer press outside', async () => {
    const user = renderNav();
    await user.click(button('Learn'));
    await user.click(screen.getByText('Outside'));
    expect(button('Learn')).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps the closed state React rendered once, across navigation in the app', async () => {
    const user = renderNav('/');
    await user.click(button('Pujas'));
    await user.click(screen.getByRole('link', { name: 'Kali/Karthika Puja' }));
    expect(window.location.pathname).toBe('/puja-kali');
    expect(document.querySelector('#nav-group-pujas a[href="/puja-kali"]')).toHaveAttribute(
      'aria-current',
      'page',
    );
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
