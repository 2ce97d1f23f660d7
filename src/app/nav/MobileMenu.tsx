import { Trans, useLingui } from '@lingui/react/macro';
import { MENU_QUOTE, MOBILE_MENU_ID } from './nav-data';
import { NavList } from './NavList';
import { AccountLink } from './AccountLink';

/**
 * The slide-in menu of narrow screens: a native `<dialog>`, always in the
 * page and closed. The shell's behaviours (src/app/shell/menu-dialog.ts) open
 * it modally from the header's toggle, so the platform keeps focus inside,
 * makes the page inert and closes it on Escape; they also close it on the
 * close button, the backdrop, a link and a wide screen. The panel is a child
 * of the dialog, so that a click on the dialog itself is one on the backdrop.
 */
export function MobileMenu() {
  const { i18n } = useLingui();
  return (
    <dialog
      id={MOBILE_MENU_ID}
      className="mobile-menu-dialog"
      data-menu=""
      aria-labelledby="mobile-menu-title"
    >
      <div className="mobile-menu">
        <div className="mobile-menu__top">
          <h2 id="mobile-menu-title" className="mobile-menu__title">
            <Trans>Menu</Trans>
          </h2>
          <button type="button" className="mobile-menu__close" data-dialog-close="">
            <Trans>
              Close<span className="visually-hidden"> menu</span>
            </Trans>
          </button>
        </div>
        <p className="mobile-menu__quote">{i18n._(MENU_QUOTE)}</p>
        <NavList idPrefix="mobile-menu" />
        <p className="mobile-menu__account">
          <AccountLink className="mobile-menu__account-slot" />
        </p>
      </div>
    </dialog>
  );
}
