/**
 * `npm run fonts` (with the display face): writes public/fonts/noto-sans-<script>-subset.woff2,
 * the Malayalam, Tamil and Devanagari faces (Noto Sans, SIL OFL 1.1, from the
 * @fontsource packages), regular weight, cut down to their script's Unicode
 * block and the joiners its conjuncts use. src/ui/tokens.css declares each with
 * the same `unicode-range`, and only text in that language asks for it, so an
 * English page downloads none of them and a Malayalam page only Malayalam
 * (docs/site.md, decision 0142). The output is committed.
 */
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';

/** Each script's code points (its block, the zero-width joiners, the dotted circle), as CSS writes them. */
export const INDIC_FONTS = [
  { script: 'malayalam', ranges: ['U+0D00-0D7F', 'U+200C-200D', 'U+25CC'] },
  { script: 'tamil', ranges: ['U+0B80-0BFF', 'U+200C-200D', 'U+25CC'] },
  {
    script: 'devanagari',
    ranges: ['U+0900-097F', 'U+1CD0-1CFF', 'U+A8E0-A8FF', 'U+200C-200D', 'U+25CC'],
  },
] as const;

function charactersOf(ranges: readonly string[]): string {
  let text = '';
  for (const range of ranges) {
    const [from, to = from] = range.replace('U+', '').split('-') as [string, string?];
    for (let code = parseInt(from, 16); code <= parseInt(to, 16); code++) {
      text += String.fromCodePoint(code);
    }
  }
  return text;
}

for (const { script, ranges } of INDIC_FONTS) {
  const dir = path.join('node_modules', '@fontsource', `noto-sans-${script}`);
  const source = path.join(dir, 'files', `noto-sans-${script}-${script}-400-normal.woff2`);
  const target = path.join('public', 'fonts', `noto-sans-${script}-subset.woff2`);
  const subset = await subsetFont(readFileSync(source), charactersOf(ranges), {
    targetFormat: 'woff2',
  });
  writeFileSync(target, subset);
  copyFileSync(
    path.join(dir, 'LICENSE'),
    path.join('public', 'fonts', `noto-sans-${script}-LICENSE.txt`),
  );
  console.log(`${target}: ${subset.length} bytes (from ${readFileSync(source).length})`);
}
