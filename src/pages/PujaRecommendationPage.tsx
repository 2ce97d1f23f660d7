import { CallsToAction, NextStep } from './CallsToAction';
import { AstrologyPage } from './ContentAside';

export default function PujaRecommendationPage() {
  return (
    <AstrologyPage aside="recommendation">
      <h1>Puja Recommendation</h1>
      <p className="lead">
        Not sure which puja to choose? A Vedic astrologer can look at your birth chart and suggest
        the pujas that suit you, and the times when they would help most.
      </p>
      <div className="prose">
        <h2 id="how">How it works</h2>
        <ol>
          <li>
            Fill in the recommendation form with the birth details of each person: name, birth star
            if known, and the date, time and place of birth.
          </li>
          <li>Add any question or concern you would like the astrologer to keep in mind.</li>
          <li>Pay for the recommendation securely by card.</li>
          <li>The astrologer studies each chart and sends you the recommended pujas.</li>
        </ol>

        <h2 id="why-chart">Why the chart matters</h2>
        <p>
          In the Vedic view, a birth chart shows which pujas suit a person and when, because it
          reflects the results of their past actions. Difficult periods are linked above all to
          Saturn, Mars and Rahu, and the corrective pujas are chosen with those periods in mind.
        </p>

        <h2 id="details">Price and timing</h2>
        <p>
          The price of a recommendation is shown in the form before you pay. How long the astrologer
          takes to reply is not yet stated here; the temple will add it to this page.
        </p>
      </div>
      <CallsToAction>
        <NextStep to="/puja-recommendation-online" main>
          Request a recommendation
        </NextStep>
        <NextStep to="/jyotish">Book a full astrology reading instead</NextStep>
      </CallsToAction>
    </AstrologyPage>
  );
}
