import { describe, expect, it } from 'vitest';
import { switchesEntry } from './entry-address';

describe('a change of the address that moves straight from one saved entry to another', () => {
  it('is one when the #… part names another entry, of the same collection or another', () => {
    expect(switchesEntry('#/collections/stories/entries/a', '#/collections/stories/entries/b')).toBe(true);
    expect(switchesEntry('#/collections/articles/entries/a', '#/collections/stories/entries/a')).toBe(true);
  });

  it("is none for Decap's own moves: to or from a list, a new entry, a duplicate, or the same entry", () => {
    expect(switchesEntry('#/collections/stories', '#/collections/stories/entries/a')).toBe(false);
    expect(switchesEntry('#/collections/stories/entries/a', '#/collections/stories/new?duplicate=true')).toBe(false);
    expect(switchesEntry('#/collections/stories/new', '#/collections/stories/entries/a')).toBe(false);
    expect(switchesEntry('#/collections/stories/entries/a', '#/collections/stories/entries/a?ref=x')).toBe(false);
    expect(switchesEntry('#/media', '#/collections/stories/entries/a')).toBe(false);
  });
});
