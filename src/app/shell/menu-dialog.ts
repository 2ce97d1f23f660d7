/**
 * The narrow screens' menu: a native `<dialog data-menu>` opened modally by
 * its toggle (`data-menu-toggle`, `aria-controls`), so that focus stays in it,
 * the page behind is inert and Escape closes it (the platform's doing). It
 * also closes on its close button (`data-dialog-close`), on the backdrop (a
 * click whose target is the dialog itself), on a followed link and when the
 * screen becomes wide; focus then returns to the toggle.
 */
const TOGGLE = '[data-menu-toggle][aria-controls]';
const MENU = 'dialog[data-menu]';
/** Matches the CSS breakpoint where the desktop navigation takes over. */
export const WIDE_SCREEN = '(min-width: 48rem)';

const toggleOf = (dialog: Element) =>
  dialog.ownerDocument.querySelector<HTMLElement>(`${TOGGLE}[aria-controls="${dialog.id}"]`);

export function menuClick(target: Element): void {
  const toggle = target.closest(TOGGLE);
  if (toggle) {
    const dialog = target.ownerDocument.getElementById(toggle.getAttribute('aria-controls') ?? '');
    if (dialog instanceof HTMLDialogElement && !dialog.open) {
      dialog.showModal();
      toggle.setAttribute('aria-expanded', 'true');
    }
    return;
  }
  const dialog = target.closest<HTMLDialogElement>(MENU);
  if (!dialog) return;
  if (target === dialog || target.closest('[data-dialog-close], a[href]')) dialog.close();
}

/** After the menu closed, whatever closed it: the toggle says so and has focus. */
export function menuClosed(target: EventTarget | null): void {
  if (!(target instanceof Element) || !target.matches(MENU)) return;
  const toggle = toggleOf(target);
  toggle?.setAttribute('aria-expanded', 'false');
  toggle?.focus();
}

export function closeMenus(doc: Document): void {
  doc.querySelectorAll<HTMLDialogElement>(`${MENU}[open]`).forEach((dialog) => dialog.close());
}
