// The wizards keep their amounts in dollars, as the order payloads do; the
// format itself is the site's one money format.
export { formatDollars as formatMoney } from '../../domain/money';
