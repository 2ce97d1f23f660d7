/** A booking's time in the visitor's zone and in the astrologer's. */
import type { BookingView } from '../../domain/astro/api';
import { formatInZone } from '../../domain/astro/time-zones';

export function BookingTimes({
  booking,
  visitorZone,
}: {
  booking: BookingView;
  visitorZone: string;
}) {
  return (
    <dl className="astro-summary">
      <div>
        <dt>Reading</dt>
        <dd>
          {booking.readingType.name} ({booking.readingType.durationMinutes} minutes) with{' '}
          {booking.astrologer.name}
        </dd>
      </div>
      <div>
        <dt>Your time</dt>
        <dd data-testid="visitor-time">
          {formatInZone(booking.start, visitorZone)} ({visitorZone.replace(/_/g, ' ')})
        </dd>
      </div>
      <div>
        <dt>Astrologer&apos;s time</dt>
        <dd data-testid="astrologer-time">
          {formatInZone(booking.start, booking.astrologer.timeZone)} (
          {booking.astrologer.timeZone.replace(/_/g, ' ')})
        </dd>
      </div>
    </dl>
  );
}
