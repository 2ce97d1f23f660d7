/**
 * `text` without the slashes it ends with: "/terms//" → "/terms", "/" → "".
 * A loop from the end, not `/\/+$/`, which V8 tries from every slash in turn
 * (quadratic on a path of many slashes; decision 0173).
 */
export function trimTrailingSlashes(text: string): string {
  let end = text.length;
  while (end > 0 && text.charCodeAt(end - 1) === 0x2f) end--;
  return text.slice(0, end);
}
