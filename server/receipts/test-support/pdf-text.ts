/**
 * The text of a PDF as pdfjs-dist reads it, spaces collapsed: items drawn one
 * right after the other on a line (a word in two fonts) are joined, others
 * are separated by a space.
 */
import { openPdf } from '../../../tests/test-support/pdfjs';

export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await openPdf(bytes);
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    let text = '';
    let end: { x: number; y: number } | null = null;
    for (const item of content.items) {
      if (!('str' in item)) continue;
      const [x, y] = [item.transform[4] as number, item.transform[5] as number];
      const touching = end && Math.abs(end.y - y) < 0.5 && Math.abs(end.x - x) < 0.5;
      text += (touching ? '' : ' ') + item.str;
      end = { x: x + item.width, y };
    }
    pages.push(text);
  }
  await pdf.destroy();
  return pages.join('\n').replace(/\s+/g, ' ');
}

/** The attachment of a raw .eml message with `contentType`, decoded from base64. */
export function emlAttachment(
  eml: string,
  contentType: string,
): { filename: string; bytes: Buffer } | null {
  const parts = eml.split(/\r?\n--[^\r\n]+/);
  for (const part of parts) {
    if (!part.includes(`Content-Type: ${contentType}`)) continue;
    const filename = /filename="?([^";\r\n]+)"?/.exec(part)?.[1] ?? '';
    const body = part
      .split(/\r?\n\r?\n/)
      .slice(1)
      .join('')
      .replace(/\s+/g, '');
    return { filename, bytes: Buffer.from(body, 'base64') };
  }
  return null;
}
