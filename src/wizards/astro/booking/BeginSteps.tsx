/** The booking's first steps: the catalog not loading, and the disclaimer. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { DISCLAIMER_TEXT } from '../../../../domain/astro/disclaimer';
import { SendIfAllowed } from '../StepButtons';
import { translateText } from '../../shared/translate-text';
import { Notice } from '../Notice';
import type { BookingStepProps } from './step-props';

export function LoadFailedStep({ snapshot, send, title }: BookingStepProps) {
  const { t } = useLingui();
  return (
    <div className="astro-step">
      {title(t`The booking form could not load`)}
      <p>
        <Trans>We could not reach the server. Check your connection and try again.</Trans>
      </p>
      <SendIfAllowed snapshot={snapshot} send={send} event={{ type: 'catalog.retry' }}>
        <Trans>Try again</Trans>
      </SendIfAllowed>
    </div>
  );
}

export function DisclaimerStep({ snapshot, send, title }: BookingStepProps) {
  const { i18n, t } = useLingui();
  return (
    <div className="astro-step">
      {title(t`Before you book: the disclaimer`)}
      <Notice text={snapshot.context.notice} />
      <ul className="astro-disclaimer">
        {DISCLAIMER_TEXT.map((point) => (
          <li key={point.id}>{translateText(i18n, point)}</li>
        ))}
      </ul>
      <p>
        <Trans>
          The <Link to="/astro-disclaimer">full disclaimer</Link> has its own page.
        </Trans>
      </p>
      <SendIfAllowed snapshot={snapshot} send={send} event={{ type: 'disclaimer.accept' }}>
        <Trans>I accept, continue</Trans>
      </SendIfAllowed>
    </div>
  );
}
