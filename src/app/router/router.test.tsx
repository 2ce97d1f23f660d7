import { beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import {
  BrowserRouter,
  Navigate,
  StaticRouter,
  resolvePath,
  useHref,
  useLocation,
  useNavigate,
  useSearchParams,
  type NavigateOptions,
  type To,
} from './router';

/** A button that navigates as a component does: to a target, or through history. */
function Go({ label, to, options }: { label: string; to: To | number; options?: NavigateOptions }) {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      onClick={() => (typeof to === 'number' ? navigate(to) : navigate(to, options))}
    >
      {label}
    </button>
  );
}

function SetQuery({ query }: { query: Record<string, string> }) {
  const [, setParams] = useSearchParams();
  return (
    <button type="button" onClick={() => setParams(query)}>
      Set query
    </button>
  );
}

function Probe() {
  const location = useLocation();
  const [params] = useSearchParams();
  return (
    <output data-key={location.key}>
      {`${location.pathname}${location.search}${location.hash}|${String(location.state)}|${params.get('puja') ?? ''}`}
    </output>
  );
}

const press = (label: string) => fireEvent.click(screen.getByRole('button', { name: label }));
const shown = () => screen.getByRole('status').textContent;
const keyShown = () => screen.getByRole('status').dataset.key;

function renderInRouter(...buttons: React.ReactNode[]) {
  render(
    <BrowserRouter>
      {buttons}
      <Probe />
    </BrowserRouter>,
  );
}

describe('the site router', () => {
  beforeEach(() => window.history.replaceState(null, '', '/start?puja=3#top'));

  it('reads the browser location, then pushes and replaces history entries', () => {
    renderInRouter(
      <Go key="1" label="Kali" to="/puja-kali" options={{ state: 'from-start' }} />,
      <Go key="2" label="Terms" to="/terms?puja=9" options={{ replace: true }} />,
    );
    expect(shown()).toBe('/start?puja=3#top|null|3');
    const length = window.history.length;
    press('Kali');
    expect(shown()).toBe('/puja-kali|from-start|');
    expect(window.location.pathname).toBe('/puja-kali');
    expect(window.history.length).toBe(length + 1);
    press('Terms');
    expect(shown()).toBe('/terms?puja=9|null|9');
    expect(window.history.length).toBe(length + 1);
  });

  it('keeps a token of the query for the page, never in the address bar', () => {
    window.history.replaceState(null, '', '/astro-reschedule?code=K7MQ2XRA&token=s3cr3t#top');
    renderInRouter(
      <Go key="1" label="Another" to="/astro-reschedule?token=t2&code=ABCD2345" />,
      <Go key="2" label="Terms" to="/terms?puja=9" />,
    );
    expect(shown()).toBe('/astro-reschedule?code=K7MQ2XRA&token=s3cr3t#top|null|');
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/astro-reschedule?code=K7MQ2XRA#top',
    );
    press('Another');
    expect(shown()).toBe('/astro-reschedule?token=t2&code=ABCD2345|null|');
    expect(window.location.search).toBe('?code=ABCD2345');
    press('Terms');
    expect(window.location.search).toBe('?puja=9');
  });

  it('gives each navigation a new key, even to the same URL', () => {
    renderInRouter(<Go key="1" label="Privacy" to="/privacy" />);
    press('Privacy');
    const first = keyShown();
    press('Privacy');
    expect(shown()).toBe('/privacy|null|');
    expect(keyShown()).not.toBe(first);
  });

  it('follows the back and forward buttons (popstate)', () => {
    renderInRouter(<Go key="1" label="Menu" to="/menu" options={{ state: 7 }} />);
    press('Menu');
    const entry = window.history.state as unknown;
    act(() => {
      window.history.replaceState(null, '', '/content-nav');
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    });
    expect(shown()).toBe('/content-nav|null|');
    act(() => {
      window.history.replaceState(entry, '', '/menu');
      window.dispatchEvent(new PopStateEvent('popstate', { state: entry }));
    });
    expect(shown()).toBe('/menu|7|');
  });

  it('moves through the browser history with navigate(-1)', async () => {
    renderInRouter(
      <Go key="1" label="Learn" to="/what-is-puja" />,
      <Go key="2" label="Back" to={-1} />,
    );
    press('Learn');
    expect(shown()).toBe('/what-is-puja|null|');
    // history.go is asynchronous in the browser: it ends in a popstate.
    await act(async () => {
      const popped = new Promise<void>((resolve) =>
        window.addEventListener('popstate', () => resolve(), { once: true }),
      );
      press('Back');
      await popped;
    });
    expect(shown()).toBe('/start?puja=3#top|null|3');
  });

  it('resolves relative and partial targets the way an href resolves', () => {
    const from = { pathname: '/a/b', search: '?x=1', hash: '#h' };
    expect(resolvePath('/c?y=2#z', from)).toEqual({ pathname: '/c', search: '?y=2', hash: '#z' });
    expect(resolvePath('?y=2', from)).toEqual({ pathname: '/a/b', search: '?y=2', hash: '' });
    expect(resolvePath('#h2', from)).toEqual({ pathname: '/a/b', search: '?x=1', hash: '#h2' });
    expect(resolvePath('c', from)).toEqual({ pathname: '/a/c', search: '', hash: '' });
    expect(resolvePath({ search: '?q' }, from)).toEqual({
      pathname: '/a/b',
      search: '?q',
      hash: '',
    });
  });

  it('redirects with <Navigate> once it has rendered', () => {
    renderInRouter(<Navigate key="1" replace to="/types-of-puja#cards" />);
    expect(shown()).toBe('/types-of-puja#cards|null|');
    expect(window.location.hash).toBe('#cards');
  });

  it('sets the query with the setter of useSearchParams', () => {
    renderInRouter(<SetQuery key="1" query={{ puja: '12' }} />);
    press('Set query');
    expect(shown()).toBe('/start?puja=12|null|12');
  });

  it('renders one fixed location when prerendering, and refuses to navigate there', () => {
    function Href() {
      return <a href={useHref('../x?y=1')}>x</a>;
    }
    function NavigateDuringRender() {
      const navigate = useNavigate();
      let refused = '';
      try {
        navigate('/elsewhere');
      } catch (error) {
        refused = (error as Error).message;
      }
      return <p>{refused}</p>;
    }
    const html = renderToString(
      <StaticRouter location="/a/b?puja=5">
        <Probe />
        <Href />
        <NavigateDuringRender />
      </StaticRouter>,
    );
    expect(html).toContain('/a/b?puja=5|null|5');
    expect(html).toContain('href="/x?y=1"');
    expect(html).toContain('cannot navigate');
  });

  it('says so when a hook is used outside a router', () => {
    expect(() => renderToString(<Probe />)).toThrow(/need a router/);
  });
});
