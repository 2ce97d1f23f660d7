/** Proof of offering (photographs, video links) as the rest of the server sees it. */
export { proofEmailBlocks } from './proof-email';
export {
  attachProof,
  checkProof,
  photoAlt,
  photoPath,
  photosForOrder,
  proofForOffering,
  proofOfDate,
  STAGED_PHOTO_MS,
  stagePhoto,
  withdrawPhoto,
  type AttachedProof,
  type PersonProof,
  type ProofPerson,
} from './photo-store';
export { MAX_INPUT_PIXELS, processPhoto, sniffImage } from './process-photo';
export { registerPhotoRoute } from './serve-route';
