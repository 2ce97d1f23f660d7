/** The languages as address prefixes (English unprefixed), and a few content pages. */
export const LANGUAGE_PREFIXES = ['', '/ml', '/ta', '/hi'];
export const CONTENT_PATHS = ['', '/terms', '/types-of-puja'];
export const WIZARD_PATH = '/order-a-puja-online';
