import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Link } from '../../app/router';

/** Shown while the catalog loads; it holds the space the list will take. */
function CatalogLoading({ what }: { what: string }) {
  return (
    <p role="status" className="catalog-loading">
      <Trans>Loading {what}...</Trans>
    </p>
  );
}

/** The API gave no catalog (it is down or empty): say so kindly and offer a way on. */
function CatalogUnavailable({ what }: { what: string }) {
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

/**
 * The catalog's place on a page (`aria-live`, so the list is announced when
 * it arrives): the loading status, then `children`, or the notice when there
 * is nothing to show.
 */
export function CatalogArea({
  className = 'catalog',
  loading,
  what,
  unavailable = what,
  children,
}: {
  className?: string;
  loading: boolean;
  /** What is loading, e.g. "the list of pujas". */
  what: string;
  /** What cannot be shown, when it says more than `what`. */
  unavailable?: string;
  /** The list; null, undefined or false when the catalog had nothing for it. */
  children: ReactNode;
}) {
  return (
    <div className={className} aria-live="polite">
      {loading ? (
        <CatalogLoading what={what} />
      ) : children == null || children === false ? (
        <CatalogUnavailable what={unavailable} />
      ) : (
        children
      )}
    </div>
  );
}
