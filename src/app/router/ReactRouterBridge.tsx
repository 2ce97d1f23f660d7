import { useMemo, type ComponentType } from 'react';
import { Router, type Navigator } from 'react-router-dom';
import { useHrefMaker, useLocation, useNavigate } from './router';

/**
 * react-router-dom for the parts written with it (the order wizards, the
 * astrology booking, the staff console): its <Router> on the site router's
 * location, with a navigator that moves the site router. One history, one
 * location; react-router is loaded with those parts only, never with a
 * content page.
 */
function ReactRouterBridge({ children }: { children: React.ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const hrefOf = useHrefMaker();
  const navigator = useMemo<Navigator>(
    () => ({
      createHref: (to) => hrefOf(to),
      go: (delta) => navigate(delta),
      push: (to, state: unknown) => navigate(to, { state }),
      replace: (to, state: unknown) => navigate(to, { replace: true, state }),
    }),
    [navigate, hrefOf],
  );
  return (
    <Router location={location} navigator={navigator}>
      {children}
    </Router>
  );
}

/** `Page` inside react-router-dom's router. */
export function withReactRouter(Page: ComponentType): ComponentType {
  return function RoutedPage() {
    return (
      <ReactRouterBridge>
        <Page />
      </ReactRouterBridge>
    );
  };
}
