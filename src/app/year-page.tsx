/**
 * The year page's route: the page and the browser's year services
 * (src/api/sacred-year.ts) load together, and the page renders inside their
 * provider.
 */
import type { ComponentType } from 'react';
import { YearServicesContext } from '../pages/account-year/year-services';

export function yearPage(
  load: () => Promise<{ default: ComponentType }>,
): () => Promise<{ default: ComponentType }> {
  return async () => {
    const [{ default: Page }, { browserYearActors }] = await Promise.all([
      load(),
      import('../api/sacred-year'),
    ]);
    const services = browserYearActors();
    return {
      default: function YearRoute() {
        return (
          <YearServicesContext.Provider value={services}>
            <Page />
          </YearServicesContext.Provider>
        );
      },
    };
  };
}
