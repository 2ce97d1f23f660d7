/**
 * A puja's day in the one date style, and on Malayalam and Tamil pages also
 * in the devotee's solar calendar at the temple: "… 13 ഡിസംബർ 2026, ഞായറാഴ്‌ച
 * (വൃശ്ചികം 27)", once ./jyotish/solar-days.ts is installed (the ephemeris is
 * large: the browser loads it only for those languages). Birth dates and
 * other days keep the plain style.
 */
import { dayInWords } from './date-style';
import { toIsoDay } from './dates';

type SolarDayText = (isoDate: string, language: string) => string | null;
let solarText: SolarDayText = () => null;

/** Called by ./jyotish/solar-days.ts's installSolarDays. */
export function setSolarDayText(text: SolarDayText): void {
  solarText = text;
}

/** The solar day beside a puja's date in `language`, or null (none, or not installed). */
export function solarDayText(isoDate: string, language: string): string | null {
  return solarText(isoDate, language);
}

export function pujaDayInWords(year: number, month: number, day: number, language = 'en'): string {
  const words = dayInWords(year, month, day, language);
  const iso = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  const solar = solarDayText(iso, language);
  return solar ? `${words} (${solar})` : words;
}

/** A puja date as the wizards hold it (MM/DD/YYYY or YYYY-MM-DD) in the same words. */
export function describePujaDate(date: string, language = 'en'): string {
  const day = toIsoDay(date);
  if (!day) return date;
  const [year, month, dayOfMonth] = day.split('-').map(Number) as [number, number, number];
  return pujaDayInWords(year, month, dayOfMonth, language);
}
