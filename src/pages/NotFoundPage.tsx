/* Scaffold: replaced by the real page in its issue. */
export default function NotFoundPage() {
  return <h1>Page not found</h1>;
}
