/**
 * "Don't know it? Find it from the birth details": the button beside a
 * birth-star field and, while the flow's finder actor runs for this person,
 * the finder itself (machines/birth-star). The view only renders the finder's
 * state and sends it events.
 */
import { useSelector } from '@xstate/react';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import { candidatesOf, type BirthStarFinderMachine } from '../../../machines/birth-star';
import type { FinderAnswer } from '../../../machines/birth-star';
import type { Place } from '../../domain/jyotish/api';
import { Button, ButtonRow, Radios } from '../../ui/form';
import './birth-star-finder.css';

export type BirthStarFinderRef = ActorRefFrom<BirthStarFinderMachine>;

const placeLabel = (place: Place) =>
  [place.name, place.region, place.countryName].filter(Boolean).join(', ');

const clock = (local: string) => local.slice(11, 16);
const day = (local: string) =>
  new Date(`${local.slice(0, 10)}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });

function Answer({ answer }: { answer: FinderAnswer }) {
  if ('stars' in answer) {
    return (
      <>
        <p>
          Without a time of birth the star cannot be told for certain. On that day the Moon was in
          these stars (times at the place of birth):
        </p>
        <ul className="birth-star-finder__periods">
          {answer.stars.map((period) => (
            <li key={period.star.code}>
              <strong>{period.star.name}</strong>: from {day(period.start)} {clock(period.start)} to{' '}
              {day(period.end)} {clock(period.end)}
            </li>
          ))}
        </ul>
      </>
    );
  }
  if (answer.nearBoundary && answer.alternative) {
    return (
      <p>
        The Moon was passing from one star to the next within 15 minutes of that time, so the star
        depends on the exact minute of birth: <strong>{answer.star.name}</strong> (pada{' '}
        {answer.pada}) by the time given, or <strong>{answer.alternative.name}</strong>. Choose the
        one you believe is right, or ask an astrologer.
      </p>
    );
  }
  return (
    <p>
      The birth star is <strong>{answer.star.name}</strong>, pada {answer.pada} (the Moon at{' '}
      {answer.moonLongitude.toFixed(2)}° sidereal).
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
  return (
    <fieldset className="birth-star-finder" ref={panel}>
      <legend className="fieldset__legend">Find the birth star from the birth details</legend>
      {found && context.answer ? (
        <div className="birth-star-finder__result" ref={result} tabIndex={-1}>
          <Answer answer={context.answer} />
          <ButtonRow>
            {candidatesOf(context.answer).map((star) => (
              <Button
                key={star.code}
                onClick={() => send({ type: 'star.choose', code: star.code })}
              >
                Use {star.name}
              </Button>
            ))}
            <Button variant="secondary" onClick={() => send({ type: 'edit' })}>
              Change the details
            </Button>
            <Button variant="secondary" onClick={() => send({ type: 'close' })}>
              Cancel
            </Button>
          </ButtonRow>
        </div>
      ) : (
        <>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-date`}>
              Date of birth
            </label>
            <input
              id={`${id}-date`}
              className="field__input field__input--medium"
              type="date"
              value={context.date}
              onKeyDown={stayOnEnter}
              onChange={(event) => send({ type: 'date.change', value: event.target.value })}
            />
          </div>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-time`}>
              Time of birth (optional)
            </label>
            <div id={`${id}-time-hint`} className="field__hint">
              Local time at the place of birth. Without it you will see the stars of that whole day.
            </div>
            <input
              id={`${id}-time`}
              className="field__input field__input--medium"
              type="time"
              value={context.time}
              onKeyDown={stayOnEnter}
              aria-describedby={`${id}-time-hint`}
              onChange={(event) => send({ type: 'time.change', value: event.target.value })}
            />
          </div>
          <div className="field birth-star-finder__search">
            <label className="field__label" htmlFor={`${id}-place`}>
              Place of birth
            </label>
            <div id={`${id}-place-hint`} className="field__hint">
              Town or city; add the country after a comma if there are several
            </div>
            <input
              id={`${id}-place`}
              className="field__input field__input--medium"
              type="search"
              autoComplete="off"
              value={context.query}
              aria-describedby={`${id}-place-hint`}
              onKeyDown={(event) => {
                if (event.key !== 'Enter') return;
                event.preventDefault();
                send({ type: 'places.search' });
              }}
              onChange={(event) => send({ type: 'query.change', value: event.target.value })}
            />
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() => send({ type: 'places.search' })}
            >
              Search places
            </Button>
          </div>
          {places.length > 1 ? (
            <Radios
              id={`${id}-places`}
              name={`${id}-places`}
              label="Which place?"
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
              Place: <strong>{placeLabel(context.place)}</strong>
            </p>
          ) : null}
          <div role="status" className="birth-star-finder__status">
            {snapshot.matches('searching') ? 'Searching for the place…' : null}
            {snapshot.matches('finding') ? 'Working out the birth star…' : null}
          </div>
          {context.problem ? (
            <p className="field__error" role="alert">
              {context.problem}
            </p>
          ) : null}
          <ButtonRow>
            <Button disabled={busy} onClick={() => send({ type: 'star.find' })}>
              Find the birth star
            </Button>
            <Button variant="secondary" onClick={() => send({ type: 'close' })}>
              Cancel
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
        Don’t know it? Find it from the birth details
      </button>
    </p>
  );
}
