/**
 * The letters a receipt's fonts are known to print: Latin (with Latin-1 and
 * Latin Extended-A), Devanagari, and the assigned letters of Tamil and
 * Malayalam, with the joiners their spellings use. The browser refuses a name
 * with any other letter before the visitor pays; the server checks the names
 * against the fonts themselves (server/orders/catalog-checks.ts), and every
 * letter allowed here is one those fonts have, so the two never disagree the
 * wrong way round (tests/property/browser-drafts.test.ts).
 */
const TAMIL = /\p{Script=Tamil}/u;
const MALAYALAM = /\p{Script=Malayalam}/u;

function printable(code: number, letter: string): boolean {
  if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0x17f)) return true;
  if (code >= 0x900 && code <= 0x97f) return true;
  if (code === 0x200c || code === 0x200d) return true;
  if (code >= 0xb80 && code <= 0xbff) return TAMIL.test(letter);
  if (code >= 0xd00 && code <= 0xd7f) return MALAYALAM.test(letter);
  return false;
}

/** Whether `name` holds a letter no receipt font is known to print. */
export function hasUnprintableLetters(name: string): boolean {
  for (const letter of name) {
    if (!printable(letter.codePointAt(0) ?? 0, letter)) return true;
  }
  return false;
}
