/**
 * The photographs and video link chosen in the mark-performed panel: the
 * checks the machine's `validating` state makes (the server makes them again
 * on the bytes) and what the marking call sends.
 */
import { MAX_CAPTION, MAX_PHOTOS, photoFileProblem, videoUrlProblem } from '../../../domain/proof';

/** A chosen file (the browser's File is one): the machine reads its name, type and size only. */
export interface PhotoFile {
  readonly name: string;
  readonly type: string;
  readonly size: number;
}

export interface PhotoChoice {
  file: PhotoFile;
  /** Shown under the photograph in the devotees' mail; may name people (personal data). */
  caption: string;
  /** The server's id once uploaded. */
  id: string | null;
}

/** What the panel shows beside each field; empty when the proof is fine. */
export interface ProofProblems {
  photos?: string;
  videoUrl?: string;
}

export function proofProblems(photos: readonly PhotoChoice[], videoUrl: string): ProofProblems {
  const problems: ProofProblems = {};
  const bad = photos
    .map((photo) => {
      const problem =
        photoFileProblem(photo.file) ??
        (photo.caption.trim().length > MAX_CAPTION
          ? `the caption may have at most ${MAX_CAPTION} characters`
          : null);
      return problem && `${photo.file.name}: ${problem}`;
    })
    .filter(Boolean);
  if (photos.length > MAX_PHOTOS) problems.photos = `Choose at most ${MAX_PHOTOS} photographs`;
  else if (bad.length > 0) problems.photos = bad.join('. ');
  const video = videoUrlProblem(videoUrl);
  if (video) problems.videoUrl = video;
  return problems;
}

export const hasProblems = (problems: ProofProblems) =>
  problems.photos !== undefined || problems.videoUrl !== undefined;

/** The next photograph to upload. */
export const nextUpload = (photos: readonly PhotoChoice[]) => photos.find((p) => p.id === null);
