/**
 * "Don't know it? Find it from the birth details": the button beside a
 * birth-star field and, while the flow's finder actor runs for this person,
 * the finder itself (machines/birth-star). The view only renders the finder's
 * state and sends it events.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import { candidatesOf, type BirthStarFinderMachine } from '../../../machines/birth-star';
import type { FinderAnswer } from '../../../machines/birth-star';
import { describeDate } from '../../../domain/dates';
import type { Place } from '../../../domain/jyotish/api';
import { nakshatraName } from '../../../domain/nakshatra-names';
import { Button, ButtonRow, DayFields, Radios, TextField } from '../../ui/form';
import { translateText } from './translate-text';
import './birth-star-finder.css';

export type BirthStarFinderRef = ActorRefFrom<BirthStarFinderMachine>;

const placeLabel = (place: Place) =>
  [place.name, place.region, place.countryName].filter(Boolean).join(', ');

const clock = (local: string) => local.slice(11, 16);
/** A local 'YYYY-MM-DDTHH:MM' day in the site's one date style. */
const day = (local: string, language: string) =>
  describeDate(new Date(`${local.slice(0, 10)}T00:00:00Z`), 'UTC', language);

function Answer({ answer }: { answer: FinderAnswer }) {
  const { i18n } = useLingui();
  const language = i18n.locale;
  const starName = (name: string) => nakshatraName(name, language);
  if ('stars' in answer) {
    return (
      <>
        <p>
          <Trans>
            Without a time of birth the star cannot be told for certain. On that day the Moon was in
            these stars (times at the place of birth):
          </Trans>
        </p>
        <ul className="birth-star-finder__periods">
          {answer.stars.map((period) => {
            const star = starName(period.star.name);
            const from = `${day(period.start, language)} ${clock(period.start)}`;
            const until = `${day(period.end, language)} ${clock(period.end)}`;
            return (
              <li key={period.star.code}>
                <Trans>
                  <strong>{star}</strong>: from {from} to {until}
                </Trans>
              </li>
            );
          })}
        </ul>
      </>
    );
  }
  const star = starName(answer.star.name);
  const { pada } = answer;
  if (answer.nearBoundary && answer.alternative) {
    const other = starName(answer.alternative.name);
    return (
      <p>
        <Trans>
          The Moon was passing from one star to the next within 15 minutes of that time, so the star
          depends on the exact minute of birth: <strong>{star}</strong> (pada {pada}) by the time
          given, or <strong>{other}</strong>. Choose the one you believe is right, or ask an
          astrologer.
        </Trans>
      </p>
    );
  }
  const longitude = answer.moonLongitude.toFixed(2);
  return (
    <p>
      <Trans>
        The birth star is <strong>{star}</strong>, pada {pada} (the Moon at {longitude}° sidereal).
      </Trans>
    </p>
  );
}

/** Enter in a finder field must not submit the form around it. */
const stayOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
  if (event.key === 'Enter') event.preventDefault();
};

function FinderPanel({ finder, id }: { finder: BirthStarFinderRef; id: string }) {
  const snapshot = useSelector(finder, (s) => s);
  const { context } = snapshot;
  const send = finder.send;
  const busy = snapshot.matches('searching') || snapshot.matches('finding');
  const found = snapshot.matches('found');
  const panel = useRef<HTMLFieldSetElement>(null);
  const result = useRef<HTMLDivElement>(null);
  useEffect(() => {
    panel.current?.querySelector<HTMLElement>('input')?.focus();
  }, []);
  useEffect(() => {
    if (found) result.current?.focus();
  }, [found]);
  const places = context.places ?? [];
  const { i18n, t } = useLingui();
  /** The birth time's box, where Enter does not send the page's form. */
  const timeBox = {
    id: `${id}-time`,
    type: 'time' as const,
    width: 'medium' as const,
    value: context.time,
    onKeyDown: stayOnEnter,
    onChange: (value: string) => send({ type: 'time.change', value }),
  };
  const chosenPlace = context.place ? placeLabel(context.place) : '';
  return (
    <fieldset className="birth-star-finder" ref={panel}>
      <legend className="fieldset__legend">
        <Trans>Find the birth star from the birth details</Trans>
      </legend>
      {found && context.answer ? (
        <div className="birth-star-finder__result" ref={result} tabIndex={-1}>
          <Answer answer={context.answer} />
          <ButtonRow>
            {candidatesOf(context.answer).map((star) => {
              const name = nakshatraName(star.name, i18n.locale);
              return (
                <Button
                  key={star.code}
                  onClick={() => send({ type: 'star.choose', code: star.code })}
                >
                  {t`Use ${name}`}
                </Button>
              );
            })}
            <Button variant="secondary" onClick={() => send({ type: 'edit' })}>
              <Trans>Change the details</Trans>
            </Button>
            <Button variant="secondary" onClick={() => send({ type: 'close' })}>
              <Trans>Cancel</Trans>
            </Button>
          </ButtonRow>
        </div>
      ) : (
        <>
          <DayFields
            id={`${id}-date`}
            label={<Trans>Date of birth</Trans>}
            entry={context.dateEntry}
            error={context.dateProblem ? translateText(i18n, context.dateProblem) : undefined}
            onKeyDown={stayOnEnter}
            onChange={(value) => send({ type: 'date.change', value })}
          />
          <TextField
            {...timeBox}
            label={<Trans>Time of birth (optional)</Trans>}
            hint={
              <Trans>
                Local time at the place of birth. Without it you will see the stars of that whole
                day.
              </Trans>
            }
          />
          <TextField
            id={`${id}-place`}
            label={<Trans>Place of birth</Trans>}
            hint={<Trans>Town or city; add the country after a comma if there are several</Trans>}
            type="search"
            width="medium"
            frameClass="birth-star-finder__search"
            value={context.query}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              send({ type: 'places.search' });
            }}
            onChange={(value) => send({ type: 'query.change', value })}
          >
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() => send({ type: 'places.search' })}
            >
              <Trans>Search places</Trans>
            </Button>
          </TextField>
          {places.length > 1 ? (
            <Radios
              id={`${id}-places`}
              name={`${id}-places`}
              label={t`Which place?`}
              value={context.place ? String(places.indexOf(context.place)) : ''}
              onChange={(value) => send({ type: 'place.choose', index: Number(value) })}
              options={places.map((place, index) => ({
                value: String(index),
                label: placeLabel(place),
              }))}
            />
          ) : null}
          {context.place && places.length <= 1 ? (
            <p>
              <Trans>
                Place: <strong>{chosenPlace}</strong>
              </Trans>
            </p>
          ) : null}
          <div role="status" className="birth-star-finder__status">
            {snapshot.matches('searching') ? t`Searching for the place…` : null}
            {snapshot.matches('finding') ? t`Working out the birth star…` : null}
          </div>
          {context.problem ? (
            <p className="field__error" role="alert">
              {translateText(i18n, context.problem)}
            </p>
          ) : null}
          <ButtonRow>
            <Button disabled={busy} onClick={() => send({ type: 'star.find' })}>
              <Trans>Find the birth star</Trans>
            </Button>
            <Button variant="secondary" onClick={() => send({ type: 'close' })}>
              <Trans>Cancel</Trans>
            </Button>
          </ButtonRow>
        </>
      )}
    </fieldset>
  );
}

/**
 * The finder for one birth-star field: the button that asks the flow to start
 * it, or the finder while the flow's finder runs for this field. Focus goes
 * back to the star field when it is done.
 */
export function BirthStarFinder({
  finder,
  index,
  starFieldId,
  onOpen,
}: {
  finder: BirthStarFinderRef | undefined;
  index: number;
  starFieldId: string;
  onOpen: () => void;
}) {
  const mine = useSelector(
    finder,
    (s) => s !== undefined && s.status === 'active' && s.context.index === index,
  );
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !mine) document.getElementById(starFieldId)?.focus();
    wasOpen.current = mine;
  }, [mine, starFieldId]);
  if (mine && finder) return <FinderPanel finder={finder} id={`${starFieldId}-finder`} />;
  return (
    <p className="birth-star-finder__open">
      <button type="button" className="link-button" onClick={onOpen}>
        <Trans>Don’t know it? Find it from the birth details</Trans>
      </button>
    </p>
  );
}
