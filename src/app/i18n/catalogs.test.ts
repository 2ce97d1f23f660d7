/**
 * The catalogs are complete: every English message of every catalog has a
 * translation in every language, with the same placeholders and tags, and
 * no flag but `unreviewed` (a `fuzzy` translation would be dropped when the
 * catalogs compile). A missing translation fails here, as it fails the build.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, SOURCE_LANGUAGE } from '../../../domain/languages';
import { CATALOG_FILES, UNREVIEWED_FLAG, placeholdersOf, readCatalog } from './catalog-files';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const TRANSLATED = LANGUAGES.filter(({ code }) => code !== SOURCE_LANGUAGE);

describe.each(CATALOG_FILES)('the $name catalog', ({ file }) => {
  it.each(TRANSLATED)('is complete in $englishName', async ({ code }) => {
    const source = await readCatalog(ROOT, file(SOURCE_LANGUAGE));
    const translated = await readCatalog(ROOT, file(code));
    expect(source, `${file(SOURCE_LANGUAGE)} (run npm run i18n:extract)`).not.toBeNull();
    expect(translated, file(code)).not.toBeNull();
    const problems: string[] = [];
    // Obsolete messages would fail the build's compile: npm run i18n:extract drops them.
    for (const entry of translated!.values()) {
      if (entry.obsolete) problems.push(`obsolete (run npm run i18n:extract): ${entry.source}`);
    }
    for (const [id, entry] of source!) {
      if (entry.obsolete) continue;
      const theirs = translated!.get(id);
      if (!theirs || theirs.obsolete || theirs.translation.trim() === '') {
        problems.push(`missing: ${entry.source}`);
        continue;
      }
      if (placeholdersOf(theirs.translation).join() !== placeholdersOf(entry.source).join()) {
        problems.push(`placeholders differ: ${entry.source} → ${theirs.translation}`);
      }
      const otherFlags = theirs.flags.filter((flag) => flag !== UNREVIEWED_FLAG);
      if (otherFlags.length > 0) problems.push(`flag ${otherFlags.join()}: ${entry.source}`);
    }
    expect(problems, file(code)).toEqual([]);
  });
});

describe('the placeholders of a message', () => {
  it('are its variables and numbered tags', () => {
    expect(placeholdersOf('{centreName} · Phone: <0>{phone}</0>')).toEqual([
      '</0>',
      '<0>',
      '{centreName}',
      '{phone}',
    ]);
    expect(placeholdersOf('{count, plural, one {# person} other {# people}}')).toEqual(['{count}']);
  });
});
