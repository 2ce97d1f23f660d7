/* Scaffold: replaced by the real page in its issue. */
export default function PujaOrderStartPage() {
  return <h1>Before you order a puja</h1>;
}
