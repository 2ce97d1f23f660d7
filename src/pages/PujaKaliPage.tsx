import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '../app/router';
import { Page } from '../ui/Page';
import { CatalogArea } from './catalog/CatalogStatus';
import { KaliSchedule } from './catalog/KaliSchedule';
import { OrderPanel } from './catalog/OrderPanel';
import { KALI_PUJA_CODE } from './catalog/group-catalog';
import { useOrderPrefs } from './catalog/use-order-prefs';
import { PujaFacts } from './PujaFacts';
import { PageIntro, Section, Topics, type Topic } from './Topics';

const TOPICS: readonly Topic[] = [
  {
    id: 'when',
    title: msg`When it is held`,
    blocks: [
      msg`The Moon passes through the star Karthika (Krittika) roughly every 27 to 28 days. Each of those days is kept as Amma’s lunar birthday, and the puja is held on it, which is why the dates move a little from one calendar month to the next. In 2025 there were fourteen such dates.`,
    ],
  },
  {
    id: 'what-happens',
    title: msg`What happens during the puja`,
    blocks: [
      msg`The puja takes place on the veranda of the Kalari at Amritapuri. Before it begins, the floor is laid out with yantra designs drawn in coloured powder, which serve as the seat of the Goddess, and a tall oil lamp is set at the centre to stand for her.`,
      {
        list: [
          msg`Worship opens with prayers to the Guru and to Ganesha.`,
          msg`At its heart is a symbolic offering of the five elements: ether, air, fire, water and earth.`,
          msg`The names of Kali are chanted throughout; other chants, such as Amma’s 108 names, the 108 names of the Devi and verses in praise of the Goddess, have been used as well.`,
          msg`It closes with arati, and a sweet pudding is shared as prasad.`,
        ],
      },
    ],
  },
  {
    id: 'other-names',
    title: msg`Other names`,
    blocks: [
      msg`You may also see it called Kali Puja, Karthika Puja, Kartika Puja or Krittika Puja. All name the same monthly puja.`,
    ],
  },
];

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
      <PageIntro
        title={msg`Kali/Karthika Puja`}
        lead={msg`A special puja held at Amritapuri, in Kerala, once a month on Karthika, the birth star of Amma. It is offered to lessen the ego and the negative habits that hold back both spiritual growth and well-being in the world.`}
      />
      <div className="kolam" role="presentation" />

      <PujaFacts
        what={t`Worship of the Goddess before a tall oil lamp, with the five elements offered and Kali’s names chanted, ending in arati.`}
        whenWhere={t`Once a month, on the day the Moon returns to Karthika, on the veranda of the Kalari at Amritapuri, Kerala.`}
        who={t`The puja is held by the ashram at Amritapuri; you take part by giving each person’s name and birth star in your order.`}
      />

      <Section id="kali-dates" title={msg`Upcoming dates and price`} className="kali-dates">
        <p>
          <Trans>
            Orders close <strong>3 days before</strong> each puja date. The dates below are the ones
            you can still order for.
          </Trans>
        </p>
        <CatalogArea
          className="catalog catalog--dates"
          loading={catalog.status === 'loading'}
          what={t`the puja dates`}
          unavailable={t`the dates and price of this puja`}
        >
          {puja && <KaliSchedule puja={puja} />}
        </CatalogArea>
      </Section>

      <Topics topics={TOPICS} />
      <p>
        <Trans>
          <Link to="/special-pujas">See the other special pujas</Link> ·{' '}
          <Link to="/order-a-puja">How to register for a puja</Link>
        </Trans>
      </p>
    </Page>
  );
}
