/**
 * What a visitor sees when booking at a month's last evening in the Americas
 * (30 November 2026, 15:00 in New York): the calendar opens on December, on
 * its first free day; November is one "Previous month" away and says where the
 * next free day is; "Next free day" walks on into January.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { bookingMachine } from '../../../machines/astro/booking';
import { fakeSlots } from '../../../machines/astro/test-support/fake-slots';
import { i18nWrapper, testI18n } from '../../../tests/test-support/i18n';
import { BookingWizard } from './BookingWizard';
import { CATALOG } from '../../../machines/astro/test-support/fixtures';

const EVENING = new Date('2026-11-30T20:00:00Z');
/** New York mornings: 1 and 30 December, 5 January (the horizon reaches 29 January). */
const FREE = ['2026-12-01T15:00:00.000Z', '2026-12-30T15:00:00.000Z', '2027-01-05T15:00:00.000Z'];

const monthShown = () => screen.getByRole('heading', { level: 2, name: /^[A-Z][a-z]+ \d{4}$/ });
const dayChosen = () => screen.getByRole('button', { pressed: true, name: /, free times$/ });
const button = (name: string) => screen.getByRole('button', { name });

async function openCalendar() {
  const api = fakeSlots(FREE, { now: EVENING, horizonDays: 60 });
  const machine = bookingMachine.provide({
    actors: { loadCatalog: fromPromise(async () => CATALOG), loadSlots: api.loadSlots },
  });
  const input = {
    clock: () => EVENING,
    timeZone: 'America/New_York',
    acceptedDisclaimer: CATALOG.disclaimerVersion,
  };
  const i18n = await testI18n('en');
  render(
    <MemoryRouter>
      <BookingWizard input={input} machine={machine} />
    </MemoryRouter>,
    { wrapper: i18nWrapper(i18n) },
  );
  const user = userEvent.setup();
  await user.click(await screen.findByLabelText(/^Birth chart reading/));
  await user.click(button('Continue'));
  await screen.findByRole('group', { name: /^Times on / });
  return user;
}

describe('the booking calendar at a month’s last evening', () => {
  it('opens on the next month, on its first free day, with its times listed', async () => {
    await openCalendar();
    expect(monthShown()).toHaveTextContent('December 2026');
    expect(screen.getByRole('table', { name: 'December 2026' })).toBeInTheDocument();
    expect(dayChosen()).toHaveAccessibleName('Tuesday, 1 December 2026, free times');
    expect(screen.getByRole('group', { name: 'Times on Tuesday, 1 December 2026' })).toBeVisible();
    expect(screen.queryByText(/No free times/)).toBeNull();
    expect(button('Previous month')).toBeEnabled();
  });

  it('goes back to November on request, which points to the next free day', async () => {
    const user = await openCalendar();
    await user.click(button('Previous month'));
    await screen.findByText(
      'No free times in November 2026. Use "Next free day" to find the next one.',
    );
    expect(monthShown()).toHaveTextContent('November 2026');
    expect(button('Previous month')).toBeDisabled();
    await user.click(button('Next free day'));
    await screen.findByRole('group', { name: 'Times on Tuesday, 1 December 2026' });
    expect(monthShown()).toHaveTextContent('December 2026');
  });

  it('"Next free day" crosses into January, then has nowhere to go', async () => {
    const user = await openCalendar();
    await user.click(button('Next free day'));
    expect(dayChosen()).toHaveAccessibleName('Wednesday, 30 December 2026, free times');
    await user.click(button('Next free day'));
    await screen.findByRole('group', { name: 'Times on Tuesday, 5 January 2027' });
    expect(monthShown()).toHaveTextContent('January 2027');
    expect(button('Next free day')).toBeDisabled();
  });
});
