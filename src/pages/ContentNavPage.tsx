import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '../app/router';
import { NavList } from '../app/nav/NavList';
import { NAV_GROUPS, NAV_HOME } from '../app/nav/nav-data';
import { PAGE_HEADS } from '../app/page-heads';

const IN_MENU = new Set([NAV_HOME.path, ...NAV_GROUPS.flatMap((g) => g.links.map((l) => l.path))]);

/** The routes that are not in the menu, grouped for the site map. */
const OTHER_SECTIONS: readonly {
  id: string;
  heading: MessageDescriptor;
  paths: readonly string[];
}[] = [
  {
    id: 'ordering',
    heading: msg`Ordering`,
    paths: [
      '/puja-order-form-start',
      '/order-a-puja-online',
      '/order-a-puja-printable',
      '/puja-recommendation-online',
      '/order-regional-puja',
      '/find-my-order',
      '/account',
      '/account/sign-in',
      '/account/family',
      '/account/year',
    ],
  },
  {
    id: 'astrology-bookings',
    heading: msg`Astrology bookings`,
    paths: [
      '/astro-disclaimer',
      '/astro-start',
      '/astro-schedule',
      '/astro-reschedule',
      '/order-regional-astro',
    ],
  },
  {
    id: 'about-site',
    heading: msg`About this site`,
    paths: ['/privacy', '/terms', '/menu', '/content-nav'],
  },
];

export default function ContentNavPage() {
  const { t, i18n } = useLingui();
  const titleOf = (path: string) => {
    const head = PAGE_HEADS[path];
    return head ? i18n._(head.title) : path;
  };
  return (
    <>
      <h1>
        <Trans>Site map</Trans>
      </h1>
      <p className="lead">
        <Trans>Every page of the site, in one list.</Trans>
      </p>
      <nav aria-label={t`Site map`} className="site-map">
        <NavList idPrefix="site-map" />
        {OTHER_SECTIONS.map((section) => (
          <section key={section.id} aria-labelledby={`site-map-${section.id}`}>
            <h2 id={`site-map-${section.id}`} className="nav-list__heading">
              {i18n._(section.heading)}
            </h2>
            <ul className="nav-list">
              {section.paths
                .filter((path) => !IN_MENU.has(path))
                .map((path) => (
                  <li key={path}>
                    <Link to={path}>{titleOf(path)}</Link>
                  </li>
                ))}
            </ul>
          </section>
        ))}
      </nav>
    </>
  );
}
