import { rememberLanguageChoice } from '../language/language-choice';
import { markAccountPresence } from './account-presence';
import { navClick, navFocusOut, navKeyDown, navPointerDown } from './disclosure-nav';
import { WIDE_SCREEN, closeMenus, menuClick, menuClosed } from './menu-dialog';

/**
 * The page shell's behaviours, framework-free (decision 0172): the same code
 * serves the server-rendered content pages, which load no React, and the
 * SPA's header. Listeners are delegated to the document, so they work on any
 * markup present now or added later, whoever rendered it. The markup's
 * attributes are the contract:
 * - `data-disclosure-nav`, `data-nav-top`, `data-nav-list`: desktop navigation;
 * - `data-menu-toggle` + `aria-controls` → `<dialog data-menu>`, `data-dialog-close`;
 * - `data-language-choice="<code>"`: a click remembers that language;
 * - `data-dismiss="<name>"`: a click hides the enclosing `[data-dismissible="<name>"]`;
 * - `data-print`: a click prints the page;
 * - `<html data-account-present>`: set from the presence cookie at start, when the page is shown
 *   again and when its tab comes back (another tab may have signed in or out).
 *
 * Returns a function that removes the listeners; installing twice on one
 * document keeps the first installation.
 */
const installed = new WeakMap<Document, () => void>();

const elementOf = (target: EventTarget | null): Element | null =>
  target instanceof Element ? target : null;

function onClick(doc: Document, event: MouseEvent): void {
  const target = elementOf(event.target);
  if (!target) return;
  navClick(target);
  menuClick(target);
  const dismiss = target.closest('[data-dismiss]');
  const name = dismiss?.getAttribute('data-dismiss');
  const dismissible = name ? dismiss?.closest<HTMLElement>(`[data-dismissible="${name}"]`) : null;
  if (dismissible) dismissible.hidden = true;
  if (target.closest('[data-print]')) doc.defaultView?.print();
}

export function installShellBehaviours(doc: Document = document): () => void {
  const existing = installed.get(doc);
  if (existing) return existing;
  const controller = new AbortController();
  const options = { signal: controller.signal };
  doc.addEventListener('click', (event) => onClick(doc, event), options);
  // Remembered on the way down, before the app's own handler switches the language: React
  // runs the switch's effects (the suggestion reads the choice) before a bubbling listener here.
  doc.addEventListener(
    'click',
    (event) => {
      const choice = elementOf(event.target)?.closest('[data-language-choice]');
      const language = choice?.getAttribute('data-language-choice');
      if (language) rememberLanguageChoice(language, doc);
    },
    { ...options, capture: true },
  );
  doc.addEventListener(
    'keydown',
    (event) => {
      const target = elementOf(event.target);
      if (target) navKeyDown(event, target);
    },
    options,
  );
  doc.addEventListener(
    'pointerdown',
    (event) => navPointerDown(doc, elementOf(event.target)),
    options,
  );
  doc.addEventListener(
    'focusout',
    (event) => {
      const target = elementOf(event.target);
      if (target) navFocusOut(target, elementOf(event.relatedTarget));
    },
    options,
  );
  // `close` does not bubble: listen while it passes down to the dialog.
  doc.addEventListener('close', (event) => menuClosed(event.target), { ...options, capture: true });
  markAccountPresence(doc);
  doc.defaultView?.addEventListener('pageshow', () => markAccountPresence(doc), options);
  doc.addEventListener(
    'visibilitychange',
    () => {
      if (doc.visibilityState === 'visible') markAccountPresence(doc);
    },
    options,
  );
  const wide = doc.defaultView?.matchMedia?.(WIDE_SCREEN);
  wide?.addEventListener(
    'change',
    () => {
      if (wide.matches) closeMenus(doc);
    },
    options,
  );
  const uninstall = () => {
    controller.abort();
    installed.delete(doc);
  };
  installed.set(doc, uninstall);
  return uninstall;
}
