import { Trans } from '@lingui/react/macro';
import { ACCOUNT_FAILURE } from '../../../domain/account/failures';

/** Why an account call failed (domain/account/failures.ts), in the visitor's language. */
export function AccountFailureText({ problem }: { problem: string }) {
  switch (problem) {
    case ACCOUNT_FAILURE.offline:
      return <Trans>The site did not answer. Check your connection and try again.</Trans>;
    case ACCOUNT_FAILURE.tooMany:
      return (
        <Trans>You have asked several times in a short while. Please wait a few minutes.</Trans>
      );
    default:
      return <Trans>The site could not do that just now. Please try again.</Trans>;
  }
}
