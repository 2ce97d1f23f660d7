/**
 * The email blocks of proof of offering: each photograph by its served
 * address (the mail stays small, and a withdrawn photograph disappears from
 * mails opened later too; decision 0130) and the video link.
 */
import type { EmailBlock } from '../mail';
import { photoAlt, photoPath, type AttachedProof } from './photo-store';
import { trimTrailingSlashes } from '../../domain/trailing-slashes';

export function proofEmailBlocks(proof: AttachedProof, publicUrl: string): EmailBlock[] {
  const origin = trimTrailingSlashes(publicUrl);
  return [
    ...proof.photos.map((photo): EmailBlock => ({
      kind: 'image',
      src: `${origin}${photoPath(photo.id)}`,
      alt: `Photograph: ${photoAlt(photo.pujaDate)}`,
      ...(photo.caption && { caption: photo.caption }),
    })),
    ...(proof.videoUrl
      ? [{ kind: 'link', label: 'Watch the video of the puja', href: proof.videoUrl } as const]
      : []),
  ];
}
