/** What an order flow's machine is sent: the visitor's events, and its actors' answers. */
import type { DoneActorEvent } from 'xstate';
import type { AddressDraft, PersonDraft } from '../../domain/order-draft';
import type { Region } from '../../domain/prefs';
import type { TempleDetails } from '../../domain/temple-details';
import type { BirthStarFlowEvent } from '../birth-star/flow-events';
import type { PaymentOutput, PaymentProgressEvent } from '../payment';
import type { SavedOrder } from './draft';
import type { PrefsBundle } from './prefs';
import type { WizardStep } from './steps';
import type { FamilyPrefill } from './wanted-date';

/** What the pages send (and the payment machine and the finder, the flow's children). */
export type OrderWizardEvent =
  | { type: 'region.choose'; regionId: number }
  /** "Change" beside the region on any step of a regional flow: back to the region step. */
  | { type: 'region.change' }
  /** A person's puja or event (a different puja drops the date chosen for the previous one). */
  | { type: 'person.choose'; index: number; pujaId: number }
  | { type: 'person.add' }
  | { type: 'person.remove'; index: number }
  | { type: 'person.update'; index: number; values: Partial<PersonDraft> }
  /** A reminder's link: the first person from the family, and the day wanted for the puja. */
  | ({ type: 'family.prefill' } & FamilyPrefill)
  | { type: 'notes.update'; value: string }
  | { type: 'prasad.decline'; declined: boolean }
  | { type: 'shipping.update'; values: Partial<AddressDraft> }
  | { type: 'billing.update'; values: Partial<AddressDraft> }
  | { type: 'billing.sameAsShipping'; value: boolean }
  | { type: 'history.go'; step: string }
  | { type: 'wizard.next' }
  | { type: 'wizard.back' }
  | { type: 'wizard.edit'; step: WizardStep }
  | PaymentProgressEvent
  | { type: 'draft.discard' }
  | BirthStarFlowEvent;

/** The invoked actors' answers, which the named actions and guards read with `assertEvent`. */
export type OrderActorDoneEvent =
  | DoneActorEvent<SavedOrder | null, 'loadDraft'>
  | DoneActorEvent<Region[], 'loadRegions'>
  | DoneActorEvent<PrefsBundle, 'loadPrefs'>
  | DoneActorEvent<TempleDetails | null, 'loadTemple'>
  | DoneActorEvent<PaymentOutput, 'payment'>;

export type OrderMachineEvent = OrderWizardEvent | OrderActorDoneEvent;
