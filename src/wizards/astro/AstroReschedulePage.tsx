/** /astro-reschedule: move a booked reading, by code and email or by the emailed link. */
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { detectTimeZone } from '../../domain/astro/time-zones';
import { RescheduleWizard } from './RescheduleWizard';

export default function AstroReschedulePage() {
  const [params] = useSearchParams();
  // Read once when the page opens; a new link remounts the wizard (key below).
  const [openedAt] = useState(() => Date.now());
  const input = useMemo(
    () => ({
      now: openedAt,
      timeZone: detectTimeZone(),
      code: params.get('code') ?? '',
      email: params.get('email') ?? '',
      token: params.get('token') ?? '',
    }),
    [params, openedAt],
  );
  return (
    <>
      <h1>Reschedule an astrology reading</h1>
      <p>
        You can move a reading up to 24 hours before it starts, at most twice. Within 24 hours of
        the start, please keep your time.
      </p>
      <RescheduleWizard key={params.toString()} input={input} />
    </>
  );
}
