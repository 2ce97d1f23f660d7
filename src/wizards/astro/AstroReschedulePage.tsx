/* Scaffold: replaced by the real page in its issue. */
export default function AstroReschedulePage() {
  return <h1>Reschedule an astrology reading</h1>;
}
