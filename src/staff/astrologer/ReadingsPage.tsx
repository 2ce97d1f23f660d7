/**
 * The astrologer's readings, upcoming or past, each with the devotee's birth
 * details and question; past ones can be marked completed or a no-show.
 * Their private calendar feed is at the foot of the page.
 */
import { Fragment, useState } from 'react';
import {
  ASTROLOGER_PATHS,
  type AstrologerBooking,
  type AstrologerMe,
} from '../../../domain/astro/astrologer-pages';
import { formatRangeInZone } from '../../../domain/astro/time-zones';
import { describeDate } from '../../../domain/dates';
import { useStaff } from '../context';
import { Status } from '../Status';
import { useLoad } from '../use-load';
import { usePageTitle } from '../usePageTitle';
import { FeedPanel } from './FeedPanel';
import { MeetingLinkForm } from './MeetingLinkForm';
import { OutcomePanel } from './OutcomePanel';
import './astrologer.css';

type When = 'upcoming' | 'past';

export function ReadingsPage() {
  usePageTitle('My readings');
  const { api } = useStaff();
  const [when, setWhen] = useState<When>('upcoming');
  const [me] = useLoad<AstrologerMe>(api, ASTROLOGER_PATHS.me);
  const [list] = useLoad<{ bookings: AstrologerBooking[] }>(
    api,
    `${ASTROLOGER_PATHS.bookings}?when=${when}`,
  );
  return (
    <>
      <h1>My readings</h1>
      <div className="button-row" role="group" aria-label="Which readings">
        {(['upcoming', 'past'] as const).map((choice) => (
          <button
            key={choice}
            type="button"
            className={`button ${when === choice ? 'button--primary' : 'button--secondary'}`}
            aria-pressed={when === choice}
            onClick={() => setWhen(choice)}
          >
            {choice === 'upcoming' ? 'Upcoming' : 'Past'}
          </button>
        ))}
      </div>
      <Status state={me}>
        {(astrologer) => (
          <>
            <Status state={list}>
              {({ bookings }) =>
                bookings.length === 0 ? (
                  <p>{when === 'upcoming' ? 'No readings booked yet.' : 'No past readings.'}</p>
                ) : (
                  <ul className="astrologer-list" aria-label={`${when} readings`}>
                    {bookings.map((booking) => (
                      <li key={booking.code}>
                        <Reading
                          booking={booking}
                          timeZone={astrologer.settings.timeZone}
                          past={when === 'past'}
                        />
                      </li>
                    ))}
                  </ul>
                )
              }
            </Status>
            <FeedPanel api={api} feedUrl={astrologer.feedUrl} />
          </>
        )}
      </Status>
    </>
  );
}

function birthLine(person: AstrologerBooking['people'][number]): string {
  const day = describeDate(new Date(`${person.birthDate}T12:00:00Z`));
  const time = person.birthTime ? `at ${person.birthTime}` : '(time not known)';
  return `Born ${day} ${time} in ${person.birthPlace}`;
}

function Reading({
  booking,
  timeZone,
  past,
}: {
  booking: AstrologerBooking;
  timeZone: string;
  past: boolean;
}) {
  const { api } = useStaff();
  const cancelled = booking.status === 'CANCELLED';
  return (
    <article className="astrologer-reading" aria-labelledby={`reading-${booking.code}`}>
      <h3 id={`reading-${booking.code}`}>
        {booking.readingName}: {formatRangeInZone(booking.start, booking.end, timeZone)}
        {cancelled ? ' (cancelled)' : ''}
      </h3>
      <dl className="staff-facts">
        <dt>Booking code</dt>
        <dd>{booking.code}</dd>
        <dt>Devotee's time</dt>
        <dd>
          {formatRangeInZone(booking.start, booking.end, booking.visitorTimeZone)} (
          {booking.visitorTimeZone.replace(/_/g, ' ')})
        </dd>
        {booking.people.map((person, index) => (
          <Fragment key={index}>
            <dt>{booking.people.length > 1 ? `Person ${index + 1}` : 'Reading for'}</dt>
            <dd>
              <span className="staff-line">{person.fullName}</span>
              <span className="staff-line">{birthLine(person)}</span>
              {person.birthStar ? (
                <span className="staff-line">Birth star: {person.birthStar}</span>
              ) : null}
            </dd>
          </Fragment>
        ))}
        <dt>Question</dt>
        <dd>{booking.question || 'None given'}</dd>
        <dt>Devotee's email</dt>
        <dd>{booking.devoteeEmail}</dd>
        {booking.changeReason ? (
          <>
            <dt>{cancelled ? 'Reason for cancelling' : 'Reason for moving'}</dt>
            <dd>{booking.changeReason}</dd>
          </>
        ) : null}
        {!cancelled ? (
          <>
            <dt>Meeting link</dt>
            <dd>{booking.meetingUrl || 'None yet'}</dd>
          </>
        ) : null}
      </dl>
      {!cancelled && !past ? (
        <MeetingLinkForm api={api} code={booking.code} current={booking.meetingUrl} />
      ) : null}
      {!cancelled && past ? (
        <OutcomePanel api={api} code={booking.code} recorded={booking.outcome} />
      ) : null}
    </article>
  );
}
