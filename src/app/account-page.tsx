/**
 * An account page's route: the page and the browser's account services
 * (src/api/account.ts) load together, and the page renders inside their
 * provider. A sign-in, a sign-out or a session found over marks the header
 * at once (./shell/account-presence.ts).
 */
import type { ComponentType } from 'react';
import { AccountServicesContext } from '../pages/account/account-services';
import { markAccountPresence } from './shell/account-presence';

export function accountPage(
  load: () => Promise<{ default: ComponentType }>,
): () => Promise<{ default: ComponentType }> {
  return async () => {
    const [{ default: Page }, { browserAccountActors }] = await Promise.all([
      load(),
      import('../api/account'),
    ]);
    const services = browserAccountActors(() => markAccountPresence(document));
    return {
      default: function AccountRoute() {
        return (
          <AccountServicesContext.Provider value={services}>
            <Page />
          </AccountServicesContext.Provider>
        );
      },
    };
  };
}
