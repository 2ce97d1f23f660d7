import type { ReactNode } from 'react';
import { OTHER_STATE } from '../../domain/constants';
import { describeDate } from '../../domain/dates';
import { isDeparted, type AddressDraft } from '../../domain/order-draft';
import { orderTotal } from '../../domain/order-builders';
import { flowSteps, stepOfPath, type WizardStep } from '../../../machines/shared';
import { ErrorSummary } from '../../ui/form';
import { choiceOptions } from './choices';
import { stepName } from './copy';
import { formatMoney } from './money';
import type { StepProps } from './types';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="summary-list__row">
      <dt className="summary-list__key">{label}</dt>
      <dd className="summary-list__value">{children || 'Not given'}</dd>
    </div>
  );
}

function addressLines(address: AddressDraft): string {
  const state = address.state === OTHER_STATE ? address.stateOther : address.state;
  return [
    `${address.firstName} ${address.lastName}`.trim(),
    address.address1,
    address.address2,
    [address.city, state, address.postalCode].filter(Boolean).join(', '),
    address.country,
    address.email,
    address.phone,
  ]
    .filter(Boolean)
    .join('\n');
}

function optionLabel(options: ReturnType<typeof choiceOptions>, value: string): string {
  for (const item of options) {
    if ('options' in item) {
      const found = item.options.find((option) => option.value === value);
      if (found) return found.label;
    } else if (item.value === value) return item.label;
  }
  return '';
}

export function ReviewStep({ snapshot, send, flow, copy }: StepProps) {
  const { context } = snapshot;
  const options = choiceOptions(context, flow);
  const total = orderTotal(flow.buildPayload(context));
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
                  {[
                    `${person.firstName} ${person.lastName}`,
                    isDeparted(person) ? `Passed away ${person.dateOfPassing}` : '',
                    person.birthDate ? `Born ${person.birthDate}` : '',
                    person.birthStar ? `Star ${person.birthStar}` : '',
                  ]
                    .filter(Boolean)
                    .join(', ')}
                </Row>
              )),
            );
          case 'pujas':
            return section(
              step,
              context.people.map((person, index) => (
                <Row key={index} label={`${person.firstName || `Person ${index + 1}`}`}>
                  {[
                    optionLabel(options, String(person.pujaId)),
                    person.requestedPujaDate ? describeDate(person.requestedPujaDate) : '',
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
                <span className="pre-line">{addressLines(context.shipping)}</span>
              </Row>,
            );
          case 'billing':
            return section(
              step,
              <Row label="Card holder">
                <span className="pre-line">{addressLines(context.billing)}</span>
              </Row>,
            );
          default:
            return null;
        }
      })}
      <p className="order-total">
        Total to pay: <strong>{formatMoney(total)}</strong>
      </p>
    </>
  );
}
