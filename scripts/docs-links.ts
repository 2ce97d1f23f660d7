/**
 * Pointers in the docs that must name something in the tree: every relative
 * Markdown link, and every backticked repository path. A backticked text is a
 * path when it is one word of path characters, has a `/`, and starts with one
 * of the repository's top-level folders (`server/db/columns.ts`,
 * `src/staff/`); anything else in backticks (code, commands, globs with `*`,
 * placeholders with `<…>` or `…`) is not checked. Fenced code blocks are code.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The top-level folders a backticked path may start with. */
export const PATH_ROOTS = [
  '.ci',
  '.githooks',
  'docs',
  'domain',
  'machines',
  'public',
  'scripts',
  'server',
  'src',
  'tests',
  'tools',
] as const;

export interface Pointer {
  readonly line: number;
  readonly kind: 'link' | 'path';
  /** As written in the doc. */
  readonly text: string;
  /** Relative to the repository root. */
  readonly resolved: string;
}

const PATH_WORD = /^[\w.@-]+(\/[\w.@[\]()-]+)+\/?$/;
const INLINE_LINK = /\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g;
const REFERENCE_LINK = /^\s*\[[^\]]+\]:\s*(\S+)/;
/** A code span of single backticks (the docs use no longer fences inside a line). */
const CODE_SPAN = /`([^`]+)`/g;

const isExternal = (target: string) => /^([a-z][a-z+.-]*:|#|\/\/)/i.test(target);

function asRepositoryPath(word: string): string | undefined {
  if (!PATH_WORD.test(word)) return undefined;
  const first = word.split('/')[0]!;
  return (PATH_ROOTS as readonly string[]).includes(first) ? word : undefined;
}

/** The pointers in one doc, `docPath` relative to the repository root. */
export function pointersIn(markdown: string, docPath: string): Pointer[] {
  const pointers: Pointer[] = [];
  const folder = path.posix.dirname(docPath);
  let fenced = false;
  markdown.split('\n').forEach((text, index) => {
    const line = index + 1;
    if (/^\s*(```|~~~)/.test(text)) {
      fenced = !fenced;
      return;
    }
    if (fenced) return;
    const targets = [...text.matchAll(INLINE_LINK)].map((m) => m[1]!);
    const reference = REFERENCE_LINK.exec(text);
    if (reference) targets.push(reference[1]!);
    for (const target of targets) {
      if (isExternal(target)) continue;
      const file = decodeURIComponent(target.split('#')[0]!);
      const resolved = path.posix.normalize(path.posix.join(folder, file));
      pointers.push({ line, kind: 'link', text: target, resolved });
    }
    for (const span of text.matchAll(CODE_SPAN)) {
      const resolved = asRepositoryPath(span[1]!.trim());
      if (resolved) pointers.push({ line, kind: 'path', text: span[1]!.trim(), resolved });
    }
  });
  return pointers;
}

/** README.md, docs/*.md and docs/decisions/*.md, relative to the root. */
export function checkedDocs(root: string): string[] {
  const mdIn = (folder: string) =>
    readdirSync(path.join(root, folder))
      .filter((name) => name.endsWith('.md'))
      .sort()
      .map((name) => path.posix.join(folder, name));
  return ['README.md', ...mdIn('docs'), ...mdIn('docs/decisions')];
}

/** Every pointer of the checked docs that names nothing in the tree, as `doc:line: text`. */
export function stalePointers(root: string): string[] {
  return checkedDocs(root).flatMap((doc) =>
    pointersIn(readFileSync(path.join(root, doc), 'utf8'), doc)
      .filter((pointer) => !existsSync(path.join(root, pointer.resolved)))
      .map((pointer) => `${doc}:${pointer.line}: ${pointer.text}`),
  );
}
