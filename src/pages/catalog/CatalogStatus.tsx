import { Trans } from '@lingui/react/macro';
import { Link } from '../../app/router';

/** Shown while the catalog loads; it holds the space the list will take. */
export function CatalogLoading({ what }: { what: string }) {
  return (
    <p role="status" className="catalog-loading">
      <Trans>Loading {what}...</Trans>
    </p>
  );
}

/** The API gave no catalog (it is down or empty): say so kindly and offer a way on. */
export function CatalogUnavailable({ what }: { what: string }) {
  return (
    <div className="notice" role="status">
      <p>
        <Trans>
          We cannot show {what} just now. Please try again in a little while. You can still read
          about the pujas, or print the{' '}
          <Link to="/order-a-puja-printable">
            <Trans>order form</Trans>
          </Link>{' '}
          and send it by post.
        </Trans>
      </p>
    </div>
  );
}
