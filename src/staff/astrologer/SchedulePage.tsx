/**
 * The astrologer's schedule (docs/astro.md): weekly hours in their own time
 * zone, date changes and days off, buffers, notice, daily limit, the reading
 * types they offer and their meeting link. The editor machine holds the
 * draft; this view renders it and sends events.
 */
import { useMachine } from '@xstate/react';
import { useMemo, type FormEvent } from 'react';
import { fromPromise, type InspectionEvent } from 'xstate';
import { SaveRefusal, scheduleEditorMachine } from '../../../machines/astro/astrologer';
import { ASTROLOGER_PATHS, type AstrologerMe } from '../../domain/astro/astrologer-pages';
import type { AvailabilitySettings } from '../../domain/astro/availability';
import { BUFFER_CHOICES, noticeChoices } from '../../domain/astro/schedule-draft';
import { timeZoneChoices } from '../../domain/astro/time-zone-names';
import { useClock } from '../../ui/clock';
import { Button, ErrorSummary, SelectField, TextField, errorFor } from '../../ui/form';
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

const minutesLabel = (m: number) => (m === 0 ? 'None' : `${m} minutes`);

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
        <SelectField
          id="bufferBeforeMinutes"
          label="Free time before"
          value={String(settings.bufferBeforeMinutes)}
          options={BUFFER_CHOICES.map((m) => ({ value: String(m), label: minutesLabel(m) }))}
          error={errorFor(errors, 'bufferBeforeMinutes')}
          onChange={(v) => send({ type: 'number.set', field: 'bufferBeforeMinutes', value: +v })}
        />
        <SelectField
          id="bufferAfterMinutes"
          label="Free time after"
          value={String(settings.bufferAfterMinutes)}
          options={BUFFER_CHOICES.map((m) => ({ value: String(m), label: minutesLabel(m) }))}
          error={errorFor(errors, 'bufferAfterMinutes')}
          onChange={(v) => send({ type: 'number.set', field: 'bufferAfterMinutes', value: +v })}
        />
        <SelectField
          id="minimumNoticeMinutes"
          label="Booked at least this long ahead"
          value={String(settings.minimumNoticeMinutes)}
          options={noticeChoices(settings.minimumNoticeMinutes).map((c) => ({
            value: String(c.minutes),
            label: c.label,
          }))}
          error={errorFor(errors, 'minimumNoticeMinutes')}
          onChange={(v) => send({ type: 'number.set', field: 'minimumNoticeMinutes', value: +v })}
        />
        <SelectField
          id="dailyLimit"
          label="Readings a day at most"
          value={String(settings.dailyLimit)}
          options={Array.from({ length: 25 }, (_, n) => ({
            value: String(n),
            label: n === 0 ? 'No limit' : String(n),
          }))}
          error={errorFor(errors, 'dailyLimit')}
          onChange={(v) => send({ type: 'number.set', field: 'dailyLimit', value: +v })}
        />
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
