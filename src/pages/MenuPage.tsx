/* Scaffold: replaced by the real page in its issue. */
export default function MenuPage() {
  return <h1>Menu</h1>;
}
