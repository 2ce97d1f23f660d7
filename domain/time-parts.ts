/** Hour and minute rules of the spec (section 5). */
import { EMPTY_TIME_PART } from './constants';

/** Zero-pads an hour or minute to two digits; an empty value becomes -1. */
export function padTimePart(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value).trim();
  if (text === '' || text === EMPTY_TIME_PART) return EMPTY_TIME_PART;
  if (!/^\d+$/.test(text)) return text;
  return text.padStart(2, '0');
}

/** An hour a visitor typed: empty, or 1 to 12. */
export function isValidHour(value: string): boolean {
  const text = value.trim();
  if (text === '') return true;
  return /^\d{1,2}$/.test(text) && Number(text) >= 1 && Number(text) <= 12;
}

/** A minute a visitor typed: empty, or 0 to 59. */
export function isValidMinute(value: string): boolean {
  const text = value.trim();
  if (text === '') return true;
  return /^\d{1,2}$/.test(text) && Number(text) <= 59;
}
