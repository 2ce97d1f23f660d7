/* Scaffold: replaced by the real page in its issue. */
export default function TermsPage() {
  return <h1>Terms of Use</h1>;
}
