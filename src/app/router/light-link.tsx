import { useHref, useNavigate, type To } from 'react-router';
import { createLink, type AnchorLinkProps } from './anchor-link';

export type LightLinkProps = AnchorLinkProps<To>;

/**
 * react-router-dom's <Link> as the wizards and the staff console get it in the
 * browser build (vite.config.ts alias): the light anchor link on
 * react-router's hooks, without framework mode's prefetching.
 */
export const Link = createLink<To>({ useHref, useNavigate });
