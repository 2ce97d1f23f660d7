/**
 * The site catalog (src/locales/<language>/site.po, one file per language for
 * the translators) is compiled into parts, so that a page loads its own words
 * and the shell's, not every page's (decision 0144). Each part is named here
 * with the source files it starts from; a message belongs to every part whose
 * files reach one of the message's source references (the PO `#:` lines)
 * through static imports. A message reached by the shell (what
 * src/app/boot.tsx imports statically, and src/ui), or by no part, is in the
 * `shell` part, loaded before the first render. Pure data: read by the build
 * (scripts/site-catalog-parts-plugin.ts) and by the site.
 */
export const SHELL_PART = 'shell';

/** Where the shell starts, and what always counts as the shell's (shared components). */
export const SHELL_SOURCES = ['src/app/boot.tsx', 'src/ui'] as const;

/** Part name → the files or folders it starts from (paths from the project root). */
export const SITE_CATALOG_PARTS = {
  '/': ['src/pages/HomePage.tsx'],
  '/what-is-puja': ['src/pages/WhatIsPujaPage.tsx'],
  '/brahmasthanam-temple': ['src/pages/BrahmasthanamTemplePage.tsx'],
  '/types-of-puja': ['src/pages/TypesOfPujaPage.tsx'],
  '/special-pujas': ['src/pages/SpecialPujasPage.tsx'],
  '/puja-kali': ['src/pages/PujaKaliPage.tsx'],
  '/order-a-puja': ['src/pages/OrderAPujaPage.tsx'],
  '/puja-recommendation': ['src/pages/PujaRecommendationPage.tsx'],
  '/jyotish': ['src/pages/JyotishPage.tsx'],
  '/astro-disclaimer': ['src/pages/AstroDisclaimerPage.tsx'],
  '/order-a-puja-printable': ['src/pages/PrintableOrderFormPage.tsx'],
  '/privacy': ['src/pages/PrivacyPage.tsx'],
  '/terms': ['src/pages/TermsPage.tsx'],
  '/content-nav': ['src/pages/ContentNavPage.tsx'],
  '/menu': ['src/pages/MenuPage.tsx'],
  '/find-my-order': ['src/pages/my-order/FindMyOrderPage.tsx'],
  '/account/sign-in': ['src/pages/account/AccountSignInPage.tsx'],
  '/account': ['src/pages/account/AccountPage.tsx'],
  '/account/family': ['src/pages/account/FamilyPage.tsx'],
  '/account/year': ['src/pages/account-year/AccountYearPage.tsx'],
  '/puja-order-form-start': ['src/pages/PujaOrderStartPage.tsx'],
  /** An order's page (/my-order/…). */
  'my-order': ['src/pages/my-order/MyOrderPage.tsx'],
  /** The not-found page and the legacy redirects. */
  'not-found': ['src/app/LegacyOrNotFound.tsx'],
  /** Every route's title and description (src/app/use-document-title.ts, the prerender). */
  heads: ['src/app/page-heads.ts'],
  /** The wizards, the astrology booking and the staff console. */
  apps: ['src/wizards', 'src/staff', 'src/app/wizard-page.tsx', 'src/app/StaffRoute.tsx'],
} as const satisfies Record<string, readonly string[]>;

export type SitePart = typeof SHELL_PART | keyof typeof SITE_CATALOG_PARTS;
