/**
 * The lint rules that hold the house's shape, tried on probe sources: each probe
 * breaks one rule and the lint must say so, so a rule that stops matching fails here.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function ruleIdsFor(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

describe('one-way imports', () => {
  it.each([
    ['machines/probe/machine.ts', "import { App } from '../../src/app/App';\nexport { App };\n"],
    [
      'server/probe/route.ts',
      "import { copy } from '../../src/wizards/shared/copy';\nexport { copy };\n",
    ],
    ['server/probe/route.ts', "import { api } from '../../src/api/http';\nexport { api };\n"],
    ['domain/probe.ts', "import { App } from '../src/app/App';\nexport { App };\n"],
  ])('%s may not import from src/', async (file, code) => {
    expect(await ruleIdsFor(file, code)).toContain('no-restricted-imports');
  });

  it('machines and the server import the shared domain/', async () => {
    const machine = "import { money } from '../../domain/money';\nexport { money };\n";
    expect(await ruleIdsFor('machines/probe/machine.ts', machine)).not.toContain(
      'no-restricted-imports',
    );
    expect(await ruleIdsFor('server/probe/route.ts', machine)).not.toContain(
      'no-restricted-imports',
    );
  });
});

describe('server features through their index', () => {
  it.each([
    ['server/orders/probe.ts', "import { x } from '../receipts/pdf-writer';\nexport { x };\n"],
    ['server/privacy/probe.ts', "import { x } from '../my-order/view';\nexport { x };\n"],
    ['server/receipts/probe.ts', "import { x } from '../config/load';\nexport { x };\n"],
  ])('%s may not reach into another feature', async (file, code) => {
    expect(await ruleIdsFor(file, code)).toContain('no-restricted-imports');
  });

  it('imports another feature through its index', async () => {
    const code = "import { x } from '../receipts';\nexport { x };\n";
    expect(await ruleIdsFor('server/orders/probe.ts', code)).not.toContain('no-restricted-imports');
  });
});

describe('no super-linear regular expressions', () => {
  it.each([
    [
      'server/probe/route.ts',
      'export const bad = /(a+)+$/;\n',
      'regexp/no-super-linear-backtracking',
    ],
    [
      'domain/probe.ts',
      'export const email = /^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$/;\n',
      'regexp/no-super-linear-backtracking',
    ],
    [
      'src/probe.ts',
      "export const trim = (p: string) => p.replace(/\\/+$/, '');\n",
      'regexp/no-super-linear-move',
    ],
    [
      'scripts/probe.ts',
      'export const q = /^\\s*q=(.*?)\\s*$/;\n',
      'regexp/no-super-linear-backtracking',
    ],
  ])('%s: %s is refused', async (file, code, rule) => {
    expect(await ruleIdsFor(file, code)).toContain(rule);
  });

  it('a linear pattern passes', async () => {
    const code = 'export const code = /^[A-Z0-9]{1,20}$/;\n';
    expect(await ruleIdsFor('machines/probe/machine.ts', code)).toEqual([]);
  });
});
