/**
 * docs/configuration.md with its settings reference rendered from the configuration schema
 * (server/config/reference.ts), formatted as Prettier would: what `npm run docs:config`
 * (scripts/write-config-doc.ts) writes and scripts/config-doc.test.ts expects.
 */
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { REFERENCE_END, REFERENCE_START, settingsReference } from '../server/config/reference';

export const CONFIGURATION_DOC = path.resolve('docs', 'configuration.md');

/** `current` with its part between the markers replaced by the schema's reference. */
export async function withCurrentReference(current: string): Promise<string> {
  const start = current.indexOf(REFERENCE_START);
  const end = current.indexOf(REFERENCE_END);
  if (start < 0 || end < start) {
    throw new Error(`${CONFIGURATION_DOC} lacks the markers ${REFERENCE_START} … ${REFERENCE_END}`);
  }
  const text =
    current.slice(0, start) + settingsReference() + current.slice(end + REFERENCE_END.length);
  const options = await resolveConfig(CONFIGURATION_DOC);
  return format(text, { ...options, filepath: CONFIGURATION_DOC });
}
