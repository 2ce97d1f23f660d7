import { useLocation } from 'react-router-dom';
import { regionalAstroFlow, regionalAstroMachine } from '../../../machines/regional-astro';
import { OrderWizard } from '../shared/OrderWizard';
import { useOrderAgainSeed } from '../shared/order-again';
import type { WizardCopy } from '../shared/copy';
import { regionFromSearch } from '../shared/region-param';

export const REGIONAL_ASTRO_COPY: WizardCopy = {
  title: 'Book an astrology session at a regional event',
  lead: 'Book a Vedic astrology session at a regional programme for up to five people. Birth details help the astrologer prepare.',
  choiceLabel: 'Session',
  choiceStepTitle: 'Choose the session for each person',
  choiceHint:
    'The astrologer meets each person at the event you choose. Each time is given where the event takes place, and in your own time zone when that differs.',
  notesHint: 'Tell the astrologer what you would like to ask about.',
  confirmation: 'Bring your order number to the event.',
};

export default function RegionalAstroOrderPage() {
  const regionId = regionFromSearch(useLocation().search);
  const again = useOrderAgainSeed();
  return (
    <OrderWizard
      key={regionId ?? 'picker'}
      machine={regionalAstroMachine}
      flow={regionalAstroFlow}
      copy={REGIONAL_ASTRO_COPY}
      storageKey={`regional-astro:${regionId ?? 'picker'}`}
      input={{ regionId, again }}
    />
  );
}
