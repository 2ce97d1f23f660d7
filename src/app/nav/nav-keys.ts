/**
 * Focus movement of the disclosure navigation (WAI-ARIA APG "disclosure
 * navigation menu"): pure index arithmetic, so it is tested without a DOM.
 */

/** Where a key moves focus in a list of `count` items, or null if it does not. */
export function moveIndex(key: string, index: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowDown':
    case 'ArrowRight':
      return index < count - 1 ? index + 1 : null;
    case 'ArrowUp':
    case 'ArrowLeft':
      return index > 0 ? index - 1 : null;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/** Keys inside an open group's list: only the vertical ones move focus. */
export const GROUP_LINK_KEYS = ['ArrowDown', 'ArrowUp', 'Home', 'End'];
/** Keys on the top row (Home link and group buttons). */
export const TOP_ROW_KEYS = ['ArrowDown', 'ArrowRight', 'ArrowUp', 'ArrowLeft', 'Home', 'End'];
