/**
 * A month calendar of free days in the visitor's zone, the chosen day's
 * times (12- or 24-hour, with the astrologer's own time beside them when one
 * astrologer is chosen), a jump to the next free day, and month paging that
 * stops at the booking horizon.
 */
import { describeDate } from '../../domain/dates';
import { useState } from 'react';
import {
  emptyMonth,
  endOfMonth,
  freeDays,
  slotsOfSelectedDay,
  type SlotPicking,
} from '../../../machines/astro/slot-picking';
import type { SlotPickingEvent } from '../../../machines/astro/slot-picking-setup';
import type { FieldError } from '../../domain/api-error';
import { addDays, weekdayOf } from '../../domain/astro/time-zones';
import { Button, ButtonRow, errorFor } from '../../ui/form';
import { useWizardServices } from '../shared/services';
import { preferredHour12 } from './hour-cycle';
import { TimeZoneSearch } from './TimeZoneSearch';

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

const dateLabel = (date: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', ...options }).format(
    new Date(`${date}T12:00:00Z`),
  );
/** A YYYY-MM-DD day in the one date style for people, "Tuesday, 3 March 2026". */
const longDay = (date: string) => describeDate(new Date(`${date}T12:00:00Z`), 'UTC');

function clock(iso: string, timeZone: string, hour12: boolean) {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: hour12 ? 'h12' : 'h23',
  }).format(new Date(iso));
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

function monthWeeks(monthStart: string): (string | null)[][] {
  const last = endOfMonth(monthStart);
  const cells: (string | null)[] = Array.from({ length: weekdayOf(monthStart) }, () => null);
  for (let day = monthStart; day <= last; day = addDays(day, 1)) cells.push(day);
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7));
}

export function SlotPicker(props: SlotPickerProps) {
  const { picking, loading, errors, can, send } = props;
  const hourCycle = useWizardServices()?.hourCycle;
  const [hour12, setHour12] = useState(() => preferredHour12(hourCycle));
  const free = freeDays(picking);
  const daySlots = slotsOfSelectedDay(picking);
  const error = errorFor(errors, 'slot');
  const empty = emptyMonth(picking);
  const monthName = dateLabel(picking.monthStart, { month: 'long', year: 'numeric' });
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
        <label htmlFor="hour-cycle">Show 24-hour times</label>
      </div>
      <h2 id="slots-heading" className="astro-slots__range">
        {monthName}
      </h2>
      <ButtonRow>
        <Button
          variant="secondary"
          onClick={() => send({ type: 'month.previous' })}
          disabled={!can({ type: 'month.previous' }) || loading}
        >
          Previous month
        </Button>
        <Button
          variant="secondary"
          onClick={() => send({ type: 'month.next' })}
          disabled={!can({ type: 'month.next' }) || loading}
        >
          Next month
        </Button>
        <Button
          variant="secondary"
          onClick={() => send({ type: 'day.nextFree' })}
          disabled={!can({ type: 'day.nextFree' }) || loading}
        >
          Next free day
        </Button>
      </ButtonRow>
      <div aria-live="polite">
        {loading ? <p>Loading...</p> : null}
        {!loading && picking.slotsError ? (
          <p className="field__error">{picking.slotsError}</p>
        ) : null}
        {!loading && empty === 'later' ? (
          <p>{`No free times in ${monthName}. Use "Next free day" to find the next one.`}</p>
        ) : null}
        {!loading && empty === 'none' ? (
          <p>No free times before the end of the booking period.</p>
        ) : null}
      </div>
      <table className="astro-month" aria-labelledby="slots-heading">
        <thead>
          <tr>
            {WEEKDAYS.map((day) => (
              <th key={day} scope="col">
                {day}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(picking.monthStart).map((week, index) => (
            <tr key={index}>
              {week.map((day, cell) => (
                <td key={day ?? `empty-${cell}`}>
                  {day && free.has(day) && !loading ? (
                    <button
                      type="button"
                      className="astro-month__day astro-month__day--free"
                      aria-pressed={picking.selectedDay === day}
                      aria-label={`${longDay(day)}, free times`}
                      onClick={() => send({ type: 'day.choose', date: day })}
                    >
                      {Number(day.slice(8))}
                    </button>
                  ) : day ? (
                    <span
                      className="astro-month__day"
                      aria-label={`${longDay(day)}, no free times`}
                    >
                      {Number(day.slice(8))}
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
          <legend className="fieldset__legend">Times on {longDay(picking.selectedDay)}</legend>
          {error ? (
            <p id="slot-error" className="field__error">
              <span className="visually-hidden">Error: </span>
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
                    {clock(slot.start, picking.visitorTimeZone, hour12)} to{' '}
                    {clock(slot.end, picking.visitorTimeZone, hour12)}
                    {props.astrologerZone ? (
                      <span className="astro-slots__theirs">
                        {' '}
                        ({clock(slot.start, props.astrologerZone, hour12)} for the astrologer)
                      </span>
                    ) : null}
                    <span className="visually-hidden"> on {longDay(picking.selectedDay!)}</span>
                  </label>
                </div>
              );
            })}
          </div>
        </fieldset>
      ) : null}
      {picking.selectedStart && props.astrologerZone ? (
        <p className="astro-slots__astrologer-time">
          For the astrologer this is {clock(picking.selectedStart, props.astrologerZone, hour12)} (
          {props.astrologerZone.replace(/_/g, ' ')}).
        </p>
      ) : null}
    </div>
  );
}
