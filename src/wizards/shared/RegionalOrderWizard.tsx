/**
 * A regional flow's page: the region comes from `?region=` (the picker when
 * there is none), each region keeps its own draft (`regional-puja` keeps
 * `regional-puja:7`), and an "order again" seeds it.
 */
import type { OrderFlow } from '../../../machines/order';
import type { WizardCopyMessages } from './copy';
import { OrderWizard } from './OrderWizard';
import { useOrderAgainSeed } from './order-again';
import { usePageAddress } from './page-address';
import { regionFromSearch } from './region-param';

export function RegionalOrderWizard(props: { flow: OrderFlow; copy: WizardCopyMessages }) {
  const regionId = regionFromSearch(usePageAddress().search);
  const again = useOrderAgainSeed();
  const region = regionId ?? 'picker';
  return (
    <OrderWizard
      key={region}
      flow={props.flow}
      copy={props.copy}
      storageKey={`${props.flow.draftKey}:${region}`}
      input={{ regionId, again }}
    />
  );
}
