/* Scaffold: replaced by the real page in its issue. */
export default function SpecialPujasPage() {
  return <h1>Special Pujas</h1>;
}
