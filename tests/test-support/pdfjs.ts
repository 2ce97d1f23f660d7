/**
 * pdfjs-dist for tests that read a PDF back. Its legacy build (the one that
 * runs on Node 20) and its worker install core-js polyfills, among them a
 * global `Iterator`; jsdom, loaded later by other test files in the same
 * worker (the API project does not isolate files), then lists `Iterator` as
 * a global to copy into its window and throws "Iterator is not defined". So a
 * global that pdfjs added is taken away again once a document is open: pdfjs
 * keeps the iterator helpers it installed on the prototypes.
 */
import type * as PdfJsModule from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PDFDocumentProxy } from 'pdfjs-dist/types/src/display/api';

const nodeHasIterator = 'Iterator' in globalThis;

function forgetPolyfilledIterator(): void {
  if (!nodeHasIterator) delete (globalThis as { Iterator?: unknown }).Iterator;
}

let loaded: Promise<typeof PdfJsModule> | null = null;

/** The PDF opened with pdfjs (no system fonts); destroy it when done. */
export async function openPdf(bytes: Uint8Array): Promise<PDFDocumentProxy> {
  loaded ??= import('pdfjs-dist/legacy/build/pdf.mjs');
  const { getDocument } = await loaded;
  try {
    return await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  } finally {
    forgetPolyfilledIterator();
  }
}
