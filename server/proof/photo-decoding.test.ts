/**
 * How an uploaded photograph is decoded: once (no second pass over the file for its metadata or
 * for each size), one upload at a time across the server (two uploads never decode together),
 * and never past 40 megapixels (refused with a 413 that names the field `photo`).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../http';
import { MAX_INPUT_PIXELS, processPhoto } from './process-photo';

const FIXTURE = readFileSync(path.join(process.cwd(), 'tests/fixtures/puja-photo-with-gps.jpg'));

/** The file a sharp pipeline reads (sharp keeps its input in `options.input`). */
const inputOf = (pipeline: Sharp) =>
  (pipeline as unknown as { options: { input: { buffer?: Buffer } } }).options.input.buffer;

/**
 * Watches every pass of sharp over one of `files` (a metadata read or a decode, its clones'
 * too): how many there were, and the most that ran at once.
 */
function watchPasses(files: readonly Buffer[]) {
  const seen = { passes: 0, running: 0, mostAtOnce: 0 };
  for (const method of ['toBuffer', 'metadata'] as const) {
    const original = sharp.prototype[method] as (...args: unknown[]) => Promise<unknown>;
    vi.spyOn(sharp.prototype, method).mockImplementation(function (
      this: Sharp,
      ...args: unknown[]
    ) {
      const input = inputOf(this);
      // By content: sharp's clone() copies its input.
      if (!input || !files.some((file) => file.equals(input))) {
        return original.apply(this, args) as never;
      }
      seen.passes += 1;
      seen.running += 1;
      seen.mostAtOnce = Math.max(seen.mostAtOnce, seen.running);
      return original.apply(this, args).finally(() => {
        seen.running -= 1;
      }) as never;
    });
  }
  return seen;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('decoding an uploaded photograph', () => {
  it('reads the file once for both sizes', async () => {
    const seen = watchPasses([FIXTURE]);
    const photo = await processPhoto(FIXTURE);
    expect(photo).toMatchObject({ width: 240, height: 320 });
    expect((await sharp(photo.thumb).metadata()).width).toBeLessThanOrEqual(480);
    expect(seen.passes).toBe(1);
  });

  it('decodes one upload at a time, however many arrive together', async () => {
    const copies = [0, 1, 2].map(() => Buffer.from(FIXTURE));
    const seen = watchPasses(copies);
    const photos = await Promise.all(copies.map((bytes) => processPhoto(bytes)));
    expect(photos.map((photo) => photo.width)).toEqual([240, 240, 240]);
    expect(seen.passes).toBe(3);
    expect(seen.mostAtOnce).toBe(1);
  });

  it('refuses a photograph over 40 megapixels with a 413 naming the field', async () => {
    expect(MAX_INPUT_PIXELS).toBe(40_000_000);
    // 8000 x 6000 = 48 megapixels, a few hundred kilobytes as a flat PNG.
    const large = await sharp({
      create: { width: 8000, height: 6000, channels: 3, background: '#808080' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const refusal = await processPhoto(large).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({
      statusCode: 413,
      code: 'PHOTO_TOO_LARGE',
      fields: [{ path: 'photo', message: 'A photograph may have at most 40 megapixels' }],
    });
    // A later upload is not held up by the refused one.
    expect((await processPhoto(FIXTURE)).width).toBe(240);
  });
});
