/** The browser's implementations of the order flows' actor slots (the four order routes). */
import type { WizardServices } from '../wizards/shared/services';
import { accountPresent, loadFamilyPerson } from './account-family';
import { browserDraftActors } from './draft-storage';
import { browserOrderActors } from './order-actors';
import { browserStepHistory } from './step-history';

export const browserOrderWizardServices: WizardServices = {
  orderActors: () => ({
    ...browserOrderActors(),
    ...browserDraftActors,
    stepHistory: browserStepHistory,
  }),
  familyPerson: async (id) => (accountPresent(document.cookie) ? loadFamilyPerson(id) : null),
};
