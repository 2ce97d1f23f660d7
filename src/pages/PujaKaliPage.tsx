/* Scaffold: replaced by the real page in its issue. */
export default function PujaKaliPage() {
  return <h1>Kali/Karthika Puja</h1>;
}
