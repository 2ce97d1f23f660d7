/**
 * A wizard route: the page and the browser's wizard services load together
 * (both lazily, so no page but the wizards carries the API client), and the
 * page renders inside the services' provider.
 */
import { lazy, type ComponentType } from 'react';
import { WizardServicesContext } from '../wizards/shared/services';

export function wizardPage(load: () => Promise<{ default: ComponentType }>) {
  return lazy(async () => {
    const [{ default: Page }, { browserWizardServices }] = await Promise.all([
      load(),
      import('../api/wizard-services'),
    ]);
    function WizardRoute() {
      return (
        <WizardServicesContext.Provider value={browserWizardServices}>
          <Page />
        </WizardServicesContext.Provider>
      );
    }
    return { default: WizardRoute };
  });
}
