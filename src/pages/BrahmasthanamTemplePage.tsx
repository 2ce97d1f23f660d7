/* Scaffold: replaced by the real page in its issue. */
export default function BrahmasthanamTemplePage() {
  return <h1>Brahmasthanam Temple</h1>;
}
