import { describe, expect, it } from 'vitest';
import { pujaOrderMachine } from '../../../machines/puja-order';
import { regionalAstroMachine } from '../../../machines/regional-astro';
import { chartOf } from './statechart-layout';

describe('chartOf', () => {
  it('lists every state and transition of a machine from its definition', () => {
    const chart = chartOf(pujaOrderMachine);
    const labels = chart.states.map((state) => state.label);
    expect(labels).toEqual(
      expect.arrayContaining([
        'restoring',
        'loadingPrefs',
        'people',
        'shipping',
        'review',
        'confirmation',
      ]),
    );
    expect(labels).not.toContain('region');
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
      from: 'payment',
      to: 'review',
      event: 'wizard.back',
      guard: 'paymentSettled',
    });
    expect(chart.transitions).toContainEqual({
      from: 'people',
      to: 'review',
      event: 'wizard.next',
      guard: 'toReview("people")',
    });
    // Columns follow the shortest forward path: after loading, a restored draft may resume
    // on any step, so every step sits one column after loadingPrefs.
    expect(chart.columns.restoring).toBe(0);
    expect(chart.columns.loadingPrefs).toBe(1);
    expect(chart.columns.people).toBe(2);
    expect(chart.columns.review).toBe(2);
    expect(chart.columns.payment).toBe(3);
  });

  it('draws the nested region states of a regional flow, without shipping', () => {
    const labels = chartOf(regionalAstroMachine).states.map((state) => state.label);
    expect(labels).toEqual(expect.arrayContaining(['region', 'region.loading', 'region.choosing']));
    expect(labels).not.toContain('shipping');
  });
});
