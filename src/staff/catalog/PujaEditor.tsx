import { PUJA_CATEGORIES } from '../../../domain/constants';
import { WEEKDAY_NAMES } from '../../../domain/date-style';
import { NAKSHATRA_NAMES } from '../../../domain/jyotish/nakshatra';
import { centsToDollarText, dollarTextToCents } from '../../../domain/money-input';
import type { StaffApi } from '../../../domain/staff/api-result';
import type { CatalogPuja } from '../../../domain/staff/catalog';
import { parseScheduleRule } from '../../../domain/staff/schedule-rules';
import { StaffForm, useStaffForm, type FieldSpec } from '../form';
import { TaxTermsForm } from './TaxTermsForm';

type PujaForm = {
  name: string;
  price: string;
  category: string;
  selectionOrder: string;
  extDescription: string;
  active: boolean;
  recommendation: boolean;
};

const PUJA_FIELDS: readonly FieldSpec<keyof PujaForm>[] = [
  { key: 'name', label: 'Name' },
  { key: 'price', label: 'Price (US dollars)', width: 'medium', errorPath: 'costCents' },
  {
    key: 'category',
    label: 'Category',
    kind: 'select',
    options: Object.values(PUJA_CATEGORIES).map((c) => ({ value: c, label: c })),
  },
  { key: 'selectionOrder', id: 'order', label: 'Selection order', width: 'narrow' },
  { key: 'extDescription', id: 'description', label: 'Description', kind: 'area', rows: 3 },
  { key: 'active', label: 'Offered on the site (active)', kind: 'check' },
  { key: 'recommendation', id: 'reco', label: 'Offered for puja recommendation', kind: 'check' },
];

type ScheduleForm = {
  rule: string;
  weekday: string;
  star: string;
  cutoffDays: string;
  dates: string;
};

const RULES = [
  { value: 'WEEKLY', label: 'Weekly on a weekday' },
  { value: 'BIRTH_STAR', label: 'Monthly on a birth star' },
  { value: 'DATES', label: 'Listed dates' },
  { value: 'NONE', label: 'No dates' },
];

/** The schedule's fields: the rule, what that rule needs, and the cutoff. */
function scheduleFields(rule: string): FieldSpec<keyof ScheduleForm>[] {
  const byRule: Record<string, FieldSpec<keyof ScheduleForm>> = {
    WEEKLY: {
      key: 'weekday',
      label: 'Weekday',
      kind: 'select',
      options: WEEKDAY_NAMES.map((d, i) => ({ value: String(i), label: d })),
    },
    BIRTH_STAR: {
      key: 'star',
      label: 'Birth star',
      hint: 'The puja falls on the day (India time) the Moon enters this star. Krittika is the Kali/Karthika rule.',
      kind: 'select',
      options: NAKSHATRA_NAMES.map((name, i) => ({ value: String(i), label: name })),
    },
    DATES: { key: 'dates', label: 'Dates', hint: 'YYYY-MM-DD, separated by commas' },
  };
  const ruleField = byRule[rule];
  return [
    { key: 'rule', label: 'Rule', kind: 'select', options: RULES },
    ...(ruleField ? [ruleField] : []),
    {
      key: 'cutoffDays',
      id: 'cutoff',
      label: 'Orders close this many days before',
      width: 'narrow',
    },
  ];
}

/** The request body of a schedule: the rule and only what it needs. */
function scheduleBody({ rule, weekday, star, dates, cutoffDays }: ScheduleForm) {
  const cutoff = Number(cutoffDays);
  if (rule === 'WEEKLY') return { rule, weekday: Number(weekday), cutoffDays: cutoff };
  if (rule === 'DATES')
    return { rule, dates: dates.split(/[\s,]+/).filter(Boolean), cutoffDays: cutoff };
  if (rule === 'BIRTH_STAR') return { rule, star: Number(star), cutoffDays: cutoff };
  return { rule, cutoffDays: cutoff };
}

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
  const details = useStaffForm<PujaForm>({
    name: puja.name,
    price: centsToDollarText(puja.costCents),
    category: puja.category,
    selectionOrder: String(puja.selectionOrder),
    extDescription: puja.extDescription,
    active: puja.active,
    recommendation: puja.recommendation,
  });
  const stored = parseScheduleRule(puja.scheduleRule);
  const schedule = useStaffForm<ScheduleForm>({
    rule: stored.rule,
    weekday: String(stored.rule === 'WEEKLY' ? stored.weekday : 0),
    star: String(stored.rule === 'BIRTH_STAR' ? stored.star : 2),
    cutoffDays: String(puja.cutoffDays),
    dates: puja.nextDates.map((d) => d.date).join(', '),
  });

  async function save() {
    const { price, selectionOrder, ...rest } = details.values;
    const result = await details.send(
      api.call('PUT', `/pujas/${puja.id}`, {
        ...rest,
        selectionOrder: Number(selectionOrder),
        costCents: dollarTextToCents(price),
      }),
    );
    if (result.ok) onSaved(`Saved ${rest.name}: the site shows it now.`);
  }
  async function saveSchedule() {
    const body = scheduleBody(schedule.values);
    const result = await schedule.send(api.call('PUT', `/pujas/${puja.id}/schedule`, body));
    if (result.ok) onSaved(`Saved the schedule of ${details.values.name}.`);
  }

  return (
    <section className="staff-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        {puja.name} {puja.isSample && <span className="staff-tag">(sample)</span>}
      </h2>
      <StaffForm
        id={id}
        fields={PUJA_FIELDS}
        form={details}
        onSubmit={save}
        submitLabel={`Save ${puja.name}`}
      />
      <StaffForm
        id={id}
        fields={scheduleFields(schedule.values.rule)}
        form={schedule}
        onSubmit={saveSchedule}
        submitLabel="Save the schedule"
        submitVariant="secondary"
        intro={
          <>
            <h3>Schedule</h3>
            <p>
              Next dates:{' '}
              {puja.nextDates.length ? puja.nextDates.map((d) => d.date).join(', ') : 'none'}
            </p>
          </>
        }
      />
      <TaxTermsForm
        api={api}
        id={id}
        path={`/pujas/${puja.id}`}
        name={puja.name}
        priceCents={puja.costCents}
        terms={puja.tax}
        onSaved={onSaved}
      />
    </section>
  );
}
