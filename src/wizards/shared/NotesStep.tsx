import { TextArea, errorFor } from '../../ui/form';
import { Trans, useLingui } from '@lingui/react/macro';
import { useTranslatedErrors } from './translate-errors';
import { prasadPlaceNames } from '../../../machines/order';
import { PrasadPlaces } from './PrasadPlaces';
import type { StepProps } from './types';

export function NotesStep({ snapshot, send, flow, copy }: StepProps) {
  const { t } = useLingui();
  const errors = useTranslatedErrors(snapshot.context.errors);
  return (
    <>
      <TextArea
        id="notes"
        label={t`Notes for the temple (optional)`}
        hint={copy.notesHint}
        value={snapshot.context.notes}
        error={errorFor(errors, 'notes')}
        onChange={(value) => send({ type: 'notes.update', value })}
      />
      {flow.shipping ? (
        <>
          <p id="prasad-about">
            <Trans>
              After the puja the temple posts prasad (the blessed offerings) to the address you give
              next. If you would rather not receive it, say so here: nothing is posted, and your
              receipt lists no goods.
            </Trans>{' '}
            <PrasadPlaces names={prasadPlaceNames(snapshot.context)} />
          </p>
          <div className="field field--checkbox">
            <input
              type="checkbox"
              id="prasad-declined"
              aria-describedby="prasad-about"
              checked={snapshot.context.prasadDeclined}
              onChange={(event) => send({ type: 'prasad.decline', declined: event.target.checked })}
            />
            <label htmlFor="prasad-declined">
              <Trans>Do not post prasad to me</Trans>
            </label>
          </div>
        </>
      ) : null}
    </>
  );
}
