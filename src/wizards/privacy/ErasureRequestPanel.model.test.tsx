/**
 * The devotee's erasure request through the real panel: a covering set of the
 * model's paths with user-event; the request's sender is a fake that answers
 * when the path says.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, expect } from 'vitest';
import type { I18n } from '@lingui/core';
import { i18nWrapper, testI18n } from '../../../tests/test-support/i18n';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { ErasureRequested } from '../../../machines/privacy';
import { erasureRequestSpec } from '../../../machines/privacy/test-support/privacy-model';
import { isOutcomeEvent } from '../../../machines/test-support/model-harness';
import type { DevoteeErasureRequest } from '../../../domain/privacy/requests';
import { buttonNamed } from '../shared/test-support/page-driving';
import { viewModelSuite } from '../shared/test-support/view-suite';
import { ErasureRequestPanel } from './ErasureRequestPanel';

const BUTTONS: Readonly<Record<string, string>> = {
  'erasure.ask': 'Ask to erase my details',
  'erasure.confirm': 'Yes, ask to erase them',
  'erasure.retry': 'Try again',
  'erasure.cancel': 'Cancel',
};
const has = (name: string) =>
  [...document.querySelectorAll('button')].some((b) => (b.textContent ?? '').trim() === name);
const text = (pattern: RegExp | string) => screen.queryByText(pattern) !== null;

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
});

viewModelSuite(erasureRequestSpec, {
  start(entry, inspect) {
    const { request } = entry.input as { request: DevoteeErasureRequest };
    const sent: DevoteeErasureRequest[] = [];
    const pending: { resolve: (v: ErasureRequested) => void; reject: (e: unknown) => void }[] = [];
    const requestErasure = (input: DevoteeErasureRequest) =>
      new Promise<ErasureRequested>((resolve, reject) => {
        sent.push(input);
        pending.push({ resolve, reject });
      });
    const view = render(
      <ErasureRequestPanel request={request} requestErasure={requestErasure} inspect={inspect} />,
      { wrapper: i18nWrapper(i18n) },
    );
    return {
      async perform(event: EventObject, user) {
        if (isOutcomeEvent(event)) {
          await waitFor(() => {
            if (pending.length === 0) throw new Error('The panel sent no request');
          });
          expect(sent.at(-1)).toEqual(request);
          const call = pending.shift()!;
          const { outcome } = event;
          await act(async () => {
            if ('error' in outcome) call.reject(outcome.error);
            else call.resolve(outcome.output as ErasureRequested);
          });
          return;
        }
        const name = BUTTONS[event.type];
        if (name === undefined) throw new Error(`The panel has no way to send ${event.type}`);
        // Cancel is "Keep my details" while confirming.
        const shown =
          event.type === 'erasure.cancel' && has('Keep my details') ? 'Keep my details' : name;
        await user.click(buttonNamed(shown));
      },
      unmount: () => view.unmount(),
    };
  },
  viewOf: (snapshot: AnyMachineSnapshot) => String(snapshot.value),
  views: {
    idle: () => has('Ask to erase my details'),
    confirming: () => has('Yes, ask to erase them') && has('Keep my details'),
    sending: () => text('Sending your request...') && !has('Yes, ask to erase them'),
    failed: () => document.querySelector('[role="alert"]') !== null && has('Try again'),
    sent: () => text(/Your request was received on/) && !has('Ask to erase my details'),
  },
});
