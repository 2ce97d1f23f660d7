/**
 * A face embedded in one PDF as a Type 0 font (Identity-H) over a CIDFontType2
 * subset. Text is written as 2-byte character ids the font hands out: one per
 * glyph, advance and text. A CIDToGIDMap points each id at its glyph in the
 * subset, its width is the advance HarfBuzz gave, and the ToUnicode CMap gives
 * its text, so the same glyph can stand for different text in different
 * syllables and the words copy back in the order they were written.
 */
import { PDFString, type PDFContext, type PDFRef } from 'pdf-lib';
import type { FontFace } from './font-files';

interface Cid {
  subsetGlyph: number;
  width: number;
  text: string;
}

const hex4 = (n: number) => n.toString(16).padStart(4, '0');
const utf16Hex = (text: string) =>
  [...text]
    .flatMap((c) => {
      const code = c.codePointAt(0)!;
      if (code < 0x10000) return [code];
      const v = code - 0x10000;
      return [0xd800 + (v >> 10), 0xdc00 + (v & 0x3ff)];
    })
    .map(hex4)
    .join('');

/** A six-letter subset tag (PDF 32000-1, 9.6.4) from the face's place in the document. */
const subsetTag = (index: number) =>
  Array.from({ length: 6 }, (_, i) => String.fromCharCode(65 + ((index * 7 + i * 3) % 26))).join(
    '',
  );

export class EmbeddedFace {
  readonly ref: PDFRef;
  private readonly subset: ReturnType<FontFace['fontkit']['createSubset']>;
  private readonly ids = new Map<string, number>();
  private readonly cids: Cid[] = [{ subsetGlyph: 0, width: 0, text: '' }];

  constructor(
    private readonly context: PDFContext,
    readonly face: FontFace,
    private readonly index: number,
  ) {
    this.ref = context.nextRef();
    this.subset = face.fontkit.createSubset();
  }

  /** The character id that draws `glyph` with this advance (in 1/1000 em) and text. */
  cid(glyph: number, width: number, text: string): number {
    const key = `${glyph}/${width}/${text}`;
    let id = this.ids.get(key);
    if (id === undefined) {
      id = this.cids.length;
      if (id > 0xffff) throw new Error(`Too many glyph forms for ${this.face.name} in one PDF`);
      this.cids.push({ subsetGlyph: this.subset.includeGlyph(glyph), width, text });
      this.ids.set(key, id);
    }
    return id;
  }

  private async subsetBytes(): Promise<Uint8Array> {
    const parts: Uint8Array[] = [];
    await new Promise<void>((done) => {
      const stream = this.subset.encodeStream();
      stream.on('data', (part: Uint8Array) => parts.push(part));
      stream.on('end', () => done());
    });
    return Buffer.concat(parts);
  }

  private toUnicode(): string {
    const mapped = this.cids.map((c, id) => [id, c.text] as const).filter(([, text]) => text);
    const blocks: string[] = [];
    // At most 100 entries per bfchar block (PDF 32000-1, 9.10.3).
    for (let i = 0; i < mapped.length; i += 100) {
      const block = mapped.slice(i, i + 100);
      blocks.push(
        `${block.length} beginbfchar\n${block.map(([id, text]) => `<${hex4(id)}> <${utf16Hex(text)}>`).join('\n')}\nendbfchar`,
      );
    }
    return [
      '/CIDInit /ProcSet findresource begin',
      '12 dict begin',
      'begincmap',
      '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
      '/CMapName /Adobe-Identity-UCS def',
      '/CMapType 2 def',
      '1 begincodespacerange\n<0000> <ffff>\nendcodespacerange',
      ...blocks,
      'endcmap',
      'CMapName currentdict /CMap defineresource pop',
      'end',
      'end',
    ].join('\n');
  }

  /** Writes the font's objects; call once, after the last text is drawn. */
  async finish(): Promise<void> {
    const { context, face } = this;
    const font = face.fontkit;
    const scale = 1000 / face.upem;
    const baseFont = `${subsetTag(this.index)}+${face.name}`;
    const bytes = await this.subsetBytes();
    const file = context.register(context.flateStream(bytes, { Length1: bytes.length }));
    const { minX, minY, maxX, maxY } = font.bbox;
    const descriptor = context.register(
      context.obj({
        Type: 'FontDescriptor',
        FontName: baseFont,
        Flags: 4,
        FontBBox: [minX * scale, minY * scale, maxX * scale, maxY * scale],
        ItalicAngle: 0,
        Ascent: font.ascent * scale,
        Descent: font.descent * scale,
        CapHeight: (font.capHeight || font.ascent) * scale,
        XHeight: (font.xHeight || 0) * scale,
        StemV: 0,
        FontFile2: file,
      }),
    );
    const gidMap = new Uint8Array(this.cids.length * 2);
    this.cids.forEach((c, id) => {
      gidMap[id * 2] = c.subsetGlyph >> 8;
      gidMap[id * 2 + 1] = c.subsetGlyph & 0xff;
    });
    const cidFont = context.register(
      context.obj({
        Type: 'Font',
        Subtype: 'CIDFontType2',
        BaseFont: baseFont,
        CIDSystemInfo: {
          Registry: PDFString.of('Adobe'),
          Ordering: PDFString.of('Identity'),
          Supplement: 0,
        },
        FontDescriptor: descriptor,
        DW: 0,
        W: [1, this.cids.slice(1).map((c) => c.width)],
        CIDToGIDMap: context.register(context.flateStream(gidMap)),
      }),
    );
    const dict = context.obj({
      Type: 'Font',
      Subtype: 'Type0',
      BaseFont: baseFont,
      Encoding: 'Identity-H',
      DescendantFonts: [cidFont],
      ToUnicode: context.register(context.flateStream(this.toUnicode())),
    });
    context.assign(this.ref, dict);
  }
}
