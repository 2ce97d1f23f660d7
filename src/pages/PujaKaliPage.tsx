import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '../app/router';
import { Page } from '../ui/Page';
import { CatalogLoading, CatalogUnavailable } from './catalog/CatalogStatus';
import { KaliSchedule } from './catalog/KaliSchedule';
import { OrderPanel } from './catalog/OrderPanel';
import { KALI_PUJA_CODE } from './catalog/group-catalog';
import { useOrderPrefs } from './catalog/use-order-prefs';
import { PujaFacts } from './PujaFacts';

export default function PujaKaliPage() {
  const { t } = useLingui();
  const catalog = useOrderPrefs();
  const puja =
    catalog.status === 'ready'
      ? catalog.prefs.pujaDetails.find((detail) => detail.code === KALI_PUJA_CODE)
      : undefined;
  return (
    <Page
      asideLabel={t`Order the Kali/Karthika Puja`}
      aside={<OrderPanel catalog={catalog} code={KALI_PUJA_CODE} title={t`Kali/Karthika Puja`} />}
    >
      <h1>
        <Trans>Kali/Karthika Puja</Trans>
      </h1>
      <p className="lead">
        <Trans>
          A special puja held at Amritapuri, in Kerala, once a month on Karthika, the birth star of
          Amma. It is offered to lessen the ego and the negative habits that hold back both
          spiritual growth and well-being in the world.
        </Trans>
      </p>
      <div className="kolam" role="presentation" />

      <PujaFacts
        what={t`Worship of the Goddess before a tall oil lamp, with the five elements offered and Kali’s names chanted, ending in arati.`}
        whenWhere={t`Once a month, on the day the Moon returns to Karthika, on the veranda of the Kalari at Amritapuri, Kerala.`}
        who={t`The puja is held by the ashram at Amritapuri; you take part by giving each person’s name and birth star in your order.`}
      />

      <section aria-labelledby="kali-dates" className="kali-dates">
        <h2 id="kali-dates">
          <Trans>Upcoming dates and price</Trans>
        </h2>
        <p>
          <Trans>
            Orders close <strong>3 days before</strong> each puja date. The dates below are the ones
            you can still order for.
          </Trans>
        </p>
        <div className="catalog catalog--dates" aria-live="polite">
          {catalog.status === 'loading' ? (
            <CatalogLoading what={t`the puja dates`} />
          ) : puja ? (
            <KaliSchedule puja={puja} />
          ) : (
            <CatalogUnavailable what={t`the dates and price of this puja`} />
          )}
        </div>
      </section>

      <div className="prose">
        <h2 id="when">
          <Trans>When it is held</Trans>
        </h2>
        <p>
          <Trans>
            The Moon passes through the star Karthika (Krittika) roughly every 27 to 28 days. Each
            of those days is kept as Amma’s lunar birthday, and the puja is held on it, which is why
            the dates move a little from one calendar month to the next. In 2025 there were fourteen
            such dates.
          </Trans>
        </p>

        <h2 id="what-happens">
          <Trans>What happens during the puja</Trans>
        </h2>
        <p>
          <Trans>
            The puja takes place on the veranda of the Kalari at Amritapuri. Before it begins, the
            floor is laid out with yantra designs drawn in coloured powder, which serve as the seat
            of the Goddess, and a tall oil lamp is set at the centre to stand for her.
          </Trans>
        </p>
        <ul>
          <li>
            <Trans>Worship opens with prayers to the Guru and to Ganesha.</Trans>
          </li>
          <li>
            <Trans>
              At its heart is a symbolic offering of the five elements: ether, air, fire, water and
              earth.
            </Trans>
          </li>
          <li>
            <Trans>
              The names of Kali are chanted throughout; other chants, such as Amma’s 108 names, the
              108 names of the Devi and verses in praise of the Goddess, have been used as well.
            </Trans>
          </li>
          <li>
            <Trans>It closes with arati, and a sweet pudding is shared as prasad.</Trans>
          </li>
        </ul>

        <h2 id="other-names">
          <Trans>Other names</Trans>
        </h2>
        <p>
          <Trans>
            You may also see it called Kali Puja, Karthika Puja, Kartika Puja or Krittika Puja. All
            name the same monthly puja.
          </Trans>
        </p>
      </div>
      <p>
        <Trans>
          <Link to="/special-pujas">See the other special pujas</Link> ·{' '}
          <Link to="/order-a-puja">How to register for a puja</Link>
        </Trans>
      </p>
    </Page>
  );
}
