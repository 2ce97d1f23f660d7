/** Finding the booking by its code and the email it was made with. */
import { Button, ButtonRow, ErrorSummary, TextField, errorFor } from '../../../ui/form';
import { Notice } from '../Notice';
import type { RescheduleStepProps } from './step-props';

export function FindStep({ snapshot, send, title }: RescheduleStepProps) {
  const { context } = snapshot;
  return (
    <form
      className="astro-step"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'find.submit' });
      }}
    >
      <ErrorSummary errors={context.errors} />
      {title('Find your booking')}
      <Notice text={context.notice} alert />
      <TextField
        id="code"
        label="Booking code"
        hint="The 8 characters in your confirmation email, for example K7MQ2XRA"
        width="medium"
        value={context.code}
        error={errorFor(context.errors, 'code')}
        onChange={(code) => send({ type: 'find.update', code })}
      />
      <TextField
        id="email"
        label="Email address used for the booking"
        type="email"
        autoComplete="email"
        value={context.email}
        error={errorFor(context.errors, 'email')}
        onChange={(email) => send({ type: 'find.update', email })}
      />
      <ButtonRow>
        <Button type="submit" disabled={!snapshot.can({ type: 'find.submit' })}>
          Find booking
        </Button>
      </ButtonRow>
    </form>
  );
}
