/**
 * The anatomy of a machine folder (docs/architecture.md, "Machines"), checked
 * on the tree: a full folder splits its types and actor slots out of
 * machine.ts; a small machine keeps them in machine.ts; both have their model
 * test and a public entry (their own index.ts or their group's); and the doc
 * lists every folder.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const MACHINES = path.join(ROOT, 'machines');
const SPLIT_OUT = ['context.ts', 'events.ts', 'actors.ts'];

function machineFolders(folder = MACHINES): string[] {
  const entries = readdirSync(folder, { withFileTypes: true });
  const here = entries.some((e) => e.name === 'machine.ts') ? [folder] : [];
  return here.concat(
    entries
      .filter((e) => e.isDirectory() && e.name !== 'test-support')
      .flatMap((e) => machineFolders(path.join(folder, e.name))),
  );
}

const relative = (folder: string) => path.relative(ROOT, folder).split(path.sep).join('/');

describe('every machine folder has the one anatomy', () => {
  const folders = machineFolders();

  it('finds the machine folders', () => {
    expect(folders.length).toBeGreaterThan(10);
  });

  it.each(folders.map(relative))('%s', (folder) => {
    const files = readdirSync(path.join(ROOT, folder));
    const split = SPLIT_OUT.filter((name) => files.includes(name));
    const full = split.length > 0;
    const entry = existsSync(path.join(ROOT, folder, 'index.ts'))
      ? 'own'
      : existsSync(path.join(ROOT, folder, '..', 'index.ts'))
        ? 'group'
        : 'none';
    expect({
      modelTest: files.includes('machine.model.test.ts'),
      splitOut: full ? split : SPLIT_OUT,
      entry: entry !== 'none',
    }).toEqual({ modelTest: true, splitOut: SPLIT_OUT, entry: true });
    if (!full) {
      const modules = files.filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));
      expect(
        modules.length,
        `${folder}: a small machine is machine.ts (+ one module)`,
      ).toBeLessThanOrEqual(2);
    }
  });

  it('docs/architecture.md names every machine folder', () => {
    const doc = readFileSync(path.join(ROOT, 'docs/architecture.md'), 'utf8');
    const section = doc.slice(doc.indexOf('## Machines'), doc.indexOf('## Features'));
    const unnamed = folders
      .map(relative)
      .filter(
        (folder) =>
          !section.includes(`\`${folder}/\``) &&
          !section.includes(`\`${path.posix.basename(folder)}/\``),
      );
    expect(unnamed).toEqual([]);
  });
});
