import { Trans, useLingui } from '@lingui/react/macro';
import { PUJA_DISCLOSURE_TEXT, pujaDisclosureFigures } from '../../../domain/puja-disclosure';
import { langAttribute, pujaDescriptionIn, pujaTitleIn } from '../../../domain/puja-words';
import { Link, useLanguage } from '../../app/router';
import type { PujaDetail } from '../../../domain/prefs';
import { useClock } from '../../ui/clock';
import { PujaCard as Card } from '../../ui/PujaCard';
import { formatDollars } from '../../../domain/money';
import { formatPujaDate, isoDay } from './format';
import { pujaPrice } from './group-catalog';
import { illustrationFor, nextDate, orderHref, summary } from './puja-facts';

/** One puja as a card (src/ui/PujaCard) with its "Order this puja" link. */
export function PujaCard({ puja, level = 3 }: { puja: PujaDetail; level?: 2 | 3 | 4 }) {
  const language = useLanguage();
  const { i18n } = useLingui();
  const Heading = level === 2 ? 'h2' : level === 3 ? 'h3' : 'h4';
  const next = nextDate(puja, useClock()());
  const description = pujaDescriptionIn(puja, language);
  const { short, note } = summary({ extDescription: description.text });
  const title = pujaTitleIn(puja, language);
  const headingId = `puja-${puja.pujaId}`;
  // IRC §6115: over $75 with prasad of a stated value, the card says so where the payment is asked.
  const figures = pujaDisclosureFigures(pujaPrice(puja), puja.goodsValue ?? 0);
  const disclosure =
    figures &&
    i18n._(PUJA_DISCLOSURE_TEXT.id, {
      value: formatDollars(figures.value, language),
      deductible: formatDollars(figures.deductible, language),
    });
  return (
    <Card
      idBase={headingId}
      labelledBy={headingId}
      facts={{
        ...(disclosure && { disclosure }),
        picture: illustrationFor(puja),
        short,
        note,
        textLang: langAttribute(description, language).lang,
        price: formatDollars(pujaPrice(puja), language),
        next: next ? { iso: isoDay(next), text: formatPujaDate(next, language) } : null,
      }}
      title={
        <Heading id={headingId} className="puja-card__name" {...langAttribute(title, language)}>
          {title.text}
        </Heading>
      }
      action={
        <Link
          className="button puja-card__action"
          to={orderHref(puja)}
          aria-describedby={headingId}
        >
          <Trans>Order this puja</Trans>
        </Link>
      }
    />
  );
}

/** A grid of puja cards. */
export function PujaCards({
  pujas,
  label,
  level,
}: {
  pujas: readonly PujaDetail[];
  label: string;
  level?: 2 | 3 | 4;
}) {
  return (
    <ul className="puja-cards" aria-label={label}>
      {pujas.map((puja) => (
        <PujaCard key={puja.pujaId} puja={puja} level={level} />
      ))}
    </ul>
  );
}
