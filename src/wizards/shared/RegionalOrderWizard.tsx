/**
 * A regional flow's page: the region comes from `?region=` (the picker when
 * there is none), each region keeps its own draft, and an "order again"
 * seeds it.
 */
import { useLocation } from 'react-router-dom';
import type { OrderFlow } from '../../../machines/order';
import type { WizardCopyMessages } from './copy';
import { OrderWizard } from './OrderWizard';
import { useOrderAgainSeed } from './order-again';
import { regionFromSearch } from './region-param';
import type { OrderWizardMachine } from './types';

export function RegionalOrderWizard(props: {
  machine: OrderWizardMachine;
  flow: OrderFlow;
  copy: WizardCopyMessages;
  /** The drafts' key before the region: `regional-puja` keeps `regional-puja:7`. */
  storagePrefix: string;
}) {
  const regionId = regionFromSearch(useLocation().search);
  const again = useOrderAgainSeed();
  const region = regionId ?? 'picker';
  return (
    <OrderWizard
      key={region}
      machine={props.machine}
      flow={props.flow}
      copy={props.copy}
      storageKey={`${props.storagePrefix}:${region}`}
      input={{ regionId, again }}
    />
  );
}
