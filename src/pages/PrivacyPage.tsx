/* Scaffold: replaced by the real page in its issue. */
export default function PrivacyPage() {
  return <h1>Privacy Policy</h1>;
}
