/** /astro-schedule: choose a reading and a time, give the birth details and pay. */
import { useState } from 'react';
import { detectTimeZone } from '../../domain/astro/time-zones';
import { acceptedDisclaimer } from './accepted-disclaimer';
import { BookingWizard } from './BookingWizard';

export default function AstroSchedulePage() {
  // Read once when the page opens (clock, zone and acceptance do not change while it is open).
  const [input] = useState(() => ({
    now: Date.now(),
    timeZone: detectTimeZone(),
    acceptedDisclaimer: acceptedDisclaimer(),
  }));
  return (
    <>
      <h1>Schedule an astrology reading</h1>
      <BookingWizard input={input} />
    </>
  );
}
