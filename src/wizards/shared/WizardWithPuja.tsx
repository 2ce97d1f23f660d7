import { OrderWizard, type OrderWizardProps } from './OrderWizard';
import { useFamilyOffer } from './family-offer';
import { useOrderAgainSeed } from './order-again';
import { usePageAddress } from './page-address';
import { idFromSearch } from './region-param';

/**
 * An order flow that may open with a puja chosen (?puja=ID): a fresh wizard for each puja asked;
 * or with an earlier order's people ("Order again" from the order's page), or a
 * reminder's person from the devotee's family (family-offer.ts).
 */
export function WizardWithPuja({ flow, copy }: Pick<OrderWizardProps, 'flow' | 'copy'>) {
  const pujaId = idFromSearch(usePageAddress().search, 'puja');
  const again = useOrderAgainSeed();
  // Only the puja order takes a reminder's person (its day is a puja's date).
  const familyOffer = useFamilyOffer(flow.kind === 'puja');
  return (
    <OrderWizard
      key={pujaId ?? 'none'}
      flow={flow}
      copy={copy}
      storageKey={flow.draftKey}
      input={{ pujaId, again }}
      familyOffer={familyOffer}
    />
  );
}
