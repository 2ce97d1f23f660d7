import { msg } from '@lingui/core/macro';
import { CallsToAction } from './CallsToAction';
import { AstrologyPage } from './ContentAside';
import { PageIntro, Topics, type Topic } from './Topics';

const TOPICS: readonly Topic[] = [
  {
    id: 'how',
    title: msg`How it works`,
    blocks: [
      {
        ordered: true,
        list: [
          msg`Fill in the recommendation form with the birth details of each person: name, birth star if known, and the date, time and place of birth.`,
          msg`Add any question or concern you would like the astrologer to keep in mind.`,
          msg`Pay for the recommendation securely by card.`,
          msg`The astrologer studies each chart and sends you the recommended pujas.`,
        ],
      },
    ],
  },
  {
    id: 'why-chart',
    title: msg`Why the chart matters`,
    blocks: [
      msg`In the Vedic view, a birth chart shows which pujas suit a person and when, because it reflects the results of their past actions. Difficult periods are linked above all to Saturn, Mars and Rahu, and the corrective pujas are chosen with those periods in mind.`,
    ],
  },
  {
    id: 'details',
    title: msg`Price and timing`,
    blocks: [
      msg`The price of a recommendation is shown in the form before you pay. How long the astrologer takes to reply is not yet stated here; the temple will add it to this page.`,
    ],
  },
];

export default function PujaRecommendationPage() {
  return (
    <AstrologyPage aside="recommendation">
      <PageIntro
        title={msg`Puja Recommendation`}
        lead={msg`Not sure which puja to choose? A Vedic astrologer can look at your birth chart and suggest the pujas that suit you, and the times when they would help most.`}
      />
      <Topics topics={TOPICS} />
      <CallsToAction
        steps={[
          { to: '/puja-recommendation-online', label: msg`Request a recommendation`, main: true },
          { to: '/jyotish', label: msg`Book a full astrology reading instead` },
        ]}
      />
    </AstrologyPage>
  );
}
