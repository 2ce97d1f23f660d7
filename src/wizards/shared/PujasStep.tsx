import { Trans, useLingui } from '@lingui/react/macro';
import {
  eventChoices,
  onlyChoiceId,
  pujaChoiceGroups,
  pujaChoices,
  pujaDateChoices,
} from '../../../machines/order';
import { NO_PUJA_ID } from '../../../domain/constants';
import { describePujaDate } from '../../../domain/puja-day';
import { fieldId } from '../../../domain/order-draft';
import { isoDayToApiDate } from '../../../domain/day-entry';
import { Fieldset, SelectField, TextArea, errorFor } from '../../ui/form';
import { EventChoiceCards, OnlyPujaCard, PujaChoiceCards } from './ChoiceCards';
import { translateErrors } from './translate-errors';
import type { StepProps } from './types';

export function PujasStep({ snapshot, send, flow, copy }: StepProps) {
  const { i18n, t } = useLingui();
  const { context } = snapshot;
  const errors = translateErrors(i18n, context.errors);
  const language = i18n.locale;
  const events = flow.choice.fromEvents ? eventChoices(context, language) : [];
  const groups = flow.choice.fromEvents ? [] : pujaChoiceGroups(context, flow, language);
  const onlyId = onlyChoiceId(context, flow);
  const only =
    onlyId === null ? undefined : pujaChoices(context, flow, language).find((c) => c.id === onlyId);
  const notice = context.dateNotice;
  const dayOf = (isoDay: string) => describePujaDate(isoDayToApiDate(isoDay), language);
  const wantedDay = notice ? dayOf(notice.wanted) : '';
  const chosenDay = notice ? dayOf(notice.chosen) : '';
  const nothing = flow.choice.fromEvents ? events.length === 0 : groups.length === 0;
  return (
    <>
      <p>{copy.choiceHint}</p>
      {nothing ? (
        <div className="notice" role="status">
          <p>
            <Trans>
              We could not load the list just now. You can try again, or come back later; what you
              have entered is kept.
            </Trans>
          </p>
        </div>
      ) : null}
      {notice ? (
        <div className="notice" role="status">
          <p>
            <Trans>
              This puja is not offered on {wantedDay}, the day of your reminder. The nearest day it
              is offered, {chosenDay}, is chosen; you can choose another date below.
            </Trans>
          </p>
        </div>
      ) : null}
      {context.people.map((person, index) => {
        const path = (key: string) => `people.${index}.${key}`;
        const name = [person.firstName, person.lastName].filter(Boolean).join(' ');
        const number = index + 1;
        const choose = (pujaId: number) => send({ type: 'person.choose', index, pujaId });
        const choice = {
          id: fieldId(path('pujaId')),
          legend: copy.choiceLabel,
          error: errorFor(errors, path('pujaId')),
          selected: person.pujaId,
          onChoose: choose,
        };
        return (
          <div className="fieldset--person" key={index}>
            <Fieldset legend={name ? t`For ${name}` : t`For person ${number}`}>
              {only ? (
                <OnlyPujaCard choice={only} legend={copy.choiceLabel} />
              ) : flow.choice.fromEvents ? (
                <EventChoiceCards events={events} {...choice} />
              ) : nothing ? null : (
                <PujaChoiceCards groups={groups} {...choice} />
              )}
              {flow.choice.needsDate && person.pujaId !== NO_PUJA_ID ? (
                <SelectField
                  id={fieldId(path('requestedPujaDate'))}
                  label={t({ message: 'Date', comment: "a puja's date" })}
                  hint={t`Only dates still open for orders are listed.`}
                  value={person.requestedPujaDate}
                  options={pujaDateChoices(context, person.pujaId).map((date) => ({
                    value: date,
                    label: describePujaDate(date, i18n.locale),
                  }))}
                  error={errorFor(errors, path('requestedPujaDate'))}
                  onChange={(value) =>
                    send({ type: 'person.update', index, values: { requestedPujaDate: value } })
                  }
                />
              ) : null}
              {flow.asks.prayerRequest ? (
                <TextArea
                  id={fieldId(path('customerNotes'))}
                  label={t`Prayer request for this person (optional)`}
                  rows={3}
                  value={person.customerNotes}
                  onChange={(value) =>
                    send({ type: 'person.update', index, values: { customerNotes: value } })
                  }
                />
              ) : null}
            </Fieldset>
          </div>
        );
      })}
    </>
  );
}
