import { useState } from 'react';
import {
  WORDING_BLOCKS,
  WORDING_RULES,
  type ReceiptWordingView,
  type WordingBlock,
} from '../../domain/staff/receipt-wording';
import { useStaff } from './context';
import { SavedForm, type SavedFormSpec } from './form';
import { Status } from './Status';
import { useLoad } from './use-load';

type WordingForm = { legalName: string; ein: string } & Record<WordingBlock, string>;

/** What each block must keep, as the office reads it under the field. */
function keeps(block: WordingBlock): string {
  const { placeholders, phrase } = WORDING_RULES[block];
  const parts = [
    ...(placeholders.length > 0 ? [`the placeholders ${placeholders.join(' and ')}`] : []),
    ...(phrase ? [`the words "${phrase}"`] : []),
  ];
  return `Must keep ${parts.join(' and ')}.`;
}

const WORDING_FORM: SavedFormSpec<WordingForm> = {
  id: 'receipt-wording',
  fields: [
    {
      key: 'legalName',
      label: 'Legal name',
      hint: "The organisation's name as registered with the IRS",
    },
    { key: 'ein', label: 'EIN', hint: 'nn-nnnnnnn', width: 'medium' },
    ...WORDING_BLOCKS.map((block) => ({
      key: block,
      label: WORDING_RULES[block].label,
      hint: keeps(block),
      kind: 'area' as const,
      rows: 3,
      errorPath: `wording.${block}`,
    })),
  ],
  submitLabel: 'Save the receipt wording',
  savedNotice:
    'Saved: receipts issued from now on use these words. Receipts already issued do not change.',
};

/** The legal name, EIN and the words of each receipt block (docs/receipts.md). */
export function ReceiptWordingSection() {
  const { api } = useStaff();
  const [state] = useLoad<ReceiptWordingView>(api, '/temple-details/receipt-wording');
  return (
    <section aria-labelledby="receipt-wording-heading">
      <h2 id="receipt-wording-heading">Receipts: legal name, EIN and wording</h2>
      <Status state={state}>{(view) => <WordingEditor view={view} />}</Status>
    </section>
  );
}

function WordingEditor({ view }: { view: ReceiptWordingView }) {
  const { api } = useStaff();
  const [sample, setSample] = useState(view.isSample);
  async function save({ legalName, ein, ...wording }: WordingForm) {
    const result = await api.call<ReceiptWordingView>('PUT', '/temple-details/receipt-wording', {
      legalName,
      ein,
      wording,
    });
    if (result.ok) setSample(false);
    return result;
  }
  return (
    <SavedForm
      spec={WORDING_FORM}
      initial={{ legalName: view.legalName, ein: view.ein, ...view.wording }}
      save={save}
      sample={
        sample &&
        'The legal name and EIN are samples: a production server issues no receipt until they are saved (and the tax statement above).'
      }
    />
  );
}
