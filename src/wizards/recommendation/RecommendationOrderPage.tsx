import { recommendationFlow, recommendationMachine } from '../../../machines/recommendation';
import type { WizardCopy } from '../shared/copy';
import { WizardWithPuja } from '../shared/WizardWithPuja';

export const RECOMMENDATION_COPY: WizardCopy = {
  title: 'Request a puja recommendation',
  lead: 'Ask an astrologer which pujas suit up to five people. The recommendation is based on each person’s birth details, so give them as fully as you can.',
  choiceLabel: 'Recommendation',
  choiceStepTitle: 'Choose the recommendation for each person',
  choiceHint:
    'An astrologer studies each person’s birth details and recommends the pujas that suit them. Choose the kind of recommendation you would like.',
  notesHint: 'Tell the astrologer about any concern you would like the recommendation to address.',
  confirmation: 'The astrologer will send the recommendation by email.',
};

export default function RecommendationOrderPage() {
  return (
    <WizardWithPuja
      machine={recommendationMachine}
      flow={recommendationFlow}
      copy={RECOMMENDATION_COPY}
      storageKey="recommendation"
    />
  );
}
