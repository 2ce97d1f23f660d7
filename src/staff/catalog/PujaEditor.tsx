import { useState, type FormEvent } from 'react';
import { PUJA_CATEGORIES } from '../../domain/constants';
import { NAKSHATRA_NAMES } from '../../domain/jyotish/nakshatra';
import type { CatalogPuja } from '../../domain/staff/catalog';
import { parseScheduleRule } from '../../domain/staff/schedule-rules';
import type { StaffApi } from '../../domain/staff/api-result';
import { Button, SelectField, TextArea, TextField } from '../../ui/form';
import { WEEKDAY_NAMES } from '../../domain/date-style';

/** One puja: its details and price, and its schedule rule with the next dates it gives. */
export function PujaEditor({
  api,
  puja,
  onSaved,
}: {
  api: StaffApi;
  puja: CatalogPuja;
  onSaved: (message: string) => void;
}) {
  const id = `puja-${puja.id}`;
  const [form, setForm] = useState({
    name: puja.name,
    price: (puja.costCents / 100).toFixed(2),
    category: puja.category,
    selectionOrder: String(puja.selectionOrder),
    extDescription: puja.extDescription,
    active: puja.active,
    recommendation: puja.recommendation,
  });
  const stored = parseScheduleRule(puja.scheduleRule);
  const [schedule, setSchedule] = useState({
    rule: stored.rule as string,
    weekday: String(stored.rule === 'WEEKLY' ? stored.weekday : 0),
    star: String(stored.rule === 'BIRTH_STAR' ? stored.star : 2),
    cutoffDays: String(puja.cutoffDays),
    dates: puja.nextDates.map((d) => d.date).join(', '),
  });
  const [error, setError] = useState<string | null>(null);

  async function save(event: FormEvent) {
    event.preventDefault();
    const result = await api.call('PUT', `/pujas/${puja.id}`, {
      name: form.name,
      extDescription: form.extDescription,
      category: form.category,
      selectionOrder: Number(form.selectionOrder),
      costCents: Math.round(Number(form.price) * 100),
      active: form.active,
      recommendation: form.recommendation,
    });
    setError(
      result.ok
        ? null
        : (result.error.fields?.map((f) => `${f.path}: ${f.message}`).join('; ') ??
            result.error.message),
    );
    if (result.ok) onSaved(`Saved ${form.name}: the site shows it now.`);
  }
  async function saveSchedule(event: FormEvent) {
    event.preventDefault();
    const cutoffDays = Number(schedule.cutoffDays);
    const body =
      schedule.rule === 'WEEKLY'
        ? { rule: 'WEEKLY', weekday: Number(schedule.weekday), cutoffDays }
        : schedule.rule === 'DATES'
          ? { rule: 'DATES', dates: schedule.dates.split(/[\s,]+/).filter(Boolean), cutoffDays }
          : schedule.rule === 'BIRTH_STAR'
            ? { rule: 'BIRTH_STAR', star: Number(schedule.star), cutoffDays }
            : { rule: schedule.rule, cutoffDays };
    const result = await api.call('PUT', `/pujas/${puja.id}/schedule`, body);
    setError(
      result.ok
        ? null
        : (result.error.fields?.map((f) => f.message).join('; ') ?? result.error.message),
    );
    if (result.ok) onSaved(`Saved the schedule of ${form.name}.`);
  }

  return (
    <section className="staff-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        {puja.name} {puja.isSample && <span className="staff-tag">(sample)</span>}
      </h2>
      {error && <p role="alert">{error}</p>}
      <form onSubmit={(e) => void save(e)}>
        <TextField
          id={`${id}-name`}
          label="Name"
          value={form.name}
          onChange={(v) => setForm({ ...form, name: v })}
        />
        <TextField
          id={`${id}-price`}
          label="Price (US dollars)"
          width="medium"
          inputMode="text"
          value={form.price}
          onChange={(v) => setForm({ ...form, price: v })}
        />
        <SelectField
          id={`${id}-category`}
          label="Category"
          value={form.category}
          onChange={(v) => setForm({ ...form, category: v })}
          options={Object.values(PUJA_CATEGORIES).map((c) => ({ value: c, label: c }))}
        />
        <TextField
          id={`${id}-order`}
          label="Selection order"
          width="narrow"
          value={form.selectionOrder}
          onChange={(v) => setForm({ ...form, selectionOrder: v })}
        />
        <TextArea
          id={`${id}-description`}
          label="Description"
          value={form.extDescription}
          onChange={(v) => setForm({ ...form, extDescription: v })}
          rows={3}
        />
        <p className="staff-check">
          <input
            type="checkbox"
            id={`${id}-active`}
            checked={form.active}
            onChange={(e) => setForm({ ...form, active: e.target.checked })}
          />
          <label htmlFor={`${id}-active`}>Offered on the site (active)</label>
        </p>
        <p className="staff-check">
          <input
            type="checkbox"
            id={`${id}-reco`}
            checked={form.recommendation}
            onChange={(e) => setForm({ ...form, recommendation: e.target.checked })}
          />
          <label htmlFor={`${id}-reco`}>Offered for puja recommendation</label>
        </p>
        <Button type="submit">Save {puja.name}</Button>
      </form>
      <form onSubmit={(e) => void saveSchedule(e)}>
        <h3>Schedule</h3>
        <p>
          Next dates:{' '}
          {puja.nextDates.length ? puja.nextDates.map((d) => d.date).join(', ') : 'none'}
        </p>
        <SelectField
          id={`${id}-rule`}
          label="Rule"
          value={schedule.rule}
          onChange={(v) => setSchedule({ ...schedule, rule: v })}
          options={[
            { value: 'WEEKLY', label: 'Weekly on a weekday' },
            { value: 'BIRTH_STAR', label: 'Monthly on a birth star' },
            { value: 'DATES', label: 'Listed dates' },
            { value: 'NONE', label: 'No dates' },
          ]}
        />
        {schedule.rule === 'WEEKLY' && (
          <SelectField
            id={`${id}-weekday`}
            label="Weekday"
            value={schedule.weekday}
            onChange={(v) => setSchedule({ ...schedule, weekday: v })}
            options={WEEKDAY_NAMES.map((d, i) => ({ value: String(i), label: d }))}
          />
        )}
        {schedule.rule === 'BIRTH_STAR' && (
          <SelectField
            id={`${id}-star`}
            label="Birth star"
            hint="The puja falls on the day (India time) the Moon enters this star. Krittika is the Kali/Karthika rule."
            value={schedule.star}
            onChange={(v) => setSchedule({ ...schedule, star: v })}
            options={NAKSHATRA_NAMES.map((name, i) => ({ value: String(i), label: name }))}
          />
        )}
        {schedule.rule === 'DATES' && (
          <TextField
            id={`${id}-dates`}
            label="Dates"
            hint="YYYY-MM-DD, separated by commas"
            value={schedule.dates}
            onChange={(v) => setSchedule({ ...schedule, dates: v })}
          />
        )}
        <TextField
          id={`${id}-cutoff`}
          label="Orders close this many days before"
          width="narrow"
          value={schedule.cutoffDays}
          onChange={(v) => setSchedule({ ...schedule, cutoffDays: v })}
        />
        <Button type="submit" variant="secondary">
          Save the schedule
        </Button>
      </form>
    </section>
  );
}
