/**
 * The pseudo-locale check (docs/translating.md): a page rendered in the
 * pseudo-language (en-XA, whose catalogs Lingui pseudo-localises: "Ţŷƥēś ōƒ
 * ƤũĴàś") shows plain Latin letters only where the text did not come from a
 * catalog. `untranslatedText` lists such text in the visible text and the
 * attributes people read (aria-label, alt, title, placeholder, value of
 * buttons), minus proper data allowed by `allowed` (the temple's name, the
 * languages' own names, user input, API data of the fixture).
 */
import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import type { I18n } from '@lingui/core';
import { StaticRouter } from '../../src/app/router';
import { SiteRoutes } from '../../src/app/App';
import { LANGUAGES, PSEUDO_LANGUAGE } from '../../domain/languages';
import { SITE_NAME } from '../../domain/site-routes';
import { EXAMPLE_CODES, PAYMENT_PROVIDER } from '../../domain/constants';
import { CENTRE_NAME } from '../../src/app/site-identity';
import { testI18n } from './i18n';
import type { CatalogName } from '../../src/app/i18n/catalogs';

/** The site in the pseudo-language, with `catalogs` loaded. */
export function pseudoI18n(catalogs: readonly CatalogName[] = ['site', 'form', 'flows']) {
  return testI18n(PSEUDO_LANGUAGE.code, catalogs);
}

/** Proper names and data that are never translated. */
export const ALWAYS_ALLOWED: readonly (string | RegExp)[] = [
  SITE_NAME,
  CENTRE_NAME,
  ...LANGUAGES.map((language) => language.name),
  PAYMENT_PROVIDER,
  EXAMPLE_CODES.orderNumber,
  EXAMPLE_CODES.bookingCode,
];

const READ_ATTRIBUTES = ['aria-label', 'alt', 'title', 'placeholder'];
/** A word of plain Latin letters (pseudo-localised words have accented letters in them). */
const hasPlainWord = (text: string) =>
  (text.match(/\p{L}+/gu) ?? []).some((word) => word.length > 1 && /^[A-Za-z]+$/.test(word));

function isAllowed(text: string, allowed: readonly (string | RegExp)[]): boolean {
  let rest = text;
  for (const rule of [...ALWAYS_ALLOWED, ...allowed]) {
    rest =
      typeof rule === 'string'
        ? rest.split(rule).join(' ')
        : rest.replace(new RegExp(rule.source, `${rule.flags.replace('g', '')}g`), ' ');
  }
  return !hasPlainWord(rest);
}

/** Text and read attributes under `root` that are plain Latin words: not from a catalog. */
export function untranslatedText(
  root: Element,
  allowed: readonly (string | RegExp)[] = [],
): string[] {
  const found: string[] = [];
  const walker = root.ownerDocument.createTreeWalker(
    root,
    NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT,
  );
  for (let node: Node | null = walker.currentNode; node; node = walker.nextNode()) {
    if (node.nodeType === Node.TEXT_NODE) {
      const parent = node.parentElement;
      if (parent?.closest('script, style, noscript')) continue;
      const text = node.textContent?.trim() ?? '';
      if (text && !isAllowed(text, allowed)) found.push(text);
      continue;
    }
    const element = node as Element;
    for (const name of READ_ATTRIBUTES) {
      const value = element.getAttribute(name);
      if (value && !isAllowed(value, allowed)) found.push(`[${name}] ${value}`);
    }
  }
  return found;
}

/** Renders `ui` to HTML as the prerender does (lazy parts awaited, no effects) and parses it. */
export async function renderToElement(ui: ReactNode): Promise<Element> {
  const { prelude } = await prerenderToNodeStream(<StrictMode>{ui}</StrictMode>);
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  const container = document.createElement('div');
  container.innerHTML = html;
  return container;
}

/** A route of the site (shell included) rendered with `i18n`. */
export function renderRoute(path: string, i18n: I18n): Promise<Element> {
  return renderToElement(
    <StaticRouter location={path}>
      <SiteRoutes i18n={i18n} />
    </StaticRouter>,
  );
}
