import { useState, type FormEvent } from 'react';
import type { StaffApi } from '../../domain/staff/api-result';
import { Button, TextField } from '../../ui/form';

export interface ReadingTypeRow {
  id: number;
  name: string;
  durationMinutes: number;
  priceCents: number;
  active: boolean;
  isSample: boolean;
}

export function ReadingTypeEditor({
  api,
  type,
  onSaved,
}: {
  api: StaffApi;
  type: ReadingTypeRow;
  onSaved: (m: string) => void;
}) {
  const id = `reading-${type.id}`;
  const [form, setForm] = useState({
    name: type.name,
    minutes: String(type.durationMinutes),
    price: (type.priceCents / 100).toFixed(2),
    active: type.active,
  });
  const [error, setError] = useState<string | null>(null);
  async function save(event: FormEvent) {
    event.preventDefault();
    const result = await api.call('PUT', `/reading-types/${type.id}`, {
      name: form.name,
      durationMinutes: Number(form.minutes),
      priceCents: Math.round(Number(form.price) * 100),
      active: form.active,
    });
    setError(result.ok ? null : result.error.message);
    if (result.ok) onSaved(`Saved the reading type ${form.name}.`);
  }
  return (
    <form
      className="staff-panel"
      onSubmit={(e) => void save(e)}
      aria-label={`Reading type ${type.name}`}
    >
      {error && <p role="alert">{error}</p>}
      <TextField
        id={`${id}-name`}
        label="Name"
        value={form.name}
        onChange={(v) => setForm({ ...form, name: v })}
      />
      <TextField
        id={`${id}-minutes`}
        label="Length (minutes)"
        width="narrow"
        value={form.minutes}
        onChange={(v) => setForm({ ...form, minutes: v })}
      />
      <TextField
        id={`${id}-price`}
        label="Price (US dollars)"
        width="medium"
        value={form.price}
        onChange={(v) => setForm({ ...form, price: v })}
      />
      <p className="staff-check">
        <input
          type="checkbox"
          id={`${id}-active`}
          checked={form.active}
          onChange={(e) => setForm({ ...form, active: e.target.checked })}
        />
        <label htmlFor={`${id}-active`}>Offered</label>
      </p>
      <Button type="submit">Save {type.name}</Button>
    </form>
  );
}
