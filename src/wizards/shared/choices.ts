/** The options a person can choose on the choices step, per flow. */
import { describeDate, describeEventTime } from '../../domain/dates';
import { openEvents, openPujaDates } from '../../domain/open-choices';
import { costOf } from '../../domain/order-builders';
import { buildPujaOptions } from '../../domain/puja-options';
import type { OrderWizardContext, OrderFlow } from '../../../machines/shared';
import type { SelectGroup, SelectOption } from '../../ui/form';
import { formatMoney } from './money';

/** Puja options with header options turned into groups; regional flows list the open events. */
export function choiceOptions(
  context: OrderWizardContext,
  flow: OrderFlow,
): (SelectOption | SelectGroup)[] {
  if (flow.choice.fromEvents) {
    // The event's time in its own zone, and in this browser's when its clock reads otherwise.
    const visitorZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return openEvents(context.prefs.events, context.regionId, context.loadedAt).map((event) => ({
      value: String(event.id),
      label: `${event.offeringTitle || event.name}, ${describeEventTime(event.eventDate, event.timeZone, visitorZone)} (${formatMoney(event.cost)})`,
    }));
  }
  const recommendations = flow.kind === 'recommendation';
  // The server accepts only RECOMMENDATIONS items on a recommendation request.
  const details = recommendations
    ? context.prefs.order.pujaRecommendationDetails
    : context.prefs.order.pujaDetails;
  const options = buildPujaOptions(details, { recommendations });
  const items: (SelectOption | SelectGroup)[] = [];
  let group: SelectGroup | null = null;
  for (const option of options) {
    if (option.header) {
      group = { label: option.label, options: [] };
      items.push(group);
      continue;
    }
    const cost = costOf(context.prefs.order.costLookup, option.id);
    const entry = { value: option.value, label: `${option.label} (${formatMoney(cost)})` };
    if (group) group.options.push(entry);
    else items.push(entry);
  }
  return items;
}

export function dateOptions(context: OrderWizardContext, pujaId: number): SelectOption[] {
  return openPujaDates(context.prefs.order, pujaId, context.loadedAt).map((date) => ({
    value: date,
    label: describeDate(date),
  }));
}

/** The description of the chosen puja or event, shown as a hint. */
export function choiceDescription(
  context: OrderWizardContext,
  flow: OrderFlow,
  pujaId: number,
): string {
  if (flow.choice.fromEvents) {
    const event = context.prefs.events.find((candidate) => candidate.id === pujaId);
    return event
      ? [event.title, event.hostedBy && `Hosted by ${event.hostedBy}`].filter(Boolean).join('. ')
      : '';
  }
  const detail = [
    ...context.prefs.order.pujaDetails,
    ...context.prefs.order.pujaRecommendationDetails,
  ].find((candidate) => (candidate.pujaId ?? candidate.id) === pujaId);
  return detail?.extDescription ?? '';
}
