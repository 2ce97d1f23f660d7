import { NO_PUJA_ID } from '../../domain/constants';
import { fieldId } from '../../domain/order-draft';
import { Fieldset, SelectField, TextArea, errorFor } from '../../ui/form';
import { choiceDescription, choiceOptions, dateOptions } from './choices';
import type { StepProps } from './types';

export function PujasStep({ snapshot, send, flow, copy }: StepProps) {
  const { context } = snapshot;
  const options = choiceOptions(context, flow);
  return (
    <>
      <p>{copy.choiceHint}</p>
      {options.length === 0 ? (
        <div className="notice" role="status">
          <p>
            We could not load the list just now. You can try again, or come back later; what you
            have entered is kept.
          </p>
        </div>
      ) : null}
      {context.people.map((person, index) => {
        const path = (key: string) => `people.${index}.${key}`;
        const name = [person.firstName, person.lastName].filter(Boolean).join(' ');
        return (
          <div className="fieldset--person" key={index}>
            <Fieldset legend={`For ${name || `person ${index + 1}`}`}>
              <SelectField
                id={fieldId(path('pujaId'))}
                label={copy.choiceLabel}
                hint={choiceDescription(context, flow, person.pujaId) || undefined}
                value={person.pujaId === NO_PUJA_ID ? '' : String(person.pujaId)}
                options={options}
                error={errorFor(context.errors, path('pujaId'))}
                onChange={(value) =>
                  send({
                    type: 'person.update',
                    index,
                    values: { pujaId: value ? Number(value) : NO_PUJA_ID, requestedPujaDate: '' },
                  })
                }
              />
              {flow.choice.needsDate && person.pujaId !== NO_PUJA_ID ? (
                <SelectField
                  id={fieldId(path('requestedPujaDate'))}
                  label="Date"
                  hint="Only dates still open for orders are listed."
                  value={person.requestedPujaDate}
                  options={dateOptions(context, person.pujaId)}
                  error={errorFor(context.errors, path('requestedPujaDate'))}
                  onChange={(value) =>
                    send({ type: 'person.update', index, values: { requestedPujaDate: value } })
                  }
                />
              ) : null}
              <TextArea
                id={fieldId(path('customerNotes'))}
                label="Prayer request for this person (optional)"
                rows={3}
                value={person.customerNotes}
                onChange={(value) =>
                  send({ type: 'person.update', index, values: { customerNotes: value } })
                }
              />
            </Fieldset>
          </div>
        );
      })}
    </>
  );
}
