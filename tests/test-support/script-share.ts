/**
 * How much of a text is written in a language's own script: the words of
 * Malayalam, Tamil and Hindi pages are counted by the script of their
 * letters (the 90%-in-script check of the translated pages, and the
 * noscript text's check). What counts as a word: docs/translating.md
 * ("Which words count") and decision 0205.
 */

/** Each translated language's script, as a test for one letter. */
export const SCRIPT_OF: Readonly<Record<string, RegExp>> = {
  ml: /\p{Script=Malayalam}/u,
  ta: /\p{Script=Tamil}/u,
  hi: /\p{Script=Devanagari}/u,
};

/**
 * A clock time as Intl writes it in these languages ("6:30 PM" in Malayalam
 * and Tamil, "6:30 pm" in Hindi): the day-period marker is the language's own
 * notation in Unicode's locale data (CLDR), part of the time, not a word.
 */
const CLOCK_TIME = /\d{1,2}[:.]\d{2}\s?(?:AM|PM|am|pm)(?![\p{L}\p{M}])/gu;

/** Runs of letters, marks and digits. */
const TOKEN = /[\p{L}\p{M}\p{Nd}]+/gu;
const DIGIT = /\p{Nd}/u;

/** `text` without its clock times. */
export const withoutClockTimes = (text: string): string => text.replace(CLOCK_TIME, ' ');

/**
 * The words of `text`: runs of letters and combining marks. A run with a
 * digit in it is a number or a code (K7MQ2XRA, P261125ABCD2345, A4), not a
 * word; a clock time is not a word either.
 */
export function wordsOf(text: string): string[] {
  return (withoutClockTimes(text).match(TOKEN) ?? []).filter((token) => !DIGIT.test(token));
}

/**
 * The runs of `text` with Latin letters (words and codes, not clock times):
 * what must sit inside lang="en" on a translated page.
 */
export function latinRunsOf(text: string): string[] {
  return (withoutClockTimes(text).match(TOKEN) ?? []).filter((token) =>
    /\p{Script=Latin}/u.test(token),
  );
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
