/**
 * One browser history entry per wizard step. The machine tells this actor
 * which step it entered; a new step gets its own entry (the first one replaces
 * the page's entry), and Back or Forward onto an entry of the wizard is sent
 * back to the machine as `history.go`. The URL stays the same.
 */
import { fromCallback } from 'xstate';
import type { StepHistoryEvent } from '../../machines/shared';

type EntryState = { wizardStep?: string } & Record<string, unknown>;

export const browserStepHistory = fromCallback<StepHistoryEvent, void>(({ sendBack, receive }) => {
  const onPop = (event: PopStateEvent) => {
    const step = (event.state as EntryState | null)?.wizardStep;
    if (typeof step === 'string') sendBack({ type: 'history.go', step });
  };
  window.addEventListener('popstate', onPop);
  receive((event) => {
    const current = window.history.state as EntryState | null;
    if (current?.wizardStep === event.step) return;
    const next: EntryState = { ...(current ?? {}), wizardStep: event.step };
    if (current?.wizardStep === undefined) window.history.replaceState(next, '');
    else window.history.pushState(next, '');
  });
  return () => window.removeEventListener('popstate', onPop);
});
