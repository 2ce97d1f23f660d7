/**
 * "Order again" arrives from an order's page as the navigation's state: the
 * wizard takes it once, as its machine's input, and the history entry forgets
 * it, so a reload resumes the draft the wizard saved instead of starting over.
 */
import { useEffect, useRef, useState } from 'react';
import type { OrderSeed } from '../../../machines/order';
// The paths' module, not ./my-order's schemas: the wizard's start loads no zod for a key.
import { ORDER_AGAIN_STATE } from '../../../domain/my-order-paths';
import { usePageAddress } from './page-address';

function seedOf(state: unknown): OrderSeed | null {
  const seed = (state as Record<string, unknown> | null)?.[ORDER_AGAIN_STATE] as
    Partial<OrderSeed> | undefined;
  return seed && Array.isArray(seed.people) && seed.shipping && seed.billing
    ? (seed as OrderSeed)
    : null;
}

export function useOrderAgainSeed(): OrderSeed | null {
  // The address as the page opened: its entry is the one that forgets the seed.
  const [opened] = useState(usePageAddress());
  const [seed] = useState(() => seedOf(opened.state));
  const forgotten = useRef(false);
  useEffect(() => {
    // Once: the seed never changes after the first render.
    if (!seed || forgotten.current) return;
    forgotten.current = true;
    opened.replaceState(null);
  }, [seed, opened]);
  return seed;
}
