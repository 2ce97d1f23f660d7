import { describe, expect, it } from 'vitest';
import { orderMachine } from '../../../machines/order';
import { chartOf } from './statechart-layout';

describe('chartOf', () => {
  it('lists every state and transition of a machine from its definition', () => {
    const chart = chartOf(orderMachine);
    const labels = chart.states.map((state) => state.label);
    expect(labels).toEqual(
      expect.arrayContaining([
        'restoring',
        'loadingPrefs',
        'ordering.steps.people',
        'ordering.steps.shipping',
        'ordering.steps.review',
        'ordering.payment',
        'confirmation',
      ]),
    );
    expect(chart.states.find((state) => state.label === 'restoring')).toMatchObject({
      initial: true,
      invokes: ['loadDraft'],
      tags: ['loading'],
    });
    expect(chart.states.find((state) => state.label === 'loadingPrefs')).toMatchObject({
      invokes: ['loadPrefs'],
      tags: ['loading'],
    });
    expect(chart.transitions).toContainEqual({
      from: 'ordering.payment',
      to: 'ordering.steps.review',
      event: 'wizard.back',
      guard: 'paymentSettled',
    });
    expect(chart.transitions).toContainEqual({
      from: 'ordering.steps.people',
      to: 'ordering.steps.pujas',
      event: 'wizard.next',
      guard: 'continues("people")',
    });
    // What every step does is drawn once, from the steps' parent.
    expect(chart.transitions).toContainEqual({
      from: 'ordering.steps',
      to: 'ordering.steps.review',
      event: 'wizard.next',
      guard: 'toReview',
    });
    // Columns follow the shortest forward path: after loading, a restored draft opens its
    // step through the opening choice, so every step sits one column after it.
    expect(chart.columns.restoring).toBe(0);
    expect(chart.columns.start).toBe(1);
    expect(chart.columns.loadingPrefs).toBe(2);
    expect(chart.columns['ordering.steps.opening']).toBe(3);
    expect(chart.columns['ordering.steps.pujas']).toBe(4);
    expect(chart.columns['ordering.steps.review']).toBe(4);
    expect(chart.columns['ordering.payment']).toBe(5);
  });

  it('draws the eventless choice and the nested region states', () => {
    const chart = chartOf(orderMachine);
    const labels = chart.states.map((state) => state.label);
    expect(labels).toEqual(expect.arrayContaining(['region', 'region.loading', 'region.choosing']));
    expect(chart.transitions).toContainEqual({
      from: 'start',
      to: 'region',
      event: '(always)',
      guard: 'regionMissing',
    });
  });
});
