/** A booking's time in the visitor's zone and in the astrologer's. */
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BookingView } from '../../../domain/astro/api';
import { formatInZone } from '../../../domain/astro/time-zones';

export function BookingTimes({
  booking,
  visitorZone,
}: {
  booking: BookingView;
  visitorZone: string;
}) {
  const { i18n, t } = useLingui();
  const language = i18n.locale;
  const reading = booking.readingType.name;
  const minutes = booking.readingType.durationMinutes;
  const astrologer = booking.astrologer.name;
  const astrologerZone = booking.astrologer.timeZone;
  return (
    <dl className="astro-summary">
      <div>
        <dt>
          <Trans comment="the kind of astrology reading">Reading</Trans>
        </dt>
        <dd>
          {t`${reading} (${plural(minutes, { one: '# minute', other: '# minutes' })}) with ${astrologer}`}
        </dd>
      </div>
      <div>
        <dt>
          <Trans>Your time</Trans>
        </dt>
        <dd data-testid="visitor-time">
          {formatInZone(booking.start, visitorZone, language)} ({visitorZone.replace(/_/g, ' ')})
        </dd>
      </div>
      <div>
        <dt>
          <Trans>Astrologer&apos;s time</Trans>
        </dt>
        <dd data-testid="astrologer-time">
          {formatInZone(booking.start, astrologerZone, language)} (
          {astrologerZone.replace(/_/g, ' ')})
        </dd>
      </div>
    </dl>
  );
}

/** A booked reading: its code (kept for the visitor) and its times. */
export function BookedTimes({
  booking,
  visitorZone,
}: {
  booking: BookingView;
  visitorZone: string;
}) {
  const { code } = booking;
  return (
    <>
      <p className="astro-code">
        <Trans>
          Booking code: <strong data-testid="booking-code">{code}</strong>
        </Trans>
      </p>
      <BookingTimes booking={booking} visitorZone={visitorZone} />
    </>
  );
}
