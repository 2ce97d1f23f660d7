/**
 * `npm run fonts`: writes public/fonts/marcellus-subset.woff2, the display
 * typeface (Marcellus, from the @fontsource/marcellus package, SIL OFL 1.1)
 * cut down to the characters headings can use: printable ASCII and the
 * typographic punctuation of our copy. Headings also show catalog names from
 * the API, so the subset covers all of ASCII rather than only today's words.
 * The output is committed; rerun after changing DISPLAY_CHARACTERS.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';

const ASCII = Array.from({ length: 95 }, (_, index) => String.fromCharCode(32 + index)).join('');
/** Curly quotes, dashes, ellipsis, middle dot, non-breaking space. */
export const DISPLAY_CHARACTERS = `${ASCII}‘’“”–—…·\u00a0`;

const source = path.join(
  'node_modules',
  '@fontsource',
  'marcellus',
  'files',
  'marcellus-latin-400-normal.woff2',
);
const target = path.join('public', 'fonts', 'marcellus-subset.woff2');

const subset = await subsetFont(readFileSync(source), DISPLAY_CHARACTERS, {
  targetFormat: 'woff2',
});
writeFileSync(target, subset);
console.log(`${target}: ${subset.length} bytes (from ${readFileSync(source).length})`);
