import { BlankField, TimeBlank } from './BlankField';
import { PASSING_BLANKS, PERSON_BLANKS, PUJA_BLANKS } from './fields';

/** One person's row of the printable form: every field of an order line item. */
export function PersonBlock({ number }: { number: number }) {
  const id = `person-${number}`;
  return (
    <fieldset className="form-block person-block">
      <legend>Person {number}</legend>
      <div className="blank-grid">
        {PERSON_BLANKS.map((blank) => (
          <BlankField key={blank.key} blank={blank} idPrefix={id} />
        ))}
        <TimeBlank idPrefix={`${id}-birth-time`} legend="Birth time" />
        {PUJA_BLANKS.map((blank) => (
          <BlankField key={blank.key} blank={blank} idPrefix={id} />
        ))}
      </div>
      <fieldset className="passing">
        <legend>Only if the puja is for someone who has passed away</legend>
        <p className="same-as">
          <input id={`${id}-departed`} type="checkbox" />
          <label htmlFor={`${id}-departed`}>
            This puja is offered for someone who has passed away
          </label>
        </p>
        <div className="blank-grid">
          {PASSING_BLANKS.map((blank) => (
            <BlankField key={blank.key} blank={blank} idPrefix={id} />
          ))}
          <TimeBlank idPrefix={`${id}-passing-time`} legend="Time of passing" />
        </div>
      </fieldset>
    </fieldset>
  );
}
