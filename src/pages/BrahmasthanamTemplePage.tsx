import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { CallsToAction } from './CallsToAction';
import { Page } from '../ui/Page';
import { ContentAside } from './ContentAside';
import { Topics, type Topic, PageIntro } from './Topics';

/** Temples whose consecration is on public record; not a complete list. */
const RECORDED_TEMPLES: readonly [place: MessageDescriptor, when: MessageDescriptor][] = [
  [msg`Kodungallur, Kerala`, msg`about 1988, the first Brahmasthanam`],
  [msg`New Delhi`, msg`1995`],
  [msg`Mauritius`, msg`1998, the first outside India`],
  [msg`Mananthavady, Kerala`, msg`28 February 2001`],
  [msg`Coimbatore, Tamil Nadu`, msg`2 May 2001`],
  [msg`Bangalore, Karnataka`, msg`14 February 2003`],
  [msg`Mumbai, Maharashtra`, msg`festival recorded in March 2007`],
  [msg`Mangaluru, Karnataka`, msg`2008`],
  [msg`Kannur, Kerala`, msg`5 May 2011`],
  [msg`Manjeri, Kerala`, msg`April 2015, described as the 22nd Brahmasthanam`],
];

const TOPICS: readonly Topic[] = [
  {
    id: 'idol',
    title: msg`One stone, four faces`,
    blocks: [
      msg`The idol at the heart of every Brahmasthanam is carved from a single stone. Around a central lingam it shows four faces: the Devi, Ganesha, Subramanya (in the form of a serpent) and Shiva, a family carved on the four sides of one stone. Together they express a single truth: one God stands behind all the many names and forms. The temple itself has four doors, one on each side.`,
    ],
  },
  {
    id: 'why',
    title: msg`Why the temples were founded`,
    blocks: [
      <Trans key="why">
        Amma observed that many of the troubles people bring to her can be traced to unfavourable
        positions of Saturn, Mars and Rahu in their birth charts. The remedy the ancient sages gave
        for such afflictions is the <em>parihara</em>, or corrective, puja. The temples hold these
        pujas:
      </Trans>,
      {
        list: [
          msg`Shani (Saturn) dosha parihara puja`,
          msg`Rahu dosha parihara puja`,
          msg`Kuja (Mars, also called Chovva or Mangal) dosha parihara puja`,
        ],
      },
      msg`The pujas aim to lessen the effects of wrong actions in earlier lives. Residents of the ashram perform them throughout the year, and anyone may take part, whatever their caste or religion.`,
    ],
  },
  {
    id: 'festivals',
    title: msg`Festivals and daily worship`,
    blocks: [
      msg`Each temple keeps a festival lasting three or four days, during which the Lalita Sahasranama is chanted five times a day. Daily pujas keep the temple pure between festivals. Everyone is welcome, and only spiritual activities take place on the temple grounds.`,
    ],
  },
  {
    id: 'consecration',
    title: msg`How a temple is consecrated`,
    blocks: [
      msg`Before the installation, the stone idol is purified with herbs and kept in water for a day. Nine gems, five metals and a copper plate are placed in its base, the shakti peetha; the plate records the astrological details of the moment, the root mantra and the name of the one who consecrates the temple. Forty-nine kalasha pots of sacred water are then poured over the idol, while the gathered crowd chants “Om Shiva Shaktyaikya Roopinyai Namaha”. The idols are heavy: about 250 kg at Mananthavady and about 400 lb at Bangalore.`,
    ],
  },
  {
    id: 'temples',
    title: msg`Temples on record`,
    blocks: [
      <Trans key="temples">
        The table lists Brahmasthanam temples whose consecration is described in public sources. It
        is <strong>not a complete list</strong>: there are other temples, and their addresses and
        puja days are not given here.
      </Trans>,
    ],
  },
];

export default function BrahmasthanamTemplePage() {
  const { t, i18n } = useLingui();
  return (
    <Page asideLabel={t`Ordering`} aside={<ContentAside picture="temple" />}>
      <PageIntro
        title={msg`Brahmasthanam Temple`}
        lead={msg`The Brahmasthanam temples were founded by Amma in India and abroad. She installs the life force of each temple’s idol, the prana pratishtha, herself.`}
      />
      <Topics topics={TOPICS} />
      <table className="simple-table">
        <caption className="visually-hidden">
          <Trans>Brahmasthanam temples and when they were founded</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Place</Trans>
            </th>
            <th scope="col">
              <Trans>Consecrated</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {RECORDED_TEMPLES.map(([place, when]) => (
            <tr key={place.id}>
              <th scope="row">{i18n._(place)}</th>
              <td>{i18n._(when)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <CallsToAction
        steps={[
          { to: '/types-of-puja', label: msg`See the pujas you can order`, main: true },
          { to: '/what-is-puja', label: msg`What is a puja?` },
        ]}
      />
    </Page>
  );
}
