/**
 * The site navigation of the spec's table, in one place: the header's
 * dropdowns, the mobile menu, /menu, /content-nav and the not-found page all
 * render from it.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export interface NavLinkItem {
  label: MessageDescriptor;
  path: string;
}

export interface NavGroup {
  /** Stable id, used for element ids (`nav-group-<id>`). */
  id: string;
  label: MessageDescriptor;
  links: readonly NavLinkItem[];
}

export const NAV_HOME: NavLinkItem = { label: msg`Home`, path: '/' };

export const NAV_GROUPS: readonly NavGroup[] = [
  {
    id: 'learn',
    label: msg`Learn`,
    links: [
      { label: msg`What is Puja?`, path: '/what-is-puja' },
      { label: msg`Brahmasthanam Temple`, path: '/brahmasthanam-temple' },
    ],
  },
  {
    id: 'pujas',
    label: msg`Pujas`,
    links: [
      { label: msg`Types of Pujas`, path: '/types-of-puja' },
      { label: msg`Special Pujas`, path: '/special-pujas' },
      { label: msg`Kali/Karthika Puja`, path: '/puja-kali' },
      { label: msg`Register for Puja`, path: '/order-a-puja' },
    ],
  },
  {
    id: 'astrology',
    label: msg`Vedic Astrology Guidance`,
    links: [
      { label: msg`Puja Recommendation`, path: '/puja-recommendation' },
      { label: msg`Online Astrology Reading`, path: '/jyotish' },
    ],
  },
];

export const MENU_QUOTE = msg`May your spiritual journey be filled with peace and wisdom`;

/** Id of the mobile menu's dialog (the toggle's aria-controls). */
export const MOBILE_MENU_ID = 'mobile-menu';
