/** Weekly hours: each weekday with any number of ranges, added and removed one by one. */
import type { ScheduleEditorEvent } from '../../../machines/astro/astrologer';
import type { FieldError } from '../../../domain/api-error';
import type { AvailabilitySettings } from '../../../domain/astro/availability';
import { rangesOfWeekday } from '../../../domain/astro/schedule-draft';
import { WEEKDAY_NAMES } from '../../../domain/date-style';
import { errorFor } from '../../ui/form';
import { ClockRange, RemoveButton } from './ClockField';

export function WeeklyHours({
  settings,
  errors,
  send,
}: {
  settings: AvailabilitySettings;
  errors: readonly FieldError[];
  send: (event: ScheduleEditorEvent) => void;
}) {
  const overlap = errorFor(errors, 'weekly');
  return (
    <section aria-labelledby="weekly-heading">
      <h2 id="weekly-heading">Weekly hours</h2>
      <p>
        Several ranges a day are fine, e.g. a morning and an evening. Times are HH:MM on the 24-hour
        clock, in steps of 15 minutes (24:00 for midnight at the end of a day).
      </p>
      {overlap ? (
        <p id="weekly" className="field__error" tabIndex={-1}>
          <span className="visually-hidden">Error: </span>
          {overlap}
        </p>
      ) : null}
      {WEEKDAY_NAMES.map((dayName, weekday) => {
        const ranges = rangesOfWeekday(settings, weekday);
        return (
          <fieldset key={dayName} className="fieldset astrologer-day">
            <legend className="fieldset__legend">{dayName}</legend>
            {ranges.length === 0 ? <p className="astrologer-day__none">Not available</p> : null}
            {ranges.map(({ range, index }, n) => {
              const context = `${dayName}, hours ${n + 1}`;
              return (
                <ClockRange
                  key={index}
                  idBase={`weekly-${index}`}
                  errorBase={`weekly.${index}`}
                  context={context}
                  range={range}
                  errors={errors}
                  onChange={(change) => send({ type: 'weekly.change', index, ...change })}
                >
                  <RemoveButton
                    what={context}
                    onClick={() => send({ type: 'weekly.remove', index })}
                  />
                </ClockRange>
              );
            })}
            <button
              type="button"
              className="button button--secondary"
              onClick={() => send({ type: 'weekly.add', weekday })}
            >
              Add hours<span className="visually-hidden"> on {dayName}</span>
            </button>
          </fieldset>
        );
      })}
    </section>
  );
}
