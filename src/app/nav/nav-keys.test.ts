import { describe, expect, it } from 'vitest';
import { moveIndex } from './nav-keys';

describe('moveIndex', () => {
  it('moves to the next and previous item without wrapping', () => {
    expect(moveIndex('ArrowDown', 0, 3)).toBe(1);
    expect(moveIndex('ArrowRight', 1, 3)).toBe(2);
    expect(moveIndex('ArrowDown', 2, 3)).toBeNull();
    expect(moveIndex('ArrowUp', 2, 3)).toBe(1);
    expect(moveIndex('ArrowLeft', 1, 3)).toBe(0);
    expect(moveIndex('ArrowUp', 0, 3)).toBeNull();
  });

  it('jumps to the first and last item with Home and End', () => {
    expect(moveIndex('Home', 2, 4)).toBe(0);
    expect(moveIndex('End', 0, 4)).toBe(3);
  });

  it('ignores other keys and empty lists', () => {
    expect(moveIndex('Tab', 0, 3)).toBeNull();
    expect(moveIndex('a', 1, 3)).toBeNull();
    expect(moveIndex('Home', 0, 0)).toBeNull();
  });
});
