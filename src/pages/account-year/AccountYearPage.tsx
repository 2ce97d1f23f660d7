/**
 * "Your year at a glance" (/account/year): the family's next twelve months
 * month by month (each person's days by their rule, the temple's Karthika
 * days and events), a puja offered for a person's day through the order
 * wizard, each person's reminder choices and the private calendar feed. The
 * steps are machines/year-page's and machines/reminder-choices'; this view
 * renders their state and sends them the devotee's events.
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { I18n } from '@lingui/core';
import { useMachine } from '@xstate/react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import {
  ACCOUNT_FAMILY_PAGE,
  ACCOUNT_PAGE,
  ACCOUNT_SIGN_IN_PAGE,
} from '../../../domain/account/paths';
import { REMIND_DAYS_MAX, REMIND_WEEKS_MAX } from '../../../domain/account/family';
import type { YearAnswer, YearDay } from '../../../domain/sacred-year/api';
import { SOLAR_TEXT } from '../../../domain/sacred-year/day-words';
import {
  YEAR_FAILURE,
  isPersonDay,
  monthsOf,
  offerPath,
  reminderCounts,
  yearDayInWords,
  yearDayTitle,
  yearMonthInWords,
} from '../../../domain/sacred-year/year-page';
import { reminderChoicesMachine } from '../../../machines/reminder-choices';
import { yearPageMachine, type YearPageEvent } from '../../../machines/year-page';
import { Link, useLanguage } from '../../app/router';
import { Button, ButtonRow, SelectField } from '../../ui/form';
import { translateText } from '../../wizards/shared/translate-text';
import { PageIntro } from '../Topics';
import { useYearServices } from './year-services';
import './year.css';

export default function AccountYearPage() {
  const services = useYearServices();
  const machine = useMemo(() => yearPageMachine.provide({ actors: services.page }), [services]);
  const [state, send] = useMachine(machine);
  const { year, problem } = state.context;

  if (state.matches('loading')) {
    return (
      <>
        <YearIntro />
        <p role="status">
          <Trans>Loading your family’s year…</Trans>
        </p>
      </>
    );
  }
  if (state.matches('signedOut')) {
    return (
      <>
        <YearIntro />
        <div className="notice">
          <p>
            <Trans>
              This page shows the sacred days of the family you keep in your account, so you need to
              be signed in to see it. We email you a link that signs you in; there is no password.
            </Trans>
          </p>
          <p>
            <Link to={ACCOUNT_SIGN_IN_PAGE}>
              <Trans>Sign in to your account</Trans>
            </Link>
          </p>
        </div>
      </>
    );
  }
  if (state.matches('loadFailed') || !year) {
    return (
      <>
        <YearIntro />
        <div className="notice" role="alert">
          <p>
            <FailureText problem={problem} />
          </p>
          <ButtonRow>
            <Button onClick={() => send({ type: 'year.retry' })}>
              <Trans>Try again</Trans>
            </Button>
          </ButtonRow>
        </div>
      </>
    );
  }

  return (
    <>
      <YearIntro />
      <p>
        <Link to={ACCOUNT_FAMILY_PAGE}>
          <Trans>Add or change the people of your family</Trans>
        </Link>{' '}
        ·{' '}
        <Link to={ACCOUNT_PAGE}>
          <Trans>Back to your account</Trans>
        </Link>
      </p>
      <Months year={year} />
      <section aria-labelledby="year-reminders">
        <h2 id="year-reminders">
          <Trans>Reminders by email</Trans>
        </h2>
        <ReminderList year={year} />
      </section>
      <section aria-labelledby="year-feed">
        <h2 id="year-feed">
          <Trans>Your calendar</Trans>
        </h2>
        <FeedPanel
          live={state.context.feedCreatedAt !== null}
          feedUrl={state.matches({ ready: 'created' }) ? state.context.feedUrl : null}
          confirming={state.matches({ ready: 'confirmingRevoke' })}
          busy={state.hasTag('busy')}
          problem={problem}
          send={send}
        />
      </section>
    </>
  );
}

function YearIntro() {
  return (
    <PageIntro
      title={msg`Your year at a glance`}
      lead={msg`The next twelve months of your family’s sacred days: star birthdays, lunar birthdays and remembrance days, with the temple’s Karthika days and events.`}
    />
  );
}

/** Why a call failed (domain/sacred-year/year-page.ts), in the visitor's language. */
function FailureText({ problem }: { problem: string | null }) {
  switch (problem) {
    case YEAR_FAILURE.offline:
      return <Trans>The site did not answer. Check your connection and try again.</Trans>;
    case YEAR_FAILURE.tooMany:
      return (
        <Trans>You have asked several times in a short while. Please wait a few minutes.</Trans>
      );
    case YEAR_FAILURE.signedOut:
      return <Trans>You are signed out. Sign in again to change this.</Trans>;
    default:
      return <Trans>The site could not do that just now. Please try again.</Trans>;
  }
}

function dayTitleText(i18n: I18n, day: YearDay): string {
  const title = yearDayTitle(day);
  return typeof title === 'string' ? title : translateText(i18n, title);
}

/** The day in its solar calendar: in its own script on ml and ta pages, in Latin letters elsewhere. */
const DATE_SLOT = '\u2063date\u2063';

function SolarDate({ day }: { day: YearDay }) {
  const { i18n } = useLingui();
  const language = useLanguage();
  if (!day.solar) return null;
  const native = language === 'ml' || language === 'ta';
  const date = native ? day.solar.native : day.solar.latin;
  // The date goes in its own element (its own language) inside the translated sentence.
  const [before = '', after = ''] = translateText(i18n, {
    ...SOLAR_TEXT[day.solar.calendar],
    values: { date: DATE_SLOT },
  }).split(DATE_SLOT);
  const scriptLang = day.solar.calendar === 'malayalam' ? 'ml' : 'ta';
  return (
    <span className="year-day__solar">
      {before}
      <span lang={native ? scriptLang : 'en'}>{date}</span>
      {after}
    </span>
  );
}

function Months({ year }: { year: YearAnswer }) {
  const { i18n } = useLingui();
  const language = useLanguage();
  const months = monthsOf(year);
  if (months.length === 0) {
    return (
      <p className="notice">
        <Trans>
          There are no days to show yet. Add the people of your family with their birth details, and
          their days appear here.
        </Trans>
      </p>
    );
  }
  return (
    <div className="year-months">
      {months.map((month) => {
        const heading = `year-month-${month.year}-${month.month}`;
        return (
          <section key={heading} aria-labelledby={heading} className="year-month">
            <h2 id={heading}>{yearMonthInWords(month, language)}</h2>
            <ul className="year-days">
              {month.days.map((day, index) => {
                const title = dayTitleText(i18n, day);
                return (
                  <li
                    key={`${day.date}-${day.kind}-${day.personId ?? index}`}
                    className={`year-day year-day--${day.kind}`}
                  >
                    <p className="year-day__title">{title}</p>
                    <p className="year-day__date">
                      <time dateTime={day.date}>{yearDayInWords(day.date, language)}</time>
                      {day.solar ? (
                        <>
                          {' · '}
                          <SolarDate day={day} />
                        </>
                      ) : null}
                    </p>
                    {isPersonDay(day) ? (
                      <p className="year-day__offer">
                        <Link to={offerPath(day.personId, day.date)}>
                          <Trans>Offer a puja on this day</Trans>
                          <span className="visually-hidden"> ({title})</span>
                        </Link>
                      </p>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

function ReminderList({ year }: { year: YearAnswer }) {
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
        <div className="notice" role="alert">
          <p>
            <FailureText problem={problem} />
          </p>
          <ButtonRow>
            <Button onClick={() => send({ type: 'reminders.retry' })}>
              <Trans>Try again</Trans>
            </Button>
          </ButtonRow>
        </div>
      ) : null}
    </form>
  );
}

type YearSend = (event: YearPageEvent) => void;

function FeedPanel({
  live,
  feedUrl,
  confirming,
  busy,
  problem,
  send,
}: {
  live: boolean;
  feedUrl: string | null;
  confirming: boolean;
  busy: boolean;
  problem: string | null;
  send: YearSend;
}) {
  const confirmRef = useRef<HTMLDivElement>(null);
  // The question replaces the button that asked it: the keyboard's place moves to the question.
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);
  return (
    <>
      <p>
        <Trans>
          Your calendar app can show these days beside your own: we make a private address for your
          family’s days, and the app reads it again every few hours, so new people and changes
          appear by themselves.
        </Trans>
      </p>
      {problem ? (
        <div className="notice" role="alert">
          <p>
            <FailureText problem={problem} />
          </p>
        </div>
      ) : null}
      {feedUrl ? <FeedAddress feedUrl={feedUrl} /> : null}
      {live && !feedUrl ? (
        <p>
          <Trans>
            Your calendar address is live. For your privacy we show it only once, when it is made.
            If you have lost it, make a new one: the old address then stops working.
          </Trans>
        </p>
      ) : null}
      {confirming ? (
        <div
          className="notice year-feed__confirm"
          ref={confirmRef}
          tabIndex={-1}
          role="group"
          aria-labelledby="year-feed-confirm"
        >
          <p id="year-feed-confirm">
            <Trans>
              Stop the calendar address? Calendars that use it will no longer get your family’s
              days, and the address cannot be used again.
            </Trans>
          </p>
          <ButtonRow>
            <Button variant="warning" onClick={() => send({ type: 'feed.confirmRevoke' })}>
              <Trans>Yes, stop the address</Trans>
            </Button>
            <Button variant="secondary" onClick={() => send({ type: 'feed.cancel' })}>
              <Trans>Keep it</Trans>
            </Button>
          </ButtonRow>
        </div>
      ) : (
        <ButtonRow>
          <Button disabled={busy} onClick={() => send({ type: 'feed.create' })}>
            {busy ? (
              <Trans>Please wait…</Trans>
            ) : live ? (
              <Trans>Make a new calendar address</Trans>
            ) : (
              <Trans>Make my calendar address</Trans>
            )}
          </Button>
          {live ? (
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() => send({ type: 'feed.revoke' })}
            >
              <Trans>Stop the calendar address</Trans>
            </Button>
          ) : null}
        </ButtonRow>
      )}
    </>
  );
}

function FeedAddress({ feedUrl }: { feedUrl: string }) {
  const { t } = useLingui();
  const [copied, setCopied] = useState(false);
  const canCopy = typeof navigator !== 'undefined' && Boolean(navigator.clipboard);
  return (
    <div className="year-feed">
      <label htmlFor="year-feed-url" className="field__label">
        <Trans>Your private calendar address</Trans>
      </label>
      <p className="field__hint" id="year-feed-url-hint">
        <Trans>
          Keep it to yourself: anyone with this address can see your family’s days. We show it only
          now.
        </Trans>
      </p>
      <input
        id="year-feed-url"
        className="field__input year-feed__url"
        aria-describedby="year-feed-url-hint"
        readOnly
        lang="en"
        value={feedUrl}
        onFocus={(event) => event.currentTarget.select()}
      />
      {canCopy ? (
        <ButtonRow>
          <Button
            variant="secondary"
            onClick={() => {
              void navigator.clipboard.writeText(feedUrl).then(() => setCopied(true));
            }}
          >
            {t`Copy the address`}
          </Button>
        </ButtonRow>
      ) : null}
      <p role="status">{copied ? <Trans>Copied.</Trans> : null}</p>
      <h3>
        <Trans>Add it to your calendar</Trans>
      </h3>
      <dl className="year-feed__steps">
        <dt>
          <span lang="en">Google Calendar</span>
        </dt>
        <dd>
          <Trans>
            On a computer, open Google Calendar. Beside “Other calendars” choose the plus sign, then
            “From URL”, paste the address and choose “Add calendar”.
          </Trans>
        </dd>
        <dt>
          <span lang="en">Apple Calendar</span>
        </dt>
        <dd>
          <Trans>
            On a Mac, choose File, then “New Calendar Subscription”, paste the address and choose
            Subscribe. On an iPhone or iPad, open Settings, then Calendar, Accounts, Add Account,
            Other, “Add Subscribed Calendar”, and paste the address.
          </Trans>
        </dd>
        <dt>
          <span lang="en">Outlook</span>
        </dt>
        <dd>
          <Trans>
            In Outlook on the web, open the calendar, choose “Add calendar”, then “Subscribe from
            web”, paste the address, give it a name and choose Import.
          </Trans>
        </dd>
      </dl>
    </div>
  );
}
