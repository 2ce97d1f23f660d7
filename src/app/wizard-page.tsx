/**
 * A wizard route: the page, the browser's wizard services and react-router
 * load together (all lazily, so no page but the wizards carries the API
 * client or react-router), and the page renders inside the services' provider
 * and react-router's router (./router/ReactRouterBridge.tsx).
 */
import { lazy, type ComponentType } from 'react';
import { WizardServicesContext } from '../wizards/shared/services';

export function wizardPage(load: () => Promise<{ default: ComponentType }>) {
  return lazy(async () => {
    const [{ default: Page }, { browserWizardServices }, { withReactRouter }] = await Promise.all([
      load(),
      import('../api/wizard-services'),
      import('./router/ReactRouterBridge'),
    ]);
    const RoutedPage = withReactRouter(Page);
    function WizardRoute() {
      return (
        <WizardServicesContext.Provider value={browserWizardServices}>
          <RoutedPage />
        </WizardServicesContext.Provider>
      );
    }
    return { default: WizardRoute };
  });
}
