/**
 * Turns an uploaded file into the two JPEGs we keep: the bytes are sniffed
 * (never the name or Content-Type), the pixel count is capped before decoding
 * (decompression bombs), the image is turned upright by its EXIF orientation,
 * converted to sRGB, resized and re-encoded. sharp writes no metadata unless
 * asked, so EXIF (GPS included), XMP, IPTC and ICC profiles are all dropped.
 *
 * The file is decoded once, to the large size's pixels, and both JPEGs are
 * made from those; and one upload is decoded at a time in this server (a
 * queue), so that a few large photographs arriving together cannot take all
 * its memory and CPU.
 *
 * JPEG, not WebP: the photographs go into emails, and Outlook's desktop
 * clients still show no WebP.
 */
import sharp from 'sharp';
import { MAX_PHOTO_BYTES, photoLimitText } from '../../domain/proof';
import { ApiError } from '../http';

/**
 * 40 megapixels: the 12 to 24 MP of phones' usual photographs with room to spare (a 108 MP mode's
 * pictures are refused); a 40 MP RGB image is about 120 MB while it is decoded.
 */
export const MAX_INPUT_PIXELS = 40_000_000;
const MAX_MEGAPIXELS = MAX_INPUT_PIXELS / 1_000_000;
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

/** The uploads' queue: each decode starts when the one before it has finished. */
let queue: Promise<unknown> = Promise.resolve();

function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

const tooManyPixels = () =>
  refusal(413, 'PHOTO_TOO_LARGE', `A photograph may have at most ${MAX_MEGAPIXELS} megapixels`);

/** The file decoded once: upright, sRGB, on white where transparent, at most FULL_EDGE. */
async function decodeOnce(bytes: Buffer) {
  try {
    return await sharp(bytes, {
      limitInputPixels: MAX_INPUT_PIXELS,
      failOn: 'error',
      autoOrient: true,
    })
      .toColourspace('srgb')
      .flatten({ background: '#ffffff' })
      .resize(FULL_EDGE, FULL_EDGE, { fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    if (/pixel limit/i.test(String(error))) throw tooManyPixels();
    throw refusal(415, 'NOT_A_PHOTO', 'This photograph could not be read');
  }
}

export async function processPhoto(bytes: Buffer): Promise<ProcessedPhoto> {
  if (bytes.length > MAX_PHOTO_BYTES) {
    throw refusal(413, 'PHOTO_TOO_LARGE', `A photograph may be at most ${photoLimitText}`);
  }
  if (sniffImage(bytes) === null) {
    throw refusal(415, 'NOT_A_PHOTO', 'This file is not a JPEG, PNG or WebP photograph');
  }
  return oneAtATime(async () => {
    const { data, info } = await decodeOnce(bytes);
    const { width, height, channels } = info;
    // Both sizes from the decoded pixels: the file itself is not read again.
    const pixels = () => sharp(data, { raw: { width, height, channels } });
    const [image, thumb] = await Promise.all([
      pixels().jpeg({ quality: 82, mozjpeg: true, progressive: true }).toBuffer(),
      pixels()
        .resize(THUMB_EDGE, THUMB_EDGE, { fit: 'inside', withoutEnlargement: true })
        .jpeg({ quality: 78, mozjpeg: true, progressive: true })
        .toBuffer(),
    ]);
    return { image, thumb, width, height };
  });
}
