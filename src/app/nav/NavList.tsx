import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Link, useLocation } from '../router';
import { NAV_GROUPS, NAV_HOME } from './nav-data';

interface NavListProps {
  /** Heading level of the group names, to fit the page's outline. */
  level?: 2 | 3;
  /** Prefix that keeps heading ids unique when two lists share a page. */
  idPrefix: string;
}

/** The whole menu as grouped lists of links: mobile menu, /menu, site map, not found. */
export function NavList({ level = 2, idPrefix }: NavListProps) {
  const { pathname } = useLocation();
  const { i18n } = useLingui();
  const Heading = level === 2 ? 'h2' : 'h3';
  const link = (label: MessageDescriptor, path: string) => (
    <Link to={path} aria-current={path === pathname ? 'page' : undefined}>
      {i18n._(label)}
    </Link>
  );
  return (
    <ul className="nav-list">
      <li className="nav-list__home">{link(NAV_HOME.label, NAV_HOME.path)}</li>
      {NAV_GROUPS.map((group) => {
        const headingId = `${idPrefix}-${group.id}`;
        return (
          <li key={group.id}>
            <Heading id={headingId} className="nav-list__heading">
              {i18n._(group.label)}
            </Heading>
            <ul aria-labelledby={headingId}>
              {group.links.map((item) => (
                <li key={item.path}>{link(item.label, item.path)}</li>
              ))}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}
