/**
 * Marking people performed through the real PerformedPanel: a covering set
 * of the model's paths with user-event, the server's answers given by the
 * fake console API. The panel is given one scope (the people chosen on an
 * order), so that is the only choice its button makes. Photographs are
 * chosen with the "Choose photographs" file input; the video link is typed.
 */
import { fireEvent, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { act } from 'react';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { PerformedScope, PhotoFile } from '../../machines/staff';
import { markPerformedSpec, PEOPLE_SCOPE } from '../../machines/staff/test-support/staff-model';
import { viewModelSuite } from '../wizards/shared/test-support/view-suite';
import { PerformedPanel } from './PerformedPanel';
import { buttonNamed, hasAlert, hasButton } from './test-support/page-queries';
import { panelSession } from './test-support/panel-session';

const button = hasButton;
const text = (pattern: RegExp | string) => screen.queryByText(pattern) !== null;
const LABEL = 'Mark the chosen people performed';
const SCOPE: PerformedScope = { ...PEOPLE_SCOPE, positions: [...PEOPLE_SCOPE.positions] };
const noop = () => undefined;

/** A real File with the model's name, type and size. */
const fileOf = (file: PhotoFile) =>
  new File([new Uint8Array(file.size)], file.name, { type: file.type });

/** Choosing files, removing one, captions and the video link; the rest are buttons. */
function performedStep(event: EventObject, user: UserEvent): Promise<void> | undefined {
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
    return retype(user, screen.getAllByLabelText(/^Caption for /)[index]!, caption);
  }
  if (event.type === 'performed.video') {
    const { url } = event as EventObject & { url: string };
    return retype(user, screen.getByLabelText('Video link (optional)'), url);
  }
  return undefined;
}

async function retype(user: UserEvent, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  return user.paste(text);
}

viewModelSuite(markPerformedSpec, {
  start: (_entry, inspect) =>
    panelSession(
      (api) => (
        <PerformedPanel api={api} scope={SCOPE} label={LABEL} onDone={noop} inspect={inspect} />
      ),
      {
        answer: (output, event) =>
          event.src === 'uploadPhoto' ? { photo: output } : { marked: output },
        buttons: {
          'performed.choose': LABEL,
          'performed.confirm': 'Yes, mark performed',
          'performed.retry': 'Try again',
          'performed.cancel': 'Cancel',
          'performed.close': 'Close',
        },
        steps: performedStep,
      },
    ),
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
