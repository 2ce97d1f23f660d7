import { pujaOrderFlow } from '../../../machines/order';
import { msg } from '@lingui/core/macro';
import type { WizardCopyMessages } from '../shared/copy';
import { WizardWithPuja } from '../shared/WizardWithPuja';

export const PUJA_ORDER_COPY: WizardCopyMessages = {
  title: msg`Order a puja online`,
  lead: msg`Order pujas for up to five people and pay by card. Birth details help the priests; leave out anything you do not know.`,
  choiceLabel: msg`Puja`,
  choiceStepTitle: msg`Choose the pujas and dates`,
  choiceHint: msg`Choose one puja for each person and a date for it. Only dates still open for orders are shown.`,
  notesHint: msg`For example, a special intention for the whole family.`,
  confirmation: msg`The temple will perform the pujas on the dates you chose and post the prasad afterwards.`,
};

export default function PujaOrderPage() {
  return <WizardWithPuja flow={pujaOrderFlow} copy={PUJA_ORDER_COPY} />;
}
