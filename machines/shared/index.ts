/** The pieces every order flow (and the astrology booking) is built from. */
export { orderActors, type SubmitOrderInput } from './actors';
export {
  WIZARD_STEPS,
  type OrderWizardContext,
  type OrderWizardEvent,
  type OrderWizardInput,
  type WizardStep,
} from './context';
export {
  cardProblem,
  declinedProblem,
  invalidProblem,
  newIdempotencyKey,
  submitProblem,
  toDraftPath,
  unknownProblem,
  type PaymentProblem,
} from './payment';
export { addPerson, canAddPerson, canRemovePerson, removePerson, updatePerson } from './people';
export { EMPTY_PREFS, type LoadPrefsInput, type PrefsBundle } from './prefs';
export { choiceErrors, stepErrors, type ChoiceRules } from './validation';
export { flowSteps, stepOf } from './selectors';
export { createOrderWizardMachine, type OrderFlow, type OrderWizardMachine } from './order-wizard';
