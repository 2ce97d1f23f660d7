import { centsToDollarText, dollarTextToCents } from '../../../domain/money-input';
import type { StaffApi } from '../../../domain/staff/api-result';
import { StaffForm, useStaffForm, type FieldSpec } from '../form';

export interface ReadingTypeRow {
  id: number;
  name: string;
  durationMinutes: number;
  priceCents: number;
  active: boolean;
  isSample: boolean;
}

type ReadingTypeForm = { name: string; minutes: string; price: string; active: boolean };

const FIELDS: readonly FieldSpec<keyof ReadingTypeForm>[] = [
  { key: 'name', label: 'Name' },
  { key: 'minutes', label: 'Length (minutes)', width: 'narrow', errorPath: 'durationMinutes' },
  { key: 'price', label: 'Price (US dollars)', width: 'medium', errorPath: 'priceCents' },
  { key: 'active', label: 'Offered', kind: 'check' },
];

export function ReadingTypeEditor({
  api,
  type,
  onSaved,
}: {
  api: StaffApi;
  type: ReadingTypeRow;
  onSaved: (m: string) => void;
}) {
  const form = useStaffForm<ReadingTypeForm>({
    name: type.name,
    minutes: String(type.durationMinutes),
    price: centsToDollarText(type.priceCents),
    active: type.active,
  });
  async function save() {
    const { name, minutes, price, active } = form.values;
    const result = await form.send(
      api.call('PUT', `/reading-types/${type.id}`, {
        name,
        durationMinutes: Number(minutes),
        priceCents: dollarTextToCents(price),
        active,
      }),
    );
    if (result.ok) onSaved(`Saved the reading type ${name}.`);
  }
  return (
    <StaffForm
      id={`reading-${type.id}`}
      className="staff-panel"
      label={`Reading type ${type.name}`}
      fields={FIELDS}
      form={form}
      onSubmit={save}
      submitLabel={`Save ${type.name}`}
    />
  );
}
