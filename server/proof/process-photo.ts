/**
 * Turns an uploaded file into the two JPEGs we keep: the bytes are sniffed
 * (never the name or Content-Type), the pixel count is capped before decoding
 * (decompression bombs), the image is turned upright by its EXIF orientation,
 * converted to sRGB, resized and re-encoded. sharp writes no metadata unless
 * asked, so EXIF (GPS included), XMP, IPTC and ICC profiles are all dropped.
 *
 * JPEG, not WebP: the photographs go into emails, and Outlook's desktop
 * clients still show no WebP.
 */
import sharp, { type Metadata } from 'sharp';
import { MAX_PHOTO_BYTES, photoLimitText } from '../../domain/proof';
import { ApiError } from '../http';

/** 100 megapixels: a 108 MP phone mode still fits; a 1 KB PNG claiming 20000 x 20000 does not. */
export const MAX_INPUT_PIXELS = 100_000_000;
export const FULL_EDGE = 1600;
export const THUMB_EDGE = 480;

export interface ProcessedPhoto {
  image: Buffer;
  thumb: Buffer;
  width: number;
  height: number;
}

const refusal = (status: number, code: string, message: string) =>
  new ApiError(status, code, message, [{ path: 'photo', message }]);

/** Which image format the first bytes are, if one we take. */
export function sniffImage(bytes: Buffer): 'jpeg' | 'png' | 'webp' | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'jpeg';
  }
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'png';
  }
  if (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'webp';
  }
  return null;
}

export async function processPhoto(bytes: Buffer): Promise<ProcessedPhoto> {
  if (bytes.length > MAX_PHOTO_BYTES) {
    throw refusal(413, 'PHOTO_TOO_LARGE', `A photograph may be at most ${photoLimitText}`);
  }
  if (sniffImage(bytes) === null) {
    throw refusal(415, 'NOT_A_PHOTO', 'This file is not a JPEG, PNG or WebP photograph');
  }
  const input = () =>
    sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', autoOrient: true });
  const tooManyPixels = () =>
    refusal(413, 'PHOTO_TOO_LARGE', 'A photograph may have at most 100 megapixels');
  let meta: Metadata;
  try {
    meta = await input().metadata();
  } catch (error) {
    if (/pixel limit/i.test(String(error))) throw tooManyPixels();
    throw refusal(415, 'NOT_A_PHOTO', 'This photograph could not be read');
  }
  if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_INPUT_PIXELS) throw tooManyPixels();
  // One decoded input feeds both sizes (clone), upright, in sRGB, on white where transparent.
  const upright = input().toColourspace('srgb').flatten({ background: '#ffffff' });
  const encode = (edge: number, quality: number) =>
    upright
      .clone()
      .resize(edge, edge, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality, mozjpeg: true, progressive: true })
      .toBuffer({ resolveWithObject: true });
  try {
    const [full, thumb] = await Promise.all([encode(FULL_EDGE, 82), encode(THUMB_EDGE, 78)]);
    return {
      image: full.data,
      thumb: thumb.data,
      width: full.info.width,
      height: full.info.height,
    };
  } catch (error) {
    if (/pixel limit/i.test(String(error))) throw tooManyPixels();
    throw refusal(415, 'NOT_A_PHOTO', 'This photograph could not be read');
  }
}
