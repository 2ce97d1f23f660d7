/** Choosing the reading and the astrologer (only those who give the chosen reading are offered). */
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { astrologersFor, chosenReading } from '../../../../machines/astro/booking';
import { ANY_ASTROLOGER, type ReadingType } from '../../../../domain/astro/api';
import { formatUsd } from '../../../../domain/money';
import { ButtonRow, ErrorSummary, Radios, errorFor } from '../../../ui/form';
import { useTranslatedErrors } from '../../shared/translate-errors';
import { SendButton } from '../StepButtons';
import type { BookingStepProps } from './step-props';

export function ReadingStep({ snapshot, send, title }: BookingStepProps) {
  const { context } = snapshot;
  const { i18n, t } = useLingui();
  const errors = useTranslatedErrors(context.errors);
  const reading = chosenReading(context);
  const optionOf = (r: ReadingType) => {
    const { name } = r;
    const price = formatUsd(r.priceCents, i18n.locale);
    const minutes = r.durationMinutes;
    return r.samplePrice
      ? t`${name}: ${plural(minutes, { one: '# minute', other: '# minutes' })}, ${price} (sample price)`
      : t`${name}: ${plural(minutes, { one: '# minute', other: '# minutes' })}, ${price}`;
  };
  const astrologerOption = (name: string, zone: string) => t`${name}, reads from ${zone}`;
  return (
    <div className="astro-step">
      <ErrorSummary errors={errors} />
      {title(t`Choose a reading and an astrologer`)}
      <Radios
        id="readingTypeId"
        name="readingTypeId"
        label={t({ message: 'Reading', comment: 'the kind of astrology reading' })}
        hint={t`Prices are sample values until the temple confirms them.`}
        value={context.readingTypeId === null ? '' : String(context.readingTypeId)}
        error={errorFor(errors, 'readingTypeId')}
        onChange={(value) => send({ type: 'reading.choose', readingTypeId: Number(value) })}
        options={(context.catalog?.readingTypes ?? []).map((r) => ({
          value: String(r.id),
          label: optionOf(r),
        }))}
      />
      {reading ? (
        <div className="astro-covers">
          <p>{reading.summary}</p>
          <p>
            <Trans>It covers:</Trans>
          </p>
          <ul>
            {reading.covers.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <Radios
        id="astrologerId"
        name="astrologerId"
        label={t`Astrologer`}
        value={String(context.astrologerId)}
        error={errorFor(errors, 'astrologerId')}
        onChange={(value) =>
          send({
            type: 'astrologer.choose',
            astrologerId: value === ANY_ASTROLOGER ? ANY_ASTROLOGER : Number(value),
          })
        }
        options={[
          { value: ANY_ASTROLOGER, label: t`First available, any astrologer` },
          ...astrologersFor(context).map((a) => ({
            value: String(a.id),
            label: astrologerOption(a.name, a.timeZone.replace(/_/g, ' ')),
          })),
        ]}
      />
      <ButtonRow>
        <SendButton snapshot={snapshot} send={send} event={{ type: 'wizard.next' }}>
          <Trans>Continue</Trans>
        </SendButton>
      </ButtonRow>
    </div>
  );
}
