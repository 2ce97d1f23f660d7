/** A searchable time-zone picker: type a city, a country's zone name or an offset. */
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useMemo, useState } from 'react';
import {
  searchTimeZones,
  timeZoneChoice,
  timeZoneChoices,
} from '../../../domain/astro/time-zone-names';

interface TimeZoneSearchProps {
  /** The instant the zones are named at (their offsets change with summer time), in ms. */
  at: number;
  value: string;
  onChange: (zone: string) => void;
}

export function TimeZoneSearch({ at, value, onChange }: TimeZoneSearchProps) {
  const id = useId();
  const { t } = useLingui();
  const [query, setQuery] = useState('');
  const now = useMemo(() => new Date(at), [at]);
  const choices = useMemo(() => timeZoneChoices(now), [now]);
  const matches = searchTimeZones(choices, query);
  const current = timeZoneChoice(value, now);
  const zone = current.label;
  return (
    <div className="field astro-zone">
      <p className="astro-zone__current">
        <Trans>
          Times are shown in <strong>{zone}</strong>.
        </Trans>
      </p>
      <label className="field__label" htmlFor={`${id}-search`}>
        <Trans>Your time zone</Trans>
      </label>
      <p className="field__hint" id={`${id}-hint`}>
        <Trans>
          We found this from your device. To change it, type a city or a zone name, e.g. Kolkata or
          India.
        </Trans>
      </p>
      <input
        id={`${id}-search`}
        className="field__input"
        type="search"
        autoComplete="off"
        aria-describedby={`${id}-hint`}
        aria-controls={`${id}-results`}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <ul id={`${id}-results`} className="astro-zone__results" aria-label={t`Matching time zones`}>
        {matches.map((choice) => (
          <li key={choice.zone}>
            <button
              type="button"
              className="button button--secondary astro-zone__choice"
              onClick={() => {
                setQuery('');
                onChange(choice.zone);
              }}
            >
              {choice.label}
            </button>
          </li>
        ))}
      </ul>
      {query && matches.length === 0 ? (
        <p role="status">
          <Trans>No time zone matches that.</Trans>
        </p>
      ) : null}
    </div>
  );
}
