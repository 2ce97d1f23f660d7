/**
 * Proof of offering: the rules the console, its machine and the server share
 * for photographs and the video link attached when a puja is marked performed.
 */
import { z } from 'zod';
import { isHttpUrl } from './plain-text';

/** The largest photograph the console uploads and the server reads (a phone's photo is 2-8 MB). */
export const MAX_PHOTO_BYTES = 15 * 1024 * 1024;
/** Photographs per marking: enough for a ceremony, few enough for one email. */
export const MAX_PHOTOS = 6;
export const MAX_CAPTION = 200;

export const photoLimitText = '15 MB';

/** null when fine, else why the file cannot be a photograph (the server checks the bytes again). */
export function photoFileProblem(file: { type: string; size: number }): string | null {
  if (!file.type.startsWith('image/')) return 'This file is not a photograph';
  if (file.size === 0) return 'This file is empty';
  if (file.size > MAX_PHOTO_BYTES) return `A photograph may be at most ${photoLimitText}`;
  return null;
}

/** A video link: an absolute http(s) address (an unlisted recording), never javascript: or data:. */
export const videoUrlSchema = z
  .string()
  .trim()
  .min(1, 'Enter the video link')
  .max(500, 'At most 500 characters')
  .refine(isHttpUrl, 'Use an http:// or https:// address');

/** Whether a typed video link is usable: empty (none) or valid. */
export function videoUrlProblem(value: string): string | null {
  if (value.trim() === '') return null;
  const parsed = videoUrlSchema.safeParse(value);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Not a link');
}

/** The id of an uploaded photograph: 24 URL-safe characters (18 random bytes). */
export const photoIdSchema = z.string().regex(/^[A-Za-z0-9_-]{24}$/, 'Not a photograph id');

/** What the mark-performed calls may carry besides the people. */
export const proofInput = z.object({
  photos: z
    .array(
      z.object({
        id: photoIdSchema,
        caption: z.string().trim().max(MAX_CAPTION, `At most ${MAX_CAPTION} characters`).optional(),
      }),
    )
    .max(MAX_PHOTOS, `At most ${MAX_PHOTOS} photographs`)
    .optional(),
  videoUrl: videoUrlSchema.optional(),
});
export type ProofInput = z.infer<typeof proofInput>;

/** A photograph as the console and "My order" show it. */
export interface ProofPhoto {
  id: string;
  url: string;
  thumbUrl: string;
  alt: string;
}
