/** Finding the booking by its code and the email it was made with. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, ButtonRow, ErrorSummary, TextField, errorFor } from '../../../ui/form';
import { useTranslatedErrors } from '../../shared/translate-errors';
import { Notice } from '../Notice';
import type { RescheduleStepProps } from './step-props';

import { EXAMPLE_CODES } from '../../../../domain/constants';

const BOOKING_EXAMPLE = EXAMPLE_CODES.bookingCode;

export function FindStep({ snapshot, send, title }: RescheduleStepProps) {
  const { context } = snapshot;
  const { t } = useLingui();
  const errors = useTranslatedErrors(context.errors);
  return (
    <form
      className="astro-step"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'find.submit' });
      }}
    >
      <ErrorSummary errors={errors} />
      {title(t`Find your booking`)}
      <Notice text={context.notice} alert />
      <TextField
        id="code"
        label={t`Booking code`}
        hint={
          <Trans comment="an example booking code">
            The 8 characters in your confirmation email, for example{' '}
            <span lang="en">{BOOKING_EXAMPLE}</span>
          </Trans>
        }
        width="medium"
        value={context.code}
        error={errorFor(errors, 'code')}
        onChange={(code) => send({ type: 'find.update', code })}
      />
      <TextField
        id="email"
        label={t`Email address used for the booking`}
        type="email"
        autoComplete="email"
        value={context.email}
        error={errorFor(errors, 'email')}
        onChange={(email) => send({ type: 'find.update', email })}
      />
      <ButtonRow>
        <Button type="submit" disabled={!snapshot.can({ type: 'find.submit' })}>
          <Trans>Find booking</Trans>
        </Button>
      </ButtonRow>
    </form>
  );
}
