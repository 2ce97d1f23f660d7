/* Scaffold: replaced by the real page in its issue. */
export default function PrintableOrderFormPage() {
  return <h1>Printable puja order form</h1>;
}
