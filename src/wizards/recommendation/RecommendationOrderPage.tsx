import { recommendationFlow } from '../../../machines/order';
import { msg } from '@lingui/core/macro';
import type { WizardCopyMessages } from '../shared/copy';
import { WizardWithPuja } from '../shared/WizardWithPuja';

export const RECOMMENDATION_COPY: WizardCopyMessages = {
  title: msg`Request a puja recommendation`,
  lead: msg`Ask an astrologer which pujas suit up to five people. The recommendation is based on each person’s birth details, so give them as fully as you can.`,
  choiceLabel: msg`Recommendation`,
  choiceStepTitle: msg`Choose the recommendation for each person`,
  choiceHint: msg`An astrologer studies each person’s birth details and recommends the pujas that suit them. Choose the kind of recommendation you would like.`,
  notesHint: msg`Tell the astrologer about any concern you would like the recommendation to address.`,
  confirmation: msg`The astrologer will send the recommendation by email.`,
};

export default function RecommendationOrderPage() {
  return <WizardWithPuja flow={recommendationFlow} copy={RECOMMENDATION_COPY} />;
}
