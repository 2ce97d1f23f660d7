import { useState } from 'react';
import type { TaxStatementView } from '../domain/staff/temple-details-input';
import { useStaff } from './context';
import { StaffForm, useStaffForm, type FieldSpec } from './form';
import { Notice, Status } from './Status';
import { useLoad } from './use-load';

type TaxForm = { text: string };

const FIELDS: readonly FieldSpec<'text'>[] = [
  {
    key: 'text',
    label: 'Tax statement',
    hint: "Printed at the foot of every receipt and yearly statement, as written: the temple's exemption, its EIN, and what the donor received in return",
    kind: 'area',
    rows: 8,
  },
];

/** The temple's tax statement on receipts (a labelled sample until saved). */
export function TaxStatementSection() {
  const { api } = useStaff();
  const [state] = useLoad<TaxStatementView>(api, '/temple-details/tax-statement');
  return (
    <section aria-labelledby="tax-statement-heading">
      <h2 id="tax-statement-heading">Tax statement on receipts</h2>
      <Status state={state}>{(statement) => <TaxStatementForm statement={statement} />}</Status>
    </section>
  );
}

function TaxStatementForm({ statement }: { statement: TaxStatementView }) {
  const { api } = useStaff();
  const form = useStaffForm<TaxForm>({ text: statement.text });
  const [sample, setSample] = useState(statement.isSample);
  const [notice, setNotice] = useState<string | null>(null);

  async function save() {
    const result = await form.send(
      api.call<TaxStatementView>('PUT', '/temple-details/tax-statement', form.values),
    );
    if (result.ok) setSample(false);
    setNotice(result.ok ? 'Saved: receipts made from now on carry this statement.' : null);
  }

  return (
    <>
      <Notice message={notice} />
      <StaffForm
        id="tax-statement"
        fields={FIELDS}
        form={form}
        onSubmit={save}
        submitLabel="Save the tax statement"
        intro={
          sample && (
            <p className="staff-tag">
              This is a sample, printed on receipts marked as one: replace it with the temple's own
              statement and EIN.
            </p>
          )
        }
      />
    </>
  );
}
