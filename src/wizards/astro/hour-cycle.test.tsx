/** The 12/24-hour choice of the slot picker is remembered for the next visit. */
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { initialSlotPicking, slotsLoaded } from '../../../machines/astro/slot-picking';
import { SlotPicker } from './SlotPicker';

const NOW = Date.parse('2027-03-01T12:00:00Z');
const SLOT = {
  start: '2027-03-03T18:30:00.000Z',
  end: '2027-03-03T19:30:00.000Z',
  astrologerIds: [2],
};

function picker() {
  const start = initialSlotPicking('America/New_York', NOW);
  const picking = { ...start, ...slotsLoaded(start, { slots: [SLOT] }), selectedStart: null };
  return render(
    <SlotPicker
      picking={picking}
      loading={false}
      errors={[]}
      astrologerZone={null}
      canGoBack={false}
      canGoOn
      canJump={false}
      onZone={() => {}}
      onPrevious={() => {}}
      onNext={() => {}}
      onJump={() => {}}
      onDay={() => {}}
      onChoose={() => {}}
    />,
  );
}

describe('the hour-cycle preference', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('starts from the locale (12-hour for en-US) and keeps the 24-hour choice after a reload', async () => {
    const first = picker();
    expect(screen.getByLabelText(/1:30 PM to 2:30 PM/)).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Show 24-hour times'));
    expect(screen.getByLabelText(/13:30 to 14:30/)).toBeInTheDocument();
    first.unmount();

    picker();
    expect(screen.getByLabelText('Show 24-hour times')).toBeChecked();
    expect(screen.getByLabelText(/13:30 to 14:30/)).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Show 24-hour times'));
    cleanup();

    picker();
    expect(screen.getByLabelText('Show 24-hour times')).not.toBeChecked();
    expect(screen.getByLabelText(/1:30 PM to 2:30 PM/)).toBeInTheDocument();
  });
});
