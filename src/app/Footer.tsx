import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from './router';
import { COPYRIGHT_YEAR } from '../../domain/constants';
import { CENTRE_NAME } from './site-identity';
import { useTempleDetails } from './use-temple-details';

export function Footer() {
  // The temple's contact as edited in the staff console (docs/staff.md).
  const temple = useTempleDetails();
  const { t } = useLingui();
  return (
    <footer className="site-footer">
      <nav aria-label={t`Legal and site map`} className="site-footer__links">
        <ul>
          <li>
            <Link to="/terms">
              <Trans>Terms of Use</Trans>
            </Link>
          </li>
          <li>
            <Link to="/privacy">
              <Trans>Privacy Policy</Trans>
            </Link>
          </li>
          <li>
            <Link to="/content-nav">
              <Trans>Site map</Trans>
            </Link>
          </li>
        </ul>
      </nav>
      {temple && (
        <p className="site-footer__contact">
          <TempleContact {...temple} />
        </p>
      )}
      <p className="site-footer__copyright">
        © {COPYRIGHT_YEAR} {temple?.copyrightHolder ?? CENTRE_NAME}
      </p>
    </footer>
  );
}

function TempleContact({
  centreName,
  phone,
  email,
}: {
  centreName: string;
  phone: string;
  email: string;
}) {
  const tel = `tel:${phone.replace(/[^+\d]/g, '')}`;
  return (
    <Trans>
      {centreName} · Phone: <a href={tel}>{phone}</a> · Email: {email}
    </Trans>
  );
}
