import { useEffect, useState } from 'react';
import { Link } from '../app/router';
import type { ReadingType } from '../domain/astro/api';
import { formatUsd } from '../domain/money';
import { loadCatalog } from '../api/astro-client';
import { AstrologyPage } from './ContentAside';

/** The reading types as the API offers them now; null while loading, [] if it failed. */
function useReadingTypes(): ReadingType[] | null {
  const [types, setTypes] = useState<ReadingType[] | null>(null);
  useEffect(() => {
    let live = true;
    loadCatalog()
      .then((catalog) => live && setTypes(catalog.readingTypes))
      .catch(() => live && setTypes([]));
    return () => {
      live = false;
    };
  }, []);
  return types;
}

export default function JyotishPage() {
  const types = useReadingTypes();
  return (
    <AstrologyPage aside="jyotish">
      <h1>Online Astrology Reading (Jyotish)</h1>
      <p className="lead">
        Speak one to one with a Vedic astrologer by video call, at a time that suits you, wherever
        you live.
      </p>
      <div className="prose">
        <h2 id="what-is-jyotish">What Jyotish is</h2>
        <p>
          Jyotish, the Vedic science of astrology, is often called the “science of light” and is
          counted as the eye of the Vedas. It reads the birth chart, cast from the date, time and
          place of a person’s birth, as a picture of the karma they carry from this life and earlier
          ones.
        </p>
        <p>
          The tradition holds that a chart can foresee much of what life brings, and that difficult
          effects can be lessened by grace, by sincere prayer, by selfless service and by the pujas
          the scriptures recommend. Hard times are linked above all with the periods and sub-periods
          of Saturn, Mars and Rahu, and with the junctions between periods. A reading can show which
          of these you are in, and which pujas may help and when.
        </p>

        <h2 id="readings">The readings you can book</h2>
        <p>
          The temple has not yet published the details of its readings, so the readings, lengths and
          prices below are <strong>samples</strong> that the temple will replace with its own.
        </p>
        <div className="catalog catalog--short" aria-live="polite">
          {types === null ? <p className="catalog-loading">Loading...</p> : null}
          {types !== null && types.length === 0 ? (
            <p>The list of readings could not be loaded just now. Please try again later.</p>
          ) : null}
          {types?.map((type) => (
            <section key={type.id} aria-labelledby={`reading-${type.id}`}>
              <h3 id={`reading-${type.id}`}>{type.name}</h3>
              <p>
                {type.durationMinutes} minutes, {formatUsd(type.priceCents)}
                {type.samplePrice ? ' (sample price)' : ''}
                {type.peopleCount > 1 ? `, for ${type.peopleCount} people` : ''}. {type.summary}
              </p>
              <ul>
                {type.covers.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            </section>
          ))}
        </div>

        <h2 id="how">How booking works</h2>
        <ol>
          <li>
            Read the <Link to="/astro-disclaimer">disclaimer</Link> and accept it.
          </li>
          <li>
            Choose a reading and an astrologer, then a free time. Times are shown in your own time
            zone, which we detect from your device and you can change.
          </li>
          <li>
            Give the birth details of the person (or two people) the reading is for: date, time if
            known, and place.
          </li>
          <li>
            Pay by card. You receive a booking code, a calendar file and an email with a link to
            reschedule.
          </li>
        </ol>
        <p>
          You can move a reading up to 24 hours before it starts, at most twice, on the{' '}
          <Link to="/astro-reschedule">reschedule page</Link>. A reading can also be cancelled up to
          24 hours before it starts, with the payment returned to your card.
        </p>
        <p>
          <Link className="button button--primary" to="/astro-start">
            Book a reading
          </Link>
        </p>
      </div>
    </AstrologyPage>
  );
}
