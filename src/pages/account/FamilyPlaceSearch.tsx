/**
 * The place of a birth or a passing, searched as the birth-star finder
 * searches it: the page runs the finder's machine (machines/birth-star) for
 * its place search alone and renders that part of its state; the place the
 * devotee chooses there is sent to the family editor.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { KeyboardEvent } from 'react';
import type { BirthStarFinderMachine } from '../../../machines/birth-star';
import type { FamilyPlace } from '../../../domain/account/family';
import type { Place } from '../../../domain/jyotish/api';
import { Button, Radios, TextField } from '../../ui/form';
import { translateText } from '../../wizards/shared/translate-text';

const placeLabel = (place: Place) =>
  [place.name, place.region, place.countryName].filter(Boolean).join(', ');

export const familyPlaceOf = (place: Place): FamilyPlace => ({
  name: placeLabel(place),
  lat: place.lat,
  lon: place.lon,
  timeZone: place.timeZone,
});

export function FamilyPlaceSearch({
  id,
  label,
  finder,
  nowMs,
  kept,
  error,
  onChoose,
}: {
  id: string;
  label: string;
  finder: BirthStarFinderMachine;
  nowMs: number;
  /** The place the draft holds. */
  kept: FamilyPlace | null;
  error: string | undefined;
  onChoose: (place: FamilyPlace | null) => void;
}) {
  const actor = useActorRef(finder, {
    input: { index: 0, date: '', time: '', place: '', now: nowMs },
  });
  const snapshot = useSelector(actor, (s) => s);
  const { context } = snapshot;
  const { i18n, t } = useLingui();
  const found = context.place;
  useEffect(() => {
    if (found) onChoose(familyPlaceOf(found));
    // Sent once for each place chosen in the search.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [found]);
  const places = context.places ?? [];
  const searching = snapshot.matches('searching');
  const search = () => actor.send({ type: 'places.search' });
  const keptName = kept?.name ?? '';
  return (
    <div className="family-place">
      <TextField
        id={id}
        label={label}
        hint={<Trans>Town or city; add the country after a comma if there are several</Trans>}
        type="search"
        width="medium"
        frameClass="family-place__search"
        value={context.query}
        error={error}
        onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          search();
        }}
        onChange={(value) => actor.send({ type: 'query.change', value })}
      >
        <Button variant="secondary" disabled={searching} onClick={search}>
          <Trans>Search places</Trans>
        </Button>
      </TextField>
      {places.length > 1 ? (
        <Radios
          id={`${id}-choices`}
          name={`${id}-choices`}
          label={t`Which place?`}
          value={context.place ? String(places.indexOf(context.place)) : ''}
          onChange={(value) => actor.send({ type: 'place.choose', index: Number(value) })}
          options={places.map((place, index) => ({
            value: String(index),
            label: placeLabel(place),
          }))}
        />
      ) : null}
      <div role="status" className="family-status">
        {searching ? t`Searching for the place…` : null}
      </div>
      {context.problem ? (
        <p className="field__error" role="alert">
          {translateText(i18n, context.problem)}
        </p>
      ) : null}
      {kept ? (
        <p className="family-place__kept">
          <Trans>
            Place kept: <strong>{keptName}</strong>
          </Trans>{' '}
          <button type="button" className="link-button" onClick={() => onChoose(null)}>
            <Trans>Remove the place</Trans>
          </button>
        </p>
      ) : null}
    </div>
  );
}
