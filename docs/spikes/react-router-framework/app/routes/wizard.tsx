import { lazy, Suspense } from 'react';

/** The wizard's flow (XState + zod) in a chunk of its own, as today's wizard-page.tsx does. */
const Flow = lazy(() => import('../wizard/flow'));

export function meta() {
  return [{ title: 'Order a puja online' }];
}

export default function Wizard() {
  return (
    <section className="wizard-shell">
      <h1>Order a puja online</h1>
      <Suspense fallback={<p>Loading...</p>}>
        <Flow />
      </Suspense>
    </section>
  );
}
