import type { SnapshotFrom } from 'xstate';
import type {
  FamilyPrefill,
  OrderFlow,
  OrderWizardEvent,
  orderMachine,
} from '../../../machines/order';
import type { WizardCopy } from './copy';

/** The four order flows' machine: the steps render it alike for each. */
export type OrderWizardMachine = typeof orderMachine;
export type WizardSnapshot = SnapshotFrom<OrderWizardMachine>;
export type WizardSend = (event: OrderWizardEvent) => void;

export interface StepProps {
  snapshot: WizardSnapshot;
  send: WizardSend;
  flow: OrderFlow;
  copy: WizardCopy;
  /** A reminder's person, offered on the first step (a signed-in devotee's family). */
  familyOffer?: FamilyOffer | null;
}

/** A person of the devotee's family whom a reminder's link names, and the day it is for. */
export interface FamilyOffer {
  name: string;
  prefill: FamilyPrefill;
}
