import type { Ref } from 'react';
import { Trans } from '@lingui/react/macro';
import { Link } from './router';
import { SITE_NAME } from './site-name';
import { DesktopNav } from './nav/DesktopNav';
import { LanguageSwitcher } from './language/LanguageSwitcher';
import { MOBILE_MENU_ID } from './nav/nav-data';

interface HeaderProps {
  menuOpen: boolean;
  onOpenMenu: () => void;
  toggleRef: Ref<HTMLButtonElement>;
}

export function Header({ menuOpen, onOpenMenu, toggleRef }: HeaderProps) {
  return (
    <header className="site-header" inert={menuOpen}>
      <div className="site-header__languages">
        <LanguageSwitcher />
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
          ref={toggleRef}
          aria-expanded={menuOpen}
          // The dialog exists only while open (it is loaded on first use).
          aria-controls={menuOpen ? MOBILE_MENU_ID : undefined}
          onClick={onOpenMenu}
        >
          <span className="menu-toggle__icon" aria-hidden="true" />
          <Trans>Menu</Trans>
        </button>
      </div>
    </header>
  );
}
