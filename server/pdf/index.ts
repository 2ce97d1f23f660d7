export { fontFaces, fontPaths, type FontFace, type FontWeight } from './font-files';
export { missingCharacters, UnprintableTextError, type ShapedGlyph, type ShapedRun } from './shape';
export { PdfText, type DrawOptions, type ShapedLine } from './text';
