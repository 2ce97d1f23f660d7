import { describe, expect, it } from 'vitest';
import { i18nWrapper, testI18n } from '../../tests/test-support/i18n';
import { render, screen } from '@testing-library/react';
import { BrowserRouter } from '../app/router';
import ContentNavPage from './ContentNavPage';
import { SITE_ROUTES } from '../../domain/site-routes';

describe('the site map', () => {
  it('links to every route of the site', async () => {
    render(
      <BrowserRouter>
        <ContentNavPage />
      </BrowserRouter>,
      { wrapper: i18nWrapper(await testI18n('en', ['site'])) },
    );
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    for (const route of SITE_ROUTES) expect(hrefs, route.path).toContain(route.path);
  });
});
