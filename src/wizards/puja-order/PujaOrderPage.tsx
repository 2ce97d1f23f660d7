/* Scaffold: replaced by the real page in its issue. */
export default function PujaOrderPage() {
  return <h1>Order a puja online</h1>;
}
