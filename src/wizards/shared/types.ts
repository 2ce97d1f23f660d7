import type { SnapshotFrom } from 'xstate';
import type { OrderFlow, OrderWizardEvent } from '../../../machines/order';
import type { pujaOrderMachine } from '../../../machines/puja-order';
import type { recommendationMachine } from '../../../machines/recommendation';
import type { regionalAstroMachine } from '../../../machines/regional-astro';
import type { regionalPujaMachine } from '../../../machines/regional-puja';
import type { WizardCopy } from './copy';

/** Any of the four order flows' machines: the steps render them alike. */
export type OrderWizardMachine =
  | typeof pujaOrderMachine
  | typeof recommendationMachine
  | typeof regionalPujaMachine
  | typeof regionalAstroMachine;
export type WizardSnapshot = SnapshotFrom<OrderWizardMachine>;
export type WizardSend = (event: OrderWizardEvent) => void;

export interface StepProps {
  snapshot: WizardSnapshot;
  send: WizardSend;
  flow: OrderFlow;
  copy: WizardCopy;
}
