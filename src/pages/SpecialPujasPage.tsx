import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const catalog = useOrderPrefs();
  const special =
    catalog.status === 'ready'
      ? catalog.prefs.pujaDetails.filter((detail) => detail.category === PUJA_CATEGORIES.special)
      : [];
  return (
    <Page
      asideLabel={t`Order the Kali/Karthika Puja`}
      aside={<OrderPanel catalog={catalog} code={KALI_PUJA_CODE} title={t`Kali/Karthika Puja`} />}
    >
      <h1>
        <Trans>Special Pujas</Trans>
      </h1>
      <p className="lead">
        <Trans>
          Special pujas are tied to a particular day rather than offered any day you choose. You
          order them for one of their scheduled dates.
        </Trans>
      </p>

      <section aria-labelledby="special-list">
        <h2 id="special-list">
          <Trans>Special pujas you can order</Trans>
        </h2>
        {/* A card is most of a screen tall: the placeholder fills the screen (as the full
            list's does), so what follows starts out of sight and nothing visible moves. */}
        <div className="catalog" aria-live="polite">
          {catalog.status === 'loading' ? (
            <CatalogLoading what={t`the special pujas`} />
          ) : special.length === 0 ? (
            <CatalogUnavailable what={t`the special pujas`} />
          ) : (
            <PujaCards pujas={special} label={t`Special pujas`} />
          )}
        </div>
        <p>
          <Link to="/puja-kali">
            <Trans>The Kali/Karthika Puja: every open date and what happens</Trans>
          </Link>
        </p>
      </section>

      <PujaFacts
        what={t`Each special puja follows its own rite; the Kali/Karthika Puja, for one, is worship of the Goddess before a tall oil lamp, with the five elements offered and her names chanted.`}
        whenWhere={t`Only on the puja’s own days: the Kali/Karthika Puja each month on Amma’s birth star, at Amritapuri in Kerala. Orders close three days before each date.`}
        who={t`The puja is held by Amma’s ashram; you take part by giving the name and birth star of each person it is offered for.`}
      />

      <div className="prose">
        <h2 id="festivals">
          <Trans>Pujas at temple festivals</Trans>
        </h2>
        <p>
          <Trans>
            The Brahmasthanam temples hold festivals of three to four days, with pujas and homas
            from sunrise to sunset, such as the Navagraha Homa for the nine planets. Those are held
            at the temple during the festival and are not ordered through this site unless they
            appear in the list above.
          </Trans>
        </p>
      </div>
      <CallsToAction>
        <NextStep to="/types-of-puja">
          <Trans>See every type of puja</Trans>
        </NextStep>
      </CallsToAction>
    </Page>
  );
}
