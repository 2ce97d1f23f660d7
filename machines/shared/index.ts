/** The pieces every order flow (and the astrology booking) is built from. */
export { orderActors, type HistoryGoEvent, type StepHistoryEvent } from './actors';
export type { DraftStoreEvent, OrderDraftRecord, OrderReceipt, SavedOrder } from './draft';
export type { OrderWizardContext, OrderWizardEvent, OrderWizardInput } from './context';
export { WIZARD_STEPS, type WizardStep } from './steps';
export {
  invalidProblem,
  newIdempotencyKey,
  reviewProblem,
  toDraftPath,
  type PaymentProblem,
} from './payment';
export { addPerson, canAddPerson, canRemovePerson, removePerson, updatePerson } from './people';
export { EMPTY_PREFS, type LoadPrefsInput, type PrefsBundle } from './prefs';
export { fieldName, namedMessage, stepOfPath } from './error-paths';
export {
  choiceErrors,
  schemaErrors,
  stepErrors,
  type ChoiceRules,
  type StepRules,
} from './validation';
export { flowSteps, orderTotalOf, stepOf } from './selectors';
export {
  createOrderWizardMachine,
  flowRules,
  type OrderFlow,
  type OrderWizardMachine,
} from './order-wizard';
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
