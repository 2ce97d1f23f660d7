/**
 * The three ways a panel's server call ends in a model: the answer, a refusal
 * (the view's actor throws an Error with the server's message) and no answer
 * (the API client's OFFLINE answer, thrown the same way).
 */
import type { Outcome } from './model-harness';

/** What the actors throw when the server cannot be reached. */
export const UNREACHABLE = new Error('The server could not be reached');

export function callOutcomes(
  answer: Outcome,
  refusal: { label: string; message: string },
  unreachable: Error = UNREACHABLE,
): Outcome[] {
  return [
    answer,
    { label: refusal.label, error: new Error(refusal.message) },
    { label: 'no answer', error: unreachable },
  ];
}
