/* Scaffold: replaced by the real page in its issue. */
export default function ContentNavPage() {
  return <h1>Site map</h1>;
}
