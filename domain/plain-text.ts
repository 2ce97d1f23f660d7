/**
 * The plain-text and link rules of stored event fields (see ./event-fields.ts
 * for the schemas built on them). No zod here: the order wizards check links
 * with these at start-up, and building schemas they never use cost the
 * wizard's first task several milliseconds (see docs/site.md).
 */

/** An absolute http:// or https:// URL. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
const MARKUP = /[<>]/;

/** Whether a value is one line of plain text (no markup, no control characters). */
export function isPlainLine(value: string): boolean {
  return !MARKUP.test(value) && !CONTROL.test(value);
}

/** `value` without its tags (each "<" to the next ">"), in one pass rather than `/<[^>]*>/g`. */
function withoutTags(value: string): string {
  let out = '';
  let from = 0;
  for (;;) {
    const open = value.indexOf('<', from);
    const close = open === -1 ? -1 : value.indexOf('>', open);
    if (close === -1) return out + value.slice(from);
    out += value.slice(from, open);
    from = close + 1;
  }
}

/** A stored value as plain text: tags and stray angle brackets and control characters removed. */
export function toPlainLine(value: string): string {
  return (
    withoutTags(value)
      .replace(/[<>]/g, '')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f]+/g, ' ')
      .trim()
  );
}
