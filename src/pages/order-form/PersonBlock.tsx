import { Trans, useLingui } from '@lingui/react/macro';
import { BlankField, TimeBlank } from './BlankField';
import { PASSING_BLANKS, PERSON_BLANKS, PUJA_BLANKS } from './fields';

/** One person's row of the printable form: every field of an order line item. */
export function PersonBlock({ number }: { number: number }) {
  const { t } = useLingui();
  const id = `person-${number}`;
  return (
    <fieldset className="form-block person-block">
      <legend>
        <Trans>Person {number}</Trans>
      </legend>
      <div className="blank-grid">
        {PERSON_BLANKS.map((blank) => (
          <BlankField key={blank.key} blank={blank} idPrefix={id} />
        ))}
        <TimeBlank idPrefix={`${id}-birth-time`} legend={t`Birth time`} />
        {PUJA_BLANKS.map((blank) => (
          <BlankField key={blank.key} blank={blank} idPrefix={id} />
        ))}
      </div>
      <fieldset className="passing">
        <legend>
          <Trans>Only if the puja is for someone who has passed away</Trans>
        </legend>
        <p className="same-as">
          <input id={`${id}-departed`} type="checkbox" />
          <label htmlFor={`${id}-departed`}>
            <Trans>This puja is offered for someone who has passed away</Trans>
          </label>
        </p>
        <div className="blank-grid">
          {PASSING_BLANKS.map((blank) => (
            <BlankField key={blank.key} blank={blank} idPrefix={id} />
          ))}
          <TimeBlank idPrefix={`${id}-passing-time`} legend={t`Time of passing`} />
        </div>
      </fieldset>
    </fieldset>
  );
}
