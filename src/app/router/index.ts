/**
 * The router of the shell, the content pages and the order wizards (see
 * ./router.tsx, ../site-page-address.tsx). The astrology booking and the
 * staff console keep react-router-dom, loaded with them (./ReactRouterBridge.tsx).
 */
import { createLink } from './anchor-link';
import { useHref, useNavigate, type To } from './router';

export {
  BrowserRouter,
  useAddressIn,
  Navigate,
  StaticRouter,
  createPath,
  resolvePath,
  useHref,
  useHrefMaker,
  useLanguage,
  useLocation,
  useSwitchLanguage,
  useNavigate,
  useSearchParams,
  type Location,
  type NavigateFunction,
  type NavigateOptions,
  type Path,
  type To,
} from './router';

export const Link = createLink<To>({ useHref, useNavigate });
