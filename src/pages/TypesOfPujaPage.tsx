/* Scaffold: replaced by the real page in its issue. */
export default function TypesOfPujaPage() {
  return <h1>Types of Pujas</h1>;
}
