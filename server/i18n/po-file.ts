/**
 * A gettext PO catalog read at run time: the server's esbuild bundle has no
 * Lingui macro or loader, so the emails catalog is parsed here and each
 * message compiled by Lingui's own compiler (decision 0147). Only what
 * `lingui extract` writes is understood: comments, flags, msgctxt, msgid,
 * msgstr, and strings continued on the next lines.
 */

export interface PoEntry {
  id: string;
  translation: string;
  /** `#, unreviewed` (docs/translating.md) and the like. */
  flags: string[];
  /** `#.` lines (e.g. js-lingui-explicit-id). */
  extracted: string[];
}

function unquote(quoted: string): string {
  const body = quoted.trim().replace(/^"/, '').replace(/"$/, '');
  return body.replace(/\\(["\\ntr])/g, (_, char: string) =>
    char === 'n' ? '\n' : char === 't' ? '\t' : char === 'r' ? '\r' : char,
  );
}

export function parsePo(source: string): PoEntry[] {
  const entries: PoEntry[] = [];
  let current: Partial<Record<'msgid' | 'msgstr' | 'msgctxt', string>> = {};
  let flags: string[] = [];
  let extracted: string[] = [];
  let field: 'msgid' | 'msgstr' | 'msgctxt' | null = null;
  const flush = () => {
    if (current.msgid !== undefined && current.msgid !== '') {
      entries.push({ id: current.msgid, translation: current.msgstr ?? '', flags, extracted });
    }
    current = {};
    flags = [];
    extracted = [];
    field = null;
  };
  for (const raw of source.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '') {
      flush();
    } else if (line.startsWith('#,')) {
      flags.push(
        ...line
          .slice(2)
          .split(',')
          .map((flag) => flag.trim()),
      );
    } else if (line.startsWith('#.')) {
      extracted.push(line.slice(2).trim());
    } else if (line.startsWith('#')) {
      continue;
    } else if (line.startsWith('"') && field) {
      current[field] = (current[field] ?? '') + unquote(line);
    } else {
      const match = /^(msgctxt|msgid|msgstr)\s+(".*")$/.exec(line);
      if (!match) throw new Error(`Not a PO line: ${line}`);
      if (match[1] === 'msgid' && current.msgstr !== undefined) flush();
      field = match[1] as 'msgid' | 'msgstr' | 'msgctxt';
      current[field] = unquote(match[2]!);
    }
  }
  flush();
  return entries;
}
