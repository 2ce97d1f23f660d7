/**
 * Writes tests/fixtures/puja-photo-with-gps.jpg: a small JPEG with GPS
 * coordinates, a camera make and an EXIF orientation (6: turn 90° clockwise)
 * in its EXIF, as a phone would write them. The e2e test uploads it and
 * checks the served image carries none of that and stands upright.
 *
 *   npx tsx scripts/make-test-photo.ts
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const WIDTH = 320;
const HEIGHT = 240;

// A lamp-coloured gradient with a dark band across the top (stored) rows.
const pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
for (let y = 0; y < HEIGHT; y += 1) {
  for (let x = 0; x < WIDTH; x += 1) {
    const at = (y * WIDTH + x) * 3;
    const band = y < 40;
    pixels[at] = band ? 60 : 200 + Math.round((55 * x) / WIDTH);
    pixels[at + 1] = band ? 20 : 120 + Math.round((80 * y) / HEIGHT);
    pixels[at + 2] = band ? 10 : 30;
  }
}

const jpeg = await sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
  .jpeg({ quality: 80 })
  .withExif({
    IFD0: { Make: 'PujaTestCam', Model: 'Phone 1' },
    IFD3: {
      GPSLatitudeRef: 'N',
      GPSLatitude: '8/1 53/1 2400/100',
      GPSLongitudeRef: 'E',
      GPSLongitude: '76/1 35/1 3600/100',
    },
  })
  .withMetadata({ orientation: 6 })
  .toBuffer();

const out = path.join(import.meta.dirname, '..', 'tests', 'fixtures', 'puja-photo-with-gps.jpg');
writeFileSync(out, jpeg);
console.log(`${out}: ${jpeg.length} bytes`);
