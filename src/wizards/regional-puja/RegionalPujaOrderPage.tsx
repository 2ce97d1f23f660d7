/* Scaffold: replaced by the real page in its issue. */
export default function RegionalPujaOrderPage() {
  return <h1>Order a puja at a regional event</h1>;
}
