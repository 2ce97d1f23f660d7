/**
 * Text cut into runs of one face each and shaped by HarfBuzz: conjuncts,
 * reordered vowel signs, reph and mark positions as the font's OpenType
 * tables say, the way a browser draws the same words. Each glyph carries the
 * text it stands for, so the PDF's text copies back as it was written.
 */
import * as hb from 'harfbuzzjs';
import type { FontFace } from './font-files';

/** One shaped glyph; advances and offsets in the face's units. */
export interface ShapedGlyph {
  id: number;
  xAdvance: number;
  xOffset: number;
  yOffset: number;
  /**
   * The text this glyph stands for, so that the glyphs' texts in drawing
   * order make the run's text; "" for a glyph beyond its cluster's characters
   * (a two-part vowel sign drawn on both sides of its consonant).
   */
  text: string;
}

export interface ShapedRun {
  face: FontFace;
  glyphs: ShapedGlyph[];
}

/**
 * Text with characters that none of the PDF fonts has: refused, never drawn
 * as "?". The message names the code points only (it may reach a log; the
 * text is a person's name or address).
 */
export class UnprintableTextError extends Error {
  constructor(readonly characters: string[]) {
    const list = characters.map((c) => `U+${c.codePointAt(0)!.toString(16).toUpperCase()}`);
    super(`No PDF font has the characters ${list.join(', ')}`);
    this.name = 'UnprintableTextError';
  }
}

/**
 * Marks and joiners stay in their base character's run: a run break would
 * unshape them. Anything else, spaces too, goes to the first face that has
 * it, as a browser's font fallback does.
 */
const CLINGS = /^[\p{M}\u200c\u200d]$/u;
const MARK = /\p{Mn}/u;

/** The text as runs of one face each: every character in the first face that has it. */
export function itemize(
  text: string,
  faces: readonly FontFace[],
): { face: FontFace; text: string }[] {
  const missing = missingCharacters(text, faces);
  if (missing.length > 0) throw new UnprintableTextError(missing);
  const runs: { face: FontFace; text: string }[] = [];
  for (const char of text) {
    const last = runs.at(-1);
    const code = char.codePointAt(0)!;
    if (last && CLINGS.test(char) && last.face.covers(code)) {
      last.text += char;
      continue;
    }
    const face = faces.find((f) => f.covers(code))!;
    if (last?.face === face) last.text += char;
    else runs.push({ face, text: char });
  }
  return runs;
}

/** The characters of `text` that none of `faces` has, each once. */
export function missingCharacters(text: string, faces: readonly FontFace[]): string[] {
  const missing = new Set<string>();
  for (const char of text) {
    if (!faces.some((f) => f.covers(char.codePointAt(0)!))) missing.add(char);
  }
  return [...missing];
}

/** Splits a cluster's text over its glyphs: one character each, the rest on the last. */
function spread(text: string, count: number): string[] {
  const chars = [...text];
  return Array.from({ length: count }, (_, i) =>
    i < count - 1 ? (chars[i] ?? '') : chars.slice(i).join(''),
  );
}

/**
 * A glyph with its piece of text, and after it, when the piece holds a
 * nonspacing mark past its first character, an invisible zero-width glyph
 * (the face's space) that carries the piece from the mark on. Text extractors
 * (pdf.js among them) take any glyph whose text has a nonspacing mark for a
 * zero-width diacritic and lose track of its advance; a ligature such as
 * "प्र" then reads with a space torn into the word.
 */
function withCarrier(glyph: ShapedGlyph, blank: number): ShapedGlyph[] {
  const at = glyph.text.search(MARK);
  if (at <= 0) return [glyph];
  return [
    { ...glyph, text: glyph.text.slice(0, at) },
    { id: blank, xAdvance: 0, xOffset: 0, yOffset: 0, text: glyph.text.slice(at) },
  ];
}

/** One run shaped by HarfBuzz, left to right. */
export function shapeRun(face: FontFace, text: string): ShapedRun {
  const blank = face.hb.nominalGlyph(0x20) ?? 0;
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(face.hb, buffer);
  const out = buffer.getGlyphInfosAndPositions();
  const glyphs: ShapedGlyph[] = [];
  // Glyphs of one cluster (a syllable) are neighbours, clusters in text order.
  for (let start = 0; start < out.length;) {
    const cluster = out[start]!.cluster;
    let end = start;
    while (end < out.length && out[end]!.cluster === cluster) end += 1;
    const next = end < out.length ? out[end]!.cluster : text.length;
    const pieces = spread(text.slice(cluster, next), end - start);
    for (let i = start; i < end; i += 1) {
      const g = out[i]!;
      const shaped = {
        id: g.codepoint,
        xAdvance: g.xAdvance ?? 0,
        xOffset: g.xOffset ?? 0,
        yOffset: g.yOffset ?? 0,
        text: pieces[i - start]!,
      };
      glyphs.push(...withCarrier(shaped, blank));
    }
    start = end;
  }
  return { face, glyphs };
}

/** The text shaped, run by run. */
export const shapeText = (text: string, faces: readonly FontFace[]): ShapedRun[] =>
  itemize(text, faces).map((run) => shapeRun(run.face, run.text));

/** The advance of shaped runs at a size, in points. */
export const shapedWidth = (runs: readonly ShapedRun[], size: number): number =>
  runs.reduce(
    (sum, run) => sum + (run.glyphs.reduce((w, g) => w + g.xAdvance, 0) * size) / run.face.upem,
    0,
  );
