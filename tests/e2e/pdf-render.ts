/**
 * Words as a PDF draws them (pdf.js onto a canvas) and as Chromium draws
 * them (the same font files through @font-face), as ink to compare.
 */
import { readFile } from 'node:fs/promises';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import type { Browser } from 'playwright-core';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';
import { fontFaces, fontPaths } from '../../server/pdf';
import { grayFromRgba, type Gray } from '../test-support/ink';
import { openPdf } from '../test-support/pdfjs';

/** Canvas pixels per PDF point. */
export const SCALE = 4;

export interface RenderedPage {
  image: Gray;
  items: TextItem[];
  /** Page height in points. */
  height: number;
}

/** A page of a PDF rendered by pdf.js at SCALE, with its text items. */
export async function renderPdfPage(bytes: Uint8Array, pageNumber = 1): Promise<RenderedPage> {
  const doc = await openPdf(bytes);
  try {
    const page = await doc.getPage(pageNumber);
    const viewport = page.getViewport({ scale: SCALE });
    const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
    const context = canvas.getContext('2d');
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    await page.render({ canvasContext: context as never, viewport }).promise;
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    const content = await page.getTextContent();
    return {
      image: grayFromRgba(data, canvas.width, canvas.height),
      items: content.items.filter((item): item is TextItem => 'str' in item),
      height: page.view[3]!,
    };
  } finally {
    await doc.destroy();
  }
}

const blankRow = (image: Gray, y: number, left: number, right: number) => {
  for (let x = left; x < right; x += 1) if (image.ink[y * image.width + x]! > 0.05) return false;
  return true;
};

/**
 * The pixels of words drawn from (x, baseline) in points, `width` points
 * wide: the columns of the words, and the rows from the blank row above to
 * the blank row below (the lines around them stay out).
 */
export function wordsRegion(page: RenderedPage, x: number, baseline: number, width: number): Gray {
  const left = Math.max(0, Math.floor((x - 1) * SCALE));
  const right = Math.min(page.image.width, Math.ceil((x + width + 1) * SCALE));
  const base = Math.round((page.height - baseline) * SCALE);
  let top = base - SCALE;
  while (top > 0 && !blankRow(page.image, top, left, right)) top -= 1;
  let bottom = base;
  while (bottom < page.image.height - 1 && !blankRow(page.image, bottom, left, right)) bottom += 1;
  const w = right - left;
  const h = bottom - top + 1;
  const ink = new Float32Array(w * h);
  for (let y = 0; y < h; y += 1) {
    ink.set(
      page.image.ink.subarray(
        (top + y) * page.image.width + left,
        (top + y) * page.image.width + right,
      ),
      y * w,
    );
  }
  return { width: w, height: h, ink };
}

/** The text item that starts with the first word of `words` (a space may end an item), and its font size in points. */
export function itemStarting(page: RenderedPage, words: string): { item: TextItem; size: number } {
  const first = words.split(' ')[0]!;
  const item = page.items.find((i) => i.str.startsWith(first));
  if (!item)
    throw new Error(
      `No text item starts with "${words}": ${page.items.map((i) => i.str).join(' | ')}`,
    );
  return { item, size: Math.hypot(item.transform[0]!, item.transform[1]!) };
}

/** Words drawn by Chromium in the PDFs' regular faces at `size` points (× SCALE pixels). */
export async function chromiumWords(browser: Browser, words: string, size: number): Promise<Gray> {
  const faces = await Promise.all(
    fontPaths('regular').map(async (path, i) => {
      const data = (await readFile(path)).toString('base64');
      return `@font-face { font-family: F${i}; src: url(data:font/woff;base64,${data}) format('woff'); }`;
    }),
  );
  const family = fontPaths('regular')
    .map((_, i) => `F${i}`)
    .join(', ');
  const page = await browser.newPage({
    viewport: { width: 1600, height: 400 },
    deviceScaleFactor: 1,
  });
  try {
    await page.setContent(
      `<style>${faces.join('\n')} body { margin: 40px; background: #fff; }
      span { font-family: ${family}; font-size: ${size * SCALE}px; white-space: pre; color: #000; }</style>
      <span id="w"></span>`,
    );
    const loaded = await page.evaluate(async (text) => {
      document.getElementById('w')!.textContent = text;
      await document.fonts.ready;
      return [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family);
    }, words);
    // The words' own face must have loaded: a system font standing in would compare nothing.
    const pdfFaces = await fontFaces('regular');
    const own = pdfFaces.findIndex((f) => f.covers(words.codePointAt(0)!));
    if (!loaded.includes(`F${own}`)) {
      throw new Error(
        `Chromium did not load ${pdfFaces[own]?.name} for "${words}": ${loaded.join()}`,
      );
    }
    const box = (await page.locator('#w').boundingBox())!;
    const png = await page.screenshot({
      clip: { x: box.x - 20, y: box.y - 20, width: box.width + 40, height: box.height + 40 },
    });
    const image = await loadImage(png);
    const canvas = createCanvas(image.width, image.height);
    const context = canvas.getContext('2d');
    context.drawImage(image, 0, 0);
    return grayFromRgba(
      context.getImageData(0, 0, image.width, image.height).data,
      image.width,
      image.height,
    );
  } finally {
    await page.close();
  }
}
