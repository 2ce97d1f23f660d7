/**
 * A glyph drawn as a filled outline rather than as text: for the part of a
 * syllable that has no character of its own to stand for (the second half of
 * a two-part vowel sign), so that copying the text does not repeat one.
 */
import {
  appendBezierCurve,
  closePath,
  concatTransformationMatrix,
  fill,
  lineTo,
  moveTo,
  popGraphicsState,
  pushGraphicsState,
  type PDFOperator,
} from 'pdf-lib';
import type { FontFace } from './font-files';

/** Operators filling glyph `id` of `face` at (x, y) in points, `size` points to the em. */
export function glyphOutline(
  face: FontFace,
  id: number,
  x: number,
  y: number,
  size: number,
): PDFOperator[] {
  const scale = size / face.upem;
  const ops = [pushGraphicsState(), concatTransformationMatrix(scale, 0, 0, scale, x, y)];
  let at = [0, 0];
  for (const { type, values: v } of face.hb.glyphToJson(id)) {
    if (type === 'M') ops.push(moveTo(v[0]!, v[1]!));
    else if (type === 'L') ops.push(lineTo(v[0]!, v[1]!));
    else if (type === 'C') ops.push(appendBezierCurve(v[0]!, v[1]!, v[2]!, v[3]!, v[4]!, v[5]!));
    else if (type === 'Q') {
      // A quadratic segment as the cubic that traces it.
      const [qx, qy, ex, ey] = v as [number, number, number, number];
      const c1 = [at[0]! + (2 / 3) * (qx - at[0]!), at[1]! + (2 / 3) * (qy - at[1]!)];
      const c2 = [ex + (2 / 3) * (qx - ex), ey + (2 / 3) * (qy - ey)];
      ops.push(appendBezierCurve(c1[0]!, c1[1]!, c2[0]!, c2[1]!, ex, ey));
    } else if (type === 'Z') ops.push(closePath());
    if (v.length >= 2) at = v.slice(-2);
  }
  ops.push(fill(), popGraphicsState());
  return ops;
}
