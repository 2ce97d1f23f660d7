/**
 * The family page's form of one person: names, relation, tradition, the birth's and the passing's
 * fields, and the reminder choices. It renders the family editor's draft and sends its events.
 */
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import type { ActorLogicFrom } from 'xstate';
import { eventOf, type FamilyDraft, type LifeEventName } from '../../../machines/family-editor';
import type { BirthStarFinderMachine } from '../../../machines/birth-star';
import {
  LUNAR_SCHEMES,
  MONTH_SIGN_COUNT,
  REMIND_DAYS_MAX,
  REMIND_WEEKS_MAX,
  RELATIONS,
  TITHI_COUNT,
  TRADITIONS,
} from '../../../domain/account/family';
import { solarMonthName, tithiName } from '../../../domain/account/family-calendar-names';
import { NAKSHATRAS, starChoiceLabel } from '../../../domain/nakshatra-names';
import {
  Button,
  ButtonRow,
  DayFields,
  ErrorSummary,
  FailureNotice,
  SelectField,
  TextField,
} from '../../ui/form';
import { errorFor } from '../../ui/form';
import { useTranslatedErrors } from '../../wizards/shared/translate-errors';
import { FamilyPlaceSearch } from './FamilyPlaceSearch';
import { LUNAR_SCHEME_WORDS, RELATION_WORDS, TRADITION_WORDS } from './family-words';
import { FamilyFailureText } from './FamilyFailureText';
import type { FamilySend } from './FamilyPeople';

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

export function PersonForm({
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
  send: FamilySend;
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
        <FailureNotice>
          <FamilyFailureText problem={problem} />
        </FailureNotice>
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
  send: FamilySend;
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
