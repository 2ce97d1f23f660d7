/**
 * The email blocks of proof of offering: each photograph by its served
 * address (the mail stays small, and a withdrawn photograph disappears from
 * mails opened later too; decision 0130) and the video link, in the mail's
 * language (the order's).
 */
import type { EmailBlock } from '../mail';
import type { MailReader } from '../i18n';
import { photoPath, type AttachedProof } from './photo-store';
import { trimTrailingSlashes } from '../../domain/trailing-slashes';
import { messageTable } from '../../domain/message-text';

const PROOF_TEXT = messageTable('email.proof', {
  photo: 'Photograph of the puja offered on {day}',
  photoUndated: 'Photograph of the puja',
  video: 'Watch the video of the puja',
});

export function proofEmailBlocks(
  proof: AttachedProof,
  publicUrl: string,
  { say, day }: Pick<MailReader, 'say' | 'day'>,
): EmailBlock[] {
  const origin = trimTrailingSlashes(publicUrl);
  return [
    ...proof.photos.map((photo): EmailBlock => ({
      kind: 'image',
      src: `${origin}${photoPath(photo.id)}`,
      alt: photo.pujaDate
        ? say(PROOF_TEXT.photo, { day: day(photo.pujaDate) })
        : say(PROOF_TEXT.photoUndated),
      ...(photo.caption && { caption: photo.caption }),
    })),
    ...(proof.videoUrl
      ? [{ kind: 'link', label: say(PROOF_TEXT.video), href: proof.videoUrl } as const]
      : []),
  ];
}
