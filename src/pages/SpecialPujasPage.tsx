import { Link } from '../app/router';
import { CallsToAction, NextStep } from './CallsToAction';
import { PUJA_CATEGORIES } from '../domain/constants';
import { Page } from '../ui/Page';
import { CatalogLoading, CatalogUnavailable } from './catalog/CatalogStatus';
import { OrderPanel } from './catalog/OrderPanel';
import { PujaCards } from './catalog/PujaCard';
import { KALI_PUJA_CODE } from './catalog/group-catalog';
import { useOrderPrefs } from './catalog/use-order-prefs';
import { PujaFacts } from './PujaFacts';

export default function SpecialPujasPage() {
  const catalog = useOrderPrefs();
  const special =
    catalog.status === 'ready'
      ? catalog.prefs.pujaDetails.filter((detail) => detail.category === PUJA_CATEGORIES.special)
      : [];
  return (
    <Page
      asideLabel="Order the Kali/Karthika Puja"
      aside={<OrderPanel catalog={catalog} code={KALI_PUJA_CODE} title="Kali/Karthika Puja" />}
    >
      <h1>Special Pujas</h1>
      <p className="lead">
        Special pujas are tied to a particular day rather than offered any day you choose. You order
        them for one of their scheduled dates.
      </p>

      <section aria-labelledby="special-list">
        <h2 id="special-list">Special pujas you can order</h2>
        {/* A card is most of a screen tall: the placeholder fills the screen (as the full
            list's does), so what follows starts out of sight and nothing visible moves. */}
        <div className="catalog" aria-live="polite">
          {catalog.status === 'loading' ? (
            <CatalogLoading what="the special pujas" />
          ) : special.length === 0 ? (
            <CatalogUnavailable what="the special pujas" />
          ) : (
            <PujaCards pujas={special} label="Special pujas" />
          )}
        </div>
        <p>
          <Link to="/puja-kali">The Kali/Karthika Puja: every open date and what happens</Link>
        </p>
      </section>

      <PujaFacts
        what="Each special puja follows its own rite; the Kali/Karthika Puja, for one, is worship of the Goddess before a tall oil lamp, with the five elements offered and her names chanted."
        whenWhere="Only on the puja’s own days: the Kali/Karthika Puja each month on Amma’s birth star, at Amritapuri in Kerala. Orders close three days before each date."
        who="The puja is held by Amma’s ashram; you take part by giving the name and birth star of each person it is offered for."
      />

      <div className="prose">
        <h2 id="festivals">Pujas at temple festivals</h2>
        <p>
          The Brahmasthanam temples hold festivals of three to four days, with pujas and homas from
          sunrise to sunset, such as the Navagraha Homa for the nine planets. Those are held at the
          temple during the festival and are not ordered through this site unless they appear in the
          list above.
        </p>
      </div>
      <CallsToAction>
        <NextStep to="/types-of-puja">See every type of puja</NextStep>
      </CallsToAction>
    </Page>
  );
}
