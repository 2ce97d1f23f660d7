/* Scaffold: replaced by the real page in its issue. */
export default function WhatIsPujaPage() {
  return <h1>What is Puja?</h1>;
}
