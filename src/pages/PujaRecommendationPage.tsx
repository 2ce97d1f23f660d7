import { Trans } from '@lingui/react/macro';
import { CallsToAction, NextStep } from './CallsToAction';
import { AstrologyPage } from './ContentAside';

export default function PujaRecommendationPage() {
  return (
    <AstrologyPage aside="recommendation">
      <h1>
        <Trans>Puja Recommendation</Trans>
      </h1>
      <p className="lead">
        <Trans>
          Not sure which puja to choose? A Vedic astrologer can look at your birth chart and suggest
          the pujas that suit you, and the times when they would help most.
        </Trans>
      </p>
      <div className="prose">
        <h2 id="how">
          <Trans>How it works</Trans>
        </h2>
        <ol>
          <li>
            <Trans>
              Fill in the recommendation form with the birth details of each person: name, birth
              star if known, and the date, time and place of birth.
            </Trans>
          </li>
          <li>
            <Trans>
              Add any question or concern you would like the astrologer to keep in mind.
            </Trans>
          </li>
          <li>
            <Trans>Pay for the recommendation securely by card.</Trans>
          </li>
          <li>
            <Trans>The astrologer studies each chart and sends you the recommended pujas.</Trans>
          </li>
        </ol>

        <h2 id="why-chart">
          <Trans>Why the chart matters</Trans>
        </h2>
        <p>
          <Trans>
            In the Vedic view, a birth chart shows which pujas suit a person and when, because it
            reflects the results of their past actions. Difficult periods are linked above all to
            Saturn, Mars and Rahu, and the corrective pujas are chosen with those periods in mind.
          </Trans>
        </p>

        <h2 id="details">
          <Trans>Price and timing</Trans>
        </h2>
        <p>
          <Trans>
            The price of a recommendation is shown in the form before you pay. How long the
            astrologer takes to reply is not yet stated here; the temple will add it to this page.
          </Trans>
        </p>
      </div>
      <CallsToAction>
        <NextStep to="/puja-recommendation-online" main>
          <Trans>Request a recommendation</Trans>
        </NextStep>
        <NextStep to="/jyotish">
          <Trans>Book a full astrology reading instead</Trans>
        </NextStep>
      </CallsToAction>
    </AstrologyPage>
  );
}
