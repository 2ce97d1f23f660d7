/**
 * The one email check of browser, machines and server, without zod (the order
 * wizard's schemas use zod/mini, the others the full zod: both call this).
 */

/** The longest address SMTP carries (RFC 5321's path limit less its brackets). */
export const MAX_EMAIL_LENGTH = 254;

const isSpace = (code: number) =>
  code === 0x20 ||
  (code >= 0x09 && code <= 0x0d) ||
  code === 0xa0 ||
  code === 0x1680 ||
  (code >= 0x2000 && code <= 0x200a) ||
  code === 0x2028 ||
  code === 0x2029 ||
  code === 0x202f ||
  code === 0x205f ||
  code === 0x3000 ||
  code === 0xfeff;

/**
 * Whether `value` looks like an email address: one "@" with something before
 * it, and after it a domain with a dot that is neither its first nor its last
 * character; no white space. The rule of the old `^[^\s@]+@[^\s@]+\.[^\s@]+$`,
 * checked in one pass over the characters (that pattern backtracked
 * quadratically: 200 kB of dots held the server for a minute and a half).
 */
export function isEmailAddress(value: string): boolean {
  let at = -1;
  let dotInDomain = false;
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (isSpace(code)) return false;
    if (code === 0x40) {
      if (at !== -1 || i === 0) return false;
      at = i;
    } else if (code === 0x2e && at !== -1 && i > at + 1 && i < value.length - 1) {
      dotInDomain = true;
    }
  }
  return at !== -1 && dotInDomain;
}
