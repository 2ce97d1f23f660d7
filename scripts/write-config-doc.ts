/**
 * `npm run docs:config`: writes the settings reference of docs/configuration.md from the
 * configuration schema; `-- --check` only says whether the file is current.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { CONFIGURATION_DOC, withCurrentReference } from './config-doc';

const current = await readFile(CONFIGURATION_DOC, 'utf8');
const next = await withCurrentReference(current);
if (next === current) {
  console.log('docs/configuration.md is current');
} else if (process.argv.includes('--check')) {
  console.error('docs/configuration.md is out of date: run npm run docs:config');
  process.exit(1);
} else {
  await writeFile(CONFIGURATION_DOC, next);
  console.log('docs/configuration.md written');
}
