import { describe, expect, it } from 'vitest';
import { facetsOf, filterChips } from './filter-chips';

const all = { value: 'all', label: 'All' };

describe('facetsOf', () => {
  it('counts the entries filed under each option, and all of them', () => {
    expect(facetsOf(['b', 'a', 'b'], (entry) => entry)).toEqual({ total: 3, counts: { a: 1, b: 2 } });
    expect(facetsOf([], (entry: string) => entry)).toEqual({ total: 0, counts: {} });
  });

  it('counts an option named like an Object property as any other', () => {
    expect(facetsOf(['constructor', '__proto__', 'constructor'], (entry) => entry).counts).toEqual(
      Object.fromEntries([
        ['constructor', 2],
        ['__proto__', 1],
      ]),
    );
  });
});

describe('filterChips', () => {
  it('puts the all chip first, then the options in their own order with their counts, leaving out options without entries', () => {
    const options = [
      { value: 'z', label: 'Zed' },
      { value: 'empty', label: 'Empty' },
      { value: 'a', label: 'Ay' },
    ];
    expect(filterChips(all, options, { total: 3, counts: { a: 1, z: 2, unknown: 5 } })).toEqual([
      { value: 'all', label: 'All', count: 3 },
      { value: 'z', label: 'Zed', count: 2 },
      { value: 'a', label: 'Ay', count: 1 },
    ]);
  });

  it('gives an option named like an Object property no count it does not have', () => {
    const options = [
      { value: 'constructor', label: 'Constructor' },
      { value: 'toString', label: 'To string' },
    ];
    expect(
      filterChips(
        all,
        options,
        facetsOf(['toString'], (entry) => entry),
      ),
    ).toEqual([
      { value: 'all', label: 'All', count: 1 },
      { value: 'toString', label: 'To string', count: 1 },
    ]);
  });

  it('keeps the all chip of an empty list', () => {
    expect(filterChips(all, [{ value: 'a', label: 'Ay' }], { total: 0, counts: {} })).toEqual([{ value: 'all', label: 'All', count: 0 }]);
  });
});
