/**
 * The shell's behaviours on markup as the server sends it (rendered to a
 * string, no React in the page), the way a content page gets them. The menu
 * dialog needs `showModal`, which jsdom lacks: tests/e2e/site-nav.test.ts
 * covers it in Chromium.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StaticRouter } from '../router';
import { DesktopNav } from '../nav/DesktopNav';
import { SuggestionBar } from '../language/LanguageSuggestion';
import { rememberedLanguageChoice } from '../language/language-choice';
import { testI18n } from '../../../tests/test-support/i18n';
import { shellBehavioursInEachTest } from '../../../tests/test-support/shell-behaviours';
import { installShellBehaviours } from '.';

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n('en', ['site']);
});

const installation = shellBehavioursInEachTest();
afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

/** The server's HTML of `ui` at `path`, put into the page; no React runs in it. */
function serverPage(ui: React.ReactNode, path = '/') {
  document.body.innerHTML =
    renderToStaticMarkup(
      <I18nProvider i18n={i18n}>
        <StaticRouter location={path}>{ui}</StaticRouter>
      </I18nProvider>,
    ) + '<p tabindex="-1">Outside</p>';
  return userEvent.setup();
}

const button = (name: string) => screen.getByRole('button', { name });
const link = (name: string) => screen.getByRole('link', { name });

describe('desktop navigation', () => {
  it('opens one group at a time, showing its list', async () => {
    const user = serverPage(<DesktopNav />);
    const learn = button('Learn');
    const list = document.getElementById(learn.getAttribute('aria-controls') ?? '');
    expect(learn).toHaveAttribute('aria-expanded', 'false');
    expect(list).not.toBeVisible();
    await user.click(learn);
    expect(learn).toHaveAttribute('aria-expanded', 'true');
    expect(list).toBeVisible();
    await user.click(button('Pujas'));
    expect(learn).toHaveAttribute('aria-expanded', 'false');
    expect(list).not.toBeVisible();
    expect(button('Pujas')).toHaveAttribute('aria-expanded', 'true');
    await user.click(button('Pujas'));
    expect(button('Pujas')).toHaveAttribute('aria-expanded', 'false');
  });

  it('moves focus with arrows, Home and End; Escape closes and returns to the button', async () => {
    const user = serverPage(<DesktopNav />);
    button('Pujas').focus();
    await user.keyboard('{Enter}');
    // Each key, and the control that has focus after it.
    const moves: [key: string, lands: string][] = [
      ['{ArrowDown}', 'Types of Pujas'],
      ['{End}', 'Register for Puja'],
      ['{ArrowDown}', 'Register for Puja'],
      ['{ArrowUp}', 'Kali/Karthika Puja'],
      ['{Home}', 'Types of Pujas'],
      ['{Escape}', 'Pujas'],
      // A closed group: ArrowDown goes on along the top row.
      ['{ArrowDown}', 'Vedic Astrology Guidance'],
      ['{ArrowLeft}', 'Pujas'],
      ['{Home}', 'Home'],
      ['{End}', 'Vedic Astrology Guidance'],
    ];
    for (const [key, lands] of moves) {
      await user.keyboard(key);
      expect(document.activeElement?.textContent, `after ${key}`).toBe(lands);
    }
    expect(button('Pujas')).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a press outside, on focus leaving and on a followed link', async () => {
    const user = serverPage(<DesktopNav />);
    await user.click(button('Learn'));
    await user.click(screen.getByText('Outside'));
    expect(button('Learn')).toHaveAttribute('aria-expanded', 'false');

    await user.click(button('Learn'));
    link('What is Puja?').focus();
    screen.getByText('Outside').focus();
    expect(button('Learn')).toHaveAttribute('aria-expanded', 'false');

    await user.click(button('Learn'));
    // Focus moving inside the navigation keeps it open.
    link('What is Puja?').focus();
    link('Brahmasthanam Temple').focus();
    expect(button('Learn')).toHaveAttribute('aria-expanded', 'true');
    link('Brahmasthanam Temple').addEventListener('click', (event) => event.preventDefault());
    await user.click(link('Brahmasthanam Temple'));
    expect(button('Learn')).toHaveAttribute('aria-expanded', 'false');
  });

  it('stops when uninstalled', async () => {
    const user = serverPage(<DesktopNav />);
    installation()();
    await user.click(button('Learn'));
    expect(button('Learn')).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('language choice and the suggestion bar', () => {
  it('remembers the refusal in the cookie and hides the bar', async () => {
    const user = serverPage(<SuggestionBar language="ml" />, '/terms');
    const bar = screen.getByRole('complementary');
    expect(link('Show it in my language')).toHaveAttribute('href', '/ml/terms');
    await user.click(button('No, keep English'));
    expect(bar).not.toBeVisible();
    expect(rememberedLanguageChoice()).toBe('en');
  });

  it('remembers the acceptance before the link is followed', async () => {
    const user = serverPage(<SuggestionBar language="ta" />, '/terms');
    link('Show it in my language').addEventListener('click', (event) => event.preventDefault());
    await user.click(link('Show it in my language'));
    expect(rememberedLanguageChoice()).toBe('ta');
  });
});

describe('print button', () => {
  it('prints the page', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    document.body.innerHTML = '<p><button type="button" data-print>Print this form</button></p>';
    await userEvent.setup().click(button('Print this form'));
    expect(print).toHaveBeenCalledOnce();
  });
});

describe('installation', () => {
  it('installs once per document', async () => {
    expect(installShellBehaviours()).toBe(installation());
    const user = serverPage(<DesktopNav />);
    await user.click(button('Learn'));
    // Installed twice, the toggle would open and close at once.
    expect(button('Learn')).toHaveAttribute('aria-expanded', 'true');
  });
});
