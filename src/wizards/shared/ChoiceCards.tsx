/**
 * A person's choice as a radio group of cards: the catalog's puja cards (the
 * same card as Types of Pujas and Special Pujas) or a region's event cards.
 * Arrow keys move within a group, Space chooses; the first radio carries the
 * field's id, so the error summary's link lands in the group.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { EventChoice, PujaChoice, PujaChoiceGroup } from '../../../machines/order';
import { PUJA_CATEGORIES } from '../../../domain/constants';
import { describePujaDate } from '../../../domain/puja-day';
import { describeEventTime } from '../../../domain/dates';
import { CATEGORY_HEADERS } from '../../../domain/puja-options';
import { detectTimeZone } from '../../../domain/astro/time-zones';
import { formatDollars } from '../../../domain/money';
import { PUJA_DISCLOSURE_TEXT, pujaDisclosureFigures } from '../../../domain/puja-disclosure';
import { isoDay } from '../../../domain/puja-facts';
import { langIfOther } from '../../../domain/puja-words';
import { PujaCard, type PujaCardFacts } from '../../ui/PujaCard';
import { GroupFrame, LabelledRadio, RadioInput, radioId } from '../../ui/form';

/** §6115's words for a puja over $75 whose prasad has a value (docs/receipts.md). */
export function pujaDisclosure(i18n: I18n, price: number, goodsValue: number): string | undefined {
  const figures = pujaDisclosureFigures(price, goodsValue);
  if (!figures) return undefined;
  return i18n._(PUJA_DISCLOSURE_TEXT.id, {
    value: formatDollars(figures.value, i18n.locale),
    deductible: formatDollars(figures.deductible, i18n.locale),
  });
}

function factsOf(choice: PujaChoice, i18n: I18n): PujaCardFacts {
  const language = i18n.locale;
  const disclosure = pujaDisclosure(i18n, choice.price, choice.goodsValue);
  return {
    ...(disclosure && { disclosure }),
    picture: choice.picture,
    short: choice.short,
    note: choice.note,
    textLang: langIfOther(choice.textLang, language),
    price: formatDollars(choice.price, language),
    next: choice.nextDate
      ? { iso: isoDay(choice.nextDate), text: describePujaDate(choice.nextDate, language) }
      : null,
  };
}

/** A regional event's time in its zone and, when it differs, the visitor's, in their language. */
export function eventTime(i18n: I18n, iso: string, eventZone: string, visitorZone: string): string {
  return describeEventTime(iso, eventZone, visitorZone, i18n.locale, (there, here) =>
    i18n._(msg`${there} (${here} where you are)`),
  );
}

/** The catalog's category headings (domain/puja-options.ts) in the visitor's language. */
const CATEGORY_HEADINGS: Readonly<Record<string, MessageDescriptor>> = {
  [CATEGORY_HEADERS[PUJA_CATEGORIES.special]!]: msg`Special pujas`,
  [CATEGORY_HEADERS[PUJA_CATEGORIES.homas]!]: msg`Homas`,
  [CATEGORY_HEADERS[PUJA_CATEGORIES.pujas]!]: msg`Pujas`,
};

/** A group's heading: a known category's message, else the temple's own name for it. */
function GroupHeading({ group }: { group: PujaChoiceGroup }) {
  const { i18n } = useLingui();
  const known = CATEGORY_HEADINGS[group.heading];
  if (known) return <h3 className="choice-cards__group">{i18n._(known)}</h3>;
  const own = group.ownHeading;
  if (own)
    return (
      <h3 className="choice-cards__group" lang={langIfOther(own.lang, i18n.locale)}>
        {own.text}
      </h3>
    );
  return group.heading ? <h3 className="choice-cards__group">{group.heading}</h3> : null;
}

/** One fact of an event card: its term and what it says. */
function Fact(props: { term: ReactNode; className?: string; children: ReactNode }) {
  return (
    <div>
      <dt>{props.term}</dt>
      <dd className={props.className}>{props.children}</dd>
    </div>
  );
}

interface GroupProps {
  /** The field id (`people-0-pujaId`): the first radio's, the others add the choice's id. */
  id: string;
  legend: string;
  error?: string;
  selected: number;
  onChoose: (id: number) => void;
}

export function PujaChoiceCards({ groups, ...props }: GroupProps & { groups: PujaChoiceGroup[] }) {
  const { id, legend, error, selected, onChoose } = props;
  const { i18n } = useLingui();
  const first = groups[0]?.choices[0]?.id;
  return (
    <GroupFrame id={id} label={legend} error={error} className="choice-cards">
      {groups.map((group) => (
        <div key={group.heading || 'other'}>
          <GroupHeading group={group} />
          <ul className="puja-cards puja-cards--choice">
            {group.choices.map((choice) => {
              const base = `${id}-card-${choice.id}`;
              return (
                <PujaCard
                  key={choice.id}
                  idBase={base}
                  selected={selected === choice.id}
                  facts={factsOf(choice, i18n)}
                  control={
                    <RadioInput
                      group={id}
                      value={choice.id}
                      first={choice.id === first}
                      className="puja-card__radio"
                      checked={selected === choice.id}
                      onChoose={onChoose}
                      describedBy={`${base}-about ${base}-facts`}
                    />
                  }
                  title={
                    <label
                      className="puja-card__name"
                      htmlFor={radioId(id, choice.id, choice.id === first)}
                      lang={langIfOther(choice.nameLang, i18n.locale)}
                    >
                      {choice.name}
                    </label>
                  }
                />
              );
            })}
          </ul>
        </div>
      ))}
    </GroupFrame>
  );
}

/** The one puja offered, shown as the choice made (the machine has chosen it). */
export function OnlyPujaCard({ choice, legend }: { choice: PujaChoice; legend: string }) {
  const base = `only-choice-${choice.id}`;
  const { i18n } = useLingui();
  return (
    <div className="choice-cards">
      <p className="fieldset__legend">{legend}</p>
      <ul className="puja-cards puja-cards--choice">
        <PujaCard
          idBase={base}
          selected
          facts={factsOf(choice, i18n)}
          title={
            <h3 className="puja-card__name" lang={langIfOther(choice.nameLang, i18n.locale)}>
              {choice.name}
            </h3>
          }
        />
      </ul>
      <p className="field__hint">
        <Trans>This is the one kind offered, so it is chosen for you.</Trans>
      </p>
    </div>
  );
}

function EventCard({
  event,
  radio,
  base,
  selected,
}: {
  event: EventChoice;
  radio: ReactNode;
  base: string;
  selected: boolean;
}) {
  const visitorZone = detectTimeZone();
  const { i18n } = useLingui();
  const name = event.name;
  const lang = (of: keyof EventChoice['langs']) => langIfOther(event.langs[of], i18n.locale);
  return (
    <li className={`event-card${selected ? ' is-selected' : ''}`}>
      {radio}
      <dl className="event-card__facts" id={`${base}-facts`}>
        <Fact term={<Trans comment="where a regional puja takes place">Where</Trans>}>
          {event.venue ? <span lang={lang('venue')}>{event.venue}</span> : null}
          {event.venue && event.regionName ? ', ' : ''}
          {event.regionName}
        </Fact>
        <Fact term={<Trans comment="when a regional puja takes place">When</Trans>}>
          <time dateTime={event.eventDate}>
            {eventTime(i18n, event.eventDate, event.timeZone, visitorZone)}
          </time>
        </Fact>
        {event.hostedBy ? (
          <Fact term={<Trans>Hosted by</Trans>}>
            <span lang={lang('hostedBy')}>{event.hostedBy}</span>
          </Fact>
        ) : null}
        <Fact term={<Trans>Orders close</Trans>}>
          <time dateTime={event.cutoff}>
            {eventTime(i18n, event.cutoff, event.timeZone, visitorZone)}
          </time>
        </Fact>
        <Fact
          term={<Trans comment="the price of a puja">Offering</Trans>}
          className="puja-card__price"
        >
          {formatDollars(event.price, i18n.locale)}
        </Fact>
        {event.contactEmail ? (
          <Fact term={<Trans>Contact</Trans>}>
            <a href={`mailto:${event.contactEmail}`}>{event.contactEmail}</a>
          </Fact>
        ) : null}
      </dl>
      {event.note ? (
        <p className="puja-card__note" lang={lang('note')}>
          {event.note}
        </p>
      ) : null}
      {event.detailsHtml ? (
        // Sanitised by the server (allow-listed tags, no attributes but safe links).
        <div
          className="event-card__details"
          lang={langIfOther('en', i18n.locale)}
          dangerouslySetInnerHTML={{ __html: event.detailsHtml }}
        />
      ) : null}
      {event.informationUrl ? (
        <p>
          <a href={event.informationUrl} rel="noopener noreferrer">
            <Trans>
              More about this event<span className="visually-hidden">: {name}</span>
            </Trans>
          </a>
        </p>
      ) : null}
    </li>
  );
}

export function EventChoiceCards({ events, ...props }: GroupProps & { events: EventChoice[] }) {
  const { id, legend, error, selected, onChoose } = props;
  const { i18n } = useLingui();
  return (
    <GroupFrame id={id} label={legend} error={error} className="choice-cards">
      <ul className="event-cards">
        {events.map((event, index) => {
          const base = `${id}-event-${event.id}`;
          return (
            <EventCard
              key={event.id}
              event={event}
              base={base}
              selected={selected === event.id}
              radio={
                <div className="event-card__choice">
                  <LabelledRadio
                    group={id}
                    value={event.id}
                    first={index === 0}
                    classes={['puja-card__radio', 'puja-card__name']}
                    checked={selected === event.id}
                    onChoose={onChoose}
                    describedBy={`${base}-facts`}
                  >
                    <span lang={langIfOther(event.langs.name, i18n.locale)}>{event.name}</span>
                  </LabelledRadio>
                </div>
              }
            />
          );
        })}
      </ul>
    </GroupFrame>
  );
}
