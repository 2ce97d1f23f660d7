/**
 * Comparing two renderings of the same words by their ink: the box around
 * the dark pixels, and the ink inside that box scaled to a small common grid
 * (so a half-pixel shift or a different anti-aliasing costs little, while a
 * glyph in the wrong place or the wrong glyph costs a lot).
 */
export interface Gray {
  width: number;
  height: number;
  /** Ink per pixel, 0 (paper) to 1 (black). */
  ink: Float32Array;
}

/** RGBA pixels on white as ink. */
export function grayFromRgba(
  rgba: Uint8ClampedArray | Uint8Array,
  width: number,
  height: number,
): Gray {
  const ink = new Float32Array(width * height);
  for (let i = 0; i < ink.length; i += 1) {
    const alpha = rgba[i * 4 + 3]! / 255;
    const luma = (0.299 * rgba[i * 4]! + 0.587 * rgba[i * 4 + 1]! + 0.114 * rgba[i * 4 + 2]!) / 255;
    ink[i] = alpha * (1 - luma);
  }
  return { width, height, ink };
}

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The smallest box holding every pixel with more than a quarter ink; null when blank. */
export function inkBox(image: Gray): Box | null {
  let box: Box | null = null;
  for (let y = 0; y < image.height; y += 1) {
    for (let x = 0; x < image.width; x += 1) {
      if (image.ink[y * image.width + x]! <= 0.25) continue;
      box = box
        ? {
            left: Math.min(box.left, x),
            top: Math.min(box.top, y),
            right: Math.max(box.right, x + 1),
            bottom: Math.max(box.bottom, y + 1),
          }
        : { left: x, top: y, right: x + 1, bottom: y + 1 };
    }
  }
  return box;
}

/** The ink inside `box` averaged onto a `cols` × `rows` grid. */
export function inkGrid(image: Gray, box: Box, cols: number, rows: number): Float32Array {
  const grid = new Float32Array(cols * rows);
  const cellW = (box.right - box.left) / cols;
  const cellH = (box.bottom - box.top) / rows;
  for (let r = 0; r < rows; r += 1) {
    for (let c = 0; c < cols; c += 1) {
      let sum = 0;
      let n = 0;
      const x0 = box.left + c * cellW;
      const y0 = box.top + r * cellH;
      for (let y = Math.floor(y0); y < Math.ceil(y0 + cellH); y += 1) {
        for (let x = Math.floor(x0); x < Math.ceil(x0 + cellW); x += 1) {
          sum += image.ink[y * image.width + x] ?? 0;
          n += 1;
        }
      }
      grid[r * cols + c] = n > 0 ? sum / n : 0;
    }
  }
  return grid;
}

export interface InkComparison {
  /** Widths and heights of the two ink boxes, in pixels. */
  sizes: [[number, number], [number, number]];
  /** Mean absolute difference of the two grids (0: the same; 1: opposite). */
  difference: number;
}

/** Two renderings compared on a grid of one cell per about `cell` pixels of the first. */
export function compareInk(a: Gray, b: Gray, cell = 4): InkComparison {
  const boxA = inkBox(a);
  const boxB = inkBox(b);
  if (!boxA || !boxB) throw new Error(`A rendering is blank (${!boxA ? 'first' : 'second'})`);
  const cols = Math.max(8, Math.round((boxA.right - boxA.left) / cell));
  const rows = Math.max(4, Math.round((boxA.bottom - boxA.top) / cell));
  const gridA = inkGrid(a, boxA, cols, rows);
  const gridB = inkGrid(b, boxB, cols, rows);
  let diff = 0;
  for (let i = 0; i < gridA.length; i += 1) diff += Math.abs(gridA[i]! - gridB[i]!);
  return {
    sizes: [
      [boxA.right - boxA.left, boxA.bottom - boxA.top],
      [boxB.right - boxB.left, boxB.bottom - boxB.top],
    ],
    difference: diff / gridA.length,
  };
}
