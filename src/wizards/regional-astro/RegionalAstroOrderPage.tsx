import { regionalAstroFlow } from '../../../machines/order';
import { RegionalOrderWizard } from '../shared/RegionalOrderWizard';
import { msg } from '@lingui/core/macro';
import type { WizardCopyMessages } from '../shared/copy';

export const REGIONAL_ASTRO_COPY: WizardCopyMessages = {
  title: msg`Book an astrology session at a regional event`,
  lead: msg`Book a Vedic astrology session at a regional programme for up to five people. Birth details help the astrologer prepare.`,
  choiceLabel: msg`Session`,
  choiceStepTitle: msg`Choose the session for each person`,
  choiceHint: msg`The astrologer meets each person at the event you choose. Each time is given where the event takes place, and in your own time zone when that differs.`,
  notesHint: msg`Tell the astrologer what you would like to ask about.`,
  confirmation: msg`Bring your order number to the event.`,
};

export default function RegionalAstroOrderPage() {
  return <RegionalOrderWizard flow={regionalAstroFlow} copy={REGIONAL_ASTRO_COPY} />;
}
