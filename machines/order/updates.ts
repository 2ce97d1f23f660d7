/** The order flows' answers changed by the visitor's choices (pure; the named actions call these). */
import { NO_PUJA_ID } from '../../domain/constants';
import type { AddressDraft, PersonDraft } from '../../domain/order-draft';
import type { OrderWizardContext } from './context';
import { updatePerson } from './people';
import type { WizardStep } from './steps';

/** Billing as the prasad address, keeping a billing email already given. */
export function billingFromShipping(shipping: AddressDraft, billing: AddressDraft): AddressDraft {
  return { ...shipping, email: billing.email || shipping.email };
}

/** A person's puja or event; a different one drops the date chosen for the previous one. */
export function withPujaChosen(
  people: PersonDraft[],
  index: number,
  pujaId: number,
): PersonDraft[] {
  const person = people[index];
  if (!person) return people;
  return updatePerson(people, index, {
    pujaId,
    ...(person.pujaId !== pujaId ? { requestedPujaDate: '' } : {}),
  });
}

/**
 * A region chosen, the first time or after "Change": what was typed stays;
 * another region's events drop the events chosen, and the visitor comes back
 * to the step left (or to the choices, when a choice was dropped).
 */
export function regionChosen(
  context: OrderWizardContext,
  regionId: number,
  steps: readonly WizardStep[],
): Partial<OrderWizardContext> {
  if (context.regionId === null) return { regionId };
  const changed = context.regionId !== regionId;
  const dropsChoice = changed && context.people.some((person) => person.pujaId !== NO_PUJA_ID);
  const back =
    dropsChoice && steps.indexOf(context.lastStep) > steps.indexOf('pujas')
      ? 'pujas'
      : context.lastStep;
  return {
    regionId,
    restoredStep: back,
    people: dropsChoice
      ? context.people.map((person) => ({ ...person, pujaId: NO_PUJA_ID }))
      : context.people,
  };
}
