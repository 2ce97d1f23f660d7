/**
 * Loads and installs the solar days (domain/jyotish/solar-days.ts) for the
 * languages that show them, before the language is activated, so a puja's date
 * never renders once without its solar day. Other languages load nothing.
 */
const SOLAR_LANGUAGES = new Set(['ml', 'ta']);

export async function loadSolarDaysFor(language: string): Promise<void> {
  if (!SOLAR_LANGUAGES.has(language)) return;
  const { installSolarDays } = await import('../../../domain/jyotish/solar-days');
  installSolarDays();
}
