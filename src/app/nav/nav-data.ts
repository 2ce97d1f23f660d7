/**
 * The site navigation of the spec's table, in one place: the header's
 * dropdowns, the mobile menu, /menu, /content-nav and the not-found page all
 * render from it.
 */
export interface NavLinkItem {
  label: string;
  path: string;
}

export interface NavGroup {
  /** Stable id, used for element ids (`nav-group-<id>`). */
  id: string;
  label: string;
  links: readonly NavLinkItem[];
}

export const NAV_HOME: NavLinkItem = { label: 'Home', path: '/' };

export const NAV_GROUPS: readonly NavGroup[] = [
  {
    id: 'learn',
    label: 'Learn',
    links: [
      { label: 'What is Puja?', path: '/what-is-puja' },
      { label: 'Brahmasthanam Temple', path: '/brahmasthanam-temple' },
    ],
  },
  {
    id: 'pujas',
    label: 'Pujas',
    links: [
      { label: 'Types of Pujas', path: '/types-of-puja' },
      { label: 'Special Pujas', path: '/special-pujas' },
      { label: 'Kali/Karthika Puja', path: '/puja-kali' },
      { label: 'Register for Puja', path: '/order-a-puja' },
    ],
  },
  {
    id: 'astrology',
    label: 'Vedic Astrology Guidance',
    links: [
      { label: 'Puja Recommendation', path: '/puja-recommendation' },
      { label: 'Online Astrology Reading', path: '/jyotish' },
    ],
  },
];

export const MENU_QUOTE = 'May your spiritual journey be filled with peace and wisdom';

/** Id of the mobile menu's dialog (the toggle's aria-controls). */
export const MOBILE_MENU_ID = 'mobile-menu';
