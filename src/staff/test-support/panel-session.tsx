/**
 * One rendering of a console panel for its view-level model test: the panel
 * on the fake console API, a model outcome answered as the server answers it,
 * any other event sent by the test's own steps or else by its named button.
 */
import { render } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import type { EventObject } from 'xstate';
import { isOutcomeEvent, type OutcomeEvent } from '../../../machines/test-support/model-harness';
import type { StaffApi } from '../../../domain/staff/api-result';
import type { ViewSession } from '../../wizards/shared/test-support/view-suite';
import { apiAnswer, deferredApi, type ApiCall } from './deferred-api';
import { clickFor } from './page-queries';

export interface PanelDriving {
  /** The body of a success's answer (`output` is the model's). */
  answer: (output: unknown, event: OutcomeEvent) => unknown;
  /** Asserts on the calls made so far, before each answer. */
  checkCalls?: (calls: readonly ApiCall[]) => void;
  /** The button that sends each event type. */
  buttons: Readonly<Record<string, string>>;
  /** Events sent otherwise (typing, choosing files); `undefined` leaves one to its button. */
  steps?: (event: EventObject, user: UserEvent) => Promise<void> | undefined;
}

export function panelSession(
  draw: (api: StaffApi) => ReactElement,
  { answer: bodyOf, checkCalls, buttons, steps }: PanelDriving,
): ViewSession {
  const { api, answer, calls } = deferredApi();
  const view = render(draw(api));
  const click = clickFor(buttons);
  return {
    perform(event, user) {
      if (isOutcomeEvent(event)) {
        checkCalls?.(calls);
        return answer(apiAnswer(event.outcome, (output) => bodyOf(output, event)));
      }
      return steps?.(event, user) ?? click(event, user);
    },
    unmount: () => view.unmount(),
  };
}
