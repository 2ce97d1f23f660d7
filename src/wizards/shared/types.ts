import type { SnapshotFrom } from 'xstate';
import type { OrderFlow, OrderWizardEvent, OrderWizardMachine } from '../../../machines/shared';
import type { WizardCopy } from './copy';

export type WizardSnapshot = SnapshotFrom<OrderWizardMachine>;
export type WizardSend = (event: OrderWizardEvent) => void;

export interface StepProps {
  snapshot: WizardSnapshot;
  send: WizardSend;
  flow: OrderFlow;
  copy: WizardCopy;
}
