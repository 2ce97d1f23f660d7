/**
 * "Order again" arrives from an order's page as the navigation's state: the
 * wizard takes it once, as its machine's input, and the history entry forgets
 * it, so a reload resumes the draft the wizard saved instead of starting over.
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { OrderSeed } from '../../../machines/order';
// The paths' module, not ./my-order's schemas: the wizard's start loads no zod for a key.
import { ORDER_AGAIN_STATE } from '../../../domain/my-order-paths';

function seedOf(state: unknown): OrderSeed | null {
  const seed = (state as Record<string, unknown> | null)?.[ORDER_AGAIN_STATE] as
    Partial<OrderSeed> | undefined;
  return seed && Array.isArray(seed.people) && seed.shipping && seed.billing
    ? (seed as OrderSeed)
    : null;
}

export function useOrderAgainSeed(): OrderSeed | null {
  const location = useLocation();
  const navigate = useNavigate();
  const [seed] = useState(() => seedOf(location.state));
  const [opened] = useState(location);
  const forgotten = useRef(false);
  useEffect(() => {
    // Once: the seed never changes after the first render.
    if (!seed || forgotten.current) return;
    forgotten.current = true;
    navigate(opened, { replace: true, state: null });
  }, [seed, opened, navigate]);
  return seed;
}
