/**
 * The year page in jsdom with fake services: the days month by month with
 * the solar date and the wizard's link, a reminder refused by the server
 * on its field and then saved, the feed made (its address shown) and
 * revoked after the question; signed out, the link to sign in.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import type { YearAnswer } from '../../../domain/sacred-year/api';
import type { SaveRemindersAnswer, SaveRemindersInput } from '../../../machines/reminder-choices';
import type { YearLoad } from '../../../machines/year-page';
import { i18nWrapper, testI18n } from '../../../tests/test-support/i18n';
import { BrowserRouter } from '../../app/router';
import AccountYearPage from './AccountYearPage';
import { YearServicesContext, type YearServices } from './year-services';

const YEAR: YearAnswer = {
  today: '2026-12-07',
  people: [
    {
      id: 'p1',
      name: 'Lakshmi',
      relation: 'daughter',
      departed: false,
      hasDays: true,
      reminders: { weeksBefore: null, daysBefore: null },
    },
  ],
  days: [
    {
      kind: 'karthika',
      date: '2026-12-24',
      personId: null,
      tradition: null,
      name: null,
      solar: { calendar: 'malayalam', native: 'ധനു 9', latin: 'Dhanu 9' },
    },
    {
      kind: 'birthday',
      date: '2027-08-30',
      personId: 'p1',
      tradition: 'kerala',
      name: 'Lakshmi',
      solar: { calendar: 'malayalam', native: 'ചിങ്ങം 14', latin: 'Chingam 14' },
    },
  ],
  feed: { createdAt: null },
};

function services(load: YearLoad, save: (input: SaveRemindersInput) => SaveRemindersAnswer) {
  const revoke = vi.fn(async () => undefined);
  const value: YearServices = {
    page: {
      loadYear: fromPromise<YearLoad>(async () => load),
      createFeed: fromPromise(async () => ({
        feedUrl: 'https://temple.example/puja-web-v2/api/account/feeds/secret.ics',
        createdAt: '2026-12-07T10:00:00Z',
      })),
      revokeFeed: fromPromise<void>(revoke),
    },
    reminders: {
      saveReminders: fromPromise<SaveRemindersAnswer, SaveRemindersInput>(async ({ input }) =>
        save(input),
      ),
    },
  };
  return { value, revoke };
}

async function renderPage(value: YearServices) {
  render(
    <BrowserRouter>
      <YearServicesContext.Provider value={value}>
        <AccountYearPage />
      </YearServicesContext.Provider>
    </BrowserRouter>,
    { wrapper: i18nWrapper(await testI18n('en', ['site'])) },
  );
}

describe('the year page', () => {
  it('lists the days by month, with the solar date and the offer of a puja', async () => {
    await renderPage(
      services({ kind: 'signedIn', year: YEAR }, () => ({ kind: 'invalid', fields: [] })).value,
    );
    const august = await screen.findByRole('region', { name: 'August 2027' });
    const day = within(august).getByRole('listitem');
    expect(day.textContent).toContain("Lakshmi's star birthday");
    expect(day.textContent).toContain('Monday, 30 August 2027');
    expect(day.textContent).toContain('Malayalam date: Chingam 14');
    expect(within(day).getByRole('link').getAttribute('href')).toBe(
      '/order-a-puja-online?person=p1&date=2027-08-30',
    );
    const december = screen.getByRole('region', { name: 'December 2026' });
    expect(december.textContent).toContain('Karthika: the monthly puja');
  });

  it("shows the server's refusal on its field, then saves", async () => {
    const user = userEvent.setup();
    const answers: SaveRemindersAnswer[] = [
      { kind: 'invalid', fields: [{ path: 'weeksBefore', message: 'Too big' }] },
      { kind: 'saved', reminders: { weeksBefore: 2, daysBefore: null } },
    ];
    const saved: SaveRemindersInput[] = [];
    await renderPage(
      services({ kind: 'signedIn', year: YEAR }, (input) => {
        saved.push(input);
        return answers.shift()!;
      }).value,
    );
    const form = await screen.findByRole('form', { name: 'Lakshmi' });
    await user.selectOptions(within(form).getByLabelText(/Early reminder/), '2');
    await user.click(within(form).getByRole('button', { name: 'Save Lakshmi’s reminders' }));
    await within(form).findByText('Choose from 1 to 8 weeks, or no early reminder');
    await user.click(within(form).getByRole('button', { name: 'Save Lakshmi’s reminders' }));
    await within(form).findByText('Saved.');
    expect(saved.map((input) => input.reminders.weeksBefore)).toEqual([2, 2]);
  });

  it('makes the feed, shows its address, and revokes it after asking', async () => {
    const user = userEvent.setup();
    const { value, revoke } = services({ kind: 'signedIn', year: YEAR }, () => ({
      kind: 'invalid',
      fields: [],
    }));
    await renderPage(value);
    await user.click(await screen.findByRole('button', { name: 'Make my calendar address' }));
    const address = await screen.findByLabelText('Your private calendar address');
    expect((address as HTMLInputElement).value).toMatch(/feeds\/secret\.ics$/);
    await user.click(screen.getByRole('button', { name: 'Stop the calendar address' }));
    expect(revoke).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Yes, stop the address' }));
    await screen.findByRole('button', { name: 'Make my calendar address' });
    await waitFor(() => expect(revoke).toHaveBeenCalledTimes(1));
    expect(screen.queryByLabelText('Your private calendar address')).toBeNull();
  });

  it('signed out, links to the sign-in page', async () => {
    await renderPage(
      services({ kind: 'signedOut' }, () => ({ kind: 'invalid', fields: [] })).value,
    );
    const link = await screen.findByRole('link', { name: 'Sign in to your account' });
    expect(link.getAttribute('href')).toBe('/account/sign-in');
  });
});
