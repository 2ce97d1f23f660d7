/** The browser's implementations of every wizard machine's actor slots. */
import type { WizardServices } from '../wizards/shared/services';
import { browserAstroActors } from './astro-actors';
import { browserBookingStore } from './booking-storage';
import { browserDraftActors } from './draft-storage';
import { browserHourCycle } from './hour-cycle-storage';
import { browserOrderActors } from './order-actors';
import { browserStepHistory } from './step-history';

export const browserWizardServices: WizardServices = {
  orderActors: () => ({
    ...browserOrderActors(),
    ...browserDraftActors,
    stepHistory: browserStepHistory,
  }),
  astroActors: () => ({
    ...browserAstroActors(),
    ...browserBookingStore,
    stepHistory: browserStepHistory,
  }),
  hourCycle: browserHourCycle,
};
