import { Link } from 'react-router-dom';
import { COPYRIGHT_YEAR } from '../domain/constants';
import { CENTRE_NAME } from './site-identity';

export function Footer({ inert }: { inert: boolean }) {
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
      <p className="site-footer__copyright">
        © {COPYRIGHT_YEAR} {CENTRE_NAME}
      </p>
    </footer>
  );
}
