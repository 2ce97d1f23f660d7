/** Which errors stop each step, from the domain's rules and the flow's kind of choice. */
import type { FieldError } from '../../domain/api-error';
import { OTHER_STATE, type OrderKind } from '../../domain/constants';
import { orderPayloadSchemas, type AnyOrderPayload } from '../../domain/order-payload';
import { namedError, notesTooLong, stepOfPath, toDraftPath } from './error-paths';
import { openEvents, openPujaDates } from '../../domain/open-choices';
import {
  choiceError,
  validateAddress,
  validatePeople,
  validatePrasadPlace,
  validatePujaChoices,
  type ChoiceNoun,
} from '../../domain/order-draft';
import type { OrderWizardContext } from './context';
import type { WizardStep } from './steps';

export interface ChoiceRules {
  /** What one choice is called on screen. */
  noun: ChoiceNoun;
  /** Plain orders ask for one of the puja's open dates. */
  needsDate: boolean;
  /** The choices come from the region's events instead of the puja list. */
  fromEvents: boolean;
}

export const NOTES_LIMIT = 2000;

export function choiceErrors(context: OrderWizardContext, rules: ChoiceRules): FieldError[] {
  const errors = validatePujaChoices(context.people, {
    noun: rules.noun,
    needsDate: rules.needsDate,
    openDates: (pujaId) => openPujaDates(context.prefs.order, pujaId, context.loadedAt),
  });
  if (!rules.fromEvents) {
    // A choice without dates (a recommendation) must still be one the temple offers: a draft
    // restored days later may hold an item since withdrawn.
    if (!rules.needsDate) {
      const offered = new Set(
        context.prefs.order.pujaRecommendationDetails.map((detail) => detail.pujaId ?? detail.id),
      );
      context.people.forEach((person, index) => {
        const path = `people.${index}.pujaId`;
        if (!offered.has(person.pujaId) && !errors.some((error) => error.path === path)) {
          errors.push(choiceError(index, rules.noun));
        }
      });
    }
    return errors;
  }
  const open = new Set(
    openEvents(context.prefs.events, context.regionId, context.loadedAt).map((e) => e.id),
  );
  context.people.forEach((person, index) => {
    const path = `people.${index}.pujaId`;
    if (!open.has(person.pujaId) && !errors.some((error) => error.path === path)) {
      errors.push(choiceError(index, rules.noun, true));
    }
  });
  return errors;
}

/** What a flow's step checks need besides the context. */
export interface StepRules {
  kind: OrderKind;
  choice: ChoiceRules;
  /** The steps this draft walks through (the prasad address only while prasad is posted). */
  steps: (context: OrderWizardContext) => readonly WizardStep[];
  buildPayload: (context: OrderWizardContext) => AnyOrderPayload;
}

/**
 * The server's own schema run over the payload this draft becomes, as field
 * errors on the draft's paths: every length limit and date rule the server
 * checks is checked here too, so a draft that passes is never refused with 400.
 */
export function schemaErrors(context: OrderWizardContext, rules: StepRules): FieldError[] {
  const parsed = orderPayloadSchemas(context.clock)[rules.kind].safeParse(
    rules.buildPayload(context),
  );
  if (parsed.success) return [];
  return parsed.error.issues.flatMap((issue) => {
    const raw = issue.path.join('.');
    // "Add at least one person with a puja" belongs to the first person's choice.
    let path = raw === 'pujaOrderLineitems' ? 'people.0.pujaId' : toDraftPath(raw);
    const person = /^people\.(\d+)\./.exec(path);
    // Padding line items are never the visitor's: their issues come from a person's.
    if (person && Number(person[1]) >= context.people.length) return [];
    // A blank prasad email is sent as the billing one, which the billing step requires.
    if (path === 'shipping.email' && context.shipping.email.trim() === '') return [];
    const address = /^(billing|shipping)\.(state|otherName)$/.exec(path);
    if (address && context[address[1] as 'billing' | 'shipping'].state === OTHER_STATE)
      path = `${address[1]}.stateOther`;
    return [namedError(path, issue)];
  });
}

function ownErrors(context: OrderWizardContext, step: WizardStep, rules: StepRules): FieldError[] {
  switch (step) {
    case 'people':
      return validatePeople(context.people, context.clock().getTime());
    case 'pujas':
      return choiceErrors(context, rules.choice);
    case 'notes':
      return context.notes.length > NOTES_LIMIT ? [notesTooLong(NOTES_LIMIT)] : [];
    case 'shipping':
      return [
        ...validateAddress(context.shipping, { prefix: 'shipping', needsEmail: false }),
        ...validatePrasadPlace(context.shipping, context.prefs.prasadCountries),
      ];
    case 'billing':
      return validateAddress(context.billing, { prefix: 'billing', needsEmail: true });
    case 'review':
      return [];
  }
}

/**
 * Whether a step may be left: `stepErrors(...)` is empty. The step's own
 * checks come first and settle most answers (an empty form); the server
 * schema runs only when they pass, so drawing a step that is not yet filled
 * in never builds or runs the schema.
 */
export function stepIsValid(
  context: OrderWizardContext,
  step: WizardStep,
  rules: StepRules,
): boolean {
  const steps: WizardStep[] =
    step === 'review' ? rules.steps(context).filter((other) => other !== 'review') : [step];
  if (steps.some((one) => ownErrors(context, one, rules).length > 0)) return false;
  return stepErrors(context, step, rules).length === 0;
}

/**
 * Every error of a step at once: the step's own checks (worded for the
 * visitor), then the server schema's issues on the step's fields that those
 * did not already name. The review collects the errors of every step.
 */
export function stepErrors(
  context: OrderWizardContext,
  step: WizardStep,
  rules: StepRules,
): FieldError[] {
  const steps: WizardStep[] =
    step === 'review' ? rules.steps(context).filter((other) => other !== 'review') : [step];
  const own = steps.flatMap((one) => ownErrors(context, one, rules));
  const named = new Set(own.map((error) => error.path));
  const fromSchema = schemaErrors(context, rules).filter((error) => {
    if (named.has(error.path)) return false;
    named.add(error.path);
    return steps.includes(stepOfPath(error.path));
  });
  return [...own, ...fromSchema];
}
