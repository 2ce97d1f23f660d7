/**
 * Noto Sans for the PDFs the server makes (receipts, prasad labels): the
 * @fontsource/noto-sans files of the subsets asked for, read once per process
 * and embedded as subsets, and text cut into runs each drawn in the first face
 * that has its characters. The files are found through the package resolver
 * from this module, which the production build keeps in node_modules
 * (scripts/build-server.ts), so the build needs no copy.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

const resolve = createRequire(import.meta.url).resolve;

export type FontWeight = 'regular' | 'bold';
export type FontSubset = 'latin' | 'latin-ext' | 'greek' | 'cyrillic';

/** One embedded face and whether it has a glyph for a code point. */
export interface Face {
  font: PDFFont;
  has: (codePoint: number) => boolean;
}

/** A piece of text drawn in one face. */
export interface Run {
  text: string;
  font: PDFFont;
}

const files = new Map<string, Promise<Uint8Array>>();

function fontFile(subset: FontSubset, weight: FontWeight): Promise<Uint8Array> {
  const name = `noto-sans-${subset}-${weight === 'bold' ? 700 : 400}-normal.woff`;
  let bytes = files.get(name);
  if (!bytes) {
    bytes = readFile(resolve(`@fontsource/noto-sans/files/${name}`)).then((b) => new Uint8Array(b));
    files.set(name, bytes);
  }
  return bytes;
}

/** The subsets of one weight embedded in `doc`, in the order a character is looked for. */
export async function embedFaces(
  doc: PDFDocument,
  weight: FontWeight,
  subsets: readonly FontSubset[],
): Promise<Face[]> {
  doc.registerFontkit(fontkit);
  return Promise.all(
    subsets.map(async (subset) => {
      const bytes = await fontFile(subset, weight);
      const glyphs = fontkit.create(bytes);
      return {
        font: await doc.embedFont(bytes, { subset: true }),
        has: (codePoint: number) => glyphs.hasGlyphForCodePoint(codePoint),
      };
    }),
  );
}

/**
 * The text cut into runs of one face each. A character no face has is drawn
 * in the first face, or written as `missing` when one is given (labels print
 * "?" so the packing list can flag them).
 */
export function textRuns(text: string, faces: readonly Face[], missing?: string): Run[] {
  const runs: Run[] = [];
  for (const char of text) {
    const face = faces.find((f) => f.has(char.codePointAt(0)!));
    const font = (face ?? faces[0]!).font;
    const piece = face || missing === undefined ? char : missing;
    const last = runs.at(-1);
    if (last && last.font === font) last.text += piece;
    else runs.push({ text: piece, font });
  }
  return runs;
}

/** The width of runs at a size, in points. */
export const runsWidth = (runs: readonly Run[], size: number): number =>
  runs.reduce((sum, run) => sum + run.font.widthOfTextAtSize(run.text, size), 0);
