import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '../app/router';
import { CallsToAction } from './CallsToAction';
import { PUJA_CATEGORIES } from '../../domain/constants';
import { Page } from '../ui/Page';
import { CatalogArea } from './catalog/CatalogStatus';
import { OrderPanel } from './catalog/OrderPanel';
import { PujaCards } from './catalog/PujaCard';
import { KALI_PUJA_CODE } from './catalog/group-catalog';
import { useOrderPrefs } from './catalog/use-order-prefs';
import { PujaFacts } from './PujaFacts';
import { PageIntro, Section, Topics, type Topic } from './Topics';

const TOPICS: readonly Topic[] = [
  {
    id: 'festivals',
    title: msg`Pujas at temple festivals`,
    blocks: [
      msg`The Brahmasthanam temples hold festivals of three to four days, with pujas and homas from sunrise to sunset, such as the Navagraha Homa for the nine planets. Those are held at the temple during the festival and are not ordered through this site unless they appear in the list above.`,
    ],
  },
];

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
      <PageIntro
        title={msg`Special Pujas`}
        lead={msg`Special pujas are tied to a particular day rather than offered any day you choose. You order them for one of their scheduled dates.`}
      />

      <Section id="special-list" title={msg`Special pujas you can order`}>
        {/* A card is most of a screen tall: the placeholder fills the screen (as the full
            list's does), so what follows starts out of sight and nothing visible moves. */}
        <CatalogArea loading={catalog.status === 'loading'} what={t`the special pujas`}>
          {special.length > 0 && <PujaCards pujas={special} label={t`Special pujas`} />}
        </CatalogArea>
        <p>
          <Link to="/puja-kali">
            <Trans>The Kali/Karthika Puja: every open date and what happens</Trans>
          </Link>
        </p>
      </Section>

      <PujaFacts
        what={t`Each special puja follows its own rite; the Kali/Karthika Puja, for one, is worship of the Goddess before a tall oil lamp, with the five elements offered and her names chanted.`}
        whenWhere={t`Only on the puja’s own days: the Kali/Karthika Puja each month on Amma’s birth star, at Amritapuri in Kerala. Orders close three days before each date.`}
        who={t`The puja is held by Amma’s ashram; you take part by giving the name and birth star of each person it is offered for.`}
      />

      <Topics topics={TOPICS} />
      <CallsToAction steps={[{ to: '/types-of-puja', label: msg`See every type of puja` }]} />
    </Page>
  );
}
