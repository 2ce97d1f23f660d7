/**
 * The product title, repeated here (it equals SITE_NAME of
 * domain/site-routes.ts, checked by a test) so the first-load bundle does
 * not carry the whole route table.
 */
export const SITE_NAME = 'Amrita Puja';
