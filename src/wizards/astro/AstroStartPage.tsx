/**
 * /astro-start: the booking begins with the disclaimer. Once the machine
 * records the acceptance, the visitor continues on /astro-schedule.
 */
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { detectTimeZone } from '../../domain/astro/time-zones';
import { rememberAcceptedDisclaimer } from './accepted-disclaimer';
import { BookingWizard } from './BookingWizard';

export default function AstroStartPage() {
  const navigate = useNavigate();
  // Read once when the page opens (clock, zone and acceptance do not change while it is open).
  const [input] = useState(() => ({
    now: Date.now(),
    timeZone: detectTimeZone(),
    acceptedDisclaimer: null,
  }));
  const onAccepted = useCallback(
    (version: string) => {
      rememberAcceptedDisclaimer(version);
      navigate('/astro-schedule');
    },
    [navigate],
  );
  return (
    <>
      <h1>Book an online astrology reading</h1>
      <p>
        Booking takes a few minutes: read and accept the disclaimer, choose a reading and a time
        shown in your own time zone, give the birth details, and pay by card.
      </p>
      <BookingWizard input={input} onDisclaimerAccepted={onAccepted} />
    </>
  );
}
