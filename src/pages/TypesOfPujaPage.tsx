import { Link } from 'react-router-dom';
import { CatalogGroups } from './catalog/CatalogGroups';
import { CatalogLoading, CatalogUnavailable } from './catalog/CatalogStatus';
import { useOrderPrefs } from './catalog/use-order-prefs';

export default function TypesOfPujaPage() {
  const catalog = useOrderPrefs();
  return (
    <>
      <h1>Types of Pujas</h1>
      <p className="lead">
        Every puja you can order on this site, with its price. The list comes straight from the same
        catalog the order form uses, so what you see here is what you can order today.
      </p>
      <div className="prose">
        <p>
          The offerings fall into three groups. <strong>Special pujas</strong> are held on
          particular days of the year or month, such as the Kali/Karthika Puja on Amma’s birth star.{' '}
          <strong>Homas</strong> are offered into a sacred fire. <strong>Pujas</strong> are forms of
          worship performed on your behalf with the details you give for each person.
        </p>
      </div>
      <div className="catalog" aria-live="polite">
        {catalog.status === 'loading' ? (
          <CatalogLoading what="the list of pujas" />
        ) : catalog.prefs.pujaDetails.length === 0 ? (
          <CatalogUnavailable what="the list of pujas" />
        ) : (
          <CatalogGroups details={catalog.prefs.pujaDetails} />
        )}
      </div>
      <div className="cta">
        <Link className="button" to="/order-a-puja-online">
          Order a puja
        </Link>
        <Link className="button button--secondary" to="/puja-recommendation">
          Not sure which puja? Ask for a recommendation
        </Link>
      </div>
    </>
  );
}
