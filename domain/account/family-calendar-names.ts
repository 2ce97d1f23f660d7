/**
 * The names the family page lists a month and a tithi by, in the page's
 * language. A month is the solar month (the Sun's sidereal sign, 0 Mesha …
 * 11 Meena): the same month is Medam in Malayalam, Chithirai in Tamil and
 * Mesha in Sanskrit, so each language names it in its own calendar, and an
 * English page by the person's tradition.
 */
import { MALAYALAM_MONTHS, TAMIL_MONTHS } from '../jyotish/solar-month-names';
import type { Tradition } from './family';

/** The Sun's signs as Sanskrit (transliterated) and Hindi name them. */
const SIGNS: readonly (readonly [string, string])[] = [
  ['Mesha', 'मेष'],
  ['Vrishabha', 'वृषभ'],
  ['Mithuna', 'मिथुन'],
  ['Karka', 'कर्क'],
  ['Simha', 'सिंह'],
  ['Kanya', 'कन्या'],
  ['Tula', 'तुला'],
  ['Vrishchika', 'वृश्चिक'],
  ['Dhanu', 'धनु'],
  ['Makara', 'मकर'],
  ['Kumbha', 'कुंभ'],
  ['Meena', 'मीन'],
];

/** The solar month of sign `sign` (0 … 11) as a page in `language` names it. */
export function solarMonthName(sign: number, tradition: Tradition, language: string): string {
  const signs = SIGNS[sign];
  const malayalam = MALAYALAM_MONTHS[sign];
  const tamil = TAMIL_MONTHS[sign];
  if (!signs || !malayalam || !tamil) return '';
  switch (language) {
    case 'ml':
      return malayalam.native;
    case 'ta':
      return tamil.native;
    case 'hi':
      return signs[1];
    default:
      if (tradition === 'kerala') return malayalam.english;
      if (tradition === 'tamil') return tamil.english;
      return signs[0];
  }
}

/** The tithis of a fortnight, 1 to 14, then the full moon and the new moon. */
const TITHIS: Readonly<Record<'en' | 'ml' | 'ta' | 'hi', readonly string[]>> = {
  en: [
    'Pratipada',
    'Dwitiya',
    'Tritiya',
    'Chaturthi',
    'Panchami',
    'Shashthi',
    'Saptami',
    'Ashtami',
    'Navami',
    'Dashami',
    'Ekadashi',
    'Dwadashi',
    'Trayodashi',
    'Chaturdashi',
    'Purnima',
    'Amavasya',
  ],
  ml: [
    'പ്രഥമ',
    'ദ്വിതീയ',
    'തൃതീയ',
    'ചതുർത്ഥി',
    'പഞ്ചമി',
    'ഷഷ്ഠി',
    'സപ്തമി',
    'അഷ്ടമി',
    'നവമി',
    'ദശമി',
    'ഏകാദശി',
    'ദ്വാദശി',
    'ത്രയോദശി',
    'ചതുർദശി',
    'പൗർണമി',
    'അമാവാസി',
  ],
  ta: [
    'பிரதமை',
    'துவிதியை',
    'திருதியை',
    'சதுர்த்தி',
    'பஞ்சமி',
    'சஷ்டி',
    'சப்தமி',
    'அஷ்டமி',
    'நவமி',
    'தசமி',
    'ஏகாதசி',
    'துவாதசி',
    'திரயோதசி',
    'சதுர்த்தசி',
    'பௌர்ணமி',
    'அமாவாசை',
  ],
  hi: [
    'प्रतिपदा',
    'द्वितीया',
    'तृतीया',
    'चतुर्थी',
    'पंचमी',
    'षष्ठी',
    'सप्तमी',
    'अष्टमी',
    'नवमी',
    'दशमी',
    'एकादशी',
    'द्वादशी',
    'त्रयोदशी',
    'चतुर्दशी',
    'पूर्णिमा',
    'अमावस्या',
  ],
};

/** The bright and the dark fortnight. */
const FORTNIGHTS: Readonly<Record<'en' | 'ml' | 'ta' | 'hi', readonly [string, string]>> = {
  en: ['Shukla', 'Krishna'],
  ml: ['ശുക്ലപക്ഷം', 'കൃഷ്ണപക്ഷം'],
  ta: ['வளர்பிறை', 'தேய்பிறை'],
  hi: ['शुक्ल पक्ष', 'कृष्ण पक्ष'],
};

const known = (language: string): 'en' | 'ml' | 'ta' | 'hi' =>
  language === 'ml' || language === 'ta' || language === 'hi' ? language : 'en';

/**
 * Tithi `index` (0 … 29: 0 … 14 the bright fortnight to the full moon, 15 … 29
 * the dark one to the new moon) in `language`: "Shukla Ekadashi", "Purnima".
 */
export function tithiName(index: number, language: string): string {
  const lang = known(language);
  const names = TITHIS[lang];
  const [bright, dark] = FORTNIGHTS[lang];
  if (!Number.isInteger(index) || index < 0 || index > 29) return '';
  if (index === 14) return names[14]!;
  if (index === 29) return names[15]!;
  return index < 15 ? `${bright} ${names[index]!}` : `${dark} ${names[index - 15]!}`;
}
