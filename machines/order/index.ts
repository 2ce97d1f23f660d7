/**
 * The four order flows: their one machine (machine.ts), its context, events
 * and actor slots, the rules of each step, the flow descriptions and the
 * selectors views read.
 */
export { orderMachine } from './machine';
export { orderActors } from './actors';
export type { DraftStoreEvent, OrderDraftRecord, OrderReceipt, SavedOrder } from './draft';
export type { OrderSeed, OrderWizardContext, OrderWizardInput } from './context';
export { freshProgress } from './context';
export type { OrderWizardEvent } from './events';
export { WIZARD_STEPS, type WizardStep } from './steps';
export { invalidProblem, reviewProblem } from './payment-problem';
export { addPerson, canAddPerson, canRemovePerson, removePerson, updatePerson } from './people';
export { EMPTY_PREFS, type LoadPrefsInput, type PrefsBundle } from './prefs';
export { fieldName, namedError, stepOfPath, toDraftPath } from './error-paths';
export {
  choiceErrors,
  schemaErrors,
  stepErrors,
  type ChoiceRules,
  type StepRules,
} from './validation';
export {
  flowSteps,
  goodsDisclosureOf,
  orderTotalOf,
  postsPrasad,
  prasadPlaceNames,
  stepOf,
} from './selectors';
export {
  flowOf,
  flowRules,
  pujaOrderFlow,
  recommendationFlow,
  regionalAstroFlow,
  regionalPujaFlow,
  type OrderFlow,
} from './flows';
export { orderSetup, paymentInputOf } from './setup';
export { takesFamilyPrefill, type DateNotice, type FamilyPrefill } from './wanted-date';
export {
  chosenChoice,
  chosenRegionName,
  eventChoices,
  onlyChoiceId,
  pujaChoiceGroups,
  pujaChoices,
  pujaDateChoices,
  regionsOffered,
  type EventChoice,
  type PujaChoice,
  type PujaChoiceGroup,
} from './choices';
