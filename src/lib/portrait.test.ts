import { describe, expect, it } from 'vitest';
import { hashString, initialsOf, portraitPalette, portraitStyle } from './portrait';

describe('initialsOf', () => {
  // Each rule with the names that show it and the initials they must give.
  const rules: Record<string, Record<string, string>> = {
    'takes the first letters of the first and last names': {
      'Arjun Deshmukh': 'AD',
      'Mary Ann de la Cruz': 'MC',
      '  priya   kulkarni ': 'PK',
    },
    'skips honorifics and suffixes': { 'Dr. Sunil Joshi': 'SJ', 'Prof. Jane Smith, PhD': 'JS', 'Martin Luther King Jr.': 'MK' },
    'handles single names, punctuation, accents and letters outside the BMP': {
      Cher: 'C',
      "Daniel O'Brien": 'DO',
      'Émile Zola': 'ÉZ',
      '𝒜lice Bob': '𝒜B',
    },
    'never returns an empty badge': { '': '?', 'Dr.': '?', '<script>': 'S' },
  };

  it.each(Object.entries(rules))('%s', (_rule, cases) => {
    for (const [name, initials] of Object.entries(cases)) expect(initialsOf(name), name).toBe(initials);
  });
});

describe('portraitStyle', () => {
  it('places the network pattern inside the tile, clear of the initials in the lower left', () => {
    for (const name of ['Meera Nair', 'Arjun Deshmukh', 'Dr. Sunil Joshi', 'A', '']) {
      const { nodes } = portraitStyle(name);
      expect(nodes).toHaveLength(5);
      for (const node of nodes) {
        expect(node.x >= 44 && node.x < 108 && node.y >= 12 && node.y < 64).toBe(true);
      }
    }
    expect(portraitStyle('Meera Nair').nodes).not.toEqual(portraitStyle('Arjun Deshmukh').nodes);
  });

  it('ignores case and surrounding spaces', () => {
    expect(portraitStyle('Meera Nair')).toEqual(portraitStyle('  MEERA NAIR '));
    expect(portraitStyle('Meera Nair').initials).toBe('MN');
  });

  it('hashes a name to the same number in every run (FNV-1a), so server and browser agree', () => {
    // Known FNV-1a 32-bit values: a change of algorithm would repaint every portrait.
    expect(hashString('')).toBe(0x811c9dc5);
    expect(hashString('a')).toBe(0xe40c292c);
  });

  it('picks colours from the palette and one of eight directions', () => {
    for (const name of ['Arjun Deshmukh', 'Priya Kulkarni', 'Rohan Mehta', 'Emily Tremblay', 'Dr. Sunil Joshi']) {
      const style = portraitStyle(name);
      expect(portraitPalette.some(([from, to]) => from === style.from && to === style.to)).toBe(true);
      expect(style.angle % 45).toBe(0);
      expect(style.angle).toBeGreaterThanOrEqual(0);
      expect(style.angle).toBeLessThan(360);
    }
  });

  it('spreads different names over the palette', () => {
    const names = ['Arjun Deshmukh', 'Priya Kulkarni', 'Rohan Mehta', 'Emily Tremblay', 'Dr. Sunil Joshi', 'Meera Nair', 'Daniel Fournier'];
    const colours = new Set(names.map((name) => portraitStyle(name).from + portraitStyle(name).to));
    expect(colours.size).toBeGreaterThanOrEqual(4);
  });
});
