import { useLocation } from 'react-router-dom';
import { regionalPujaFlow, regionalPujaMachine } from '../../../machines/regional-puja';
import { OrderWizard } from '../shared/OrderWizard';
import { useOrderAgainSeed } from '../shared/order-again';
import type { WizardCopy } from '../shared/copy';
import { regionFromSearch } from '../shared/region-param';

export const REGIONAL_PUJA_COPY: WizardCopy = {
  title: 'Order a puja at a regional event',
  lead: 'Order pujas performed at a regional programme for up to five people, and have the prasad posted to you afterwards.',
  choiceLabel: 'Event',
  choiceStepTitle: 'Choose the event for each person',
  choiceHint:
    'The puja is performed at the event you choose. Each time is given where the event takes place, and in your own time zone when that differs.',
  notesHint: 'For example, a special intention for the whole family.',
  confirmation: 'The puja will be performed at the event and the prasad posted afterwards.',
};

export default function RegionalPujaOrderPage() {
  const regionId = regionFromSearch(useLocation().search);
  const again = useOrderAgainSeed();
  return (
    <OrderWizard
      key={regionId ?? 'picker'}
      machine={regionalPujaMachine}
      flow={regionalPujaFlow}
      copy={REGIONAL_PUJA_COPY}
      storageKey={`regional-puja:${regionId ?? 'picker'}`}
      input={{ regionId, again }}
    />
  );
}
