/**
 * Which component renders each route. Every page is its own lazily loaded
 * chunk, with its words in a catalog part of its own (decision 0144); the
 * layout shows 'Loading...' while one loads. The keys are exactly the paths
 * of SITE_ROUTES (checked by a test).
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { orderWizardPage, wizardPage } from './wizard-page';
import { accountPage } from './account-page';
import { yearPage } from './year-page';
import { useCatalog } from './i18n/use-catalog';
import type { SitePart } from './i18n/site-catalog-parts';

type LazyPage = LazyExoticComponent<ComponentType> | ComponentType;

/**
 * A content page whose words are the catalog part `part`
 * (./i18n/site-catalog-parts.ts): the page's code and its words load side by
 * side, and the page renders once both are there.
 */
export function pageWithWords(
  part: SitePart,
  load: () => Promise<{ default: ComponentType }>,
): ComponentType {
  let loading: Promise<{ default: ComponentType }> | null = null;
  const start = () => (loading ??= load());
  const Page = lazy(start);
  return function PageWithWords() {
    void start().catch(() => undefined);
    useCatalog(`site:${part}`);
    return <Page />;
  };
}

/**
 * A page written with react-router-dom (the wizards, the astrology booking,
 * the staff console): loaded together with react-router and shown inside its
 * router (./router/ReactRouterBridge.tsx), so that no content page carries it.
 */
export function withReactRouter(load: () => Promise<{ default: ComponentType }>): LazyPage {
  return lazy(async () => {
    const [page, bridge] = await Promise.all([load(), import('./router/ReactRouterBridge')]);
    return { default: bridge.withReactRouter(page.default) };
  });
}

/** Loads a page's component. */
type PageLoader = () => Promise<{ default: ComponentType }>;

/** The pages whose words are the catalog part named by their path (see pageWithWords). */
const PAGES_WITH_WORDS = {
  '/': () => import('../pages/HomePage'),
  '/what-is-puja': () => import('../pages/WhatIsPujaPage'),
  '/brahmasthanam-temple': () => import('../pages/BrahmasthanamTemplePage'),
  '/types-of-puja': () => import('../pages/TypesOfPujaPage'),
  '/special-pujas': () => import('../pages/SpecialPujasPage'),
  '/puja-kali': () => import('../pages/PujaKaliPage'),
  '/order-a-puja': () => import('../pages/OrderAPujaPage'),
  '/puja-recommendation': () => import('../pages/PujaRecommendationPage'),
  '/jyotish': () => import('../pages/JyotishPage'),
  '/astro-disclaimer': () => import('../pages/AstroDisclaimerPage'),
  '/order-a-puja-printable': async () => {
    const { default: Form } = await import('../pages/PrintableOrderFormPage');
    // The form's words are a catalog of their own (docs/translating.md).
    return {
      default: function PrintableFormWithWords() {
        useCatalog('form');
        return <Form />;
      },
    };
  },
  '/privacy': () => import('../pages/PrivacyPage'),
  '/terms': () => import('../pages/TermsPage'),
  '/content-nav': () => import('../pages/ContentNavPage'),
  '/menu': () => import('../pages/MenuPage'),
  '/find-my-order': () => import('../pages/my-order/FindMyOrderPage'),
  '/account/sign-in': accountPage(() => import('../pages/account/AccountSignInPage')),
  '/account': accountPage(() => import('../pages/account/AccountPage')),
  '/account/family': async () => {
    // The page's services: the account's calls and the finder's place search (src/api).
    const [{ default: Family }, { familyEditorActors }, { browserBirthStarFinder }] =
      await Promise.all([
        import('../pages/account/FamilyPage'),
        import('../api/account-family-editor'),
        import('../api/jyotish'),
      ]);
    return {
      default: function FamilyWithServices() {
        // The family's checks and the place search's words are the flows' (domain, machines).
        useCatalog('flows');
        return <Family actors={familyEditorActors} placeFinder={browserBirthStarFinder} />;
      },
    };
  },
  '/account/year': yearPage(() => import('../pages/account-year/AccountYearPage')),
  '/puja-order-form-start': () => import('../pages/PujaOrderStartPage'),
} satisfies Partial<Record<SitePart, PageLoader>>;

export const PAGES: Readonly<Record<string, LazyPage>> = {
  ...Object.fromEntries(
    Object.entries(PAGES_WITH_WORDS).map(([path, load]) => [
      path,
      pageWithWords(path as keyof typeof PAGES_WITH_WORDS, load),
    ]),
  ),
  '/order-a-puja-online': orderWizardPage(() => import('../wizards/puja-order/PujaOrderPage')),
  '/puja-recommendation-online': orderWizardPage(
    () => import('../wizards/recommendation/RecommendationOrderPage'),
  ),
  '/order-regional-puja': orderWizardPage(
    () => import('../wizards/regional-puja/RegionalPujaOrderPage'),
  ),
  '/order-regional-astro': orderWizardPage(
    () => import('../wizards/regional-astro/RegionalAstroOrderPage'),
  ),
  '/astro-start': wizardPage(() => import('../wizards/astro/AstroStartPage')),
  '/astro-schedule': wizardPage(() => import('../wizards/astro/AstroSchedulePage')),
  '/astro-reschedule': wizardPage(() => import('../wizards/astro/AstroReschedulePage')),
};
