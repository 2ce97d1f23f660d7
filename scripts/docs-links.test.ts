import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { pointersIn, stalePointers } from './docs-links';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

describe('the docs point at what is in the tree', () => {
  it('every relative link and backticked repository path of README.md and docs/ exists', () => {
    expect(stalePointers(ROOT)).toEqual([]);
  });

  it("README's first screen points to the map of the code, and README stays within 10 KB", () => {
    const readme = readFileSync(path.join(ROOT, 'README.md'));
    const firstScreen = readme.toString('utf8').split('\n').slice(0, 25).join('\n');
    expect(firstScreen).toContain('](docs/architecture.md)');
    expect(readme.byteLength).toBeLessThanOrEqual(10_000);
  });
});

describe('what counts as a pointer', () => {
  const texts = (markdown: string, doc = 'docs/decisions/0001-x.md') =>
    pointersIn(markdown, doc).map((p) => `${p.kind} ${p.resolved}`);

  it('resolves relative links from the doc and drops the anchor', () => {
    expect(texts('See [0161](0161-a.md#context) and [the map](../architecture.md).')).toEqual([
      'link docs/decisions/0161-a.md',
      'link docs/architecture.md',
    ]);
  });

  it('skips addresses, anchors and mail links', () => {
    expect(texts('[a](https://x.org/a) [b](#top) [c](mailto:o@x.org) [d](//cdn.x/a)')).toEqual([]);
  });

  it('takes a backticked path that starts with a top-level folder, files and folders alike', () => {
    expect(texts('`server/db/columns.ts` and `src/staff/` and `domain/money.ts`')).toEqual([
      'path server/db/columns.ts',
      'path src/staff/',
      'path domain/money.ts',
    ]);
  });

  it('leaves code, commands, globs, placeholders and package names alone', () => {
    const code = [
      '`npm run bench -- site-pages`',
      '`machines/**/machine.ts`',
      '`machines/<flow>/machine.model.test.ts`',
      '`server/db/migrations/…`',
      '`@lingui/core/macro`',
      '`payments/attempts/reverse.ts`',
      '`a / b`',
      '`new Date()`',
      '`machine.ts`',
    ].join(' ');
    expect(texts(code)).toEqual([]);
  });

  it('ignores fenced code blocks', () => {
    expect(texts('```sh\nnpx tsx scripts/gone.ts `src/gone.ts`\n```\n`src/here.ts`')).toEqual([
      'path src/here.ts',
    ]);
  });
});

describe('a doc that points at a moved file', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'docs-links-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('is reported with its line, for a link and for a backticked path', () => {
    mkdirSync(path.join(root, 'docs/decisions'), { recursive: true });
    mkdirSync(path.join(root, 'domain'));
    writeFileSync(path.join(root, 'domain/money.ts'), '');
    writeFileSync(path.join(root, 'README.md'), 'Start with [the map](docs/architecture.md).\n');
    writeFileSync(path.join(root, 'docs/architecture.md'), 'Money: `domain/money.ts`.\n');
    writeFileSync(
      path.join(root, 'docs/decisions/0001-a.md'),
      'Was `src/domain/money.ts`.\n\nSee [0002](0002-gone.md).\n',
    );
    expect(stalePointers(root)).toEqual([
      'docs/decisions/0001-a.md:1: src/domain/money.ts',
      'docs/decisions/0001-a.md:3: 0002-gone.md',
    ]);
  });
});
