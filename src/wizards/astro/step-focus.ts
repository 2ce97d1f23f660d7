import { useEffect, useRef } from 'react';

/**
 * The step's heading takes focus when one step replaces another (not on the
 * page's first step: the visitor has not acted yet).
 */
export function useStepFocus(step: string | null) {
  const ref = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    ref.current?.focus();
  }, [step]);
  return ref;
}
