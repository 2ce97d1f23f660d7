import { Trans } from '@lingui/react/macro';
import { YEAR_FAILURE } from '../../../domain/sacred-year/year-page';

/** Why a call failed (domain/sacred-year/year-page.ts), in the visitor's language. */
export function YearFailureText({ problem }: { problem: string | null }) {
  switch (problem) {
    case YEAR_FAILURE.offline:
      return <Trans>The site did not answer. Check your connection and try again.</Trans>;
    case YEAR_FAILURE.tooMany:
      return (
        <Trans>You have asked several times in a short while. Please wait a few minutes.</Trans>
      );
    case YEAR_FAILURE.signedOut:
      return <Trans>You are signed out. Sign in again to change this.</Trans>;
    default:
      return <Trans>The site could not do that just now. Please try again.</Trans>;
  }
}
