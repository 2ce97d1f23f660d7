/** Runs per face, HarfBuzz's glyphs, and the text each glyph stands for. */
import { describe, expect, it } from 'vitest';
import { fontFaces } from './font-files';
import { itemize, shapeRun, UnprintableTextError } from './shape';

const faces = await fontFaces('regular');
const names = (text: string) => itemize(text, faces).map((run) => [run.face.name, run.text]);

describe('runs and shaping', () => {
  it('gives each character the first face that has it, marks staying with their base', () => {
    expect(names('Asha ശ്രീലക്ഷ്മി, ஸ்ரீ श्री')).toEqual([
      ['NotoSans-Regular', 'Asha '],
      ['NotoSansMalayalam-Regular', 'ശ്രീലക്ഷ്മി'],
      ['NotoSans-Regular', ', '],
      ['NotoSansTamil-Regular', 'ஸ்ரீ'],
      ['NotoSans-Regular', ' '],
      ['NotoSansDevanagari-Regular', 'श्री'],
    ]);
    // A combining mark after a Latin letter stays in the Latin run.
    expect(names('Lakshmi\u0304')).toEqual([['NotoSans-Regular', 'Lakshmi\u0304']]);
  });

  it('refuses characters no face has, naming their code points and not the text', () => {
    const refusal = (() => {
      try {
        itemize('Wang 王小明', faces);
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(UnprintableTextError);
    expect((refusal as UnprintableTextError).characters).toEqual(['王', '小', '明']);
    expect((refusal as Error).message).toBe(
      'No PDF font has the characters U+738B, U+5C0F, U+660E',
    );
  });

  it('shapes conjuncts and reorders vowel signs, each glyph standing for its letters', () => {
    const malayalam = faces.find((f) => f.name === 'NotoSansMalayalam-Regular')!;
    const devanagari = faces.find((f) => f.name === 'NotoSansDevanagari-Regular')!;
    // ക്ഷ is one conjunct glyph for three code points.
    const ksha = shapeRun(malayalam, 'ക്ഷ').glyphs.filter((g) => g.xAdvance > 0);
    expect(ksha).toHaveLength(1);
    // नि: the vowel sign ि is drawn first, yet the texts in drawing order read नि.
    const ni = shapeRun(devanagari, 'नि').glyphs;
    // (The font picks a width of ि to fit न; न itself comes second.)
    expect(ni).toHaveLength(2);
    expect(ni[1]!.id).toBe(devanagari.hb.nominalGlyph(0x0928));
    expect(ni.map((g) => g.text).join('')).toBe('नि');
    // ോ is drawn on both sides of ശ: three glyphs, two letters, one glyph without text.
    const sho = shapeRun(malayalam, 'ശോ').glyphs;
    expect(sho.map((g) => g.text)).toEqual(['ശ', 'ോ', '']);
  });

  it('puts a nonspacing mark on an invisible zero-width glyph after its letter', () => {
    const devanagari = faces.find((f) => f.name === 'NotoSansDevanagari-Regular')!;
    const pra = shapeRun(devanagari, 'प्र').glyphs;
    expect(pra.map((g) => [g.text, g.xAdvance > 0])).toEqual([
      ['प', true],
      ['्र', false],
    ]);
    expect(pra[1]!.id).toBe(devanagari.hb.nominalGlyph(0x20));
  });
});
