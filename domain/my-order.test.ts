import { describe, expect, it } from 'vitest';
import { PRAYER_TYPE_CODES } from './constants';
import { orderAgainSeed, tokenOfPath, type OrderAgain } from './my-order';
import { emptyAddress } from './order-draft';
import { ORDER_AGAIN_PERSON } from './test-support/fixtures';

const person = {
  ...ORDER_AGAIN_PERSON,
  firstName: 'Gopal',
  lastName: 'Menon',
  departed: true,
  starOnTheDayOfPassing: 'Rohini',
  dateOfPassing: '02/01/2021',
  placeOfPassing: 'Kochi',
  passingTimeHour: '6',
  passingTimeMinute: '30',
  passingWhichHalfOfTheDay: 'PM',
} as const;

describe('orderAgainSeed', () => {
  it('gives the people in the draft’s shape with no puja or date, and the addresses', () => {
    const again: OrderAgain = {
      kind: 'puja',
      people: [person, { ...person, firstName: 'Asha', departed: false }],
      billing: { ...emptyAddress(), firstName: 'Asha', email: 'a@example.com', unknown: 'x' },
    };
    const seed = orderAgainSeed(again);
    expect(seed.people.map((p) => [p.firstName, p.prayerTypeCode, p.pujaId])).toEqual([
      ['Gopal', PRAYER_TYPE_CODES.departed, -1],
      ['Asha', PRAYER_TYPE_CODES.living, -1],
    ]);
    expect(seed.people[0]).toMatchObject({
      starOnTheDayOfPassing: 'Rohini',
      requestedPujaDate: '',
    });
    expect(seed.billing).toEqual({ ...emptyAddress(), firstName: 'Asha', email: 'a@example.com' });
    expect(seed.shipping).toEqual(emptyAddress());
  });
});

describe('tokenOfPath', () => {
  it('reads the token of an order page’s path and nothing else', () => {
    expect(tokenOfPath('/my-order/abc_DEF-1')).toBe('abc_DEF-1');
    expect(tokenOfPath('/my-order/abc/')).toBe('abc');
    expect(tokenOfPath('/my-order/')).toBeNull();
    expect(tokenOfPath('/my-order/a/b')).toBeNull();
    expect(tokenOfPath('/find-my-order')).toBeNull();
  });
});
