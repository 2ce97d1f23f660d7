import type { SnapshotFrom } from 'xstate';
import type { OrderFlow, OrderWizardEvent, orderMachine } from '../../../machines/order';
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
}
