/** Choosing the reading and the astrologer (only those who give the chosen reading are offered). */
import { astrologersFor, chosenReading } from '../../../../machines/astro/booking';
import { ANY_ASTROLOGER } from '../../../domain/astro/api';
import { formatUsd } from '../../../domain/money';
import { ButtonRow, ErrorSummary, Radios, errorFor } from '../../../ui/form';
import { SendButton } from '../StepButtons';
import type { BookingStepProps } from './step-props';

export function ReadingStep({ snapshot, send, title }: BookingStepProps) {
  const { context } = snapshot;
  const { errors } = context;
  const reading = chosenReading(context);
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
      {reading ? (
        <div className="astro-covers">
          <p>{reading.summary}</p>
          <p>It covers:</p>
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
          ...astrologersFor(context).map((a) => ({
            value: String(a.id),
            label: `${a.name}, reads from ${a.timeZone.replace(/_/g, ' ')}`,
          })),
        ]}
      />
      <ButtonRow>
        <SendButton snapshot={snapshot} send={send} event={{ type: 'wizard.next' }}>
          Continue
        </SendButton>
      </ButtonRow>
    </div>
  );
}
