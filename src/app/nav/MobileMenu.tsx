import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { MENU_QUOTE, MOBILE_MENU_ID } from './nav-data';
import { NavList } from './NavList';
import './mobile-menu.css';

/** Matches the CSS breakpoint where the desktop navigation takes over. */
const WIDE_SCREEN = '(min-width: 48rem)';

interface MobileMenuProps {
  /** Closes the menu; the caller returns focus to the toggle. */
  onClose: () => void;
}

const FOCUSABLE = 'a[href], button:not([disabled])';

/**
 * The slide-in menu of narrow screens: a modal dialog that keeps focus inside
 * (the rest of the page is made inert by the layout), closes on Escape, on a
 * link, on the backdrop, or when the screen becomes wide. Loaded on first
 * use, so it costs nothing on pages where the menu is never opened.
 */
export default function MobileMenu({ onClose }: MobileMenuProps) {
  const { i18n } = useLingui();
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    panel.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
        return;
      }
      if (event.key !== 'Tab') return;
      // Wrap Tab and Shift+Tab so focus never leaves the open menu.
      const items = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = items[0];
      const last = items[items.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    };
    const wide = window.matchMedia(WIDE_SCREEN);
    const closeIfWide = () => {
      if (wide.matches) onClose();
    };
    panel.addEventListener('keydown', onKeyDown);
    wide.addEventListener('change', closeIfWide);
    return () => {
      panel.removeEventListener('keydown', onKeyDown);
      wide.removeEventListener('change', closeIfWide);
    };
  }, [onClose]);

  return (
    <div className="mobile-menu-layer">
      <div className="mobile-menu__backdrop" role="presentation" onClick={onClose} />
      <div
        id={MOBILE_MENU_ID}
        ref={panelRef}
        className="mobile-menu"
        role="dialog"
        aria-modal="true"
        aria-labelledby="mobile-menu-title"
      >
        <div className="mobile-menu__top">
          <h2 id="mobile-menu-title" className="mobile-menu__title">
            <Trans>Menu</Trans>
          </h2>
          <button type="button" className="mobile-menu__close" onClick={onClose}>
            <Trans>
              Close<span className="visually-hidden"> menu</span>
            </Trans>
          </button>
        </div>
        <p className="mobile-menu__quote">{i18n._(MENU_QUOTE)}</p>
        <NavList idPrefix="mobile-menu" onNavigate={onClose} />
      </div>
    </div>
  );
}
