import type { ReactNode } from 'react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from '../app/router';
import { Page } from '../ui/Page';
import { ILLUSTRATIONS, ILLUSTRATION_SIZES, type Illustration } from '../ui/illustrations';

/** The side column of a content page: a picture, a short line and the ways to order. */
export function ContentAside({
  picture = 'lotus',
  title = msg`Ready to order?`,
  action = { to: '/order-a-puja-online', label: msg`Order a puja` },
  children,
}: {
  picture?: Illustration;
  title?: MessageDescriptor;
  /** The panel's main action; ordering a puja unless the page is about something else. */
  action?: { to: string; label: MessageDescriptor };
  children?: ReactNode;
}) {
  const { i18n } = useLingui();
  const [width, height] = ILLUSTRATION_SIZES[picture];
  return (
    <div className="panel">
      <img
        className="panel__picture"
        src={ILLUSTRATIONS[picture]}
        alt=""
        width={width}
        height={height}
      />
      <h2 className="panel__title">{i18n._(title)}</h2>
      {children ?? (
        <p>
          <Trans>Order for up to five people in one go, and pay securely by card.</Trans>
        </p>
      )}
      <p>
        <Link className="button button--block" to={action.to}>
          {i18n._(action.label)}
        </Link>
      </p>
      <ul className="aside-links">
        <li>
          <Link to="/types-of-puja">
            <Trans>Pujas, prices and dates</Trans>
          </Link>
        </li>
        <li>
          <Link to="/puja-recommendation">
            <Trans>Ask which puja suits you</Trans>
          </Link>
        </li>
        <li>
          <Link to="/order-a-puja-printable">
            <Trans>Print the order form</Trans>
          </Link>
        </li>
      </ul>
    </div>
  );
}

/** The astrology pages' side columns: one astrology action each, with a line about it. */
const ASTROLOGY_ASIDES = {
  disclaimer: {
    title: msg`Astrology guidance`,
    action: { to: '/jyotish', label: msg`About the readings` },
    line: msg`Readings and puja recommendations by Vedic astrologers.`,
  },
  jyotish: {
    title: msg`Book a reading`,
    action: { to: '/astro-start', label: msg`Book a reading` },
    line: msg`A one-to-one reading by video call, at a time that suits you.`,
  },
  recommendation: {
    title: msg`Which puja for me?`,
    action: { to: '/puja-recommendation-online', label: msg`Request a recommendation` },
    line: msg`An astrologer studies the birth details you give and recommends pujas.`,
  },
} as const;

/** A page about astrology, with its side column. */
export function AstrologyPage({
  aside,
  children,
}: {
  aside: keyof typeof ASTROLOGY_ASIDES;
  children: ReactNode;
}) {
  const { i18n } = useLingui();
  const { title, action, line } = ASTROLOGY_ASIDES[aside];
  return (
    <Page
      asideLabel={i18n._(msg`Astrology guidance`)}
      aside={
        <ContentAside picture="lotus" title={title} action={action}>
          <p>{i18n._(line)}</p>
        </ContentAside>
      }
    >
      {children}
    </Page>
  );
}
