/** The birth details of each person the reading is for, the email and the question. */
import { entryOfIsoDay } from '../../../../domain/day-entry';
import { Trans, useLingui } from '@lingui/react/macro';
import { BIRTH_STAR_FINDER_ID } from '../../../../machines/birth-star';
import { TextArea, TextField, errorFor } from '../../../ui/form';
import { useTranslatedErrors } from '../../shared/translate-errors';
import { PersonFields } from '../DetailFields';
import { BackAndForward } from '../StepButtons';
import { StepFrame } from '../StepFrame';
import type { BookingStepProps } from './step-props';

export function DetailsStep({ snapshot, send, title }: BookingStepProps) {
  const { context } = snapshot;
  const { t } = useLingui();
  const errors = useTranslatedErrors(context.errors);
  return (
    <StepFrame errors={errors} heading={title(t`Birth details`)} notice={context.notice}>
      <p>
        <Trans>The astrologer prepares the reading from these details.</Trans>
      </p>
      {context.people.map((person, index) => (
        <PersonFields
          key={index}
          index={index}
          count={context.people.length}
          person={person}
          errors={errors}
          onChange={(values) => send({ type: 'person.update', index, values })}
          birthDateEntry={context.birthDateEntries[index] ?? entryOfIsoDay(person.birthDate)}
          onBirthDateChange={(entry) =>
            send({ type: 'person.update', index, values: {}, birthDateEntry: entry })
          }
          finder={snapshot.children[BIRTH_STAR_FINDER_ID]}
          onFindStar={() =>
            send({
              type: 'birthStar.find',
              input: {
                index,
                date: person.birthDate,
                time: person.birthTime,
                place: person.birthPlace,
              },
            })
          }
        />
      ))}
      <TextField
        id="email"
        label={t`Your email address`}
        hint={t`We send the confirmation, the calendar file and the reschedule link here.`}
        type="email"
        autoComplete="email"
        value={context.email}
        error={errorFor(errors, 'email')}
        onChange={(email) => send({ type: 'email.update', email })}
      />
      <TextArea
        id="question"
        label={t`Your question for the astrologer (optional)`}
        hint={t`What would you like the reading to look at? The astrologer reads this beforehand.`}
        value={context.question}
        rows={4}
        onChange={(question) => send({ type: 'question.update', question })}
      />
      <BackAndForward snapshot={snapshot} send={send} event={{ type: 'wizard.next' }}>
        <Trans>Continue to payment</Trans>
      </BackAndForward>
    </StepFrame>
  );
}
