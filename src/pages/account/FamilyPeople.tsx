/**
 * The family page's list: each person's card (their days in words, change and remove) and the
 * people of past orders offered to keep.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import {
  type FamilyPerson,
  type FamilySuggestion,
  type LifeEvent,
  type Tradition,
} from '../../../domain/account/family';
import { solarMonthName, tithiName } from '../../../domain/account/family-calendar-names';
import { describeDate } from '../../../domain/dates';
import { NAKSHATRAS, nakshatraName } from '../../../domain/nakshatra-names';
import { Button, ButtonRow } from '../../ui/form';
import { RELATION_WORDS, TRADITION_WORDS } from './family-words';
import type { useMachine } from '@xstate/react';
import type { familyEditorMachine } from '../../../machines/family-editor';

/** What the family page's parts send to the family editor. */
export type FamilySend = ReturnType<typeof useMachine<typeof familyEditorMachine>>[1];

/** A life event in words: its day, or its star (or tithi) in its month. */
function useEventWords(): (event: LifeEvent, tradition: Tradition) => string {
  const { i18n } = useLingui();
  const language = i18n.locale;
  return (event, tradition) => {
    const parts: string[] = [];
    if (event.date) parts.push(describeDate(event.date, 'UTC', language));
    if (event.time) parts.push(event.time);
    if (event.star !== null && NAKSHATRAS[event.star]) {
      parts.push(nakshatraName(NAKSHATRAS[event.star]!.english, language));
    }
    if (event.tithi !== null) parts.push(tithiName(event.tithi, language));
    if (!event.date && event.monthSign !== null) {
      parts.push(solarMonthName(event.monthSign, tradition, language));
    }
    if (event.place) parts.push(event.place.name);
    return parts.join(', ');
  };
}

export function PersonCard({
  person,
  confirming,
  busy,
  canAct,
  send,
}: {
  person: FamilyPerson;
  confirming: boolean;
  busy: boolean;
  canAct: boolean;
  send: FamilySend;
}) {
  const { i18n, t } = useLingui();
  const words = useEventWords();
  const name = person.name;
  const birth = words(person.birth, person.tradition);
  const passing = person.passing ? words(person.passing, person.tradition) : '';
  const heading = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (confirming) heading.current?.focus();
  }, [confirming]);
  return (
    <li className="family-person">
      <h3>{name}</h3>
      <dl>
        <dt>
          <Trans>Who they are to you</Trans>
        </dt>
        <dd>{i18n._(RELATION_WORDS[person.relation])}</dd>
        <dt>
          <Trans>Calendar</Trans>
        </dt>
        <dd>{i18n._(TRADITION_WORDS[person.tradition])}</dd>
        {birth ? (
          <>
            <dt>
              <Trans>Birth</Trans>
            </dt>
            <dd>{birth}</dd>
          </>
        ) : null}
        {person.departed && passing ? (
          <>
            <dt>
              <Trans>Passing</Trans>
            </dt>
            <dd>{passing}</dd>
          </>
        ) : null}
      </dl>
      {confirming ? (
        <div
          className="family-person__confirm"
          ref={heading}
          tabIndex={-1}
          role="group"
          aria-label={t`Remove ${name}?`}
        >
          <p>
            <Trans>
              Remove {name} from your family? Their details are deleted from your account. Your past
              orders are not changed.
            </Trans>
          </p>
          <ButtonRow>
            <Button disabled={busy} onClick={() => send({ type: 'family.confirmRemove' })}>
              {busy ? <Trans>Removing…</Trans> : <Trans>Yes, remove {name}</Trans>}
            </Button>
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() => send({ type: 'family.cancel' })}
            >
              <Trans>Keep {name}</Trans>
            </Button>
          </ButtonRow>
        </div>
      ) : (
        <ButtonRow>
          <Button
            variant="secondary"
            disabled={!canAct}
            onClick={() => send({ type: 'family.edit', id: person.id })}
          >
            <Trans>
              Change<span className="visually-hidden"> {name}</span>
            </Trans>
          </Button>
          <Button
            variant="secondary"
            disabled={!canAct}
            onClick={() => send({ type: 'family.remove', id: person.id })}
          >
            <Trans>
              Remove<span className="visually-hidden"> {name}</span>
            </Trans>
          </Button>
        </ButtonRow>
      )}
    </li>
  );
}

export function Suggestions({
  suggestions,
  canAct,
  send,
}: {
  suggestions: FamilySuggestion[];
  canAct: boolean;
  send: FamilySend;
}) {
  return (
    <section aria-labelledby="family-suggestions">
      <h2 id="family-suggestions">
        <Trans>People from your past orders</Trans>
      </h2>
      <p>
        <Trans>
          These people are named in orders paid with your email address. Add their details and agree
          to keep them, and they are ready for your next order.
        </Trans>
      </p>
      <ul className="family-suggestions">
        {suggestions.map((suggestion) => {
          const name = suggestion.person.name;
          const order = suggestion.orderNumber;
          return (
            <li key={`${order}:${name}`} className="family-suggestion">
              <span>
                <Trans>
                  <strong>{name}</strong>, in order <span lang="en">{order}</span>
                </Trans>
              </span>
              <Button
                variant="secondary"
                disabled={!canAct}
                onClick={() => send({ type: 'family.adopt', orderNumber: order, name })}
              >
                <Trans>
                  Keep<span className="visually-hidden"> {name}</span>
                </Trans>
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
