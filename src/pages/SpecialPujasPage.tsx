import { Link } from 'react-router-dom';
import { PUJA_CATEGORIES } from '../domain/constants';
import { CatalogGroups } from './catalog/CatalogGroups';
import { CatalogLoading, CatalogUnavailable } from './catalog/CatalogStatus';
import { useOrderPrefs } from './catalog/use-order-prefs';

export default function SpecialPujasPage() {
  const catalog = useOrderPrefs();
  const special =
    catalog.status === 'ready'
      ? catalog.prefs.pujaDetails.filter((detail) => detail.category === PUJA_CATEGORIES.special)
      : [];
  return (
    <>
      <h1>Special Pujas</h1>
      <p className="lead">
        Special pujas are tied to a particular day rather than offered any day you choose. You order
        them for one of their scheduled dates.
      </p>

      <section aria-labelledby="kali" className="card feature">
        <h2 id="kali">Kali/Karthika Puja</h2>
        <p>
          Held every month at Amritapuri on Karthika, the birth star of Amma, to lessen the ego and
          the habits that block spiritual and material well-being. Orders close three days before
          each date.
        </p>
        <p>
          <Link to="/puja-kali">Dates, price and what happens at the puja</Link>
        </p>
      </section>

      <section aria-labelledby="special-list">
        <h2 id="special-list">All special pujas you can order</h2>
        <div className="catalog catalog--short" aria-live="polite">
          {catalog.status === 'loading' ? (
            <CatalogLoading what="the special pujas" />
          ) : special.length === 0 ? (
            <CatalogUnavailable what="the special pujas" />
          ) : (
            <CatalogGroups details={special} level={3} />
          )}
        </div>
      </section>

      <div className="prose">
        <h2 id="festivals">Pujas at temple festivals</h2>
        <p>
          The Brahmasthanam temples hold festivals of three to four days, with pujas and homas from
          sunrise to sunset, such as the Navagraha Homa for the nine planets. Those are held at the
          temple during the festival and are not ordered through this site unless they appear in the
          list above.
        </p>
      </div>
      <div className="cta">
        <Link className="button" to="/order-a-puja-online">
          Order a special puja
        </Link>
        <Link className="button button--secondary" to="/types-of-puja">
          See every type of puja
        </Link>
      </div>
    </>
  );
}
