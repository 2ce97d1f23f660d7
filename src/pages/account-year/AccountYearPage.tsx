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
import { useMemo } from 'react';
import {
  ACCOUNT_FAMILY_PAGE,
  ACCOUNT_PAGE,
  ACCOUNT_SIGN_IN_PAGE,
} from '../../../domain/account/paths';
import type { YearAnswer, YearDay } from '../../../domain/sacred-year/api';
import { SOLAR_TEXT } from '../../../domain/sacred-year/day-words';
import {
  isPersonDay,
  monthsOf,
  offerPath,
  yearDayInWords,
  yearDayTitle,
  yearMonthInWords,
} from '../../../domain/sacred-year/year-page';
import { yearPageMachine } from '../../../machines/year-page';
import { Link, useLanguage } from '../../app/router';
import { FailureNotice } from '../../ui/form';
import { translateText } from '../../wizards/shared/translate-text';
import { PageIntro } from '../Topics';
import { useYearServices } from './year-services';
import { YearFailureText } from './YearFailureText';
import { FeedPanel } from './YearFeedPanel';
import { ReminderList } from './YearReminders';
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
        <FailureNotice onRetry={() => send({ type: 'year.retry' })}>
          <YearFailureText problem={problem} />
        </FailureNotice>
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
