/**
 * The receipts' fonts: Noto Sans (Latin, and Latin Extended for names such as
 * "Lakshmī"), regular and bold, read from @fontsource/noto-sans in
 * node_modules. They are found through the package resolver from this file,
 * which the production build keeps (scripts/build-server.ts leaves packages
 * in node_modules and keeps each module's own URL), so the build needs no copy.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

const resolve = createRequire(import.meta.url).resolve;

export type FontWeight = 'regular' | 'bold';

/** The files of one weight, in the order a character is looked for. */
export const FONT_FILES: Readonly<Record<FontWeight, readonly string[]>> = {
  regular: ['noto-sans-latin-400-normal.woff', 'noto-sans-latin-ext-400-normal.woff'],
  bold: ['noto-sans-latin-700-normal.woff', 'noto-sans-latin-ext-700-normal.woff'],
};

/** Where a font file of the package is on this machine. */
export function fontPath(file: string): string {
  return resolve(`@fontsource/noto-sans/files/${file}`);
}

let loaded: Promise<Record<FontWeight, Uint8Array[]>> | null = null;

/** The bytes of every font file, read once per process. */
export function fontBytes(): Promise<Record<FontWeight, Uint8Array[]>> {
  loaded ??= (async () => {
    const read = (files: readonly string[]) =>
      Promise.all(files.map(async (file) => new Uint8Array(await readFile(fontPath(file)))));
    const [regular, bold] = await Promise.all([read(FONT_FILES.regular), read(FONT_FILES.bold)]);
    return { regular, bold };
  })();
  return loaded;
}
