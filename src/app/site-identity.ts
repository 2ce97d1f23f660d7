/**
 * Who runs the site, for the copyright line until the temple's details (edited
 * in the staff console) have loaded. See docs/site.md.
 */
export const CENTRE_NAME = 'Mata Amritanandamayi Center';
