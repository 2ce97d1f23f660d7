/**
 * A date as three labelled fields, day, month (by name, in the page's
 * language) and year, in the manner of the GOV.UK date input: one legend,
 * one hint and one error for the group; the first field carries the group's
 * id, so the error summary's link lands on it. It renders an entry and sends
 * the changed entry back; what the entry means is the machine's business.
 */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { KeyboardEvent, ReactNode } from 'react';
import type { DayEntry } from '../../../domain/day-entry';
import { monthNames } from '../../../domain/day-entry';
import { GroupFrame } from './fields';

const WORDS = {
  day: msg({ message: 'Day', comment: 'the day of the month in a date' }),
  month: msg({ message: 'Month', comment: 'the month in a date' }),
  year: msg({ message: 'Year', comment: 'the year in a date' }),
  noMonth: msg({ message: 'Choose…', comment: 'a list with nothing chosen yet' }),
};

interface DayFieldsProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  entry: DayEntry;
  onChange: (entry: DayEntry) => void;
  /** For a date inside another form's panel: e.g. Enter that must not send the page's form. */
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
}

export function DayFields({ id, label, hint, error, entry, onChange, onKeyDown }: DayFieldsProps) {
  const { i18n } = useLingui();
  const months = monthNames(i18n.locale);
  const invalid = error ? true : undefined;
  const set = (part: keyof DayEntry) => (value: string) => onChange({ ...entry, [part]: value });
  const box = (part: 'day' | 'year', boxId: string, width: string) => (
    <div className="day-fields__item">
      <label className="field__label" htmlFor={boxId}>
        {i18n._(WORDS[part])}
      </label>
      <input
        id={boxId}
        name={boxId}
        className={`field__input day-fields__${width}`}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        aria-invalid={invalid}
        value={entry[part]}
        onKeyDown={onKeyDown}
        onChange={(event) => set(part)(event.target.value)}
      />
    </div>
  );
  return (
    <GroupFrame id={id} label={label} hint={hint} error={error}>
      <div className="day-fields">
        {box('day', id, 'day')}
        <div className="day-fields__item">
          <label className="field__label" htmlFor={`${id}-month`}>
            {i18n._(WORDS.month)}
          </label>
          <select
            id={`${id}-month`}
            name={`${id}-month`}
            className="field__input field__select"
            aria-invalid={invalid}
            value={entry.month}
            onChange={(event) => set('month')(event.target.value)}
          >
            <option value="">{i18n._(WORDS.noMonth)}</option>
            {months.map((name, index) => (
              <option key={name} value={String(index + 1)}>
                {name}
              </option>
            ))}
          </select>
        </div>
        {box('year', `${id}-year`, 'year')}
      </div>
    </GroupFrame>
  );
}
