/* Scaffold: replaced by the real page in its issue. */
export default function RecommendationOrderPage() {
  return <h1>Request a puja recommendation</h1>;
}
