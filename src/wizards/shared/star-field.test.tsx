/** The star list on a Malayalam page still finds a star by the Latin spellings devotees type. */
import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { I18n } from '@lingui/core';
import { NAKSHATRA_NAMES } from '../../../domain/jyotish/nakshatra';
import { testI18n, i18nWrapper } from '../../../tests/test-support/i18n';
import { StarField } from './PeopleStep';

const STARS = NAKSHATRA_NAMES.map((name) => ({ code: name, name, aliases: [] as string[] }));

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n('ml');
});

function optionsAfterTyping(query: string, chosen = ''): string[] {
  const view = render(
    <StarField id="star" label="നക്ഷത്രം" value={chosen} stars={STARS} onChange={() => {}} />,
    { wrapper: i18nWrapper(i18n) },
  );
  const search = screen.getByLabelText('നക്ഷത്രം അതിന്റെ ഏതു പേരുകൊണ്ടും കണ്ടെത്തുക (നിർബന്ധമില്ല)');
  fireEvent.change(search, { target: { value: query } });
  const list = within(view.container).getByRole('combobox', { name: /നക്ഷത്രം/ });
  const labels = within(list)
    .getAllByRole<HTMLOptionElement>('option')
    .filter((option) => option.value !== '')
    .map((option) => option.textContent ?? '');
  view.unmount();
  return labels;
}

describe('the star list on a Malayalam page', () => {
  it('finds a star by its Latin spellings (Karthika, Karthigai) and by its Malayalam name', () => {
    expect(optionsAfterTyping('Karthika')).toEqual(['കാർത്തിക']);
    expect(optionsAfterTyping('karthigai')).toEqual(['കാർത്തിക']);
    expect(optionsAfterTyping('കാർ')).toEqual(['കാർത്തിക']);
    expect(optionsAfterTyping('Thiruvathira')).toEqual(['തിരുവാതിര']);
  });

  it('lists all 27 until something is typed, and keeps the chosen star when narrowed', () => {
    expect(optionsAfterTyping('')).toHaveLength(27);
    expect(optionsAfterTyping('Pooram', 'Rohini')).toEqual(['രോഹിണി', 'പൂരം']);
  });
});
