import { formatUsd } from '../../../domain/money';
import { centsToDollarText, dollarTextToCents } from '../../../domain/money-input';
import type { StaffApi } from '../../../domain/staff/api-result';
import { TAX_TREATMENTS, type TaxTerms } from '../../../domain/tax-treatment';
import { StaffForm, useStaffForm, type FieldSpec } from '../form';

type TermsForm = { treatment: string; goodsDescription: string; goodsValue: string };

const TREATMENTS = [
  {
    value: TAX_TREATMENTS.intangible,
    label: 'Contribution: only intangible religious benefits in return',
  },
  { value: TAX_TREATMENTS.goods, label: 'Contribution with goods (e.g. prasad of some value)' },
  { value: TAX_TREATMENTS.service, label: 'Payment for a service (not a contribution)' },
];

function fields(treatment: string): FieldSpec<keyof TermsForm>[] {
  const treatmentField: FieldSpec<keyof TermsForm> = {
    key: 'treatment',
    label: 'Tax treatment on receipts',
    kind: 'select',
    options: TREATMENTS,
  };
  if (treatment !== TAX_TREATMENTS.goods) return [treatmentField];
  return [
    treatmentField,
    {
      key: 'goodsDescription',
      id: 'goods',
      label: 'What the goods are',
      hint: 'As the receipt describes them, e.g. "prasad: blessed sweets and kumkum"',
    },
    {
      key: 'goodsValue',
      id: 'goods-value',
      label: 'Good-faith value (US dollars)',
      hint: 'What the goods would cost to buy; not more than the price',
      width: 'medium',
      errorPath: 'goodsValueCents',
    },
  ];
}

/** One catalog item's tax treatment: what its receipts say, for orders paid from now on. */
export function TaxTermsForm({
  api,
  id,
  path,
  name,
  priceCents,
  terms,
  onSaved,
}: {
  api: StaffApi;
  /** Prefix of the inputs' ids. */
  id: string;
  /** The item's address under the staff API: "/pujas/7". */
  path: string;
  name: string;
  priceCents: number;
  terms: TaxTerms;
  onSaved: (message: string) => void;
}) {
  const form = useStaffForm<TermsForm>({
    treatment: terms.treatment,
    goodsDescription: terms.goodsDescription,
    goodsValue: terms.goodsValueCents ? centsToDollarText(terms.goodsValueCents) : '',
  });
  async function save() {
    const { treatment, goodsDescription, goodsValue } = form.values;
    const goods = treatment === TAX_TREATMENTS.goods;
    const result = await form.send(
      api.call('PUT', `${path}/tax-terms`, {
        treatment,
        ...(goods && { goodsDescription, goodsValueCents: dollarTextToCents(goodsValue) }),
      }),
    );
    if (result.ok) onSaved(`Saved the tax treatment of ${name}: orders paid from now on use it.`);
  }
  return (
    <StaffForm
      id={`${id}-tax`}
      fields={fields(form.values.treatment)}
      form={form}
      onSubmit={save}
      submitLabel="Save the tax treatment"
      submitVariant="secondary"
      intro={
        <>
          <h3>Tax treatment</h3>
          <p>
            Price {formatUsd(priceCents)}. Over {formatUsd(75_00)} with goods, the site and the
            receipt disclose that only the excess over the goods' value may be deductible.
          </p>
        </>
      }
    />
  );
}
