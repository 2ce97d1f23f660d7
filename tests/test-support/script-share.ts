/**
 * How much of a text is written in a language's own script: the words of
 * Malayalam, Tamil and Hindi pages are counted by the script of their
 * letters (the 90%-in-script check of the translated pages, and the
 * noscript text's check).
 */

/** Each translated language's script, as a test for one letter. */
export const SCRIPT_OF: Readonly<Record<string, RegExp>> = {
  ml: /\p{Script=Malayalam}/u,
  ta: /\p{Script=Tamil}/u,
  hi: /\p{Script=Devanagari}/u,
};

/** The words of `text`: runs of letters and combining marks (digits and signs are not words). */
export function wordsOf(text: string): string[] {
  return text.match(/[\p{L}\p{M}]+/gu) ?? [];
}

/** Words of `text` in `language`'s script, and the others. */
export function scriptShare(
  text: string,
  language: string,
): { inScript: number; total: number; others: string[] } {
  const script = SCRIPT_OF[language];
  if (!script) throw new Error(`No script known for ${language}`);
  const words = wordsOf(text);
  const others = words.filter((word) => !script.test(word));
  return { inScript: words.length - others.length, total: words.length, others };
}
