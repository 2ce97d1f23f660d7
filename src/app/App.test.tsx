import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { App } from './App';
import { PAGES } from './page-registry';
import { loadCatalog } from './i18n/catalogs';
import { siteI18n } from './i18n/site-i18n';
import { SOURCE_LANGUAGE } from '../../domain/languages';
import { SITE_NAME as SHELL_SITE_NAME } from './site-name';
import { SITE_NAME, SITE_ROUTES } from '../../domain/site-routes';

// The pages these tests open, and the English words of every page, loaded once
// beforehand: the app still loads them lazily, but then finds them ready, so
// the assertions wait for React only, not for the first transform of each
// module on a busy machine.
beforeAll(async () => {
  await Promise.all([
    import('../pages/HomePage'),
    import('../pages/WhatIsPujaPage'),
    import('../pages/TermsPage'),
    import('./LegacyOrNotFound'),
    loadCatalog(siteI18n, SOURCE_LANGUAGE, 'site'),
  ]);
});

// The home page shows the next puja date from the catalog API: answer with an empty catalog.
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{"pujaDetails":[]}', { status: 200 })),
  );
});
afterEach(() => {
  window.history.replaceState(null, '', '/');
  vi.unstubAllGlobals();
});

describe('the app', () => {
  it('has a page for exactly the routes of the route table', () => {
    expect(Object.keys(PAGES).sort()).toEqual(SITE_ROUTES.map((route) => route.path).sort());
    expect(SHELL_SITE_NAME).toBe(SITE_NAME);
  });

  it('sends an in-app legacy name to its dashed route, keeping query and hash', async () => {
    const scrolled: string[] = [];
    // jsdom has no layout; record which element the app scrolls to.
    Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this.id);
    });
    window.history.replaceState(null, '', '/what_is_puja.html?from=old#why');
    render(<App />);
    // The first lazy page of the file is transformed on demand: allow for a busy machine.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'What is Puja?' }, { timeout: 10_000 }),
    ).toBeVisible();
    await vi.waitFor(() => expect(scrolled).toContain('why'));
    expect(window.location.pathname).toBe('/what-is-puja');
    expect(window.location.search).toBe('?from=old');
    expect(window.location.hash).toBe('#why');
  });

  it('shows the not-found page for an unknown path, and a route with a trailing slash', async () => {
    window.history.replaceState(null, '', '/no/such/page');
    const { unmount } = render(<App />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    unmount();
    window.history.replaceState(null, '', '/terms/');
    render(<App />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible();
  });

  it('shows the header with the product title and the footer with the 2025 copyright', async () => {
    render(<App />);
    expect(screen.getByRole('banner')).toHaveTextContent('Amrita Puja');
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('© 2025');
    expect(screen.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Pujas and Vedic astrology guidance',
    );
    expect(await screen.findByText('The next date is not announced yet')).toBeVisible();
  });
});
