/** docs/configuration.md's settings reference is the one the configuration schema renders. */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { CONFIGURATION_DOC, withCurrentReference } from './config-doc';
import { ENV_FIELDS } from '../server/config/env-schema';

describe('docs/configuration.md', () => {
  it('is current with the schema (else: npm run docs:config)', async () => {
    const current = await readFile(CONFIGURATION_DOC, 'utf8');
    expect(await withCurrentReference(current)).toBe(current);
  });

  it('names every setting of the schema, and a changed description shows', async () => {
    const current = await readFile(CONFIGURATION_DOC, 'utf8');
    for (const name of Object.keys(ENV_FIELDS)) expect(current).toContain(`| \`${name}\``);
    // Whatever the file says between the markers is replaced by what the schema says.
    const stale = current.replace('the TCP port the server listens on', 'where it listens');
    expect(stale).not.toBe(current);
    expect(await withCurrentReference(stale)).toBe(current);
  });
});
