/* Scaffold: replaced by the real page in its issue. */
export default function AstroStartPage() {
  return <h1>Book an online astrology reading</h1>;
}
