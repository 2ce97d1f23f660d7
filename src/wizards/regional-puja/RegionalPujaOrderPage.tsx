import { useLocation } from 'react-router-dom';
import { orderMachine, regionalPujaFlow } from '../../../machines/order';
import { OrderWizard } from '../shared/OrderWizard';
import { msg } from '@lingui/core/macro';
import type { WizardCopyMessages } from '../shared/copy';
import { useOrderAgainSeed } from '../shared/order-again';
import { regionFromSearch } from '../shared/region-param';

export const REGIONAL_PUJA_COPY: WizardCopyMessages = {
  title: msg`Order a puja at a regional event`,
  lead: msg`Order pujas performed at a regional programme for up to five people, and have the prasad posted to you afterwards.`,
  choiceLabel: msg`Event`,
  choiceStepTitle: msg`Choose the event for each person`,
  choiceHint: msg`The puja is performed at the event you choose. Each time is given where the event takes place, and in your own time zone when that differs.`,
  notesHint: msg`For example, a special intention for the whole family.`,
  confirmation: msg`The puja will be performed at the event and the prasad posted afterwards.`,
};

export default function RegionalPujaOrderPage() {
  const regionId = regionFromSearch(useLocation().search);
  const again = useOrderAgainSeed();
  return (
    <OrderWizard
      key={regionId ?? 'picker'}
      machine={orderMachine}
      flow={regionalPujaFlow}
      copy={REGIONAL_PUJA_COPY}
      storageKey={`regional-puja:${regionId ?? 'picker'}`}
      input={{ regionId, again }}
    />
  );
}
