/**
 * A wizard route: the page and the browser's wizard services load together
 * (lazily, so no page but the wizards carries the API client), and the page
 * renders inside the services' provider. The order routes load only the order
 * flows' services and read the address from the site's router
 * (`orderWizardPage`, ./site-page-address.tsx): neither the astrology
 * booking's client and schemas nor react-router is part of their start. The
 * astrology booking, written with react-router-dom, runs in react-router's
 * router (./router/ReactRouterBridge.tsx), loaded with it.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { WizardServicesContext, type WizardServices } from '../wizards/shared/services';
import { useCatalog } from './i18n/use-catalog';
import { SitePageAddress } from './site-page-address';

type Load<T> = () => Promise<T>;

/** A lazily loaded route whose loading can be started before React renders it. */
export type PreloadablePage = LazyExoticComponent<ComponentType> & { preload: () => void };

/** True for a wizard's route (made by this module): its loading can start early. */
export const isWizardPage = (page: unknown): page is PreloadablePage =>
  typeof page === 'function' || (typeof page === 'object' && page !== null)
    ? 'preload' in page && typeof page.preload === 'function'
    : false;

/** The wizards' words: the `flows` catalog and their part of the site's. */
export const WIZARD_CATALOGS = ['flows', 'site:apps'] as const;

/** How a wizard's page reaches the address: react-router's router, or the site router's address. */
type Routing = () => Promise<(Page: ComponentType) => ComponentType>;

/** The astrology booking: written with react-router-dom, run on the site router (./router/ReactRouterBridge.tsx). */
const withReactRouter: Routing = () =>
  import('./router/ReactRouterBridge').then((module) => module.withReactRouter);

/** The order flows: the site router's address (./site-page-address.tsx), no react-router. */
const withPageAddress: Routing = async () =>
  function addressed(Page: ComponentType) {
    return function AddressedPage() {
      return (
        <SitePageAddress>
          <Page />
        </SitePageAddress>
      );
    };
  };

function routedWithServices(
  load: Load<{ default: ComponentType }>,
  loadServices: Load<WizardServices>,
  routing: Routing,
): PreloadablePage {
  let loading: Promise<{ default: ComponentType }> | null = null;
  const start = () =>
    (loading ??= (async () => {
      await import('./wizard-libraries');
      // The wizard's own modules are evaluated in a later task than the libraries.
      await new Promise((resolve) => setTimeout(resolve, 0));
      const [{ default: Page }, services, route] = await Promise.all([
        load(),
        loadServices(),
        routing(),
      ]);
      const RoutedPage = route(Page);
      function WizardRoute() {
        // The wizards' words load with the wizard (src/app/boot.tsx loads them before it hydrates one).
        useCatalog(WIZARD_CATALOGS[0]);
        useCatalog(WIZARD_CATALOGS[1]);
        return (
          <WizardServicesContext.Provider value={services}>
            <RoutedPage />
          </WizardServicesContext.Provider>
        );
      }
      return { default: WizardRoute };
    })());
  // A failure reaches the page's error handling through lazy(); the early start only looks away.
  return Object.assign(lazy(start), { preload: () => void start().catch(() => undefined) });
}

/** The astrology booking's routes: every wizard service. */
export function wizardPage(load: Load<{ default: ComponentType }>) {
  return routedWithServices(
    load,
    () => import('../api/wizard-services').then((module) => module.browserWizardServices),
    withReactRouter,
  );
}

/** An order flow's route: the order flows' services only. */
export function orderWizardPage(load: Load<{ default: ComponentType }>) {
  return routedWithServices(
    load,
    () =>
      import('../api/order-wizard-services').then((module) => module.browserOrderWizardServices),
    withPageAddress,
  );
}
