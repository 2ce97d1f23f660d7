/**
 * The sacred days' words without the ephemeris (./day-text.ts computes the
 * solar dates): the year page in the browser reads them from here.
 */

export const DAY_TEXT = {
  starBirthday: /*i18n*/ { id: 'sacredYear.day.starBirthday', message: "{name}'s star birthday" },
  lunarBirthday: /*i18n*/ {
    id: 'sacredYear.day.lunarBirthday',
    message: "{name}'s birthday by the lunar calendar",
  },
  remembrance: /*i18n*/ { id: 'sacredYear.day.remembrance', message: "{name}'s remembrance day" },
  karthika: /*i18n*/ {
    id: 'sacredYear.day.karthika',
    message: 'Karthika: the monthly puja on the day of the Krittika star',
  },
};

export const SOLAR_TEXT = {
  malayalam: /*i18n*/ { id: 'sacredYear.solar.malayalam', message: 'Malayalam date: {date}' },
  tamil: /*i18n*/ { id: 'sacredYear.solar.tamil', message: 'Tamil date: {date}' },
};
