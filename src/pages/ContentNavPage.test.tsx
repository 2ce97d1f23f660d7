import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { BrowserRouter } from '../app/router';
import ContentNavPage from './ContentNavPage';
import { SITE_ROUTES } from '../domain/site-routes';

describe('the site map', () => {
  it('links to every route of the site', () => {
    render(
      <BrowserRouter>
        <ContentNavPage />
      </BrowserRouter>,
    );
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    for (const route of SITE_ROUTES) expect(hrefs, route.path).toContain(route.path);
  });
});
