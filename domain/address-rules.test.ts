import { describe, expect, it } from 'vitest';
import { addressLines, changeAddress, stateText, statesOf } from './address-rules';
import { emptyAddress } from './order-draft';

const prefs = {
  countries: [
    { code: 'US', name: 'United States' },
    { code: 'IN', name: 'India' },
  ],
  states: [
    { code: 'CA', name: 'California', country: 'US' },
    { code: 'KL', name: 'Kerala', country: 'IN' },
    { code: 'OTHER', name: 'Other', country: '' },
  ],
};

describe('address rules', () => {
  it("lists a country's states, never OTHER", () => {
    expect(statesOf(prefs, 'US').map((s) => s.code)).toEqual(['CA']);
    expect(statesOf(prefs, '').map((s) => s.code)).toEqual(['CA', 'KL']);
  });

  it('clears the state when the country changes, keeps it when both come together', () => {
    const inCa = { ...emptyAddress(), country: 'US', state: 'CA' };
    expect(changeAddress(inCa, { country: 'IN' }, prefs)).toMatchObject({
      state: '',
      country: 'IN',
    });
    expect(changeAddress(emptyAddress(), { country: 'US', state: 'CA' }, prefs)).toMatchObject({
      country: 'US',
      state: 'CA',
    });
  });

  it('sends a typed state as OTHER with its name when countries are listed, else as the state', () => {
    const typed = changeAddress(
      { ...emptyAddress(), country: 'FR' },
      { stateOther: 'Alsace' },
      prefs,
    );
    expect(typed).toMatchObject({ state: 'OTHER', stateOther: 'Alsace' });
    expect(stateText(typed)).toBe('Alsace');
    expect(changeAddress(typed, { state: 'CA' }, prefs)).toMatchObject({
      state: 'CA',
      stateOther: '',
    });
    expect(
      changeAddress(emptyAddress(), { stateOther: 'Alsace' }, { countries: [] }),
    ).toMatchObject({
      state: 'Alsace',
      stateOther: '',
    });
  });

  it('writes an address as lines, contact details only when asked', () => {
    const address = {
      ...emptyAddress(),
      firstName: 'Asha',
      lastName: 'Menon',
      address1: '1 Temple Road',
      city: 'Lyon',
      state: 'OTHER',
      stateOther: 'Rhône',
      postalCode: '69001',
      country: 'FR',
      email: 'asha@example.com',
    };
    expect(addressLines(address)).toEqual([
      'Asha Menon',
      '1 Temple Road',
      'Lyon, Rhône, 69001',
      'FR',
    ]);
    expect(addressLines(address, true)).toContain('asha@example.com');
  });
});
