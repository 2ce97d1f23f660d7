/**
 * Marking people performed through the real PerformedPanel: a covering set
 * of the model's paths with user-event, the server's answers given by the
 * fake console API. The panel is given one scope (the people chosen on an
 * order), so that is the only choice its button makes. Photographs are
 * chosen with the "Choose photographs" file input; the video link is typed.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { act } from 'react';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { PerformedScope, PhotoFile } from '../../machines/staff';
import { markPerformedSpec, PEOPLE_SCOPE } from '../../machines/staff/test-support/staff-model';
import { isOutcomeEvent } from '../../machines/test-support/model-harness';
import { viewModelSuite } from '../wizards/shared/test-support/view-suite';
import { PerformedPanel } from './PerformedPanel';
import { apiAnswer, deferredApi } from './test-support/deferred-api';
import { buttonNamed, clickFor, hasAlert, hasButton } from './test-support/page-queries';

const button = hasButton;
const text = (pattern: RegExp | string) => screen.queryByText(pattern) !== null;
const LABEL = 'Mark the chosen people performed';
const SCOPE: PerformedScope = { ...PEOPLE_SCOPE, positions: [...PEOPLE_SCOPE.positions] };
const noop = () => undefined;
const clickButton = clickFor({
  'performed.choose': LABEL,
  'performed.confirm': 'Yes, mark performed',
  'performed.retry': 'Try again',
  'performed.cancel': 'Cancel',
  'performed.close': 'Close',
});

/** A real File with the model's name, type and size. */
const fileOf = (file: PhotoFile) =>
  new File([new Uint8Array(file.size)], file.name, { type: file.type });

viewModelSuite(markPerformedSpec, {
  start(_entry, inspect) {
    const { api, answer } = deferredApi();
    const view = render(
      <PerformedPanel api={api} scope={SCOPE} label={LABEL} onDone={noop} inspect={inspect} />,
    );
    return {
      async perform(event: EventObject, user) {
        if (isOutcomeEvent(event)) {
          const output = (event as EventObject & { output?: unknown }).output;
          return answer(
            apiAnswer(event.outcome, () =>
              event.src === 'uploadPhoto' ? { photo: output } : { marked: output },
            ),
          );
        }
        if (event.type === 'performed.photos') {
          const { files } = event as EventObject & { files: PhotoFile[] };
          // A browser's `accept` is a hint (a file dialog can show all files), so no filter here.
          const input = screen.getByLabelText('Choose photographs');
          return act(async () => {
            fireEvent.change(input, { target: { files: files.map(fileOf) } });
          });
        }
        if (event.type === 'performed.removePhoto') {
          const first = [...document.querySelectorAll('button')].find((b) =>
            (b.textContent ?? '').startsWith('Remove'),
          )!;
          return user.click(first);
        }
        if (event.type === 'performed.caption') {
          const { index, caption } = event as EventObject & { index: number; caption: string };
          const field = screen.getAllByLabelText(/^Caption for /)[index]!;
          await user.clear(field);
          await user.click(field);
          return user.paste(caption);
        }
        if (event.type === 'performed.video') {
          const field = screen.getByLabelText('Video link (optional)');
          await user.clear(field);
          await user.click(field);
          return user.paste((event as EventObject & { url: string }).url);
        }
        return clickButton(event, user);
      },
      unmount: () => view.unmount(),
    };
  },
  // The panel's button chooses the scope it was given.
  usable: (event) =>
    event.type !== 'performed.choose' ||
    (event as EventObject & { scope: PerformedScope }).scope.kind === 'people',
  viewOf: (snapshot: AnyMachineSnapshot) => String(snapshot.value),
  views: {
    idle: () => button(LABEL),
    confirming: () => button('Yes, mark performed') && !button(LABEL),
    uploading: () => text(/^Uploading photograph \d of \d/) && !button('Yes, mark performed'),
    submitting: () => text('Saving...') && !button('Yes, mark performed'),
    failed: () => hasAlert() && button('Try again'),
    done: () => text(/^Marked 3 people performed/) && buttonNamed('Close') !== null,
  },
});
