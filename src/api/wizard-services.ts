/** The browser's implementations of every wizard machine's actor slots. */
import type { WizardServices } from '../wizards/shared/services';
import { browserAstroActors } from './astro-actors';
import { browserBookingStore } from './booking-storage';
import { browserHourCycle } from './hour-cycle-storage';
import { browserOrderWizardServices } from './order-wizard-services';
import { requestErasure } from './privacy';
import { browserStepHistory } from './step-history';

export const browserWizardServices: WizardServices = {
  ...browserOrderWizardServices,
  astroActors: () => ({
    ...browserAstroActors(),
    ...browserBookingStore,
    stepHistory: browserStepHistory,
  }),
  hourCycle: browserHourCycle,
  requestErasure,
};
