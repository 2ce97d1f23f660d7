/* Scaffold: replaced by the real page in its issue. */
export default function JyotishPage() {
  return <h1>Online Astrology Reading (Jyotish)</h1>;
}
