import { Trans } from '@lingui/react/macro';
import { ACCOUNT_PAGE } from '../../../domain/account/paths';
import { FIND_MY_ORDER_PAGE } from '../../../domain/my-order-paths';
import { Link, useLocation } from '../router';

/**
 * The header's and the mobile menu's way in: "Find my order", or "My account"
 * once an account is signed in on this browser. Both links are rendered in
 * one box, one over the other; the shell marks `<html data-account-present>`
 * from the presence cookie (src/app/shell/account-presence.ts) and the style
 * hides the other (visibility: out of the tab order and the accessibility
 * tree), so the box keeps its size and nothing moves when the mark changes.
 */
export function AccountLink({ className }: { className: string }) {
  const { pathname } = useLocation();
  const current = (path: string) => (pathname === path ? 'page' : undefined);
  return (
    <span className={`account-slot ${className}`}>
      <Link
        to={FIND_MY_ORDER_PAGE}
        className="account-slot__link"
        data-account-when="absent"
        aria-current={current(FIND_MY_ORDER_PAGE)}
      >
        <Trans>Find my order</Trans>
      </Link>
      <Link
        to={ACCOUNT_PAGE}
        className="account-slot__link"
        data-account-when="present"
        aria-current={current(ACCOUNT_PAGE)}
      >
        <Trans>My account</Trans>
      </Link>
    </span>
  );
}
