import { Navigate, useLocation } from './router';
import { legacyRedirectTarget } from '../../domain/site-routes';
import NotFoundPage from '../pages/NotFoundPage';

/** In-app links to an old page name land on its dashed route, as the server does. */
export default function LegacyOrNotFound() {
  const location = useLocation();
  const target = legacyRedirectTarget(location.pathname);
  if (target) return <Navigate replace to={`${target}${location.search}${location.hash}`} />;
  return <NotFoundPage />;
}
