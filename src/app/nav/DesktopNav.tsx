import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link, useLocation } from '../router';
import { NAV_GROUPS, NAV_HOME } from './nav-data';
import { GROUP_LINK_KEYS, TOP_ROW_KEYS, moveIndex } from './nav-keys';

const groupListId = (id: string) => `nav-group-${id}`;

/**
 * The header's navigation on wide screens: WAI-ARIA disclosure navigation.
 * Each group is a button (aria-expanded, aria-controls) that shows its list of
 * links; arrow keys, Home and End move focus, Escape closes and returns focus
 * to the group's button, a click outside or focus leaving closes it.
 */
export function DesktopNav() {
  const { t, i18n } = useLingui();
  const { pathname } = useLocation();
  const [openId, setOpenId] = useState<string | null>(null);
  const navRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!openId) return;
    const closeOnOutside = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpenId(null);
    };
    document.addEventListener('pointerdown', closeOnOutside);
    return () => document.removeEventListener('pointerdown', closeOnOutside);
  }, [openId]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const nav = navRef.current;
    const target = event.currentTarget;
    if (!nav) return;
    const focusAt = (items: HTMLElement[], next: number | null) => {
      if (next === null) return;
      event.preventDefault();
      items[next]?.focus();
    };
    if (event.key === 'Escape') {
      if (!openId) return;
      event.preventDefault();
      setOpenId(null);
      nav.querySelector<HTMLElement>(`[aria-controls="${groupListId(openId)}"]`)?.focus();
      return;
    }
    const list = target.closest('[data-nav-list]');
    if (list) {
      if (!GROUP_LINK_KEYS.includes(event.key)) return;
      const links = [...list.querySelectorAll<HTMLElement>('a')];
      focusAt(links, moveIndex(event.key, links.indexOf(target), links.length));
      return;
    }
    if (!TOP_ROW_KEYS.includes(event.key)) return;
    const controls = target.getAttribute('aria-controls');
    if (event.key === 'ArrowDown' && controls && target.getAttribute('aria-expanded') === 'true') {
      const first = document.getElementById(controls)?.querySelector<HTMLElement>('a');
      focusAt(first ? [first] : [], first ? 0 : null);
      return;
    }
    const row = [...nav.querySelectorAll<HTMLElement>('[data-nav-top]')];
    focusAt(row, moveIndex(event.key, row.indexOf(target), row.length));
  };

  const current = (path: string) => (path === pathname ? 'page' : undefined);

  return (
    <nav
      aria-label={t`Main`}
      className="desktop-nav"
      ref={navRef}
      onBlur={(event) => {
        if (openId && !navRef.current?.contains(event.relatedTarget as Node | null)) {
          setOpenId(null);
        }
      }}
    >
      <ul className="desktop-nav__row">
        <li>
          <Link
            to={NAV_HOME.path}
            className="desktop-nav__top"
            data-nav-top=""
            aria-current={current(NAV_HOME.path)}
            onKeyDown={onKeyDown}
          >
            {i18n._(NAV_HOME.label)}
          </Link>
        </li>
        {NAV_GROUPS.map((group) => {
          const open = openId === group.id;
          const holdsCurrent = group.links.some((link) => link.path === pathname);
          return (
            <li key={group.id} className="desktop-nav__group">
              <button
                type="button"
                className={`desktop-nav__top${holdsCurrent ? ' is-current' : ''}`}
                data-nav-top=""
                aria-expanded={open}
                aria-controls={groupListId(group.id)}
                onClick={() => setOpenId(open ? null : group.id)}
                onKeyDown={onKeyDown}
              >
                {i18n._(group.label)}
                <span className="desktop-nav__chevron" aria-hidden="true" />
              </button>
              <ul
                id={groupListId(group.id)}
                className="desktop-nav__list"
                data-nav-list=""
                hidden={!open}
              >
                {group.links.map((link) => (
                  <li key={link.path}>
                    <Link
                      to={link.path}
                      aria-current={current(link.path)}
                      onClick={() => setOpenId(null)}
                      onKeyDown={onKeyDown}
                    >
                      {i18n._(link.label)}
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
