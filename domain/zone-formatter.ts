/**
 * The platform's Intl formatters for a time zone, built once per zone and set
 * of fields (building one is slow), and the check that a zone name is known.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

/** An en-US, 24-hour formatter showing `fields` in `timeZone`; throws for an unknown zone. */
export function zoneFormatter(
  timeZone: string,
  fields: Readonly<Intl.DateTimeFormatOptions>,
): Intl.DateTimeFormat {
  const key = `${timeZone} ${JSON.stringify(fields)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', ...fields });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** True when the platform knows the IANA zone name. */
export function isValidTimeZone(timeZone: string): boolean {
  if (!timeZone || timeZone.length > 64) return false;
  try {
    zoneFormatter(timeZone, {});
    return true;
  } catch {
    return false;
  }
}
