/* Scaffold: replaced by the real page in its issue. */
export default function RegionalAstroOrderPage() {
  return <h1>Book an astrology session at a regional event</h1>;
}
