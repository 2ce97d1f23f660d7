import { Trans } from '@lingui/react/macro';
/**
 * One puja as a card: picture, name, short description, price and next date.
 * The content pages give it a heading and an "Order this puja" link; the
 * wizards' puja choice gives it a radio button and its label (one radio group
 * of cards per person). The facts come ready to show (domain formats them).
 */
import type { ReactNode } from 'react';
import { ILLUSTRATIONS, ILLUSTRATION_SIZES, type Illustration } from './illustrations';

export interface PujaCardFacts {
  picture: Illustration;
  short: string;
  note?: string;
  /** The language of `short` and `note` when it is not the page's (English on a translated page). */
  textLang?: string;
  /** The price as people read it, e.g. "$51.00". */
  price: string;
  /** The next open date: its YYYY-MM-DD for <time> and its words. */
  next: { iso?: string; text: string } | null;
  /** IRC §6115's disclosure, when the offering is over $75 and gives prasad of some value. */
  disclosure?: string;
}

export interface PujaCardProps {
  facts: PujaCardFacts;
  /** The card's name: a heading on the pages, the radio's label in the wizards. */
  title: ReactNode;
  /** A radio button placed first, so the whole card is one choice of a group. */
  control?: ReactNode;
  /** What follows the facts, e.g. the "Order this puja" link. */
  action?: ReactNode;
  /** Prefix of the ids of the description and facts (for aria-describedby). */
  idBase: string;
  labelledBy?: string;
  selected?: boolean;
}

export function PujaCard({
  facts,
  title,
  control,
  action,
  idBase,
  labelledBy,
  selected,
}: PujaCardProps) {
  const [width, height] = ILLUSTRATION_SIZES[facts.picture];
  const classes = ['puja-card', control ? 'puja-card--choice' : '', selected ? 'is-selected' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <li className={classes} aria-labelledby={labelledBy}>
      {control}
      <img
        className={`puja-card__picture puja-card__picture--${facts.picture}`}
        src={ILLUSTRATIONS[facts.picture]}
        alt=""
        width={width}
        height={height}
        loading="lazy"
      />
      {title}
      <p className="puja-card__about" id={`${idBase}-about`} lang={facts.textLang}>
        {facts.short}
      </p>
      {facts.note ? (
        <p className="puja-card__note" lang={facts.textLang}>
          {facts.note}
        </p>
      ) : null}
      <dl className="puja-card__facts" id={`${idBase}-facts`}>
        <div>
          <dt>
            <Trans>Offering</Trans>
          </dt>
          <dd className="puja-card__price">{facts.price}</dd>
        </div>
        <div>
          <dt>
            <Trans>Next date</Trans>
          </dt>
          <dd>
            {facts.next ? (
              <time dateTime={facts.next.iso}>{facts.next.text}</time>
            ) : (
              <Trans>No date open yet</Trans>
            )}
          </dd>
        </div>
      </dl>
      {facts.disclosure ? <p className="puja-card__disclosure">{facts.disclosure}</p> : null}
      {action}
    </li>
  );
}
