import { describe, expect, it } from 'vitest';
import { tabIndexForKey } from './tabs';

describe('tabIndexForKey', () => {
  it('moves right and left, wrapping at both ends', () => {
    expect(tabIndexForKey('ArrowRight', 0, 5)).toBe(1);
    expect(tabIndexForKey('ArrowRight', 4, 5)).toBe(0);
    expect(tabIndexForKey('ArrowLeft', 2, 5)).toBe(1);
    expect(tabIndexForKey('ArrowLeft', 0, 5)).toBe(4);
  });

  it('jumps to the first and last tab with Home and End', () => {
    expect(tabIndexForKey('Home', 3, 5)).toBe(0);
    expect(tabIndexForKey('End', 1, 5)).toBe(4);
  });

  it('ignores other keys and empty tab lists', () => {
    for (const key of ['ArrowUp', 'ArrowDown', 'Enter', ' ', 'Tab', 'a']) expect(tabIndexForKey(key, 2, 5)).toBeNull();
    expect(tabIndexForKey('ArrowRight', 0, 0)).toBeNull();
    expect(tabIndexForKey('ArrowRight', 0, 1)).toBe(0);
  });
});
