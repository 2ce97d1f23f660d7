/**
 * Every route of the site with its document title and meta description.
 * The server uses this table to answer known paths with 200 (and to put the
 * title into the HTML it sends), the browser router uses it for titles.
 * Pure data: no React, no DOM.
 */
export interface SiteRoute {
  path: string;
  title: string;
  description: string;
}

import { SOURCE_LANGUAGE } from './languages';
import { trimTrailingSlashes } from './trailing-slashes';

export const SITE_NAME = 'Amrita Puja';

/** Key of a language's not-found page in the build's `prerendered.json` (`*` in English, `*ml`). */
export const notFoundKey = (language: string): string =>
  language === SOURCE_LANGUAGE ? '*' : `*${language}`;

/**
 * The content pages: rendered by the server per request with their live
 * data, and read without JavaScript (decision 0172); benchmarked (the wizards
 * are not among them).
 */
export const CONTENT_PAGE_PATHS: readonly string[] = [
  '/',
  '/what-is-puja',
  '/brahmasthanam-temple',
  '/types-of-puja',
  '/special-pujas',
  '/puja-kali',
  '/order-a-puja',
  '/puja-recommendation',
  '/order-a-puja-printable',
  '/privacy',
  '/terms',
  '/content-nav',
  '/menu',
];

export const SITE_ROUTES: readonly SiteRoute[] = [
  {
    path: '/',
    title: 'Pujas and Vedic astrology guidance',
    description:
      'Order pujas for your family, ask an astrologer which puja suits you, and book an online Vedic astrology reading.',
  },
  {
    path: '/what-is-puja',
    title: 'What is Puja?',
    description: 'What a puja is, why it is performed and how a puja offered on your behalf works.',
  },
  {
    path: '/brahmasthanam-temple',
    title: 'Brahmasthanam Temple',
    description:
      'The Brahmasthanam temples consecrated by Amma: the four-faced idol, the corrective pujas and the temple festivals.',
  },
  {
    path: '/types-of-puja',
    title: 'Types of Pujas',
    description:
      'Every puja and homa you can order, grouped as special pujas, homas and pujas, with prices.',
  },
  {
    path: '/special-pujas',
    title: 'Special Pujas',
    description: 'Special pujas held on particular days, such as the monthly Kali/Karthika Puja.',
  },
  {
    path: '/puja-kali',
    title: 'Kali/Karthika Puja',
    description:
      'The monthly Kali/Karthika Puja on Amma’s birth star: what happens, upcoming dates and the order cutoff.',
  },
  {
    path: '/order-a-puja',
    title: 'Register for Puja',
    description:
      'How to register a puja for up to five people: online with a card, or by the printable form.',
  },
  {
    path: '/puja-recommendation',
    title: 'Puja Recommendation',
    description:
      'Ask a Vedic astrologer which pujas suit you or your family, based on your birth details.',
  },
  {
    path: '/jyotish',
    title: 'Online Astrology Reading (Jyotish)',
    description: 'Book a one-to-one Vedic astrology reading online, at a time that suits you.',
  },
  {
    path: '/order-a-puja-online',
    title: 'Order a puja online',
    description: 'Order pujas for up to five people and pay securely by card.',
  },
  {
    path: '/order-regional-puja',
    title: 'Order a puja at a regional event',
    description: 'Order a puja performed at a regional programme near you.',
  },
  {
    path: '/order-regional-astro',
    title: 'Book an astrology session at a regional event',
    description: 'Book a Vedic astrology session at a regional programme near you.',
  },
  {
    path: '/puja-recommendation-online',
    title: 'Request a puja recommendation online',
    description: 'Send your birth details and receive the astrologer’s puja recommendation.',
  },
  {
    path: '/astro-disclaimer',
    title: 'Astrology disclaimer',
    description: 'What a Vedic astrology reading can and cannot offer. Please read before booking.',
  },
  {
    path: '/astro-schedule',
    title: 'Schedule an astrology reading',
    description: 'Choose a reading, pick a time in your own time zone and pay securely.',
  },
  {
    path: '/astro-start',
    title: 'Start your astrology reading booking',
    description: 'Begin booking an online Vedic astrology reading.',
  },
  {
    path: '/astro-reschedule',
    title: 'Reschedule an astrology reading',
    description: 'Move your astrology reading to another time with your booking code.',
  },
  {
    path: '/order-a-puja-printable',
    title: 'Printable puja order form',
    description: 'A puja order form to print, fill in by hand and send by post.',
  },
  {
    path: '/privacy',
    title: 'Privacy Policy',
    description: 'What we collect when you order a puja or book a reading, and how we protect it.',
  },
  {
    path: '/terms',
    title: 'Terms of Use',
    description: 'The terms for using this site and ordering pujas and readings.',
  },
  {
    path: '/puja-order-form-start',
    title: 'Before you order a puja',
    description: 'What you need to hand before ordering a puja online.',
  },
  {
    path: '/find-my-order',
    title: 'Find my order',
    description: 'Get the link to your order’s page emailed again with your order number.',
  },
  {
    path: '/account/sign-in',
    title: 'Sign in to your account',
    description: 'Sign in without a password: we email you a link that signs you in.',
  },
  {
    path: '/account',
    title: 'Your account',
    description: 'The orders paid with your email address, your family and your data.',
  },
  {
    path: '/account/family',
    title: 'Your family',
    description: 'The people you order pujas for, kept in your account with your consent.',
  },
  {
    path: '/account/year',
    title: 'Your year at a glance',
    description:
      'Your family’s sacred days for the next twelve months, reminders and a calendar feed.',
  },
  {
    path: '/content-nav',
    title: 'Site map',
    description: 'Every page of the site in one list.',
  },
  {
    path: '/menu',
    title: 'Menu',
    description: 'The site menu: learn about pujas, order pujas and book astrology guidance.',
  },
];

export const NOT_FOUND_TITLE = 'Page not found';

const byPath = new Map(SITE_ROUTES.map((route) => [route.path, route]));

export function findSiteRoute(pathname: string): SiteRoute | undefined {
  const trimmed = pathname.length > 1 ? trimTrailingSlashes(pathname) : pathname;
  return byPath.get(trimmed);
}

/** The full document title for a page, e.g. "Types of Pujas | Amrita Puja". */
export function documentTitle(title: string): string {
  return `${title} | ${SITE_NAME}`;
}

/**
 * Legacy page names of the old site. Each is answered in every spelling:
 * underscores and/or an `.html` ending.
 */
export const LEGACY_NAMES: Readonly<Record<string, string>> = {
  index: '/',
  what_is_puja: '/what-is-puja',
  types_of_puja: '/types-of-puja',
  order_a_puja: '/order-a-puja',
  puja_reco_start: '/puja-recommendation',
  special_pujas: '/special-pujas',
  astro_disclaimer: '/astro-disclaimer',
  astro_schedule: '/astro-schedule',
  astro_start: '/astro-start',
  astro_reschedule: '/astro-reschedule',
  brahmasthanam_temple: '/brahmasthanam-temple',
  jyotish: '/jyotish',
  order_a_puja_printable: '/order-a-puja-printable',
  privacy: '/privacy',
  puja_kali: '/puja-kali',
  puja_order_fm_start: '/puja-order-form-start',
  terms: '/terms',
  content_nav: '/content-nav',
  menu: '/menu',
};

/**
 * The dashed route a legacy path stands for, or null when the path is not a
 * legacy spelling (a current route is never redirected).
 */
export function legacyRedirectTarget(pathname: string): string | null {
  const match = /^\/([A-Za-z_-]+?)(\.html?)?\/?$/.exec(pathname);
  if (!match) return null;
  const [, rawName = '', extension] = match;
  const hasUnderscore = rawName.includes('_');
  if (!hasUnderscore && !extension) return null;
  const key = rawName.toLowerCase().replace(/-/g, '_');
  return LEGACY_NAMES[key] ?? null;
}
