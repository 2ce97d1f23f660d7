import { useId } from 'react';
import type { MarkPerformedEvent, PhotoChoice, ProofProblems } from '../../machines/staff';
import { MAX_PHOTOS, photoLimitText } from '../../domain/proof';
import { Button, describedBy, HintAndError, TextField } from '../ui/form';

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;

/**
 * The optional proof of a marking: photographs (taken now with the phone's
 * camera, or chosen from its gallery) and a video link. Renders the machine's
 * context and sends its events; the checks are the machine's.
 */
export function ProofFields({
  photos,
  videoUrl,
  problems,
  send,
}: {
  photos: readonly PhotoChoice[];
  videoUrl: string;
  problems: ProofProblems;
  send: (event: MarkPerformedEvent) => void;
}) {
  const id = useId();
  const hint = `JPEG, PNG or WebP, at most ${photoLimitText} each and ${MAX_PHOTOS} in all. Location and camera details are removed before anyone sees them.`;
  const pick = (input: HTMLInputElement) => {
    const files = [...(input.files ?? [])];
    input.value = '';
    if (files.length > 0) send({ type: 'performed.photos', files });
  };
  return (
    <fieldset className="staff-proof">
      <legend>Proof of offering (optional)</legend>
      <p id={`${id}-photos-label`}>Photographs taken at the puja</p>
      <HintAndError id={`${id}-photos`} hint={hint} error={problems.photos} />
      <div className="staff-proof__pickers">
        <label className="staff-file">
          Take a photograph
          <input
            type="file"
            accept="image/*"
            capture="environment"
            aria-describedby={describedBy(`${id}-photos`, hint, problems.photos)}
            onChange={(event) => pick(event.target)}
          />
        </label>
        <label className="staff-file">
          Choose photographs
          <input
            type="file"
            accept="image/*"
            multiple
            aria-describedby={describedBy(`${id}-photos`, hint, problems.photos)}
            onChange={(event) => pick(event.target)}
          />
        </label>
      </div>
      {photos.length > 0 && (
        <ul aria-labelledby={`${id}-photos-label`}>
          {photos.map((photo, index) => (
            <li key={`${index}-${photo.file.name}`}>
              {photo.file.name} ({sizeText(photo.file.size)}){photo.id ? ', uploaded' : ''}{' '}
              <TextField
                id={`${id}-caption-${index}`}
                label={`Caption for ${photo.file.name} (optional)`}
                hint="Shown under the photograph in the devotees' email."
                value={photo.caption}
                onChange={(caption) => send({ type: 'performed.caption', index, caption })}
              />
              <Button
                type="button"
                variant="secondary"
                onClick={() => send({ type: 'performed.removePhoto', index })}
              >
                Remove<span className="visually-hidden"> {photo.file.name}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <TextField
        id={`${id}-video`}
        label="Video link (optional)"
        hint="An http:// or https:// address, for example an unlisted recording of the puja."
        value={videoUrl}
        error={problems.videoUrl}
        inputMode="text"
        onChange={(url) => send({ type: 'performed.video', url })}
      />
    </fieldset>
  );
}
