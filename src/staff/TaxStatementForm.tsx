import { useState } from 'react';
import type { TaxStatementView } from '../../domain/staff/temple-details-input';
import { useStaff } from './context';
import { SavedForm, type SavedFormSpec } from './form';
import { Status } from './Status';
import { useLoad } from './use-load';

const TAX_FORM: SavedFormSpec<{ text: string }> = {
  id: 'tax-statement',
  fields: [
    {
      key: 'text',
      label: 'Tax statement',
      hint: "Printed at the foot of every receipt and yearly statement, as written: the temple's exemption, its EIN, and what the donor received in return",
      kind: 'area',
      rows: 8,
    },
  ],
  submitLabel: 'Save the tax statement',
  savedNotice: 'Saved: receipts made from now on carry this statement.',
};

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
  const [sample, setSample] = useState(statement.isSample);
  async function save(values: { text: string }) {
    const result = await api.call<TaxStatementView>('PUT', '/temple-details/tax-statement', values);
    if (result.ok) setSample(false);
    return result;
  }
  return (
    <SavedForm
      spec={TAX_FORM}
      initial={{ text: statement.text }}
      save={save}
      sample={
        sample &&
        "This is a sample, printed on receipts marked as one: replace it with the temple's own statement and EIN."
      }
    />
  );
}
