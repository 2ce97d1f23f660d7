/**
 * The fonts the server's PDFs are set in, all Noto Sans from npm
 * (@fontsource packages, SIL Open Font License: embedding allowed): Latin,
 * Greek and Cyrillic from @fontsource/noto-sans, and Malayalam, Tamil and
 * Devanagari from their own packages. Each is a WOFF file of one Unicode
 * subset, with the OpenType layout tables HarfBuzz shapes with. A file is read
 * and opened once per process; the package resolver finds it from this module,
 * which the production build keeps in node_modules (scripts/build-server.ts).
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import * as hb from 'harfbuzzjs';
import { sfntFromWoff } from './woff';

const resolve = createRequire(import.meta.url).resolve;

export type FontWeight = 'regular' | 'bold';

/** One font file, opened for shaping (HarfBuzz) and for subsetting (fontkit). */
export interface FontFace {
  /** A PostScript-safe name of the file, such as "NotoSansMalayalam-Bold". */
  name: string;
  /** The file as shipped, for a browser to draw the same font. */
  path: string;
  upem: number;
  hb: hb.Font;
  fontkit: fontkit.Font;
  covers: (codePoint: number) => boolean;
}

/** Package, file stem and PDF name of each face, in the order a character is looked for. */
const FILES = [
  ['noto-sans', 'noto-sans-latin', 'NotoSans'],
  ['noto-sans', 'noto-sans-latin-ext', 'NotoSans'],
  ['noto-sans', 'noto-sans-greek', 'NotoSans'],
  ['noto-sans', 'noto-sans-cyrillic', 'NotoSans'],
  ['noto-sans-malayalam', 'noto-sans-malayalam-malayalam', 'NotoSansMalayalam'],
  ['noto-sans-tamil', 'noto-sans-tamil-tamil', 'NotoSansTamil'],
  ['noto-sans-devanagari', 'noto-sans-devanagari-devanagari', 'NotoSansDevanagari'],
] as const;

/** The path of each face's file of a weight, in lookup order. */
export function fontPaths(weight: FontWeight): string[] {
  const w = weight === 'bold' ? 700 : 400;
  return FILES.map(([pkg, stem]) => resolve(`@fontsource/${pkg}/files/${stem}-${w}-normal.woff`));
}

async function openFace(path: string, name: string): Promise<FontFace> {
  const sfnt = sfntFromWoff(new Uint8Array(await readFile(path)));
  const face = new hb.Face(new hb.Blob(sfnt));
  const font = new hb.Font(face);
  const covered = new Set(face.collectUnicodes());
  return {
    name,
    path,
    upem: face.upem,
    hb: font,
    fontkit: fontkit.create(sfnt),
    covers: (codePoint) => covered.has(codePoint),
  };
}

const opened = new Map<FontWeight, Promise<FontFace[]>>();

/** The faces of a weight, opened once per process. */
export function fontFaces(weight: FontWeight): Promise<FontFace[]> {
  let faces = opened.get(weight);
  if (!faces) {
    const suffix = weight === 'bold' ? '-Bold' : '-Regular';
    const paths = fontPaths(weight);
    faces = Promise.all(FILES.map(([, , name], i) => openFace(paths[i]!, name + suffix)));
    opened.set(weight, faces);
  }
  return faces;
}
