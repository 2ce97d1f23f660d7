/**
 * The slot picker's 12/24-hour choice goes to the wizard services' preference
 * (the browser's is src/api/hour-cycle-storage.ts) and is read back on the next visit.
 */
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { initialSlotPicking, slotsLoaded } from '../../../machines/astro/slot-picking';
import { WizardServicesContext, type HourCyclePreference } from '../shared/services';
import { i18nWrapper, testI18n } from '../../../tests/test-support/i18n';
import { SlotPicker } from './SlotPicker';

const NOW = Date.parse('2027-03-01T12:00:00Z');
const SLOT = {
  start: '2027-03-03T18:30:00.000Z',
  end: '2027-03-03T19:30:00.000Z',
  astrologerIds: [2],
};

async function picker(hourCycle: HourCyclePreference) {
  const i18n = await testI18n('en');
  const start = initialSlotPicking('America/New_York', NOW);
  const picking = { ...start, ...slotsLoaded(start, { slots: [SLOT] }), selectedStart: null };
  return render(
    <WizardServicesContext.Provider
      value={{ orderActors: () => ({}), astroActors: () => ({}), hourCycle }}
    >
      <SlotPicker
        picking={picking}
        loading={false}
        errors={[]}
        astrologerZone={null}
        can={() => false}
        send={() => {}}
      />
    </WizardServicesContext.Provider>,
    { wrapper: i18nWrapper(i18n) },
  );
}

describe('the hour-cycle preference', () => {
  afterEach(cleanup);

  /** A preference kept in memory, as the browser keeps it in localStorage. */
  function kept(): HourCyclePreference & { saved: boolean[] } {
    const saved: boolean[] = [];
    return { saved, load: () => saved.at(-1) ?? null, save: (hour12) => saved.push(hour12) };
  }

  it('starts from the locale (12-hour for en-US) and keeps the 24-hour choice after a reload', async () => {
    const preference = kept();
    const first = await picker(preference);
    expect(screen.getByLabelText(/1:30 PM to 2:30 PM/)).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Show 24-hour times'));
    expect(screen.getByLabelText(/13:30 to 14:30/)).toBeInTheDocument();
    first.unmount();
    expect(preference.saved).toEqual([false]);

    await picker(preference);
    expect(screen.getByLabelText('Show 24-hour times')).toBeChecked();
    expect(screen.getByLabelText(/13:30 to 14:30/)).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Show 24-hour times'));
    cleanup();
    expect(preference.saved).toEqual([false, true]);

    await picker(preference);
    expect(screen.getByLabelText('Show 24-hour times')).not.toBeChecked();
    expect(screen.getByLabelText(/1:30 PM to 2:30 PM/)).toBeInTheDocument();
  });
});
