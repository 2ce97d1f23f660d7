import { Link } from './router';
import { COPYRIGHT_YEAR } from '../domain/constants';
import { CENTRE_NAME } from './site-identity';
import { useTempleDetails } from './use-temple-details';

export function Footer({ inert }: { inert: boolean }) {
  // The temple's contact as edited in the staff console (docs/staff.md).
  const temple = useTempleDetails();
  return (
    <footer className="site-footer" inert={inert}>
      <nav aria-label="Legal and site map" className="site-footer__links">
        <ul>
          <li>
            <Link to="/terms">Terms of Use</Link>
          </li>
          <li>
            <Link to="/privacy">Privacy Policy</Link>
          </li>
          <li>
            <Link to="/content-nav">Site map</Link>
          </li>
        </ul>
      </nav>
      {temple && (
        <p className="site-footer__contact">
          {temple.centreName} · Phone:{' '}
          <a href={`tel:${temple.phone.replace(/[^+\d]/g, '')}`}>{temple.phone}</a> · Email:{' '}
          {temple.email}
        </p>
      )}
      <p className="site-footer__copyright">
        © {COPYRIGHT_YEAR} {temple?.copyrightHolder ?? CENTRE_NAME}
      </p>
    </footer>
  );
}
