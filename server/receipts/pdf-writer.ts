/**
 * A small flowing layout over pdf-lib for the receipts: US Letter pages,
 * headings, wrapped paragraphs, label/value rows and table rows, a new page
 * when one is full. Text is shaped and drawn by server/pdf in Noto Sans, each
 * character in the first font that has it (Latin, Greek, Cyrillic, Malayalam,
 * Tamil, Devanagari); a character none has is refused (UnprintableTextError).
 */
import { PDFDocument, rgb, type PDFPage } from 'pdf-lib';
import { PdfText, type FontWeight } from '../pdf';

const PAGE: [number, number] = [612, 792];
const MARGIN = 54;
const WIDTH = PAGE[0] - 2 * MARGIN;
const INK = rgb(0.1, 0.1, 0.1);
const MUTED = rgb(0.35, 0.35, 0.35);

export interface TextStyle {
  size?: number;
  weight?: FontWeight;
  muted?: boolean;
}

export class PdfWriter {
  private page!: PDFPage;
  private y = 0;

  private constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: PdfText,
  ) {
    this.newPage();
  }

  /** A writer with the fonts embedded (subset to the characters used). */
  static async create(title: string, now: Date): Promise<PdfWriter> {
    const doc = await PDFDocument.create({ updateMetadata: false });
    doc.setTitle(title);
    doc.setCreationDate(now);
    doc.setModificationDate(now);
    doc.setProducer('puja-web');
    doc.setCreator('puja-web');
    return new PdfWriter(doc, await PdfText.create(doc));
  }

  private newPage(): void {
    this.page = this.doc.addPage(PAGE);
    this.y = PAGE[1] - MARGIN;
  }

  private room(height: number): void {
    if (this.y - height < MARGIN) this.newPage();
  }

  private width(text: string, weight: FontWeight, size: number): number {
    return this.fonts.width(this.fonts.shape(text, weight), size);
  }

  /** Lines of at most `maxWidth` points, broken at spaces (a long word on a line of its own). */
  private wrap(text: string, weight: FontWeight, size: number, maxWidth: number): string[] {
    const lines: string[] = [];
    for (const paragraph of text.split('\n')) {
      let line = '';
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        const next = line ? `${line} ${word}` : word;
        if (line && this.width(next, weight, size) > maxWidth) {
          lines.push(line);
          line = word;
        } else line = next;
      }
      lines.push(line);
    }
    return lines;
  }

  private drawLine(text: string, x: number, style: Required<TextStyle>): void {
    const line = this.fonts.shape(text, style.weight);
    this.fonts.draw(this.page, line, {
      x,
      y: this.y,
      size: style.size,
      color: style.muted ? MUTED : INK,
    });
  }

  /** A wrapped block of text across the page (or from `indent`). */
  text(text: string, style: TextStyle = {}, indent = 0): this {
    const full = { size: 10, weight: 'regular' as const, muted: false, ...style };
    const leading = full.size * 1.4;
    for (const line of this.wrap(text, full.weight, full.size, WIDTH - indent)) {
      this.room(leading);
      this.y -= leading;
      this.drawLine(line, MARGIN + indent, full);
    }
    return this;
  }

  heading(text: string, size = 13): this {
    this.gap(size * 0.6);
    return this.text(text, { size, weight: 'bold' });
  }

  gap(points = 8): this {
    this.y -= points;
    return this;
  }

  /** Label and value rows, the values aligned. */
  rows(rows: readonly (readonly [string, string])[], labelWidth = 150): this {
    for (const [label, value] of rows) this.columns([label, value], [labelWidth], [true, false]);
    return this;
  }

  /**
   * One table row: `cells` left to right from the given x offsets (the first at
   * 0), each wrapped within its column; `bold` per cell.
   */
  columns(
    cells: readonly string[],
    offsets: readonly number[],
    bold: readonly boolean[] = [],
  ): this {
    const starts = [0, ...offsets];
    const size = 10;
    const leading = size * 1.4;
    const wrapped = cells.map((cell, i) => {
      const end = starts[i + 1] ?? WIDTH;
      return this.wrap(cell, bold[i] ? 'bold' : 'regular', size, end - starts[i]! - 6);
    });
    const height = Math.max(...wrapped.map((lines) => lines.length)) * leading;
    this.room(height);
    const top = this.y;
    wrapped.forEach((lines, i) => {
      this.y = top;
      for (const line of lines) {
        this.y -= leading;
        this.drawLine(line, MARGIN + starts[i]!, {
          size,
          weight: bold[i] ? 'bold' : 'regular',
          muted: false,
        });
      }
    });
    this.y = top - height;
    return this;
  }

  /** A thin line across the page. */
  rule(): this {
    this.room(10);
    this.y -= 6;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: MARGIN + WIDTH, y: this.y },
      thickness: 0.5,
      color: MUTED,
    });
    this.y -= 4;
    return this;
  }

  save(): Promise<Uint8Array> {
    return this.fonts.save();
  }
}
