import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Link, useLocation as useReactRouterLocation, useNavigate } from 'react-router-dom';
import { withReactRouter } from './ReactRouterBridge';
import { BrowserRouter, useLocation } from './router';

/** A wizard-like page written with react-router-dom. */
function WizardPage() {
  const location = useReactRouterLocation();
  const navigate = useNavigate();
  return (
    <>
      <p>{`react-router sees ${location.pathname}${location.search}|${String(location.state)}`}</p>
      <Link to="/astro-schedule?slot=2">Schedule</Link>
      <button type="button" onClick={() => void navigate('/astro-start', { replace: true })}>
        Start over
      </button>
    </>
  );
}

function SiteLocation() {
  const { pathname, search } = useLocation();
  return <output>{`${pathname}${search}`}</output>;
}

describe('react-router-dom on the site router', () => {
  beforeEach(() => window.history.replaceState(null, '', '/astro-start'));

  it('sees the same location and moves the same history', () => {
    const Page = withReactRouter(WizardPage);
    render(
      <BrowserRouter>
        <Page />
        <SiteLocation />
      </BrowserRouter>,
    );
    expect(screen.getByText('react-router sees /astro-start|null')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Schedule' });
    expect(link).toHaveAttribute('href', '/astro-schedule?slot=2');
    const length = window.history.length;
    fireEvent.click(link, { button: 0 });
    expect(screen.getByRole('status')).toHaveTextContent('/astro-schedule?slot=2');
    expect(screen.getByText('react-router sees /astro-schedule?slot=2|null')).toBeInTheDocument();
    expect(window.history.length).toBe(length + 1);
    fireEvent.click(screen.getByRole('button', { name: 'Start over' }));
    expect(screen.getByRole('status')).toHaveTextContent('/astro-start');
    expect(window.location.pathname).toBe('/astro-start');
    expect(window.history.length).toBe(length + 1);
  });
});
