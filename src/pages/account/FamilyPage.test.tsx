/**
 * The family page's states the model test does not word: signed out (a
 * link to sign in), and a list read in Malayalam (relation, calendar, star
 * and month in Malayalam).
 */
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { fromPromise } from 'xstate';
import { EMPTY_EVENT, NO_REMINDERS, type FamilyPerson } from '../../../domain/account/family';
import { FAMILY_FAILURE } from '../../../domain/account/family-failure';
import { ACCOUNT_SIGN_IN_PAGE } from '../../../domain/account/paths';
import { birthStarFinderMachine } from '../../../machines/birth-star';
import type { FamilyLoad } from '../../../machines/family-editor';
import { BrowserRouter } from '../../app/router';
import { ClockContext } from '../../ui/clock';
import FamilyPage, { type FamilyActors } from './FamilyPage';
import { i18nWrapper, testI18n } from '../../../tests/test-support/i18n';

const NOW = () => new Date(Date.parse('2026-12-07T10:00:00Z'));

const GRANDMOTHER: FamilyPerson = {
  id: 'p1',
  name: 'Kamala',
  relation: 'grandmother',
  tradition: 'kerala',
  lunarScheme: 'amanta',
  departed: true,
  birth: EMPTY_EVENT,
  // Remembered by the star of her passing (Thiruvathira) in Karkidakam.
  passing: { ...EMPTY_EVENT, star: 5, monthSign: 3 },
  reminders: NO_REMINDERS,
  consentAt: '2026-12-01T10:00:00Z',
  createdAt: '2026-12-01T10:00:00Z',
  updatedAt: '2026-12-01T10:00:00Z',
};

function actorsLoading(load: () => Promise<FamilyLoad>): FamilyActors {
  return {
    loadFamily: fromPromise(load),
    savePerson: fromPromise(() => Promise.reject(new Error('not in this test'))),
    removePerson: fromPromise(() => Promise.reject(new Error('not in this test'))),
  };
}

async function renderIn(language: string, actors: FamilyActors) {
  const i18n = await testI18n(language, ['site', 'flows']);
  render(
    <ClockContext.Provider value={NOW}>
      <BrowserRouter>
        <FamilyPage actors={actors} placeFinder={birthStarFinderMachine} />
      </BrowserRouter>
    </ClockContext.Provider>,
    { wrapper: i18nWrapper(i18n) },
  );
}

describe('the family page', () => {
  it('asks a signed-out devotee to sign in, and says why', async () => {
    await renderIn(
      'en',
      actorsLoading(() => Promise.reject(new Error(FAMILY_FAILURE.signedOut))),
    );
    const link = await screen.findByRole('link', { name: 'Sign in to your account' });
    expect(link.getAttribute('href')).toBe(ACCOUNT_SIGN_IN_PAGE);
    expect(screen.getByText(/only you can see it/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('lists a departed person in Malayalam, the star and month of passing included', async () => {
    await renderIn(
      'ml',
      actorsLoading(async () => ({ people: [GRANDMOTHER], suggestions: [] })),
    );
    await screen.findByRole('heading', { level: 3, name: 'Kamala' });
    expect(screen.getByText('മുത്തശ്ശി')).toBeTruthy();
    expect(screen.getByText('കേരളം (മലയാളം സൗരമാസങ്ങൾ)')).toBeTruthy();
    expect(screen.getByText('തിരുവാതിര, കർക്കടകം')).toBeTruthy();
    expect(screen.getByText('വിയോഗം')).toBeTruthy();
  });
});
