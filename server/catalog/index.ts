/** The catalog (pujas, regions, events, places, the temple's details) as the rest of the server sees it. */
export { PrefsCache } from './cache';
export { closeMatches, resolvePlace, searchPlaces } from './gazetteer';
export { readPrasadPlaces } from './prasad-places';
export { languageOf, registerPrefsRoutes } from './prefs-routes';
export { lineNamesIn, readingNameIn, type LineName, type NamedLine } from './catalog-names';
export { localizedOf, readTexts } from './catalog-texts';
export { seedCatalogTexts } from './seed-texts';
export { regionTimeZone } from './region-time-zone';
export { SAMPLE_TEMPLE_DETAILS } from './sample-temple-details';
export { sanitizeEventHtml } from './sanitize';
export { cutoffFor } from './schedule-rules';
export { seedCatalog, topUpSchedules } from './seed';
export { forgetTempleDetails, readTempleDetails, templeDetailsFromRow } from './temple-details';
