/**
 * Who runs the site. The centre's legal name and its postal address are not
 * in any public source we found: the temple sets them here (see
 * docs/site.md). A null address renders as a clearly labelled
 * placeholder on the printable order form.
 */
export const CENTRE_NAME = 'Mata Amritanandamayi Center';

/** Postal address for mailed order forms, one line per entry; null until the temple provides it. */
export const MAILING_ADDRESS: readonly string[] | null = null;
