/* Scaffold: replaced by the real page in its issue. */
export default function HomePage() {
  return <h1>Pujas and Vedic astrology</h1>;
}
