import { useLingui } from '@lingui/react/macro';
import { Link, useLocation } from '../router';
import { NAV_GROUPS, NAV_HOME } from './nav-data';

const groupListId = (id: string) => `nav-group-${id}`;

/**
 * The header's navigation on wide screens: WAI-ARIA disclosure navigation.
 * Markup only: each group is a button (aria-expanded, aria-controls) over its
 * list of links, rendered closed; opening, closing and the arrow keys belong
 * to the shell's behaviours (src/app/shell/disclosure-nav.ts), which change
 * `aria-expanded` and `hidden` in place. Both are rendered constant, so React
 * never sets them again.
 */
export function DesktopNav() {
  const { t, i18n } = useLingui();
  const { pathname } = useLocation();
  const current = (path: string) => (path === pathname ? 'page' : undefined);

  return (
    <nav aria-label={t`Main`} className="desktop-nav" data-disclosure-nav="">
      <ul className="desktop-nav__row">
        <li>
          <Link
            to={NAV_HOME.path}
            className="desktop-nav__top"
            data-nav-top=""
            aria-current={current(NAV_HOME.path)}
          >
            {i18n._(NAV_HOME.label)}
          </Link>
        </li>
        {NAV_GROUPS.map((group) => {
          const holdsCurrent = group.links.some((link) => link.path === pathname);
          return (
            <li key={group.id} className="desktop-nav__group">
              <button
                type="button"
                className={`desktop-nav__top${holdsCurrent ? ' is-current' : ''}`}
                data-nav-top=""
                aria-expanded={false}
                aria-controls={groupListId(group.id)}
              >
                {i18n._(group.label)}
                <span className="desktop-nav__chevron" aria-hidden="true" />
              </button>
              <ul id={groupListId(group.id)} className="desktop-nav__list" data-nav-list="" hidden>
                {group.links.map((link) => (
                  <li key={link.path}>
                    <Link to={link.path} aria-current={current(link.path)}>
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
