import type { ReactNode } from 'react';
import { Link } from '../app/router';
import { Page } from '../ui/Page';
import { ILLUSTRATIONS, ILLUSTRATION_SIZES, type Illustration } from '../ui/illustrations';

/** The side column of a content page: a picture, a short line and the ways to order. */
export function ContentAside({
  picture = 'lotus',
  title = 'Ready to order?',
  action = { to: '/order-a-puja-online', label: 'Order a puja' },
  children,
}: {
  picture?: Illustration;
  title?: string;
  /** The panel's main action; ordering a puja unless the page is about something else. */
  action?: { to: string; label: string };
  children?: ReactNode;
}) {
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
      <h2 className="panel__title">{title}</h2>
      {children ?? <p>Order for up to five people in one go, and pay securely by card.</p>}
      <p>
        <Link className="button button--block" to={action.to}>
          {action.label}
        </Link>
      </p>
      <ul className="aside-links">
        <li>
          <Link to="/types-of-puja">Pujas, prices and dates</Link>
        </li>
        <li>
          <Link to="/puja-recommendation">Ask which puja suits you</Link>
        </li>
        <li>
          <Link to="/order-a-puja-printable">Print the order form</Link>
        </li>
      </ul>
    </div>
  );
}

/** The astrology pages' side columns: one astrology action each, with a line about it. */
const ASTROLOGY_ASIDES = {
  disclaimer: {
    title: 'Astrology guidance',
    action: { to: '/jyotish', label: 'About the readings' },
    line: 'Readings and puja recommendations by Vedic astrologers.',
  },
  jyotish: {
    title: 'Book a reading',
    action: { to: '/astro-start', label: 'Book a reading' },
    line: 'A one-to-one reading by video call, at a time that suits you.',
  },
  recommendation: {
    title: 'Which puja for me?',
    action: { to: '/puja-recommendation-online', label: 'Request a recommendation' },
    line: 'An astrologer studies the birth details you give and recommends pujas.',
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
  const { title, action, line } = ASTROLOGY_ASIDES[aside];
  return (
    <Page
      asideLabel="Astrology guidance"
      aside={
        <ContentAside picture="lotus" title={title} action={action}>
          <p>{line}</p>
        </ContentAside>
      }
    >
      {children}
    </Page>
  );
}
