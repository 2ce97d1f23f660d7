import { Link } from '../app/router';
import { NavList } from '../app/nav/NavList';
import { NAV_GROUPS, NAV_HOME } from '../app/nav/nav-data';
import { SITE_ROUTES } from '../domain/site-routes';

const IN_MENU = new Set([NAV_HOME.path, ...NAV_GROUPS.flatMap((g) => g.links.map((l) => l.path))]);

/** The routes that are not in the menu, grouped for the site map. */
const OTHER_SECTIONS: readonly { id: string; heading: string; paths: readonly string[] }[] = [
  {
    id: 'ordering',
    heading: 'Ordering',
    paths: [
      '/puja-order-form-start',
      '/order-a-puja-online',
      '/order-a-puja-printable',
      '/puja-recommendation-online',
      '/order-regional-puja',
      '/find-my-order',
    ],
  },
  {
    id: 'astrology-bookings',
    heading: 'Astrology bookings',
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
    heading: 'About this site',
    paths: ['/privacy', '/terms', '/menu', '/content-nav'],
  },
];

const titleOf = (path: string) => SITE_ROUTES.find((route) => route.path === path)?.title ?? path;

export default function ContentNavPage() {
  return (
    <>
      <h1>Site map</h1>
      <p className="lead">Every page of the site, in one list.</p>
      <nav aria-label="Site map" className="site-map">
        <NavList idPrefix="site-map" />
        {OTHER_SECTIONS.map((section) => (
          <section key={section.id} aria-labelledby={`site-map-${section.id}`}>
            <h2 id={`site-map-${section.id}`} className="nav-list__heading">
              {section.heading}
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
