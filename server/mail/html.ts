/**
 * A tiny HTML template for server-rendered mail (the server never imports
 * React). Every interpolated value is escaped unless it is already SafeHtml,
 * so a customer's name or note can never inject markup.
 */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

type Interpolation =
  SafeHtml | string | number | readonly Interpolation[] | null | undefined | false;

function render(value: Interpolation): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeHtml(String(value));
}

/** `html\`<p>${name}</p>\``: the literal parts are trusted, every value is escaped. */
export function html(strings: TemplateStringsArray, ...values: Interpolation[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, index) => {
    out += render(value) + (strings[index + 1] ?? '');
  });
  return new SafeHtml(out);
}

/** An href from data: only http(s) and mailto/tel survive, anything else becomes '#'. */
export function safeHref(url: string): string {
  return /^(https?:|mailto:|tel:)/i.test(url.trim()) ? url.trim() : '#';
}
