import { OrderWizard, type OrderWizardProps } from './OrderWizard';
import { useOrderAgainSeed } from './order-again';
import { usePageAddress } from './page-address';
import { idFromSearch } from './region-param';

/**
 * An order flow that may open with a puja chosen (?puja=ID): a fresh wizard for each puja asked;
 * or with an earlier order's people ("Order again" from the order's page).
 */
export function WizardWithPuja({ flow, copy }: Pick<OrderWizardProps, 'flow' | 'copy'>) {
  const pujaId = idFromSearch(usePageAddress().search, 'puja');
  const again = useOrderAgainSeed();
  return (
    <OrderWizard
      key={pujaId ?? 'none'}
      flow={flow}
      copy={copy}
      storageKey={flow.draftKey}
      input={{ pujaId, again }}
    />
  );
}
