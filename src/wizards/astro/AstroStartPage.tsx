/**
 * /astro-start: the booking begins with the disclaimer and continues on this
 * page. The booking machine keeps the acceptance (for this tab), so
 * /astro-schedule does not ask again.
 */
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { detectTimeZone } from '../../../domain/astro/time-zones';
import { useClock } from '../../ui/clock';
import { BookingWizard } from './BookingWizard';

export default function AstroStartPage() {
  // Read once when the page opens (the zone does not change while it is open).
  const clock = useClock();
  const [input] = useState(() => ({ clock, timeZone: detectTimeZone() }));
  return (
    <>
      <h1>
        <Trans>Book an online astrology reading</Trans>
      </h1>
      <p>
        <Trans>
          Booking takes a few minutes: read and accept the disclaimer, choose a reading and a time
          shown in your own time zone, give the birth details, and pay by card.
        </Trans>
      </p>
      <BookingWizard input={input} />
    </>
  );
}
