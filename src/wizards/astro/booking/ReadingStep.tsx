/** Choosing the reading and the astrologer (only those who give the chosen reading are offered). */
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { astrologersFor, readingChoices } from '../../../../machines/astro/booking';
import { langIfOther } from '../../../../domain/puja-words';
import { ANY_ASTROLOGER } from '../../../../domain/astro/api';
import { formatUsd } from '../../../../domain/money';
import { ButtonRow, ErrorSummary, Radios, errorFor } from '../../../ui/form';
import { useTranslatedErrors } from '../../shared/translate-errors';
import { SendButton } from '../StepButtons';
import type { BookingStepProps } from './step-props';

export function ReadingStep({ snapshot, send, title }: BookingStepProps) {
  const { context } = snapshot;
  const { i18n, t } = useLingui();
  const errors = useTranslatedErrors(context.errors);
  const language = i18n.locale;
  const readings = readingChoices(context, language);
  const reading = readings.find((r) => r.id === context.readingTypeId);
  const optionOf = (r: (typeof readings)[number]) => {
    const name = r.words.name.text;
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
        options={readings.map((r) => ({
          value: String(r.id),
          label: optionOf(r),
        }))}
      />
      {reading ? (
        <div className="astro-covers">
          <p lang={langIfOther(reading.words.summary.lang, language)}>
            {reading.words.summary.text}
          </p>
          <p>
            <Trans>It covers:</Trans>
          </p>
          <ul lang={langIfOther(reading.words.covers.lang, language)}>
            {reading.words.covers.points.map((point) => (
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
