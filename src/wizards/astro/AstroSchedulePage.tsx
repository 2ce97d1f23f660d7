/** /astro-schedule: choose a reading and a time, give the birth details and pay. */
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { detectTimeZone } from '../../../domain/astro/time-zones';
import { useClock } from '../../ui/clock';
import { BookingWizard } from './BookingWizard';

export default function AstroSchedulePage() {
  // Read once when the page opens; the acceptance comes from the booking kept in this tab.
  const clock = useClock();
  const [input] = useState(() => ({ clock, timeZone: detectTimeZone() }));
  return (
    <>
      <h1>
        <Trans>Schedule an astrology reading</Trans>
      </h1>
      <BookingWizard input={input} />
    </>
  );
}
