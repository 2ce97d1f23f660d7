/**
 * Which component renders each route. Every page is its own lazily loaded
 * chunk; the layout shows 'Loading...' while one loads. The keys are exactly
 * the paths of SITE_ROUTES (checked by a test).
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { orderWizardPage, wizardPage } from './wizard-page';
import { useCatalog } from './i18n/use-catalog';

type LazyPage = LazyExoticComponent<ComponentType>;

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

export const PAGES: Readonly<Record<string, LazyPage>> = {
  '/': lazy(() => import('../pages/HomePage')),
  '/what-is-puja': lazy(() => import('../pages/WhatIsPujaPage')),
  '/brahmasthanam-temple': lazy(() => import('../pages/BrahmasthanamTemplePage')),
  '/types-of-puja': lazy(() => import('../pages/TypesOfPujaPage')),
  '/special-pujas': lazy(() => import('../pages/SpecialPujasPage')),
  '/puja-kali': lazy(() => import('../pages/PujaKaliPage')),
  '/order-a-puja': lazy(() => import('../pages/OrderAPujaPage')),
  '/puja-recommendation': lazy(() => import('../pages/PujaRecommendationPage')),
  '/jyotish': lazy(() => import('../pages/JyotishPage')),
  '/astro-disclaimer': lazy(() => import('../pages/AstroDisclaimerPage')),
  '/order-a-puja-printable': lazy(async () => {
    const { default: Form } = await import('../pages/PrintableOrderFormPage');
    // The form's words are a catalog of their own (docs/translating.md).
    return {
      default: function PrintableFormWithWords() {
        useCatalog('form');
        return <Form />;
      },
    };
  }),
  '/privacy': lazy(() => import('../pages/PrivacyPage')),
  '/terms': lazy(() => import('../pages/TermsPage')),
  '/content-nav': lazy(() => import('../pages/ContentNavPage')),
  '/menu': lazy(() => import('../pages/MenuPage')),
  '/find-my-order': lazy(() => import('../pages/my-order/FindMyOrderPage')),
  '/puja-order-form-start': withReactRouter(
    () => import('../wizards/puja-order/PujaOrderStartPage'),
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
