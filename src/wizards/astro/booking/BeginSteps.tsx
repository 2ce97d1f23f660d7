/** The booking's first steps: the catalog not loading, and the disclaimer. */
import { Link } from 'react-router-dom';
import { DISCLAIMER_POINTS } from '../../../domain/astro/disclaimer';
import { Button } from '../../../ui/form';
import { Notice } from '../Notice';
import type { BookingStepProps } from './step-props';

export function LoadFailedStep({ snapshot, send, title }: BookingStepProps) {
  return (
    <div className="astro-step">
      {title('The booking form could not load')}
      <p>We could not reach the server. Check your connection and try again.</p>
      {snapshot.can({ type: 'catalog.retry' }) ? (
        <Button onClick={() => send({ type: 'catalog.retry' })}>Try again</Button>
      ) : null}
    </div>
  );
}

export function DisclaimerStep({ snapshot, send, title }: BookingStepProps) {
  return (
    <div className="astro-step">
      {title('Before you book: the disclaimer')}
      <Notice text={snapshot.context.notice} />
      <ul className="astro-disclaimer">
        {DISCLAIMER_POINTS.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      <p>
        The <Link to="/astro-disclaimer">full disclaimer</Link> has its own page.
      </p>
      {snapshot.can({ type: 'disclaimer.accept' }) ? (
        <Button onClick={() => send({ type: 'disclaimer.accept' })}>I accept, continue</Button>
      ) : null}
    </div>
  );
}
