import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button, ButtonRow } from './navigation';

/**
 * Why a call failed, announced at once (role="alert"), with "Try again" when
 * the step can be retried.
 */
export function FailureNotice({
  children,
  onRetry,
}: {
  children: ReactNode;
  onRetry?: () => void;
}) {
  return (
    <div className="notice" role="alert">
      <p>{children}</p>
      {onRetry ? (
        <ButtonRow>
          <Button onClick={onRetry}>
            <Trans>Try again</Trans>
          </Button>
        </ButtonRow>
      ) : null}
    </div>
  );
}
