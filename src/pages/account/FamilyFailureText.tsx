import { Trans } from '@lingui/react/macro';
import { FAMILY_FAILURE } from '../../../domain/account/family-failure';
import { ACCOUNT_SIGN_IN_PAGE } from '../../../domain/account/paths';
import { Link } from '../../app/router';

/** Why a call failed (src/api/account-family-editor.ts), in the devotee's language. */
export function FamilyFailureText({ problem }: { problem: string | null }) {
  switch (problem) {
    case FAMILY_FAILURE.signedOut:
      return (
        <Trans>
          You are no longer signed in. <Link to={ACCOUNT_SIGN_IN_PAGE}>Sign in again</Link>, then
          come back to this page.
        </Trans>
      );
    case FAMILY_FAILURE.offline:
      return <Trans>The site did not answer. Check your connection and try again.</Trans>;
    default:
      return <Trans>The site could not do that just now. Please try again.</Trans>;
  }
}
