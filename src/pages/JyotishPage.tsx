import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Link, useLanguage } from '../app/router';
import type { ReadingType } from '../../domain/astro/api';
import { formatUsd } from '../../domain/money';
import { readingWordsIn } from '../../domain/catalog-words';
import { langIfOther } from '../../domain/puja-words';
import { loadCatalog } from '../api/astro-client';
import { AstrologyPage } from './ContentAside';
import { PageIntro, Topics, type Topic } from './Topics';

/** A reading's length, price and number of people, in one sentence of the visitor's language. */
function ReadingFacts({ type }: { type: ReadingType }) {
  const language = useLanguage();
  const minutes = type.durationMinutes;
  const price = formatUsd(type.priceCents, language);
  const people = type.peopleCount;
  if (type.samplePrice && people > 1) {
    return (
      <Trans>
        {minutes} minutes, {price} (sample price), for {people} people.
      </Trans>
    );
  }
  if (type.samplePrice)
    return (
      <Trans>
        {minutes} minutes, {price} (sample price).
      </Trans>
    );
  if (people > 1)
    return (
      <Trans>
        {minutes} minutes, {price}, for {people} people.
      </Trans>
    );
  return (
    <Trans>
      {minutes} minutes, {price}.
    </Trans>
  );
}

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

/** The readings on offer, as the API gives them once loaded. */
function ReadingTypes() {
  const types = useReadingTypes();
  const language = useLanguage();
  return (
    <div className="catalog catalog--short" aria-live="polite">
      {types === null ? (
        <p className="catalog-loading">
          <Trans>Loading...</Trans>
        </p>
      ) : null}
      {types !== null && types.length === 0 ? (
        <p>
          <Trans>The list of readings could not be loaded just now. Please try again later.</Trans>
        </p>
      ) : null}
      {types?.map((type) => {
        const words = readingWordsIn(type, language);
        return (
          <section key={type.id} aria-labelledby={`reading-${type.id}`}>
            <h3 id={`reading-${type.id}`} lang={langIfOther(words.name.lang, language)}>
              {words.name.text}
            </h3>
            <p>
              <ReadingFacts type={type} />{' '}
              <span lang={langIfOther(words.summary.lang, language)}>{words.summary.text}</span>
            </p>
            <ul lang={langIfOther(words.covers.lang, language)}>
              {words.covers.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

const TOPICS: readonly Topic[] = [
  {
    id: 'what-is-jyotish',
    title: msg`What Jyotish is`,
    blocks: [
      msg`Jyotish, the Vedic science of astrology, is often called the “science of light” and is counted as the eye of the Vedas. It reads the birth chart, cast from the date, time and place of a person’s birth, as a picture of the karma they carry from this life and earlier ones.`,
      msg`The tradition holds that a chart can foresee much of what life brings, and that difficult effects can be lessened by grace, by sincere prayer, by selfless service and by the pujas the scriptures recommend. Hard times are linked above all with the periods and sub-periods of Saturn, Mars and Rahu, and with the junctions between periods. A reading can show which of these you are in, and which pujas may help and when.`,
    ],
  },
  {
    id: 'readings',
    title: msg`The readings you can book`,
    blocks: [
      <Trans key="samples">
        The temple has not yet published the details of its readings, so the readings, lengths and
        prices below are <strong>samples</strong> that the temple will replace with its own.
      </Trans>,
      { show: <ReadingTypes /> },
    ],
  },
  {
    id: 'how',
    title: msg`How booking works`,
    blocks: [
      {
        ordered: true,
        list: [
          <Trans key="disclaimer">
            Read the <Link to="/astro-disclaimer">disclaimer</Link> and accept it.
          </Trans>,
          msg`Choose a reading and an astrologer, then a free time. Times are shown in your own time zone, which we detect from your device and you can change.`,
          msg`Give the birth details of the person (or two people) the reading is for: date, time if known, and place.`,
          msg`Pay by card. You receive a booking code, a calendar file and an email with a link to reschedule.`,
        ],
      },
      <Trans key="reschedule">
        You can move a reading up to 24 hours before it starts, at most twice, on the{' '}
        <Link to="/astro-reschedule">reschedule page</Link>. A reading can also be cancelled up to
        24 hours before it starts, with the payment returned to your card.
      </Trans>,
      { button: { to: '/astro-start', label: msg`Book a reading`, look: 'primary' } },
    ],
  },
];

export default function JyotishPage() {
  return (
    <AstrologyPage aside="jyotish">
      <PageIntro
        title={msg`Online Astrology Reading (Jyotish)`}
        lead={msg`Speak one to one with a Vedic astrologer by video call, at a time that suits you, wherever you live.`}
      />
      <Topics topics={TOPICS} />
    </AstrologyPage>
  );
}
