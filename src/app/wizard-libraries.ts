/**
 * The libraries every wizard runs on (zod/mini for the forms' rules, XState for the
 * flows), imported by ./wizard-page.tsx before the wizard's own code, so that
 * evaluating them is a task of its own: together with the wizard's modules
 * they made one long task on a phone (see docs/site.md).
 */
export { string } from 'zod/mini';
export { createActor } from 'xstate';
export { useMachine } from '@xstate/react';
