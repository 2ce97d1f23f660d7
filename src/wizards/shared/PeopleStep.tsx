import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { HALVES_OF_DAY, PRAYER_TYPE_CODES, type HalfOfDay } from '../../../domain/constants';
import {
  entryOf,
  fieldId,
  isDeparted,
  type DatedField,
  type PersonDraft,
} from '../../../domain/order-draft';
import {
  Button,
  ButtonRow,
  DayFields,
  Fieldset,
  Radios,
  SelectField,
  TextField,
  errorFor,
} from '../../ui/form';
import { BIRTH_STAR_FINDER_ID } from '../../../machines/birth-star';
import { takesFamilyPrefill } from '../../../machines/order';
import { isoDayToApiDate } from '../../../domain/day-entry';
import { describePujaDate } from '../../../domain/puja-day';
import { isoBirthTime } from '../../../domain/jyotish/birth-details';
import { starChoiceLabel, starsMatching } from '../../../domain/nakshatra-names';
import { useState } from 'react';
import { BirthStarFinder, type BirthStarFinderRef } from './BirthStarFinder';
import { translateErrors } from './translate-errors';
import type { FamilyOffer, StepProps } from './types';

/** AM and PM in the visitor's language (the value sent stays AM or PM). */
export const HALF_NAMES: Record<HalfOfDay, MessageDescriptor> = {
  AM: msg({ message: 'AM', comment: 'before noon, in a time of day like 6:45 AM' }),
  PM: msg({ message: 'PM', comment: 'after noon, in a time of day like 6:45 PM' }),
};
const PRAYER_LABELS = {
  [PRAYER_TYPE_CODES.living]: msg`Living`,
  [PRAYER_TYPE_CODES.departed]: msg`Passed away`,
};

function TimeFields({
  index,
  prefix,
  legend,
  person,
  onChange,
  errors,
}: {
  index: number;
  prefix: 'birth' | 'passing';
  legend: string;
  person: PersonDraft;
  onChange: (values: Partial<PersonDraft>) => void;
  errors: StepProps['snapshot']['context']['errors'];
}) {
  const hourKey = prefix === 'birth' ? 'birthTimeHour' : 'passingTimeHour';
  const minuteKey = prefix === 'birth' ? 'birthTimeMinute' : 'passingTimeMinute';
  const halfKey = prefix === 'birth' ? 'whichHalfOfTheDay' : 'passingWhichHalfOfTheDay';
  const path = (key: string) => `people.${index}.${key}`;
  const { i18n, t } = useLingui();
  const halves = HALVES_OF_DAY.map((half) => ({ value: half, label: i18n._(HALF_NAMES[half]) }));
  const timeParts = [
    [hourKey, t({ message: 'Hour', comment: 'of a time of day' })],
    [minuteKey, t({ message: 'Minutes', comment: 'of a time of day' })],
  ] as const;
  return (
    <fieldset className="fieldset">
      <legend className="fieldset__legend">{legend}</legend>
      <div className="field__hint">
        <Trans>Leave empty if you do not know it.</Trans>
      </div>
      <div className="time-row">
        {timeParts.map(([key, label]) => (
          <TextField
            key={key}
            id={fieldId(path(key))}
            label={label}
            width="narrow"
            inputMode="numeric"
            value={person[key]}
            error={errorFor(errors, path(key))}
            onChange={(value) => onChange({ [key]: value })}
          />
        ))}
        <Radios
          id={fieldId(path(halfKey))}
          name={fieldId(path(halfKey))}
          label={t`AM or PM`}
          inline
          options={halves}
          value={person[halfKey]}
          onChange={(value) => onChange({ [halfKey]: value as PersonDraft['whichHalfOfTheDay'] })}
        />
      </div>
    </fieldset>
  );
}

export function StarField(props: {
  id: string;
  label: string;
  value: string;
  stars: StepProps['snapshot']['context']['prefs']['general']['birthStars'];
  onChange: (value: string) => void;
}) {
  const { t } = useLingui();
  if (props.stars.length === 0) {
    return (
      <TextField
        id={props.id}
        label={props.label}
        hint={t`If you know it`}
        value={props.value}
        onChange={props.onChange}
      />
    );
  }
  return <StarList {...props} />;
}

/** The star list with a box that narrows it by any of a star's names, in any script. */
function StarList(props: Parameters<typeof StarField>[0]) {
  const { i18n, t } = useLingui();
  const [query, setQuery] = useState('');
  return (
    <div className="star-field">
      <TextField
        id={`${props.id}-search`}
        label={t`Find the star by any of its names (optional)`}
        value={query}
        onChange={setQuery}
      />
      <SelectField
        id={props.id}
        label={props.label}
        hint={t`If you know it`}
        placeholder={t`Not known`}
        value={props.value}
        onChange={props.onChange}
        options={starsMatching(props.stars, query, props.value).map((star) => ({
          value: star.name,
          label: starChoiceLabel(star, i18n.locale),
        }))}
      />
    </div>
  );
}

/** A reminder's person: one button fills the first person in and keeps the day for the puja. */
function FamilyOfferBox({ offer, onUse }: { offer: FamilyOffer; onUse: () => void }) {
  const { i18n } = useLingui();
  const { name } = offer;
  const day = offer.prefill.date
    ? describePujaDate(isoDayToApiDate(offer.prefill.date), i18n.locale)
    : null;
  return (
    <div className="notice family-offer" role="region" aria-labelledby="family-offer-title">
      <p id="family-offer-title">
        {day ? (
          <Trans>
            Your reminder: a puja for {name} on {day}.
          </Trans>
        ) : (
          <Trans>Your family: a puja for {name}.</Trans>
        )}
      </p>
      <Button variant="secondary" onClick={onUse}>
        <Trans>Fill in {name}'s details</Trans>
      </Button>
    </div>
  );
}

export function PeopleStep({ snapshot, send, flow, familyOffer }: StepProps) {
  const { i18n, t } = useLingui();
  const { people, prefs } = snapshot.context;
  const errors = translateErrors(i18n, snapshot.context.errors);
  const prayerOptions = Object.entries(PRAYER_LABELS).map(([value, label]) => ({
    value,
    label: i18n._(label),
  }));
  const count = people.length;
  const finder = snapshot.children[BIRTH_STAR_FINDER_ID] as BirthStarFinderRef | undefined;
  return (
    <>
      <p>
        <Trans>Add up to five people. Leave out any detail you do not know.</Trans>
      </p>
      {familyOffer && takesFamilyPrefill(snapshot.context) ? (
        <FamilyOfferBox
          offer={familyOffer}
          onUse={() => send({ type: 'family.prefill', ...familyOffer.prefill })}
        />
      ) : null}
      {people.map((person, index) => {
        const update = (values: Partial<PersonDraft>) =>
          send({ type: 'person.update', index, values });
        const path = (key: keyof PersonDraft) => `people.${index}.${key}`;
        const number = index + 1;
        const text = (key: keyof PersonDraft, label: string, hint?: string) => (
          <TextField
            id={fieldId(path(key))}
            label={label}
            hint={hint}
            value={String(person[key])}
            error={errorFor(errors, path(key))}
            onChange={(value) => update({ [key]: value })}
          />
        );
        const day = (key: DatedField, label: string) => (
          <DayFields
            id={fieldId(path(key))}
            label={label}
            hint={t`For example 27 March 1985`}
            entry={entryOf(person, key)}
            error={errorFor(errors, path(key))}
            onChange={(entry) => update({ entered: { [key]: entry } })}
          />
        );
        const time = (prefix: 'birth' | 'passing', legend: string) => (
          <TimeFields
            index={index}
            prefix={prefix}
            legend={legend}
            person={person}
            errors={errors}
            onChange={update}
          />
        );
        return (
          <div className="fieldset--person" key={index}>
            <Fieldset legend={t`Person ${number}`}>
              {text('firstName', t`First name`)}
              {text('lastName', t`Last name`)}
              {flow.asks.passing ? (
                <Radios
                  id={fieldId(path('prayerTypeCode'))}
                  name={fieldId(path('prayerTypeCode'))}
                  label={t`Is this person living, or has the person passed away?`}
                  inline
                  options={prayerOptions}
                  value={person.prayerTypeCode}
                  onChange={(value) =>
                    update({ prayerTypeCode: value as PersonDraft['prayerTypeCode'] })
                  }
                />
              ) : null}
              <StarField
                id={fieldId(path('birthStar'))}
                label={t`Birth star (nakshatra)`}
                value={person.birthStar}
                stars={prefs.general.birthStars}
                onChange={(value) => update({ birthStar: value })}
              />
              <BirthStarFinder
                finder={finder}
                index={index}
                starFieldId={fieldId(path('birthStar'))}
                onOpen={() =>
                  send({
                    type: 'birthStar.find',
                    input: {
                      index,
                      date: person.birthDate,
                      time: isoBirthTime(
                        person.birthTimeHour,
                        person.birthTimeMinute,
                        person.whichHalfOfTheDay,
                      ),
                      place: person.birthPlace,
                    },
                  })
                }
              />
              {day('birthDate', t`Date of birth`)}
              {text('birthPlace', t`Place of birth`, t`Town and country`)}
              {time('birth', t`Time of birth`)}
              {flow.asks.passing && isDeparted(person) ? (
                <>
                  <StarField
                    id={fieldId(path('starOnTheDayOfPassing'))}
                    label={t`Star on the day of passing`}
                    value={person.starOnTheDayOfPassing}
                    stars={prefs.general.birthStars}
                    onChange={(value) => update({ starOnTheDayOfPassing: value })}
                  />
                  {day('dateOfPassing', t`Date of passing`)}
                  {text('placeOfPassing', t`Place of passing`)}
                  {time('passing', t`Time of passing`)}
                </>
              ) : null}
              {snapshot.can({ type: 'person.remove', index }) ? (
                <Button variant="secondary" onClick={() => send({ type: 'person.remove', index })}>
                  <Trans>Remove person {number}</Trans>
                </Button>
              ) : null}
            </Fieldset>
          </div>
        );
      })}
      <ButtonRow>
        <Button
          variant="secondary"
          disabled={!snapshot.can({ type: 'person.add' })}
          onClick={() => send({ type: 'person.add' })}
        >
          <Trans>Add another person</Trans>
        </Button>
        <span className="field__hint">
          <Trans>{count} of 5 people</Trans>
        </span>
      </ButtonRow>
    </>
  );
}
