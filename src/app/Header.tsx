import { Trans } from '@lingui/react/macro';
import { Link } from './router';
import { SITE_NAME } from './site-name';
import { DesktopNav } from './nav/DesktopNav';
import { LanguageSwitcher } from './language/LanguageSwitcher';
import { MOBILE_MENU_ID } from './nav/nav-data';
import { AccountLink } from './nav/AccountLink';

/**
 * The site's header. The menu toggle opens the mobile menu's dialog through
 * the shell's behaviours (src/app/shell); `aria-expanded` is theirs to change.
 * Beside the languages: "Find my order", or "My account" when an account is
 * signed in here (./nav/AccountLink.tsx).
 */
export function Header() {
  return (
    <header className="site-header">
      <div className="site-header__languages">
        <LanguageSwitcher />
        <AccountLink className="site-header__account" />
      </div>
      <div className="site-header__inner">
        <Link to="/" className="brand">
          <img className="brand__logo" src="/logo.svg" alt="" width="44" height="44" />
          <span className="brand__name">{SITE_NAME}</span>
        </Link>
        <DesktopNav />
        <button
          type="button"
          className="menu-toggle"
          data-menu-toggle=""
          aria-expanded={false}
          aria-controls={MOBILE_MENU_ID}
        >
          <span className="menu-toggle__icon" aria-hidden="true" />
          <Trans>Menu</Trans>
        </button>
      </div>
    </header>
  );
}
