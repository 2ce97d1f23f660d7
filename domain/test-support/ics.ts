/** Test-only: reading back what `buildIcs` wrote (domain/astro/ics.ts). */

/** Reads back the unfolded properties of the first VEVENT (the tests' check of what was sent). */
export function parseIcsEvent(ics: string): Record<string, string> {
  const unfolded = ics.replace(/\r\n[ \t]/g, '');
  const properties: Record<string, string> = {};
  let inEvent = false;
  for (const line of unfolded.split(/\r\n/)) {
    if (line === 'BEGIN:VEVENT') inEvent = true;
    else if (line === 'END:VEVENT') break;
    else if (line.startsWith('METHOD:')) properties.METHOD = line.slice(7);
    else if (inEvent) {
      const colon = line.indexOf(':');
      const name = line.slice(0, colon).split(';')[0] ?? '';
      properties[name] = line.slice(colon + 1);
    }
  }
  return properties;
}
