import { regionalPujaFlow } from '../../../machines/order';
import { RegionalOrderWizard } from '../shared/RegionalOrderWizard';
import { msg } from '@lingui/core/macro';
import type { WizardCopyMessages } from '../shared/copy';

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
  return <RegionalOrderWizard flow={regionalPujaFlow} copy={REGIONAL_PUJA_COPY} />;
}
