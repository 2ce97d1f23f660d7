/** /astro-reschedule: move a booked reading, by code and email or by the emailed link. */
import { Trans } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { detectTimeZone } from '../../../domain/astro/time-zones';
import { useClock } from '../../ui/clock';
import { RescheduleWizard } from './RescheduleWizard';

export default function AstroReschedulePage() {
  const [params] = useSearchParams();
  // A new link remounts the wizard (key below), which reads the clock when it starts.
  const clock = useClock();
  const input = useMemo(
    () => ({
      clock,
      timeZone: detectTimeZone(),
      code: params.get('code') ?? '',
      email: params.get('email') ?? '',
      token: params.get('token') ?? '',
    }),
    [params, clock],
  );
  return (
    <>
      <h1>
        <Trans>Reschedule an astrology reading</Trans>
      </h1>
      <p>
        <Trans>
          You can move a reading up to 24 hours before it starts, at most twice. Within 24 hours of
          the start, please keep your time.
        </Trans>
      </p>
      <RescheduleWizard key={params.toString()} input={input} />
    </>
  );
}
