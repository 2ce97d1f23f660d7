import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as browserBuild from './react-router-dom-light';

const SRC = path.resolve(__dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test-support' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The value (not type-only) names each file imports from `module`. */
function importedNames(module: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const pattern = new RegExp(`import\\s*(type\\s*)?\\{([^}]*)\\}\\s*from\\s*'${module}'`, 'g');
  for (const file of sourceFiles(SRC)) {
    for (const match of readFileSync(file, 'utf8').matchAll(pattern)) {
      if (match[1]) continue;
      const names = (match[2] ?? '')
        .split(',')
        .map((name) => name.trim())
        .filter((name) => name && !name.startsWith('type '))
        .map((name) => name.split(/\sas\s/)[0]?.trim() ?? name);
      found.set(path.relative(SRC, file), names);
    }
  }
  return found;
}

/** Files that may import react-router: the bridge to it and its light Link. */
const REACT_ROUTER_DOORS = ['app/router/ReactRouterBridge.tsx', 'app/router/light-link.tsx'];

describe('which parts use react-router', () => {
  it('keeps it out of the shell, the content pages and the design system', () => {
    const users = [
      ...importedNames('react-router-dom').keys(),
      ...importedNames('react-router').keys(),
    ];
    const light = users.filter(
      (file) => /^(app|pages|ui)\//.test(file) && !REACT_ROUTER_DOORS.includes(file),
    );
    expect(light).toEqual([]);
  });

  // Vite resolves 'react-router-dom' to ./react-router-dom-light.ts in the
  // browser build; a name it lacked would only show up as a failed build.
  it("finds every name the wizards and the staff console import from 'react-router-dom'", () => {
    const imports = importedNames('react-router-dom');
    expect(imports.size).toBeGreaterThan(5);
    const missing = [...imports].flatMap(([file, names]) =>
      names.filter((name) => !(name in browserBuild)).map((name) => `${file}: ${name}`),
    );
    expect(missing).toEqual([]);
  });
});
