/**
 * A month calendar of free days in the visitor's zone, the chosen day's
 * times (12- or 24-hour, with the astrologer's own time beside them when one
 * astrologer is chosen), a jump to the next free day, and month paging that
 * stops at the booking horizon.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { describeDate, intlLocale } from '../../../domain/dates';
import { useState } from 'react';
import {
  emptyMonth,
  endOfMonth,
  freeDays,
  slotsOfSelectedDay,
  type SlotPicking,
} from '../../../machines/astro/slot-picking';
import type { SlotPickingEvent } from '../../../machines/astro/slot-picking-setup';
import type { FieldError } from '../../../domain/api-error';
import { addDays, weekdayOf } from '../../../domain/astro/time-zones';
import { Button, ButtonRow, errorFor } from '../../ui/form';
import { useWizardServices } from '../shared/services';
import { translateText } from '../shared/translate-text';
import { preferredHour12 } from './hour-cycle';
import { TimeZoneSearch } from './TimeZoneSearch';

/** The calendar's moves: a month back or on, or the next free day. */
const CALENDAR_MOVES: readonly {
  type: 'month.previous' | 'month.next' | 'day.nextFree';
  label: MessageDescriptor;
}[] = [
  { type: 'month.previous', label: msg`Previous month` },
  { type: 'month.next', label: msg`Next month` },
  { type: 'day.nextFree', label: msg`Next free day` },
];

interface SlotPickerProps {
  picking: SlotPicking;
  loading: boolean;
  errors: readonly FieldError[];
  /** The chosen astrologer's zone, or null for "first available". */
  astrologerZone: string | null;
  /** Whether the flow's machine takes a calendar event now (its snapshot's `can`). */
  can: (event: SlotPickingEvent) => boolean;
  send: (event: SlotPickingEvent) => void;
}

const dateLabel = (date: string, options: Intl.DateTimeFormatOptions, language: string) =>
  new Intl.DateTimeFormat(intlLocale(language), { timeZone: 'UTC', ...options }).format(
    new Date(`${date}T12:00:00Z`),
  );
/** A YYYY-MM-DD day in the one date style for people, "Tuesday, 3 March 2026". */
const longDay = (date: string, language: string) =>
  describeDate(new Date(`${date}T12:00:00Z`), 'UTC', language);

function clock(iso: string, timeZone: string, hour12: boolean, language: string) {
  return new Intl.DateTimeFormat(intlLocale(language), {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: hour12 ? 'h12' : 'h23',
  }).format(new Date(iso));
}

/** Short weekday names, Sunday first (4 January 1970 was a Sunday). */
const weekdays = (language: string) =>
  Array.from({ length: 7 }, (_, day) =>
    dateLabel(`1970-01-${String(4 + day).padStart(2, '0')}`, { weekday: 'short' }, language),
  );

function monthWeeks(monthStart: string): (string | null)[][] {
  const last = endOfMonth(monthStart);
  const cells: (string | null)[] = Array.from({ length: weekdayOf(monthStart) }, () => null);
  for (let day = monthStart; day <= last; day = addDays(day, 1)) cells.push(day);
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7));
}

export function SlotPicker(props: SlotPickerProps) {
  const { picking, loading, errors, can, send } = props;
  const { i18n, t } = useLingui();
  const language = i18n.locale;
  const day = (date: string) => longDay(date, language);
  const at = (iso: string, zone: string) => clock(iso, zone, hour12, language);
  const hourCycle = useWizardServices()?.hourCycle;
  const [hour12, setHour12] = useState(() => preferredHour12(hourCycle));
  const free = freeDays(picking);
  const daySlots = slotsOfSelectedDay(picking);
  const error = errorFor(errors, 'slot');
  const empty = emptyMonth(picking);
  const selectedDay = picking.selectedDay ? day(picking.selectedDay) : '';
  const freeLabel = (date: string) => t`${date}, free times`;
  const busyLabel = (date: string) => t`${date}, no free times`;
  const monthName = dateLabel(picking.monthStart, { month: 'long', year: 'numeric' }, language);
  return (
    <div className="astro-slots">
      <TimeZoneSearch
        at={picking.now}
        value={picking.visitorTimeZone}
        onChange={(timeZone) => send({ type: 'timeZone.change', timeZone })}
      />
      <div className="field">
        <input
          id="hour-cycle"
          type="checkbox"
          checked={!hour12}
          onChange={(event) => {
            setHour12(!event.target.checked);
            hourCycle?.save(!event.target.checked);
          }}
        />{' '}
        <label htmlFor="hour-cycle">
          <Trans>Show 24-hour times</Trans>
        </label>
      </div>
      <h2 id="slots-heading" className="astro-slots__range">
        {monthName}
      </h2>
      <ButtonRow>
        {CALENDAR_MOVES.map(({ type, label }) => (
          <Button
            key={type}
            variant="secondary"
            onClick={() => send({ type })}
            disabled={!can({ type }) || loading}
          >
            {i18n._(label)}
          </Button>
        ))}
      </ButtonRow>
      <div aria-live="polite">
        {loading ? (
          <p>
            <Trans>Loading...</Trans>
          </p>
        ) : null}
        {!loading && picking.slotsError ? (
          <p className="field__error">{translateText(i18n, picking.slotsError)}</p>
        ) : null}
        {!loading && empty === 'later' ? (
          <p>
            <Trans>No free times in {monthName}. Use "Next free day" to find the next one.</Trans>
          </p>
        ) : null}
        {!loading && empty === 'none' ? (
          <p>
            <Trans>No free times before the end of the booking period.</Trans>
          </p>
        ) : null}
      </div>
      <table className="astro-month" aria-labelledby="slots-heading">
        <thead>
          <tr>
            {weekdays(language).map((name) => (
              <th key={name} scope="col">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(picking.monthStart).map((week, index) => (
            <tr key={index}>
              {week.map((date, cell) => (
                <td key={date ?? `empty-${cell}`}>
                  {date && free.has(date) && !loading ? (
                    <button
                      type="button"
                      className="astro-month__day astro-month__day--free"
                      aria-pressed={picking.selectedDay === date}
                      aria-label={freeLabel(day(date))}
                      onClick={() => send({ type: 'day.choose', date })}
                    >
                      {Number(date.slice(8))}
                    </button>
                  ) : date ? (
                    <span className="astro-month__day" aria-label={busyLabel(day(date))}>
                      {Number(date.slice(8))}
                    </span>
                  ) : null}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {!loading && picking.selectedDay && daySlots.length > 0 ? (
        <fieldset
          className={`field fieldset${error ? ' field--error' : ''}`}
          aria-describedby={error ? 'slot-error' : undefined}
        >
          <legend className="fieldset__legend">
            <Trans>Times on {selectedDay}</Trans>
          </legend>
          {error ? (
            <p id="slot-error" className="field__error">
              <span className="visually-hidden">
                <Trans>Error:</Trans>{' '}
              </span>
              {error}
            </p>
          ) : null}
          <div className="radios">
            {daySlots.map((slot, index) => {
              const id = index === 0 ? 'slot' : `slot-${slot.start}`;
              return (
                <div className="radios__item" key={slot.start}>
                  <input
                    id={id}
                    className="radios__input"
                    type="radio"
                    name="slot"
                    value={slot.start}
                    checked={picking.selectedStart === slot.start}
                    onChange={() => send({ type: 'slot.choose', start: slot.start })}
                  />
                  <label className="radios__label" htmlFor={id}>
                    <SlotTimes
                      from={at(slot.start, picking.visitorTimeZone)}
                      until={at(slot.end, picking.visitorTimeZone)}
                      theirs={props.astrologerZone ? at(slot.start, props.astrologerZone) : null}
                      selectedDay={selectedDay}
                    />
                  </label>
                </div>
              );
            })}
          </div>
        </fieldset>
      ) : null}
      {picking.selectedStart && props.astrologerZone ? (
        <p className="astro-slots__astrologer-time">
          <AstrologerTime
            time={at(picking.selectedStart, props.astrologerZone)}
            zone={props.astrologerZone.replace(/_/g, ' ')}
          />
        </p>
      ) : null}
    </div>
  );
}

/** A time's label: its start and end for the visitor, the astrologer's start, the day unseen. */
function SlotTimes(props: {
  from: string;
  until: string;
  theirs: string | null;
  selectedDay: string;
}) {
  const { from, until, theirs, selectedDay } = props;
  return (
    <>
      <Trans>
        {from} to {until}
      </Trans>
      {theirs ? (
        <span className="astro-slots__theirs">
          {' '}
          <Trans>({theirs} for the astrologer)</Trans>
        </span>
      ) : null}
      <span className="visually-hidden">
        {' '}
        <Trans>on {selectedDay}</Trans>
      </span>
    </>
  );
}

function AstrologerTime({ time, zone }: { time: string; zone: string }) {
  return (
    <Trans>
      For the astrologer this is {time} ({zone}).
    </Trans>
  );
}
