/**
 * The year page's reminders: each person's choices of weeks and days before their day, saved
 * through machines/reminder-choices.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { useId, useMemo } from 'react';
import { REMIND_DAYS_MAX, REMIND_WEEKS_MAX } from '../../../domain/account/family';
import type { YearAnswer } from '../../../domain/sacred-year/api';
import { reminderCounts } from '../../../domain/sacred-year/year-page';
import { reminderChoicesMachine } from '../../../machines/reminder-choices';
import { Button, ButtonRow, FailureNotice, SelectField } from '../../ui/form';
import { useYearServices } from './year-services';
import { YearFailureText } from './YearFailureText';

export function ReminderList({ year }: { year: YearAnswer }) {
  const people = year.people.filter((person) => person.hasDays);
  if (people.length === 0) {
    return (
      <p>
        <Trans>
          When a person of your family has birth details that give a day, you can choose here to be
          reminded by email before it.
        </Trans>
      </p>
    );
  }
  return (
    <>
      <p>
        <Trans>
          We can email you before each of a person’s days, so there is time to order a puja. Choose
          an early reminder, a second one closer to the day, both or neither.
        </Trans>
      </p>
      <ul className="year-reminders">
        {people.map((person) => (
          <li key={person.id}>
            <ReminderChoices personId={person.id} name={person.name} reminders={person.reminders} />
          </li>
        ))}
      </ul>
    </>
  );
}

function ReminderChoices({
  personId,
  name,
  reminders,
}: {
  personId: string;
  name: string;
  reminders: YearAnswer['people'][number]['reminders'];
}) {
  const { t } = useLingui();
  const services = useYearServices();
  const id = useId();
  const machine = useMemo(
    () => reminderChoicesMachine.provide({ actors: services.reminders }),
    [services],
  );
  const [state, send] = useMachine(machine, { input: { personId, reminders } });
  const { choice, errors, problem } = state.context;
  const busy = state.hasTag('busy');
  const fieldError = (path: 'weeksBefore' | 'daysBefore') =>
    errors.some(
      (error) =>
        error.path === path || error.path.endsWith(`.${path}`) || error.path.endsWith(`/${path}`),
    )
      ? path === 'weeksBefore'
        ? t`Choose from 1 to ${REMIND_WEEKS_MAX} weeks, or no early reminder`
        : t`Choose from 1 to ${REMIND_DAYS_MAX} days, or no second reminder`
      : undefined;
  const asValue = (count: number | null) => (count === null ? '' : String(count));
  const fromValue = (value: string) => (value === '' ? null : Number(value));
  return (
    <form
      className="year-reminder"
      noValidate
      aria-busy={busy || undefined}
      aria-labelledby={`${id}-name`}
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'reminders.save' });
      }}
    >
      <h3 id={`${id}-name`}>{name}</h3>
      <div className="year-reminder__fields">
        <SelectField
          id={`${id}-weeks`}
          label={t`Early reminder: weeks before the day`}
          placeholder={t`No early reminder`}
          value={asValue(choice.weeksBefore)}
          error={fieldError('weeksBefore')}
          options={reminderCounts(REMIND_WEEKS_MAX).map((count) => ({
            value: String(count),
            label: String(count),
          }))}
          onChange={(value) => send({ type: 'reminders.weeks', value: fromValue(value) })}
        />
        <SelectField
          id={`${id}-days`}
          label={t`Second reminder: days before the day`}
          placeholder={t`No second reminder`}
          value={asValue(choice.daysBefore)}
          error={fieldError('daysBefore')}
          options={reminderCounts(REMIND_DAYS_MAX).map((count) => ({
            value: String(count),
            label: String(count),
          }))}
          onChange={(value) => send({ type: 'reminders.days', value: fromValue(value) })}
        />
      </div>
      <ButtonRow>
        <Button type="submit" variant="secondary" disabled={busy || state.matches('failed')}>
          {busy ? <Trans>Saving…</Trans> : <Trans>Save {name}’s reminders</Trans>}
        </Button>
      </ButtonRow>
      <div role="status" className="year-reminder__status">
        {state.matches('saved') ? (
          <p>
            <Trans>Saved.</Trans>
          </p>
        ) : null}
      </div>
      {state.matches('failed') ? (
        <FailureNotice onRetry={() => send({ type: 'reminders.retry' })}>
          <YearFailureText problem={problem} />
        </FailureNotice>
      ) : null}
    </form>
  );
}
