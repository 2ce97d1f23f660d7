import { nakshatraName } from '../../../domain/nakshatra-names';
import type { ReactNode } from 'react';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { addressLines } from '../../../domain/address-rules';
import { describePujaDate } from '../../../domain/puja-day';
import { describeDate, normaliseDate } from '../../../domain/dates';
import type { HalfOfDay } from '../../../domain/constants';
import { detectTimeZone } from '../../../domain/astro/time-zones';
import { isDeparted, type PersonDraft } from '../../../domain/order-draft';
import {
  chosenChoice,
  flowSteps,
  goodsDisclosureOf,
  orderTotalOf,
  stepOfPath,
  type WizardStep,
} from '../../../machines/order';
import { ErrorSummary } from '../../ui/form';
import { eventTime } from './ChoiceCards';
import { stepName } from './copy';
import { HALF_NAMES } from './PeopleStep';
import { formatDollars } from '../../../domain/money';
import { refusalText } from '../../../domain/refusal-text';
import { translateText } from './translate-text';
import { langIfOther } from '../../../domain/puja-words';
import { translateErrors } from './translate-errors';
import type { StepProps } from './types';

/** A typed date as it will be sent, shown in the one date style in the visitor's language. */
const shownDate = (text: string, i18n: I18n) =>
  describeDate(normaliseDate(text), 'UTC', i18n.locale);

function timeOf(hour: string, minute: string, half: HalfOfDay, i18n: I18n): string {
  return hour.trim() && minute.trim()
    ? `${hour.trim()}:${minute.trim().padStart(2, '0')} ${i18n._(HALF_NAMES[half])}`
    : '';
}

/** Every detail entered for a person, one per line. */
function personLines(person: PersonDraft, i18n: I18n): string[] {
  const born = [
    person.birthDate.trim() ? shownDate(person.birthDate, i18n) : '',
    timeOf(person.birthTimeHour, person.birthTimeMinute, person.whichHalfOfTheDay, i18n),
    person.birthPlace.trim(),
  ].filter(Boolean);
  const lines = [`${person.firstName} ${person.lastName}`.trim()];
  const details = born.join(', ');
  const star = nakshatraName(person.birthStar, i18n.locale);
  if (born.length) lines.push(i18n._(msg`Born ${details}`));
  if (star) lines.push(i18n._(msg`Birth star ${star}`));
  if (isDeparted(person)) {
    const passed = [
      person.dateOfPassing.trim() ? shownDate(person.dateOfPassing, i18n) : '',
      timeOf(
        person.passingTimeHour,
        person.passingTimeMinute,
        person.passingWhichHalfOfTheDay,
        i18n,
      ),
      person.placeOfPassing.trim(),
    ].filter(Boolean);
    const passedDetails = passed.join(', ');
    const passingStar = nakshatraName(person.starOnTheDayOfPassing, i18n.locale);
    lines.push(i18n._(msg`Passed away ${passedDetails}`).trim());
    if (passingStar) lines.push(i18n._(msg`Star on the day of passing ${passingStar}`));
  }
  return lines;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="summary-list__row">
      <dt className="summary-list__key">{label}</dt>
      <dd className="summary-list__value">{children || <Trans>Not given</Trans>}</dd>
    </div>
  );
}

/** The chosen puja or event in words: name (in its own language), price, an event's local time. */
function ChoiceLine({ choice, i18n }: { choice: ReturnType<typeof chosenChoice>; i18n: I18n }) {
  if (!choice) return null;
  const when =
    'eventDate' in choice
      ? `, ${eventTime(i18n, choice.eventDate, choice.timeZone, detectTimeZone())}`
      : '';
  const nameLang = 'langs' in choice ? choice.langs.name : choice.nameLang;
  return (
    <>
      <span lang={langIfOther(nameLang, i18n.locale)}>{choice.name}</span>
      {` (${formatDollars(choice.price, i18n.locale)})${when}`}
    </>
  );
}

/** A person's choice, then its date and prayer request, comma-separated (nothing when empty). */
function pujaLine(choice: ReturnType<typeof chosenChoice>, rest: string[], i18n: I18n): ReactNode {
  if (!choice) return rest.join(', ');
  return (
    <>
      <ChoiceLine choice={choice} i18n={i18n} />
      {rest.map((part) => `, ${part}`).join('')}
    </>
  );
}

export function ReviewStep({ snapshot, send, flow, copy }: StepProps) {
  const { i18n, t } = useLingui();
  const { context } = snapshot;
  const errors = translateErrors(i18n, context.errors);
  const total = orderTotalOf(context, flow);
  const problem = context.paymentProblem?.kind === 'invalid' ? context.paymentProblem : null;
  const problemTitle = problem ? translateText(i18n, refusalText(problem)) : '';
  const totalToPay = formatDollars(total, i18n.locale);
  // IRC §6115: over $75 with prasad of some value, the disclosure comes with the request to pay.
  const disclosure = goodsDisclosureOf(context, flow);
  const goodsValue = formatDollars(disclosure?.goodsValue ?? 0, i18n.locale);
  const deductible = formatDollars(disclosure?.deductible ?? 0, i18n.locale);
  const personLabel = (index: number) => {
    const number = index + 1;
    return t`Person ${number}`;
  };
  const section = (step: WizardStep, content: ReactNode) => {
    const stepTitle = stepName(step, copy, i18n);
    return (
      <section className="summary-section" aria-labelledby={`review-${step}`} key={step}>
        <div className="summary-section__head">
          <h2 id={`review-${step}`}>{stepName(step, copy, i18n)}</h2>
          <button
            type="button"
            className="link-button"
            onClick={() => send({ type: 'wizard.edit', step })}
          >
            <Trans comment="a link that reopens a step; the step's name is for screen readers">
              Change <span className="visually-hidden">{stepTitle}</span>
            </Trans>
          </button>
        </div>
        <dl className="summary-list">{content}</dl>
      </section>
    );
  };
  const steps = flowSteps(flow, snapshot.context).filter((step) => step !== 'review');
  const prayerRequest = (request: string) => t`Prayer request: ${request}`;
  return (
    <>
      {problem ? (
        <ErrorSummary
          onMissingField={(path) => send({ type: 'wizard.edit', step: stepOfPath(path) })}
          title={problemTitle}
          errors={
            problem.fields.length > 0
              ? translateErrors(i18n, problem.fields)
              : [{ path: 'review', message: problemTitle }]
          }
        />
      ) : null}
      <ErrorSummary errors={errors} title={t`There is a problem`} />
      {steps.map((step) => {
        switch (step) {
          case 'people':
            return section(
              step,
              context.people.map((person, index) => (
                <Row key={index} label={personLabel(index)}>
                  <span className="pre-line">{personLines(person, i18n).join('\n')}</span>
                </Row>
              )),
            );
          case 'pujas':
            return section(
              step,
              context.people.map((person, index) => (
                <Row key={index} label={person.firstName || personLabel(index)}>
                  {pujaLine(
                    chosenChoice(context, flow, person.pujaId, i18n.locale),
                    [
                      person.requestedPujaDate
                        ? describePujaDate(person.requestedPujaDate, i18n.locale)
                        : '',
                      person.customerNotes.trim() ? prayerRequest(person.customerNotes.trim()) : '',
                    ].filter(Boolean),
                    i18n,
                  )}
                </Row>
              )),
            );
          case 'notes':
            return section(step, <Row label={t`Notes`}>{context.notes}</Row>);
          case 'shipping':
            return section(
              step,
              <Row label={t`Post the prasad to`}>
                <span className="pre-line">{addressLines(context.shipping, true).join('\n')}</span>
              </Row>,
            );
          case 'billing':
            return section(
              step,
              <Row label={t`Card holder`}>
                <span className="pre-line">{addressLines(context.billing, true).join('\n')}</span>
              </Row>,
            );
          default:
            return null;
        }
      })}
      <p className="order-total">
        <Trans>
          Total to pay: <strong>{totalToPay}</strong>
        </Trans>
      </p>
      {disclosure && (
        <p className="order-disclosure">
          <Trans>
            With this order the temple sends you prasad, which we estimate in good faith to be worth{' '}
            {goodsValue}. For US federal income tax, the deductible part of your payment is limited
            to the amount above that value: {deductible}.
          </Trans>
        </p>
      )}
    </>
  );
}
