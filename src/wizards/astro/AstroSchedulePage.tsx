/* Scaffold: replaced by the real page in its issue. */
export default function AstroSchedulePage() {
  return <h1>Schedule an astrology reading</h1>;
}
