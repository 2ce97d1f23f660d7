/* Scaffold: replaced by the real page in its issue. */
export default function OrderAPujaPage() {
  return <h1>Register for Puja</h1>;
}
