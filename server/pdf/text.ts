/**
 * Shaped text on pdf-lib pages: a document's fonts, text shaped into runs
 * (shape.ts), each run written as positioned glyphs of an embedded subset
 * (embed.ts). Widths for wrapping and alignment come from the same shaped
 * advances that are drawn.
 */
import {
  PDFArray,
  PDFHexString,
  PDFNumber,
  PDFOperator,
  PDFOperatorNames,
  beginText,
  endText,
  popGraphicsState,
  pushGraphicsState,
  setFillingRgbColor,
  setFontAndSize,
  setTextMatrix,
  setTextRise,
  type PDFDocument,
  type PDFName,
  type PDFPage,
  type RGB,
} from 'pdf-lib';
import { EmbeddedFace } from './embed';
import { fontFaces, type FontFace, type FontWeight } from './font-files';
import { glyphOutline } from './glyph-path';
import { shapeText, shapedWidth, type ShapedRun } from './shape';

/** Text shaped in one weight, ready to measure and draw. */
export interface ShapedLine {
  text: string;
  runs: ShapedRun[];
}

export interface DrawOptions {
  x: number;
  y: number;
  size: number;
  color: RGB;
}

export class PdfText {
  private readonly embedded = new Map<FontFace, EmbeddedFace>();
  private readonly pageNames = new WeakMap<PDFPage, Map<EmbeddedFace, PDFName>>();

  private constructor(
    private readonly doc: PDFDocument,
    private readonly faces: Record<FontWeight, FontFace[]>,
  ) {}

  /** The fonts of both weights, for text drawn in `doc`. */
  static async create(doc: PDFDocument): Promise<PdfText> {
    const [regular, bold] = await Promise.all([fontFaces('regular'), fontFaces('bold')]);
    return new PdfText(doc, { regular, bold });
  }

  /** The text shaped; throws UnprintableTextError for a character no font has. */
  shape(text: string, weight: FontWeight = 'regular'): ShapedLine {
    return { text, runs: shapeText(text, this.faces[weight]) };
  }

  /** The width of shaped text at a size, in points. */
  width(line: ShapedLine, size: number): number {
    return shapedWidth(line.runs, size);
  }

  private fontName(page: PDFPage, face: EmbeddedFace): PDFName {
    let names = this.pageNames.get(page);
    if (!names) this.pageNames.set(page, (names = new Map()));
    let name = names.get(face);
    if (!name) names.set(face, (name = page.node.newFontDictionary(face.face.name, face.ref)));
    return name;
  }

  private embed(face: FontFace): EmbeddedFace {
    let found = this.embedded.get(face);
    if (!found) {
      found = new EmbeddedFace(this.doc.context, face, this.embedded.size);
      this.embedded.set(face, found);
    }
    return found;
  }

  /**
   * Operators for a line in one text object: each run sets its font, and
   * glyphs are placed with TJ adjustments and text rise from where the last
   * one left the text position (in 1/1000 em), so the line reads as one.
   */
  private lineOps(page: PDFPage, line: ShapedLine, at: DrawOptions): PDFOperator[] {
    const ops = [beginText(), setTextMatrix(1, 0, 0, 1, at.x, at.y)];
    const outlines: PDFOperator[] = [];
    let shown: (PDFHexString | PDFNumber)[] = [];
    const flush = () => {
      if (shown.length > 0) {
        const array = PDFArray.withContext(this.doc.context);
        shown.forEach((item) => array.push(item));
        ops.push(PDFOperator.of(PDFOperatorNames.ShowTextAdjusted, [array]));
      }
      shown = [];
    };
    let pen = 0; // where the next glyph's origin is
    let textAt = 0; // where the text position is
    let rise = 0;
    for (const run of line.runs) {
      flush();
      const font = this.embed(run.face);
      const unit = 1000 / run.face.upem;
      ops.push(setFontAndSize(this.fontName(page, font), at.size));
      run.glyphs.forEach((g, i) => {
        const x = pen + g.xOffset * unit;
        const y = g.yOffset * unit;
        pen += g.xAdvance * unit;
        if (!g.text) {
          const point = (v: number) => (v * at.size) / 1000;
          outlines.push(...glyphOutline(run.face, g.id, at.x + point(x), at.y + point(y), at.size));
          return;
        }
        // The glyphs after this one that stand for no text add their advance to its width.
        let advance = g.xAdvance;
        for (let k = i + 1; k < run.glyphs.length && !run.glyphs[k]!.text; k += 1) {
          advance += run.glyphs[k]!.xAdvance;
        }
        const width = Math.round(advance * unit * 100) / 100;
        if (y !== rise) {
          flush();
          ops.push(setTextRise((y * at.size) / 1000));
          rise = y;
        }
        const shift = Math.round((x - textAt) * 100) / 100;
        if (shift !== 0) shown.push(PDFNumber.of(-shift));
        shown.push(PDFHexString.of(font.cid(g.id, width, g.text).toString(16).padStart(4, '0')));
        textAt = textAt + shift + width;
      });
    }
    flush();
    return [...ops, endText(), ...outlines];
  }

  /** Draws shaped text with its baseline starting at (x, y). */
  draw(page: PDFPage, line: ShapedLine, at: DrawOptions): void {
    const { red, green, blue } = at.color;
    page.pushOperators(
      pushGraphicsState(),
      setFillingRgbColor(red, green, blue),
      ...this.lineOps(page, line, at),
      popGraphicsState(),
    );
  }

  /** The document's bytes, with every font used written in. */
  async save(): Promise<Uint8Array> {
    for (const face of this.embedded.values()) await face.finish();
    return this.doc.save();
  }
}
