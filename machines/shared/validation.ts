/** Which errors stop each step, from the domain's rules and the flow's kind of choice. */
import type { FieldError } from '../../src/domain/api-error';
import { openEvents, openPujaDates } from '../../src/domain/open-choices';
import { validateAddress, validatePeople, validatePujaChoices } from '../../src/domain/order-draft';
import type { OrderWizardContext, WizardStep } from './context';

export interface ChoiceRules {
  /** What one choice is called on screen: 'puja', 'event' or 'session'. */
  noun: string;
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
  if (!rules.fromEvents) return errors;
  const open = new Set(
    openEvents(context.prefs.events, context.regionId, context.loadedAt).map((e) => e.id),
  );
  context.people.forEach((person, index) => {
    const path = `people.${index}.pujaId`;
    if (!open.has(person.pujaId) && !errors.some((error) => error.path === path)) {
      errors.push({ path, message: `Choose an open ${rules.noun} for person ${index + 1}` });
    }
  });
  return errors;
}

export function stepErrors(
  context: OrderWizardContext,
  step: WizardStep,
  rules: ChoiceRules,
  steps: readonly WizardStep[],
): FieldError[] {
  switch (step) {
    case 'people':
      return validatePeople(context.people);
    case 'pujas':
      return choiceErrors(context, rules);
    case 'notes':
      return context.notes.length > NOTES_LIMIT
        ? [{ path: 'notes', message: `Keep the notes under ${NOTES_LIMIT} characters` }]
        : [];
    case 'shipping':
      return validateAddress(context.shipping, { prefix: 'shipping', needsEmail: false });
    case 'billing':
      return validateAddress(context.billing, { prefix: 'billing', needsEmail: true });
    case 'review':
      return steps
        .filter((other) => other !== 'review')
        .flatMap((other) => stepErrors(context, other, rules, steps));
  }
}
