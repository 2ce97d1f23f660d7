/**
 * The astrologer's schedule (docs/astro.md): weekly hours in their own time
 * zone, date changes and days off, buffers, notice, daily limit, the reading
 * types they offer and their meeting link. The editor machine holds the
 * draft; this view renders it and sends events.
 */
import { useMachine } from '@xstate/react';
import { useMemo, type FormEvent } from 'react';
import { fromPromise, type InspectionEvent } from 'xstate';
import {
  SaveRefusal,
  scheduleEditorMachine,
  type ScheduleEditorEvent,
} from '../../../machines/astro/astrologer';
import { ASTROLOGER_PATHS, type AstrologerMe } from '../../../domain/astro/astrologer-pages';
import type { AvailabilitySettings } from '../../../domain/astro/availability';
import { BUFFER_CHOICES, noticeChoices } from '../../../domain/astro/schedule-draft';
import { timeZoneChoices } from '../../../domain/astro/time-zone-names';
import { useClock } from '../../ui/clock';
import {
  Button,
  ErrorSummary,
  SelectField,
  TextField,
  errorFor,
  type SelectOption,
} from '../../ui/form';
import { useStaff } from '../context';
import { Notice, Status } from '../Status';
import { useLoad } from '../use-load';
import { usePageTitle } from '../usePageTitle';
import { DateChanges } from './DateChanges';
import { WeeklyHours } from './WeeklyHours';
import './astrologer.css';

export function SchedulePage({
  inspect,
}: {
  /** Tests only: watches the running actor (the view-level model test reaches it this way). */
  inspect?: (event: InspectionEvent) => void;
} = {}) {
  usePageTitle('My schedule');
  const { api } = useStaff();
  const [state] = useLoad<AstrologerMe>(api, ASTROLOGER_PATHS.me);
  return (
    <>
      <h1>My schedule</h1>
      <p>
        Visitors are offered times only inside your hours, less your date changes, days off, buffers
        and notice. Every time here is in your own time zone.
      </p>
      <Status state={state}>{(me) => <ScheduleEditor me={me} inspect={inspect} />}</Status>
    </>
  );
}

type NumberField = Extract<ScheduleEditorEvent, { type: 'number.set' }>['field'];

const minutesLabel = (m: number) => (m === 0 ? 'None' : `${m} minutes`);
const BUFFER_OPTIONS = BUFFER_CHOICES.map((m) => ({ value: String(m), label: minutesLabel(m) }));

/** The settings chosen as a number from a list: around each reading, and per day. */
function numberFields(
  notice: number,
): { field: NumberField; label: string; options: SelectOption[] }[] {
  return [
    { field: 'bufferBeforeMinutes', label: 'Free time before', options: BUFFER_OPTIONS },
    { field: 'bufferAfterMinutes', label: 'Free time after', options: BUFFER_OPTIONS },
    {
      field: 'minimumNoticeMinutes',
      label: 'Booked at least this long ahead',
      options: noticeChoices(notice).map((c) => ({ value: String(c.minutes), label: c.label })),
    },
    {
      field: 'dailyLimit',
      label: 'Readings a day at most',
      options: Array.from({ length: 25 }, (_, n) => ({
        value: String(n),
        label: n === 0 ? 'No limit' : String(n),
      })),
    },
  ];
}

function ScheduleEditor({
  me,
  inspect,
}: {
  me: AstrologerMe;
  inspect: ((event: InspectionEvent) => void) | undefined;
}) {
  const { api } = useStaff();
  const machine = useMemo(
    () =>
      scheduleEditorMachine.provide({
        actors: {
          saveSettings: fromPromise<AvailabilitySettings, AvailabilitySettings>(
            async ({ input }) => {
              const result = await api.call<{ settings: AvailabilitySettings }>(
                'PUT',
                ASTROLOGER_PATHS.settings,
                input,
              );
              if (!result.ok) throw new SaveRefusal(result.error.message, result.error.fields);
              return result.data.settings;
            },
          ),
        },
      }),
    [api],
  );
  const [state, send] = useMachine(machine, {
    input: { settings: me.settings },
    ...(inspect && { inspect }),
  });
  const { settings, errors, notice, dirty } = state.context;
  const clock = useClock();
  const zones = useMemo(
    () => timeZoneChoices(clock()).map((c) => ({ value: c.zone, label: c.label })),
    [clock],
  );
  const busy = state.hasTag('busy');

  function save(event: FormEvent) {
    event.preventDefault();
    send({ type: 'save' });
  }

  return (
    <form onSubmit={save} noValidate className="astrologer-schedule">
      <ErrorSummary errors={errors} />
      <Notice message={notice || null} />
      <SelectField
        id="timeZone"
        label="Your time zone"
        hint="Your hours and date changes below are read in this zone."
        value={settings.timeZone}
        options={zones}
        error={errorFor(errors, 'timeZone')}
        onChange={(timeZone) => send({ type: 'zone.set', timeZone })}
      />
      <WeeklyHours settings={settings} errors={errors} send={send} />
      <DateChanges
        settings={settings}
        newOverride={state.context.newOverride}
        newDayOff={state.context.newDayOff}
        errors={errors}
        send={send}
      />
      <h2>Around each reading</h2>
      <div className="staff-filters">
        {numberFields(settings.minimumNoticeMinutes).map(({ field, label, options }) => (
          <SelectField
            key={field}
            id={field}
            label={label}
            value={String(settings[field])}
            options={options}
            error={errorFor(errors, field)}
            onChange={(v) => send({ type: 'number.set', field, value: +v })}
          />
        ))}
      </div>
      <fieldset className="field fieldset" id="readingTypeIds">
        <legend className="fieldset__legend">Readings you offer</legend>
        {me.readingTypes.map((type) => (
          <p className="staff-check" key={type.id}>
            <input
              type="checkbox"
              id={`readingType-${type.id}`}
              checked={settings.readingTypeIds.includes(type.id)}
              onChange={() => send({ type: 'readingType.toggle', id: type.id })}
            />
            <label htmlFor={`readingType-${type.id}`}>
              {type.name} ({type.durationMinutes} minutes)
            </label>
          </p>
        ))}
      </fieldset>
      <TextField
        id="meetingUrl"
        label="Your meeting room link"
        hint="A standing video room (https://…) sent to each devotee. Leave empty to set one per reading on your readings page."
        value={settings.meetingUrl}
        error={errorFor(errors, 'meetingUrl')}
        onChange={(value) => send({ type: 'meetingUrl.set', value })}
      />
      {busy ? <p role="status">Saving...</p> : null}
      {dirty && !busy ? (
        <p className="staff-tag">You have changes that are not saved yet.</p>
      ) : null}
      <Button type="submit" disabled={busy}>
        Save my schedule
      </Button>
    </form>
  );
}
