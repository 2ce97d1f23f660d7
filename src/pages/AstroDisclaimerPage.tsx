/* Scaffold: replaced by the real page in its issue. */
export default function AstroDisclaimerPage() {
  return <h1>Astrology disclaimer</h1>;
}
