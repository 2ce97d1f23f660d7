/* Scaffold: replaced by the real page in its issue. */
export default function PujaRecommendationPage() {
  return <h1>Puja Recommendation</h1>;
}
