/**
 * `lingui extract` for the message tables of domain/message-text.ts
 * (decision 0203): Lingui's own extractor reads the `/*i18n*\/` descriptors
 * and the macros; this one adds, from every `messageTable('prefix', { key:
 * 'English' })` call, the message `prefix.key` with its English, at the
 * line of its key (the catalogs keep the same order as the source).
 * A descriptor inside a table is left to Lingui's extractor.
 */
import babel from '@lingui/cli/api/extractors/babel';
import type { ExtractedMessage, ExtractorType } from '@lingui/conf';
import ts from 'typescript';

const CALL = 'messageTable';

/** The key's name when it is written as a literal. */
function keyName(name: ts.PropertyName): string | null {
  return ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : null;
}

/** The messages of each `messageTable(…)` call in a module's source. */
export function tableMessages(filename: string, code: string): ExtractedMessage[] {
  if (new RegExp(`\\b${CALL} as\\b`).test(code)) {
    throw new Error(`${filename}: import ${CALL} under its own name, so that its tables are read`);
  }
  const source = ts.createSourceFile(filename, code, ts.ScriptTarget.Latest, true);
  const messages: ExtractedMessage[] = [];
  const lineOf = (node: ts.Node) =>
    source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      const [prefix, rows] = node.arguments;
      if (node.expression.text === CALL) {
        if (
          !prefix ||
          !ts.isStringLiteral(prefix) ||
          !rows ||
          !ts.isObjectLiteralExpression(rows)
        ) {
          throw new Error(`${filename}:${lineOf(node)}: ${CALL} takes a literal prefix and rows`);
        }
        for (const row of rows.properties) {
          if (!ts.isPropertyAssignment(row)) {
            throw new Error(`${filename}:${lineOf(row)}: a ${CALL} row is \`key: text\``);
          }
          const key = keyName(row.name);
          if (key === null) throw new Error(`${filename}:${lineOf(row)}: a computed key`);
          const text = row.initializer;
          if (ts.isStringLiteral(text) || ts.isNoSubstitutionTemplateLiteral(text)) {
            messages.push({
              id: `${prefix.text}.${key}`,
              message: text.text,
              origin: [filename, lineOf(row)],
            });
          }
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return messages;
}

/** Lingui's extractor, then the tables' messages of the same file. */
export const messageTableExtractor: ExtractorType = {
  match: (filename) => babel.match(filename),
  async extract(filename, code, onMessageExtracted, ctx) {
    await babel.extract(filename, code, onMessageExtracted, ctx);
    if (!code.includes(`${CALL}(`)) return;
    for (const message of tableMessages(filename, code)) onMessageExtracted(message);
  },
};
