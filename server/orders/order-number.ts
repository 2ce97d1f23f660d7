/** Order numbers: 'P', the UTC date as YYMMDD, 8 random characters (15 in all, ≤ 20). */
import { randomInt } from 'node:crypto';

// No 0/O or 1/I: staff read these numbers over the phone.
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

export function newOrderNumber(now: Date): string {
  const date = now.toISOString().slice(2, 10).replace(/-/g, '');
  let suffix = '';
  for (let i = 0; i < 8; i++) suffix += ALPHABET[randomInt(ALPHABET.length)];
  return `P${date}${suffix}`;
}
