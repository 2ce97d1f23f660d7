/**
 * Birth details as the forms hold them, turned into what the birth-star
 * finder asks for: a YYYY-MM-DD date and an HH:MM (24-hour) time.
 */
import { normaliseDate } from '../dates';

/** YYYY-MM-DD from a typed date (3/27/1985, 1985-03-27, ...), or '' when it is not a date. */
export function isoBirthDate(text: string): string {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(normaliseDate(text));
  return match ? `${match[3]}-${match[1]}-${match[2]}` : '';
}

/** HH:MM from a 12-hour hour, minute and AM/PM, or '' when the hour is not given. */
export function isoBirthTime(hour: string, minute: string, half: string): string {
  const h = Number(hour.trim());
  if (hour.trim() === '' || !Number.isInteger(h) || h < 1 || h > 12) return '';
  const m = minute.trim() === '' ? 0 : Number(minute.trim());
  if (!Number.isInteger(m) || m < 0 || m > 59) return '';
  const h24 = (h % 12) + (half.trim().toUpperCase() === 'PM' ? 12 : 0);
  return `${String(h24).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

export const isIsoDate = (value: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && isoBirthDate(value) === value;

export const isIsoTime = (value: string): boolean => /^([01]\d|2[0-3]):[0-5]\d$/.test(value);
