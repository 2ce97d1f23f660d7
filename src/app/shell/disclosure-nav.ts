import { GROUP_LINK_KEYS, TOP_ROW_KEYS, moveIndex } from '../nav/nav-keys';

/**
 * The desktop navigation's disclosure groups (WAI-ARIA APG "disclosure
 * navigation menu") on the markup of src/app/nav/DesktopNav.tsx: each group
 * button (`data-nav-top`, `aria-controls`) shows its list (`data-nav-list`);
 * one group is open at a time; arrows, Home and End move focus; Escape closes
 * and returns focus to the group's button; a press outside, focus leaving the
 * navigation or a followed link closes the group.
 */
const NAV = '[data-disclosure-nav]';
const GROUP_BUTTON = '[data-nav-top][aria-controls]';
const OPEN_BUTTON = `${GROUP_BUTTON}[aria-expanded="true"]`;

function setOpen(button: Element, open: boolean): void {
  button.setAttribute('aria-expanded', String(open));
  const list = button.ownerDocument.getElementById(button.getAttribute('aria-controls') ?? '');
  if (list) list.hidden = !open;
}

function closeGroups(nav: Element): void {
  nav.querySelectorAll(OPEN_BUTTON).forEach((button) => setOpen(button, false));
}

export function navClick(target: Element): void {
  const nav = target.closest(NAV);
  if (!nav) return;
  const button = target.closest(GROUP_BUTTON);
  if (button) {
    const open = button.getAttribute('aria-expanded') !== 'true';
    closeGroups(nav);
    setOpen(button, open);
  } else if (target.closest('[data-nav-list] a')) {
    closeGroups(nav);
  }
}

export function navKeyDown(event: KeyboardEvent, target: Element): void {
  const nav = target.closest(NAV);
  if (!nav) return;
  const focusAt = (items: HTMLElement[], next: number | null) => {
    if (next === null) return;
    event.preventDefault();
    items[next]?.focus();
  };
  if (event.key === 'Escape') {
    const open = nav.querySelector<HTMLElement>(OPEN_BUTTON);
    if (!open) return;
    event.preventDefault();
    setOpen(open, false);
    open.focus();
    return;
  }
  const list = target.closest('[data-nav-list]');
  if (list) {
    if (!GROUP_LINK_KEYS.includes(event.key)) return;
    const links = [...list.querySelectorAll<HTMLElement>('a')];
    focusAt(links, moveIndex(event.key, links.indexOf(target as HTMLElement), links.length));
    return;
  }
  if (!target.matches('[data-nav-top]') || !TOP_ROW_KEYS.includes(event.key)) return;
  const controls = target.getAttribute('aria-controls');
  if (event.key === 'ArrowDown' && controls && target.getAttribute('aria-expanded') === 'true') {
    const first = target.ownerDocument.getElementById(controls)?.querySelector<HTMLElement>('a');
    focusAt(first ? [first] : [], first ? 0 : null);
    return;
  }
  const row = [...nav.querySelectorAll<HTMLElement>('[data-nav-top]')];
  focusAt(row, moveIndex(event.key, row.indexOf(target as HTMLElement), row.length));
}

/** A pointer pressed outside a navigation closes its open group. */
export function navPointerDown(doc: Document, target: Node | null): void {
  doc.querySelectorAll(NAV).forEach((nav) => {
    if (!target || !nav.contains(target)) closeGroups(nav);
  });
}

/** Focus moving out of a navigation closes its open group. */
export function navFocusOut(target: Element, next: Node | null): void {
  const nav = target.closest(NAV);
  if (nav && !(next && nav.contains(next))) closeGroups(nav);
}
