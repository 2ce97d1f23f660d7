/**
 * Date changes (block part of a day, or add hours on a day) and whole days
 * off, listed with their dates, and a small form for each to add one.
 */
import type { ScheduleEditorEvent } from '../../../machines/astro/astrologer';
import type { FieldError } from '../../../domain/api-error';
import type { AvailabilitySettings } from '../../../domain/astro/availability';
import type { OverrideDraft } from '../../../domain/astro/schedule-draft';
import { describeDate } from '../../../domain/dates';
import { Radios, TextField, errorFor } from '../../ui/form';
import { ClockRange, RemoveButton } from './ClockField';

const dayLabel = (date: string) => describeDate(new Date(`${date}T12:00:00Z`));

const KIND_LABELS: Record<OverrideDraft['kind'], string> = {
  BLOCK: 'Not available',
  ADD: 'Extra hours',
};

export function DateChanges(props: {
  settings: AvailabilitySettings;
  newOverride: OverrideDraft;
  newDayOff: string;
  errors: readonly FieldError[];
  send: (event: ScheduleEditorEvent) => void;
}) {
  const { settings, newOverride, newDayOff, errors, send } = props;
  const edit = (change: Partial<OverrideDraft>) => send({ type: 'override.edit', change });
  return (
    <>
      <section aria-labelledby="overrides-heading">
        <h2 id="overrides-heading">Changes on particular dates</h2>
        <p>
          Block part of a day (an appointment, a festival) or add hours on a day you are not usually
          available.
        </p>
        {settings.overrides.length === 0 ? (
          <p>No date changes.</p>
        ) : (
          <ul className="astrologer-list">
            {settings.overrides.map((o, index) => {
              const text = `${dayLabel(o.date)}: ${KIND_LABELS[o.kind].toLowerCase()} ${o.start} to ${o.end}`;
              return (
                <li key={`${o.date}-${o.kind}-${o.start}`}>
                  {text}{' '}
                  <RemoveButton
                    what={text}
                    onClick={() => send({ type: 'override.remove', index })}
                  />
                </li>
              );
            })}
          </ul>
        )}
        <fieldset className="fieldset staff-panel">
          <legend className="fieldset__legend">Add a date change</legend>
          <TextField
            type="date"
            width="medium"
            id="newOverride-date"
            label="Date"
            value={newOverride.date}
            error={errorFor(errors, 'newOverride.date')}
            onChange={(date) => edit({ date })}
          />
          <Radios
            id="newOverride-kind"
            name="newOverride-kind"
            label="On that date"
            value={newOverride.kind}
            options={[
              { value: 'BLOCK', label: 'Not available for part of the day' },
              { value: 'ADD', label: 'Extra hours' },
            ]}
            onChange={(kind) => edit({ kind: kind === 'ADD' ? 'ADD' : 'BLOCK' })}
          />
          <ClockRange
            idBase="newOverride"
            errorBase="newOverride"
            context="date change"
            range={newOverride}
            errors={errors}
            onChange={edit}
          />
          <button
            type="button"
            className="button button--secondary"
            onClick={() => send({ type: 'override.add' })}
          >
            Add this date change
          </button>
        </fieldset>
      </section>
      <section aria-labelledby="days-off-heading">
        <h2 id="days-off-heading">Days off</h2>
        {settings.daysOff.length === 0 ? (
          <p>No days off.</p>
        ) : (
          <ul className="astrologer-list">
            {settings.daysOff.map((date) => (
              <li key={date}>
                {dayLabel(date)}{' '}
                <RemoveButton
                  what={`day off ${dayLabel(date)}`}
                  onClick={() => send({ type: 'dayOff.remove', date })}
                />
              </li>
            ))}
          </ul>
        )}
        <div className="astrologer-range">
          <TextField
            type="date"
            width="medium"
            id="newDayOff"
            label="A day you are away"
            value={newDayOff}
            error={errorFor(errors, 'newDayOff')}
            onChange={(date) => send({ type: 'dayOff.edit', date })}
          />
          <button
            type="button"
            className="button button--secondary"
            onClick={() => send({ type: 'dayOff.add' })}
          >
            Add day off
          </button>
        </div>
      </section>
    </>
  );
}
