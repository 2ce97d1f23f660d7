/** The birth details of each person the reading is for, the email and the question. */
import { BIRTH_STAR_FINDER_ID } from '../../../../machines/birth-star';
import { ButtonRow, ErrorSummary, TextArea, TextField, errorFor } from '../../../ui/form';
import { PersonFields } from '../DetailFields';
import { Notice } from '../Notice';
import { BackIfAllowed, SendButton } from '../StepButtons';
import type { BookingStepProps } from './step-props';

export function DetailsStep({ snapshot, send, title }: BookingStepProps) {
  const { context } = snapshot;
  const { errors } = context;
  return (
    <div className="astro-step">
      <ErrorSummary errors={errors} />
      {title('Birth details')}
      <Notice text={context.notice} />
      <p>The astrologer prepares the reading from these details.</p>
      {context.people.map((person, index) => (
        <PersonFields
          key={index}
          index={index}
          count={context.people.length}
          person={person}
          errors={errors}
          onChange={(values) => send({ type: 'person.update', index, values })}
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
        label="Your email address"
        hint="We send the confirmation, the calendar file and the reschedule link here."
        type="email"
        autoComplete="email"
        value={context.email}
        error={errorFor(errors, 'email')}
        onChange={(email) => send({ type: 'email.update', email })}
      />
      <TextArea
        id="question"
        label="Your question for the astrologer (optional)"
        hint="What would you like the reading to look at? The astrologer reads this beforehand."
        value={context.question}
        rows={4}
        onChange={(question) => send({ type: 'question.update', question })}
      />
      <ButtonRow>
        <BackIfAllowed snapshot={snapshot} send={send} />
        <SendButton snapshot={snapshot} send={send} event={{ type: 'wizard.next' }}>
          Continue to payment
        </SendButton>
      </ButtonRow>
    </div>
  );
}
