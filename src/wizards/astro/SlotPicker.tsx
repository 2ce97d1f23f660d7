/** A week of free times in the visitor's zone, with the zone shown and changeable. */
import { useMemo } from 'react';
import { slotsByDay, type SlotPicking } from '../../../machines/astro/slot-picking';
import type { FieldError } from '../../domain/api-error';
import { addDays, formatClockInZone, knownTimeZones } from '../../domain/astro/time-zones';
import { Button, ButtonRow, SelectField, errorFor } from '../../ui/form';

interface SlotPickerProps {
  picking: SlotPicking;
  loading: boolean;
  errors: readonly FieldError[];
  astrologerZone: string;
  canGoBack: boolean;
  onZone: (timeZone: string) => void;
  onPrevious: () => void;
  onNext: () => void;
  onChoose: (start: string) => void;
}

const dayLabel = (date: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
  }).format(new Date(`${date}T12:00:00Z`));

export function SlotPicker(props: SlotPickerProps) {
  const { picking, loading, errors } = props;
  const zones = useMemo(
    () => knownTimeZones().map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') })),
    [],
  );
  const days = slotsByDay(picking);
  const error = errorFor(errors, 'slot');
  const lastDay = addDays(picking.weekStart, days.length - 1);
  return (
    <div className="astro-slots">
      <SelectField
        id="visitorTimeZone"
        label="Your time zone"
        hint="We found this from your device. Times below are shown in it."
        value={picking.visitorTimeZone}
        onChange={(zone) => zone && props.onZone(zone)}
        options={zones}
      />
      <h2 id="slots-heading" className="astro-slots__range">
        Times from {dayLabel(picking.weekStart)} to {dayLabel(lastDay)}
      </h2>
      <ButtonRow>
        <Button
          variant="secondary"
          onClick={props.onPrevious}
          disabled={!props.canGoBack || loading}
        >
          Previous week
        </Button>
        <Button variant="secondary" onClick={props.onNext} disabled={loading}>
          Next week
        </Button>
      </ButtonRow>
      <div aria-live="polite">
        {loading ? <p>Loading...</p> : null}
        {!loading && picking.slotsError ? (
          <p className="field__error">{picking.slotsError}</p>
        ) : null}
        {!loading && !picking.slotsError && picking.slots.length === 0 ? (
          <p>No free times this week. Try the next week.</p>
        ) : null}
      </div>
      {!loading && picking.slots.length > 0 ? (
        <fieldset
          className={`field fieldset${error ? ' field--error' : ''}`}
          aria-describedby={error ? 'slot-error' : undefined}
        >
          <legend className="fieldset__legend">Choose a time</legend>
          {error ? (
            <p id="slot-error" className="field__error">
              <span className="visually-hidden">Error: </span>
              {error}
            </p>
          ) : null}
          {days
            .filter((day) => day.slots.length > 0)
            .map((day, dayIndex) => (
              <div key={day.date} className="astro-slots__day">
                <h3 className="astro-slots__date">{dayLabel(day.date)}</h3>
                <div className="radios radios--inline">
                  {day.slots.map((slot, index) => {
                    const id = dayIndex === 0 && index === 0 ? 'slot' : `slot-${slot.start}`;
                    const clock = formatClockInZone(slot.start, picking.visitorTimeZone);
                    return (
                      <div className="radios__item" key={slot.start}>
                        <input
                          id={id}
                          className="radios__input"
                          type="radio"
                          name="slot"
                          value={slot.start}
                          checked={picking.selectedStart === slot.start}
                          onChange={() => props.onChoose(slot.start)}
                        />
                        <label className="radios__label" htmlFor={id}>
                          {clock}
                          <span className="visually-hidden">, {dayLabel(day.date)}</span>
                        </label>
                      </div>
                    );
                  })}
                </div>
              </div>
            ))}
        </fieldset>
      ) : null}
      {picking.selectedStart ? (
        <p className="astro-slots__astrologer-time">
          For the astrologer this is{' '}
          {formatClockInZone(picking.selectedStart, props.astrologerZone)} (
          {props.astrologerZone.replace(/_/g, ' ')}).
        </p>
      ) : null}
    </div>
  );
}
