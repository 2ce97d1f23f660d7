import type { ReactNode } from 'react';
import { addressLines } from '../../domain/address-rules';
import { describeDate, describeEventTime, normaliseDate } from '../../domain/dates';
import { detectTimeZone } from '../../domain/astro/time-zones';
import { isDeparted, type PersonDraft } from '../../domain/order-draft';
import {
  chosenChoice,
  flowSteps,
  orderTotalOf,
  stepOfPath,
  type WizardStep,
} from '../../../machines/order';
import { ErrorSummary } from '../../ui/form';
import { stepName } from './copy';
import { formatDollars } from '../../domain/money';
import type { StepProps } from './types';

/** A typed date as it will be sent, shown in the one date style for people. */
const shownDate = (text: string) => describeDate(normaliseDate(text));

function timeOf(hour: string, minute: string, half: string): string {
  return hour.trim() && minute.trim()
    ? `${hour.trim()}:${minute.trim().padStart(2, '0')} ${half}`
    : '';
}

/** Every detail entered for a person, one per line. */
function personLines(person: PersonDraft): string[] {
  const born = [
    person.birthDate.trim() ? shownDate(person.birthDate) : '',
    timeOf(person.birthTimeHour, person.birthTimeMinute, person.whichHalfOfTheDay),
    person.birthPlace.trim(),
  ].filter(Boolean);
  const lines = [`${person.firstName} ${person.lastName}`.trim()];
  if (born.length) lines.push(`Born ${born.join(', ')}`);
  if (person.birthStar) lines.push(`Birth star ${person.birthStar}`);
  if (isDeparted(person)) {
    const passed = [
      person.dateOfPassing.trim() ? shownDate(person.dateOfPassing) : '',
      timeOf(person.passingTimeHour, person.passingTimeMinute, person.passingWhichHalfOfTheDay),
      person.placeOfPassing.trim(),
    ].filter(Boolean);
    lines.push(`Passed away ${passed.join(', ')}`.trim());
    if (person.starOnTheDayOfPassing)
      lines.push(`Star on the day of passing ${person.starOnTheDayOfPassing}`);
  }
  return lines;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="summary-list__row">
      <dt className="summary-list__key">{label}</dt>
      <dd className="summary-list__value">{children || 'Not given'}</dd>
    </div>
  );
}

/** The chosen puja or event in words: name, price, and an event's local time. */
function choiceLine(choice: ReturnType<typeof chosenChoice>): string {
  if (!choice) return '';
  const when =
    'eventDate' in choice
      ? `, ${describeEventTime(choice.eventDate, choice.timeZone, detectTimeZone())}`
      : '';
  return `${choice.name} (${formatDollars(choice.price)})${when}`;
}

export function ReviewStep({ snapshot, send, flow, copy }: StepProps) {
  const { context } = snapshot;
  const total = orderTotalOf(context, flow);
  const problem = context.paymentProblem?.kind === 'invalid' ? context.paymentProblem : null;
  const section = (step: WizardStep, content: ReactNode) => (
    <section className="summary-section" aria-labelledby={`review-${step}`} key={step}>
      <div className="summary-section__head">
        <h2 id={`review-${step}`}>{stepName(step, copy)}</h2>
        <button
          type="button"
          className="link-button"
          onClick={() => send({ type: 'wizard.edit', step })}
        >
          {'Change '}
          <span className="visually-hidden">{stepName(step, copy).toLowerCase()}</span>
        </button>
      </div>
      <dl className="summary-list">{content}</dl>
    </section>
  );
  const steps = flowSteps(flow).filter((step) => step !== 'review');
  return (
    <>
      {problem ? (
        <ErrorSummary
          onMissingField={(path) => send({ type: 'wizard.edit', step: stepOfPath(path) })}
          title={problem.message}
          errors={
            problem.fields.length > 0
              ? problem.fields
              : [{ path: 'review', message: problem.message }]
          }
        />
      ) : null}
      <ErrorSummary errors={context.errors} />
      {steps.map((step) => {
        switch (step) {
          case 'people':
            return section(
              step,
              context.people.map((person, index) => (
                <Row key={index} label={`Person ${index + 1}`}>
                  <span className="pre-line">{personLines(person).join('\n')}</span>
                </Row>
              )),
            );
          case 'pujas':
            return section(
              step,
              context.people.map((person, index) => (
                <Row key={index} label={`${person.firstName || `Person ${index + 1}`}`}>
                  {[
                    choiceLine(chosenChoice(context, flow, person.pujaId)),
                    person.requestedPujaDate ? describeDate(person.requestedPujaDate) : '',
                    person.customerNotes.trim()
                      ? `Prayer request: ${person.customerNotes.trim()}`
                      : '',
                  ]
                    .filter(Boolean)
                    .join(', ')}
                </Row>
              )),
            );
          case 'notes':
            return section(step, <Row label="Notes">{context.notes}</Row>);
          case 'shipping':
            return section(
              step,
              <Row label="Post the prasad to">
                <span className="pre-line">{addressLines(context.shipping, true).join('\n')}</span>
              </Row>,
            );
          case 'billing':
            return section(
              step,
              <Row label="Card holder">
                <span className="pre-line">{addressLines(context.billing, true).join('\n')}</span>
              </Row>,
            );
          default:
            return null;
        }
      })}
      <p className="order-total">
        Total to pay: <strong>{formatDollars(total)}</strong>
      </p>
    </>
  );
}
