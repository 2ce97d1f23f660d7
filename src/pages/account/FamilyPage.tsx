/**
 * "Your family": the people a devotee orders for, kept in their account with
 * their consent; added, taken from past orders, changed and removed. The
 * steps are the family editor's (machines/family-editor); this view renders
 * its state and sends it the devotee's events. Its services (the account's
 * calls, the place search) are handed in by src/app.
 */
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import type { ActorLogicFrom, InspectionEvent } from 'xstate';
import {
  eventOf,
  familyEditorMachine,
  type FamilyDraft,
  type LifeEventName,
} from '../../../machines/family-editor';
import type { BirthStarFinderMachine } from '../../../machines/birth-star';
import {
  LUNAR_SCHEMES,
  MONTH_SIGN_COUNT,
  REMIND_DAYS_MAX,
  REMIND_WEEKS_MAX,
  RELATIONS,
  TITHI_COUNT,
  TRADITIONS,
  type FamilyPerson,
  type FamilySuggestion,
  type LifeEvent,
  type Tradition,
} from '../../../domain/account/family';
import { solarMonthName, tithiName } from '../../../domain/account/family-calendar-names';
import { FAMILY_FAILURE } from '../../../domain/account/family-failure';
import { ACCOUNT_PAGE, ACCOUNT_SIGN_IN_PAGE } from '../../../domain/account/paths';
import { describeDate } from '../../../domain/dates';
import { NAKSHATRAS, nakshatraName, starChoiceLabel } from '../../../domain/nakshatra-names';
import { Link } from '../../app/router';
import { useClock } from '../../ui/clock';
import { Button, ButtonRow, DayFields, ErrorSummary, SelectField, TextField } from '../../ui/form';
import { errorFor } from '../../ui/form';
import { useTranslatedErrors } from '../../wizards/shared/translate-errors';
import { PageIntro } from '../Topics';
import { FamilyPlaceSearch } from './FamilyPlaceSearch';
import { LUNAR_SCHEME_WORDS, RELATION_WORDS, TRADITION_WORDS } from './family-words';
import './family.css';

type Send = ReturnType<typeof useMachine<typeof familyEditorMachine>>[1];

/** The family editor's calls, as src/app provides them (src/api/account-family-editor.ts). */
export type FamilyActors = Parameters<typeof familyEditorMachine.provide>[0]['actors'];

const TITLE = msg`Your family`;
const LEAD = msg`The people you order pujas for, kept in your account so that their details are ready when you order again. You can change or remove anyone at any time.`;

export default function FamilyPage({
  actors,
  placeFinder,
  inspect,
}: {
  actors: FamilyActors;
  /** The birth-star finder's machine with its calls: its place search finds a birth's place. */
  placeFinder: ActorLogicFrom<BirthStarFinderMachine>;
  /** Test-only: watches the running actor (the view-level model test). */
  inspect?: (event: InspectionEvent) => void;
}) {
  const clock = useClock();
  const machine = useMemo(() => familyEditorMachine.provide({ actors }), [actors]);
  const [state, send] = useMachine(machine, {
    input: { nowMs: clock().getTime() },
    ...(inspect ? { inspect } : {}),
  });
  const { context } = state;

  if (state.matches('loading')) {
    return (
      <>
        <PageIntro title={TITLE} lead={LEAD} />
        <p role="status">
          <Trans>Reading your family…</Trans>
        </p>
      </>
    );
  }
  if (state.matches('loadFailed')) {
    if (context.problem === FAMILY_FAILURE.signedOut) return <SignedOut />;
    return (
      <>
        <PageIntro title={TITLE} lead={LEAD} />
        <div className="notice" role="alert">
          <p>
            <FailureText problem={context.problem} />
          </p>
          <ButtonRow>
            <Button onClick={() => send({ type: 'family.retry' })}>
              <Trans>Try again</Trans>
            </Button>
          </ButtonRow>
        </div>
      </>
    );
  }
  if ((state.matches('editing') || state.matches('saving')) && context.draft) {
    return (
      <PersonForm
        draft={context.draft}
        isNew={context.editingId === null}
        errors={context.errors}
        problem={context.problem}
        busy={state.hasTag('busy')}
        nowMs={context.nowMs}
        placeFinder={placeFinder}
        send={send}
      />
    );
  }
  const confirming = state.matches('confirmingRemoval') || state.matches('removing');
  return (
    <>
      <PageIntro title={TITLE} lead={LEAD} />
      <p>
        <Link to={ACCOUNT_PAGE}>
          <Trans>Back to your account</Trans>
        </Link>
      </p>
      <DoneNotice done={context.done} />
      {context.problem ? (
        <div className="notice" role="alert">
          <p>
            <FailureText problem={context.problem} />
          </p>
        </div>
      ) : null}
      <h2>
        <Trans>People kept in your account</Trans>
      </h2>
      {context.people.length === 0 ? (
        <p>
          <Trans>No one is kept yet.</Trans>
        </p>
      ) : (
        <ul className="family-people">
          {context.people.map((person) => (
            <PersonCard
              key={person.id}
              person={person}
              confirming={confirming && context.removingId === person.id}
              busy={state.hasTag('busy')}
              canAct={state.matches('list')}
              send={send}
            />
          ))}
        </ul>
      )}
      <ButtonRow>
        <Button
          disabled={!state.can({ type: 'family.add' })}
          onClick={() => send({ type: 'family.add' })}
        >
          <Trans>Add a person</Trans>
        </Button>
      </ButtonRow>
      {context.suggestions.length > 0 ? (
        <Suggestions suggestions={context.suggestions} canAct={state.matches('list')} send={send} />
      ) : null}
    </>
  );
}

/**
 * What the list last said was done: focused when it appears, so that the
 * keyboard goes on from the list after the form or the removal is gone.
 */
function DoneNotice({ done }: { done: 'saved' | 'removed' | null }) {
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (done) notice.current?.focus();
  }, [done]);
  return (
    <div role="status" className="family-status" ref={notice} tabIndex={-1}>
      {done === 'saved' ? <Trans>The person is saved in your family.</Trans> : null}
      {done === 'removed' ? (
        <Trans>The person is removed from your family, with all their details.</Trans>
      ) : null}
    </div>
  );
}

function SignedOut() {
  return (
    <>
      <PageIntro title={TITLE} lead={LEAD} />
      <div className="notice">
        <p>
          <Trans>
            Your family is kept in your account, so only you can see it. Sign in with your email
            address to see and change it.
          </Trans>
        </p>
        <p>
          <Link to={ACCOUNT_SIGN_IN_PAGE}>
            <Trans>Sign in to your account</Trans>
          </Link>
        </p>
      </div>
    </>
  );
}

/** Why a call failed (src/api/account-family-editor.ts), in the devotee's language. */
function FailureText({ problem }: { problem: string | null }) {
  switch (problem) {
    case FAMILY_FAILURE.signedOut:
      return (
        <Trans>
          You are no longer signed in. <Link to={ACCOUNT_SIGN_IN_PAGE}>Sign in again</Link>, then
          come back to this page.
        </Trans>
      );
    case FAMILY_FAILURE.offline:
      return <Trans>The site did not answer. Check your connection and try again.</Trans>;
    default:
      return <Trans>The site could not do that just now. Please try again.</Trans>;
  }
}

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

function PersonCard({
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
  send: Send;
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

function Suggestions({
  suggestions,
  canAct,
  send,
}: {
  suggestions: FamilySuggestion[];
  canAct: boolean;
  send: Send;
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

const optionsOf = (count: number, label: (index: number) => string) =>
  Array.from({ length: count }, (_, index) => ({ value: String(index), label: label(index) }));

/** 1 … max, each labelled. */
const countOptions = (max: number, label: (count: number) => string) =>
  Array.from({ length: max }, (_, index) => ({
    value: String(index + 1),
    label: label(index + 1),
  }));

const numberOrEmpty = (value: number | null) => (value === null ? '' : String(value));
const parsed = (value: string): number | null => (value === '' ? null : Number(value));

function PersonForm({
  draft,
  isNew,
  errors: rawErrors,
  problem,
  busy,
  nowMs,
  placeFinder,
  send,
}: {
  draft: FamilyDraft;
  isNew: boolean;
  errors: FamilyEditorErrors;
  problem: string | null;
  busy: boolean;
  nowMs: number;
  placeFinder: ActorLogicFrom<BirthStarFinderMachine>;
  send: Send;
}) {
  const { i18n, t } = useLingui();
  const errors = useTranslatedErrors(rawErrors);
  const { person } = draft;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const consentError = errorFor(errors, 'consent');
  const weeks = countOptions(REMIND_WEEKS_MAX, (n) =>
    t({ message: plural(n, { one: '# week before the day', other: '# weeks before the day' }) }),
  );
  const days = countOptions(REMIND_DAYS_MAX, (n) =>
    t({ message: plural(n, { one: '# day before the day', other: '# days before the day' }) }),
  );
  return (
    <>
      <h1 ref={heading} tabIndex={-1}>
        {isNew ? (
          <Trans>Add a person to your family</Trans>
        ) : (
          <Trans>Change a person’s details</Trans>
        )}
      </h1>
      <ErrorSummary errors={errors} />
      {problem ? (
        <div className="notice" role="alert">
          <p>
            <FailureText problem={problem} />
          </p>
        </div>
      ) : null}
      <form
        noValidate
        aria-busy={busy || undefined}
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'family.save' });
        }}
      >
        <TextField
          id="name"
          label={t`Name`}
          autoComplete="off"
          value={person.name}
          error={errorFor(errors, 'name')}
          onChange={(value) => send({ type: 'family.set', field: 'name', value })}
        />
        <SelectField
          id="relation"
          label={t`Who is this person to you?`}
          value={person.relation}
          error={errorFor(errors, 'relation')}
          options={RELATIONS.map((relation) => ({
            value: relation,
            label: i18n._(RELATION_WORDS[relation]),
          }))}
          onChange={(value) => send({ type: 'family.set', field: 'relation', value })}
        />
        <SelectField
          id="tradition"
          label={t`Calendar their days are kept by`}
          hint={
            <Trans>
              The calendar the temple uses to find the person’s star birthday or remembrance day
              each year.
            </Trans>
          }
          value={person.tradition}
          error={errorFor(errors, 'tradition')}
          options={TRADITIONS.map((tradition) => ({
            value: tradition,
            label: i18n._(TRADITION_WORDS[tradition]),
          }))}
          onChange={(value) => send({ type: 'family.set', field: 'tradition', value })}
        />
        {person.tradition === 'lunar' ? (
          <SelectField
            id="lunarScheme"
            label={t`How the family counts lunar months`}
            value={person.lunarScheme}
            error={errorFor(errors, 'lunarScheme')}
            options={LUNAR_SCHEMES.map((scheme) => ({
              value: scheme,
              label: i18n._(LUNAR_SCHEME_WORDS[scheme]),
            }))}
            onChange={(value) => send({ type: 'family.set', field: 'lunarScheme', value })}
          />
        ) : null}
        <div className="family-check">
          <input
            type="checkbox"
            id="departed"
            checked={person.departed}
            onChange={(event) => send({ type: 'family.departed', value: event.target.checked })}
          />
          <label htmlFor="departed">
            <Trans>This person has passed away</Trans>
          </label>
        </div>
        <EventFields
          which="birth"
          draft={draft}
          errors={errors}
          nowMs={nowMs}
          placeFinder={placeFinder}
          send={send}
        />
        {person.departed ? (
          <EventFields
            which="passing"
            draft={draft}
            errors={errors}
            nowMs={nowMs}
            placeFinder={placeFinder}
            send={send}
          />
        ) : null}
        <fieldset className="fieldset">
          <legend className="fieldset__legend">
            <Trans>Reminders by email (optional)</Trans>
          </legend>
          <SelectField
            id="reminders"
            label={t`First reminder`}
            placeholder={t`No early reminder`}
            value={numberOrEmpty(person.reminders.weeksBefore)}
            error={errorFor(errors, 'reminders')}
            options={weeks}
            onChange={(value) =>
              send({
                type: 'family.reminders',
                reminders: { ...person.reminders, weeksBefore: parsed(value) },
              })
            }
          />
          <SelectField
            id="reminders-days"
            label={t`Second reminder`}
            placeholder={t`No second reminder`}
            value={numberOrEmpty(person.reminders.daysBefore)}
            options={days}
            onChange={(value) =>
              send({
                type: 'family.reminders',
                reminders: { ...person.reminders, daysBefore: parsed(value) },
              })
            }
          />
        </fieldset>
        <div className={`field${consentError ? ' field--error' : ''}`}>
          <p id="consent-hint" className="field__hint">
            <Trans>
              We keep the name, who the person is to you, their calendar and the details of their
              birth (and passing) that you give here, so that they are filled in when you order a
              puja and, if you ask, so that we can remind you of their days. Only you see them. You
              can change or remove them at any time, and they are erased with your account.
            </Trans>
          </p>
          {consentError ? (
            <p id="consent-error" className="field__error">
              {consentError}
            </p>
          ) : null}
          <div className="family-check">
            <input
              type="checkbox"
              id="consent"
              checked={person.consent}
              aria-describedby={consentError ? 'consent-hint consent-error' : 'consent-hint'}
              onChange={(event) => send({ type: 'family.consent', value: event.target.checked })}
            />
            <label htmlFor="consent">
              <Trans>Keep these details in my account</Trans>
            </label>
          </div>
        </div>
        <ButtonRow>
          <Button type="submit" disabled={busy}>
            {busy ? <Trans>Saving…</Trans> : <Trans>Save</Trans>}
          </Button>
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => send({ type: 'family.cancel' })}
          >
            <Trans>Cancel</Trans>
          </Button>
        </ButtonRow>
      </form>
    </>
  );
}

type FamilyEditorErrors = Parameters<typeof useTranslatedErrors>[0];

/** A birth's or a passing's fields: the day, time and place, or the star (or tithi) with its month. */
function EventFields({
  which,
  draft,
  errors,
  nowMs,
  placeFinder,
  send,
}: {
  which: LifeEventName;
  draft: FamilyDraft;
  errors: FamilyEditorErrors;
  nowMs: number;
  placeFinder: ActorLogicFrom<BirthStarFinderMachine>;
  send: Send;
}) {
  const { i18n, t } = useLingui();
  const language = i18n.locale;
  const event = eventOf(draft, which);
  const { tradition } = draft.person;
  const birth = which === 'birth';
  const path = (field: string) => `${which}.${field}`;
  const id = (field: string) => `${which}-${field}`;
  const detail = (field: 'time' | 'star' | 'monthSign' | 'tithi', value: string | number | null) =>
    send({ type: 'family.detail', event: which, field, value });
  const stars = NAKSHATRAS.map((star, index) => ({
    value: String(index),
    label: starChoiceLabel({ name: star.english, aliases: star.aliases }, language),
  }));
  const months = optionsOf(MONTH_SIGN_COUNT, (sign) => solarMonthName(sign, tradition, language));
  const tithis = optionsOf(TITHI_COUNT, (index) => tithiName(index, language));
  return (
    <fieldset className="fieldset">
      <legend className="fieldset__legend fieldset__legend--heading">
        <h2 className="fieldset__heading">
          {birth ? <Trans>Birth</Trans> : <Trans>In remembrance: the passing</Trans>}
        </h2>
      </legend>
      <p className="field__hint">
        {birth ? (
          <Trans>
            Give the date of birth with its time and place if you know them. If the date is not
            known, the birth star and the month of birth are enough.
          </Trans>
        ) : (
          <Trans>
            Give the date of passing with its time and place if you know them. If the date is not
            known, the star on the day of passing and its month are enough.
          </Trans>
        )}
      </p>
      <DayFields
        id={id('date')}
        label={birth ? <Trans>Date of birth</Trans> : <Trans>Date of passing</Trans>}
        entry={draft.entered[which]}
        error={errorFor(errors, path('date'))}
        onChange={(entry) => send({ type: 'family.day', event: which, entry })}
      />
      <TextField
        id={id('time')}
        type="time"
        width="medium"
        label={birth ? t`Time of birth (optional)` : t`Time of passing (optional)`}
        hint={<Trans>Local time at the place. With a time, the place is needed too.</Trans>}
        value={event.time ?? ''}
        error={errorFor(errors, path('time'))}
        onChange={(value) => detail('time', value)}
      />
      <FamilyPlaceSearch
        id={id('place')}
        label={birth ? t`Place of birth (optional)` : t`Place of passing (optional)`}
        finder={placeFinder}
        nowMs={nowMs}
        kept={event.place}
        error={errorFor(errors, path('place'))}
        onChoose={(place) => send({ type: 'family.place', event: which, place })}
      />
      <SelectField
        id={id('star')}
        label={birth ? t`Birth star` : t`Star on the day of passing`}
        placeholder={t`Not known`}
        value={numberOrEmpty(event.star)}
        error={errorFor(errors, path('star'))}
        options={stars}
        onChange={(value) => detail('star', parsed(value))}
      />
      {tradition === 'lunar' ? (
        <SelectField
          id={id('tithi')}
          label={birth ? t`Tithi of birth` : t`Tithi of passing`}
          placeholder={t`Not known`}
          value={numberOrEmpty(event.tithi)}
          error={errorFor(errors, path('tithi'))}
          options={tithis}
          onChange={(value) => detail('tithi', parsed(value))}
        />
      ) : null}
      {event.date === null ? (
        <SelectField
          id={id('monthSign')}
          label={birth ? t`Month of birth` : t`Month of passing`}
          hint={
            tradition === 'lunar' ? (
              <Trans>The solar month: the sign the Sun was in.</Trans>
            ) : (
              <Trans>The month in the person’s calendar.</Trans>
            )
          }
          placeholder={t`Not known`}
          value={numberOrEmpty(event.monthSign)}
          error={errorFor(errors, path('monthSign'))}
          options={months}
          onChange={(value) => detail('monthSign', parsed(value))}
        />
      ) : null}
    </fieldset>
  );
}
