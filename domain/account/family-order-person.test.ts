import { describe, expect, it } from 'vitest';
import { EMPTY_EVENT, NO_REMINDERS, type FamilyPerson } from './family';
import { orderPersonOf, splitName, timeFields } from './family-order-person';

const PERSON: FamilyPerson = {
  id: 'p1',
  name: 'Meera Lakshmi Nair',
  relation: 'daughter',
  tradition: 'kerala',
  lunarScheme: 'amanta',
  departed: false,
  birth: {
    ...EMPTY_EVENT,
    date: '2015-08-04',
    time: '00:05',
    place: { name: 'Kollam', lat: 8.88, lon: 76.6, timeZone: 'Asia/Kolkata' },
    star: 3,
  },
  passing: null,
  reminders: NO_REMINDERS,
  consentAt: '2026-01-01T00:00:00.000Z',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('a family person as an order person', () => {
  it('reads a 24-hour time as the 12-hour fields', () => {
    expect(timeFields('00:05')).toEqual({ hour: '12', minute: '05', half: 'AM' });
    expect(timeFields('12:00')).toEqual({ hour: '12', minute: '00', half: 'PM' });
    expect(timeFields('22:30')).toEqual({ hour: '10', minute: '30', half: 'PM' });
    expect(timeFields(null)).toEqual({ hour: '', minute: '', half: 'AM' });
  });

  it('splits the name at its first space', () => {
    expect(splitName(' Meera Lakshmi Nair ')).toEqual({
      firstName: 'Meera',
      lastName: 'Lakshmi Nair',
    });
    expect(splitName('Meera')).toEqual({ firstName: 'Meera', lastName: '' });
  });

  it('fills the birth details and names the star as the catalog does', () => {
    expect(orderPersonOf(PERSON)).toMatchObject({
      firstName: 'Meera',
      lastName: 'Lakshmi Nair',
      prayerTypeCode: 'LIVING',
      birthStar: 'Rohini',
      birthDate: '2015-08-04',
      birthPlace: 'Kollam',
      birthTimeHour: '12',
      birthTimeMinute: '05',
      whichHalfOfTheDay: 'AM',
    });
  });

  it('fills the passing of the departed', () => {
    const departed = orderPersonOf({
      ...PERSON,
      departed: true,
      passing: { ...EMPTY_EVENT, date: '2020-02-29', time: '18:40', star: 26 },
    });
    expect(departed).toMatchObject({
      prayerTypeCode: 'DEPARTED',
      starOnTheDayOfPassing: 'Revati',
      dateOfPassing: '2020-02-29',
      passingTimeHour: '6',
      passingTimeMinute: '40',
      passingWhichHalfOfTheDay: 'PM',
    });
  });
});
