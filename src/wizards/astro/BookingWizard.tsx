/**
 * The booking flow's view: it renders the booking machine's current state and
 * sends it events; all decisions live in machines/astro/booking/.
 */
import { useMachine } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { ActorRefFrom, InspectionEvent } from 'xstate';
import { bookingMachine, type BookingMachine } from '../../../machines/astro/booking';
import type { BookingInput } from '../../../machines/astro/booking';
import type { PaymentMachine } from '../../../machines/payment';
import { ANY_ASTROLOGER, type Billing } from '../../domain/astro/api';
import { DISCLAIMER_POINTS } from '../../domain/astro/disclaimer';
import { formatUsd } from '../../domain/money';
import { fieldId } from '../../domain/order-draft';
import {
  Button,
  ButtonRow,
  ErrorSummary,
  Radios,
  StepIndicator,
  TextArea,
  TextField,
  errorFor,
} from '../../ui/form';
import { BookingTimes } from './BookingTimes';
import { PersonFields } from './DetailFields';
import { BIRTH_STAR_FINDER_ID } from '../../../machines/birth-star';
import type { BirthStarFinderRef } from '../shared/BirthStarFinder';
import { SlotPicker } from './SlotPicker';
import { HostedPayment } from '../shared/HostedPayment';
import { useWizardServices } from '../shared/services';
import './astro.css';

const BILLING_FIELDS: {
  field: keyof Billing;
  label: string;
  autoComplete: string;
  width?: 'narrow';
}[] = [
  { field: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { field: 'lastName', label: 'Last name', autoComplete: 'family-name' },
  { field: 'address', label: 'Street address', autoComplete: 'street-address' },
  { field: 'city', label: 'Town or city', autoComplete: 'address-level2' },
  { field: 'state', label: 'State, province or region', autoComplete: 'address-level1' },
  { field: 'zip', label: 'Postal code', autoComplete: 'postal-code', width: 'narrow' },
  { field: 'country', label: 'Country', autoComplete: 'country-name' },
];

interface BookingWizardProps {
  input: BookingInput;
  /** Tests pass the machine with fakes; the browser's actors come from the wizard services. */
  machine?: BookingMachine;
  /** Tests only: watches the running actor (the view-level model test reaches it this way). */
  inspect?: (event: InspectionEvent) => void;
}

/** The booking's steps as the step indicator names them (the machine's state → its name). */
const BOOKING_STEPS: readonly (readonly [state: string, name: string])[] = [
  ['disclaimer', 'Disclaimer'],
  ['reading', 'Reading and astrologer'],
  ['slots', 'Time'],
  ['details', 'Birth details'],
  ['billing', 'Payment'],
];

/** 1-based step of a machine state, or 0 for states outside the steps (loading, done). */
function bookingStepNumber(state: string): number {
  const step = state === 'paying' ? 'billing' : state;
  return BOOKING_STEPS.findIndex(([name]) => name === step) + 1;
}

function useStepFocus(step: string) {
  const ref = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    ref.current?.focus();
  }, [step]);
  return ref;
}

export function BookingWizard({ input, machine, inspect }: BookingWizardProps) {
  const services = useWizardServices();
  const [provided] = useState(() => {
    if (machine) return machine;
    if (!services?.astroActors)
      throw new Error('The booking needs the wizard services or a test machine');
    return bookingMachine.provide({ actors: services.astroActors() });
  });
  const [state, send] = useMachine(provided, { input, ...(inspect && { inspect }) });
  const { context } = state;
  const step = typeof state.value === 'string' ? state.value : (Object.keys(state.value)[0] ?? '');
  const heading = useStepFocus(step);

  const errors = context.errors;
  const stepNumber = bookingStepNumber(step);
  const title = (text: string) => (
    <>
      {stepNumber > 0 ? (
        <StepIndicator
          current={stepNumber}
          total={BOOKING_STEPS.length}
          name={BOOKING_STEPS[stepNumber - 1]![1]}
        />
      ) : null}
      <h2 ref={heading} tabIndex={-1} className="astro-step__title">
        {text}
      </h2>
    </>
  );
  const readingType = context.catalog?.readingTypes.find((r) => r.id === context.readingTypeId);
  const astrologer = context.catalog?.astrologers.find((a) => a.id === context.astrologerId);

  if (state.matches('loading') || state.matches('restoring')) return <p>Loading...</p>;
  if (state.matches('loadFailed')) {
    return (
      <div className="astro-step">
        {title('The booking form could not load')}
        <p>We could not reach the server. Check your connection and try again.</p>
        <Button onClick={() => send({ type: 'catalog.retry' })}>Try again</Button>
      </div>
    );
  }
  if (state.matches('disclaimer')) {
    return (
      <div className="astro-step">
        {title('Before you book: the disclaimer')}
        {context.notice ? (
          <p className="astro-notice" role="status">
            {context.notice}
          </p>
        ) : null}
        <ul className="astro-disclaimer">
          {DISCLAIMER_POINTS.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
        <p>
          The <Link to="/astro-disclaimer">full disclaimer</Link> has its own page.
        </p>
        <Button onClick={() => send({ type: 'disclaimer.accept' })}>I accept, continue</Button>
      </div>
    );
  }
  if (state.matches('reading')) {
    return (
      <div className="astro-step">
        <ErrorSummary errors={errors} />
        {title('Choose a reading and an astrologer')}
        <Radios
          id="readingTypeId"
          name="readingTypeId"
          label="Reading"
          hint="Prices are sample values until the temple confirms them."
          value={context.readingTypeId === null ? '' : String(context.readingTypeId)}
          error={errorFor(errors, 'readingTypeId')}
          onChange={(value) => send({ type: 'reading.choose', readingTypeId: Number(value) })}
          options={(context.catalog?.readingTypes ?? []).map((r) => ({
            value: String(r.id),
            label: `${r.name}: ${r.durationMinutes} minutes, ${formatUsd(r.priceCents)}${r.samplePrice ? ' (sample price)' : ''}`,
          }))}
        />
        {readingType ? (
          <div className="astro-covers">
            <p>{readingType.summary}</p>
            <p>It covers:</p>
            <ul>
              {readingType.covers.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </div>
        ) : null}
        <Radios
          id="astrologerId"
          name="astrologerId"
          label="Astrologer"
          value={String(context.astrologerId)}
          error={errorFor(errors, 'astrologerId')}
          onChange={(value) =>
            send({
              type: 'astrologer.choose',
              astrologerId: value === ANY_ASTROLOGER ? ANY_ASTROLOGER : Number(value),
            })
          }
          options={[
            { value: ANY_ASTROLOGER, label: 'First available, any astrologer' },
            ...(context.catalog?.astrologers ?? [])
              .filter(
                (a) =>
                  context.readingTypeId === null ||
                  a.readingTypeIds.includes(context.readingTypeId),
              )
              .map((a) => ({
                value: String(a.id),
                label: `${a.name}, reads from ${a.timeZone.replace(/_/g, ' ')}`,
              })),
          ]}
        />
        <ButtonRow>
          <Button onClick={() => send({ type: 'wizard.next' })}>Continue</Button>
        </ButtonRow>
      </div>
    );
  }
  if (state.matches('slots')) {
    return (
      <div className="astro-step">
        <ErrorSummary errors={errors} />
        {title('Choose a time')}
        {context.notice ? (
          <p className="astro-notice" role="status">
            {context.notice}
          </p>
        ) : null}
        <SlotPicker
          picking={context}
          loading={state.matches({ slots: 'loading' })}
          errors={errors}
          astrologerZone={astrologer?.timeZone ?? null}
          canGoBack={state.can({ type: 'month.previous' })}
          canGoOn={state.can({ type: 'month.next' })}
          canJump={state.can({ type: 'day.nextFree' })}
          onZone={(timeZone) => send({ type: 'timeZone.change', timeZone })}
          onPrevious={() => send({ type: 'month.previous' })}
          onNext={() => send({ type: 'month.next' })}
          onJump={() => send({ type: 'day.nextFree' })}
          onDay={(date) => send({ type: 'day.choose', date })}
          onChoose={(start) => send({ type: 'slot.choose', start })}
        />
        <ButtonRow>
          <Button variant="secondary" onClick={() => send({ type: 'wizard.back' })}>
            Back
          </Button>
          <Button
            onClick={() => send({ type: 'wizard.next' })}
            disabled={state.matches({ slots: 'loading' })}
          >
            Continue
          </Button>
        </ButtonRow>
      </div>
    );
  }
  if (state.matches('details')) {
    return (
      <div className="astro-step">
        <ErrorSummary errors={errors} />
        {title('Birth details')}
        {context.notice ? (
          <p className="astro-notice" role="status">
            {context.notice}
          </p>
        ) : null}
        <p>The astrologer prepares the reading from these details.</p>
        {context.people.map((person, index) => (
          <PersonFields
            key={index}
            index={index}
            count={context.people.length}
            person={person}
            errors={errors}
            onChange={(values) => send({ type: 'person.update', index, values })}
            finder={state.children[BIRTH_STAR_FINDER_ID] as BirthStarFinderRef | undefined}
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
          <Button variant="secondary" onClick={() => send({ type: 'wizard.back' })}>
            Back
          </Button>
          <Button onClick={() => send({ type: 'wizard.next' })}>Continue to payment</Button>
        </ButtonRow>
      </div>
    );
  }
  if (state.matches('holding')) {
    return (
      <div className="astro-step" aria-busy="true">
        <p role="status">Holding your time...</p>
      </div>
    );
  }
  const payment = state.children.payment as ActorRefFrom<PaymentMachine> | undefined;
  if (state.matches('paying') && context.booking && payment) {
    return (
      <div className="astro-step">
        {title('Pay by card')}
        <BookingTimes booking={context.booking} visitorZone={context.visitorTimeZone} />
        <p>We hold this time for you for {context.catalog?.holdMinutes} minutes while you pay.</p>
        <HostedPayment
          payment={payment}
          amount={formatUsd(context.booking.readingType.priceCents)}
          postalCode={{
            path: 'billing.zip',
            value: context.billing.zip,
            onChange: (zip) => send({ type: 'billing.update', values: { zip } }),
          }}
        />
        {state.can({ type: 'wizard.back' }) ? (
          <ButtonRow>
            <Button variant="secondary" onClick={() => send({ type: 'wizard.back' })}>
              Back to the billing address
            </Button>
          </ButtonRow>
        ) : null}
      </div>
    );
  }
  if (state.matches('billing') && context.booking) {
    return (
      <div className="astro-step">
        <ErrorSummary errors={errors} />
        {title('Pay for your reading')}
        {context.notice ? (
          <div className="astro-notice astro-notice--error" role="alert">
            {context.notice}
          </div>
        ) : null}
        <BookingTimes booking={context.booking} visitorZone={context.visitorTimeZone} />
        <p>
          <strong>Price: {formatUsd(context.booking.readingType.priceCents)}</strong>. We hold this
          time for you for {context.catalog?.holdMinutes} minutes while you pay.
        </p>
        <fieldset className="fieldset">
          <legend className="fieldset__legend fieldset__legend--heading">
            <h2 className="fieldset__heading">The address the card is billed to</h2>
          </legend>
          {BILLING_FIELDS.map(({ field, label, autoComplete, width }) => (
            <TextField
              key={field}
              id={fieldId(`billing.${field}`)}
              label={label}
              autoComplete={autoComplete}
              width={width ?? 'full'}
              value={context.billing[field]}
              error={errorFor(errors, `billing.${field}`)}
              onChange={(value) => send({ type: 'billing.update', values: { [field]: value } })}
            />
          ))}
        </fieldset>
        <ButtonRow>
          <Button onClick={() => send({ type: 'payment.submit' })}>Continue to payment</Button>
        </ButtonRow>
      </div>
    );
  }
  if (state.matches('holdLapsed')) {
    return (
      <div className="astro-step">
        {title('Your hold on this time has lapsed')}
        <p>
          We hold a time for {context.catalog?.holdMinutes} minutes while you pay. Nothing was
          charged. Please choose a time again.
        </p>
        <Button onClick={() => send({ type: 'slots.again' })}>Choose a time again</Button>
      </div>
    );
  }
  if (state.matches('underReview') && context.booking) {
    return (
      <div className="astro-step">
        {title('Your payment is being reviewed')}
        <p role="status">
          The card processor is reviewing this payment. Your time stays reserved, and we will email{' '}
          {context.booking.email} as soon as it is decided. Please do not pay again.
        </p>
        <p>
          Your booking code is <strong>{context.booking.code}</strong>.
        </p>
      </div>
    );
  }
  if (state.matches('confirmed') && context.booking) {
    const booking = context.booking;
    return (
      <div className="astro-step">
        {title('Your reading is booked')}
        <p className="astro-code">
          Booking code: <strong data-testid="booking-code">{booking.code}</strong>
        </p>
        <BookingTimes booking={booking} visitorZone={booking.visitorTimeZone} />
        <p>
          We have emailed the confirmation to {booking.email}, with a calendar file and a link to
          reschedule.
        </p>
        <ul className="astro-links">
          <li>
            <a href={booking.calendarUrl} download={`astrology-reading-${booking.code}.ics`}>
              Add to your calendar (.ics file)
            </a>
          </li>
          <li>
            <Link to={booking.rescheduleUrl}>Reschedule this reading</Link> (up to 24 hours before
            it starts, at most twice)
          </li>
        </ul>
      </div>
    );
  }
  return null;
}
