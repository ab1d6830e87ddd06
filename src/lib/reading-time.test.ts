import { describe, expect, it } from 'vitest';
import { countWords, readingMinutes } from './reading-time';

describe('readingMinutes', () => {
  const words = (n: number) => Array.from({ length: n }, () => 'word').join(' ');

  it('is words / 200 rounded up', () => {
    expect(readingMinutes(words(200))).toBe(1);
    expect(readingMinutes(words(201))).toBe(2);
    expect(readingMinutes(words(1000))).toBe(5);
  });

  it('is at least one minute, also for empty text', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes('   \n\t ')).toBe(1);
    expect(readingMinutes('one')).toBe(1);
  });

  it('counts words separated by any white space', () => {
    expect(countWords('  supply\tchain\n\nplanning  ')).toBe(3);
    expect(countWords('')).toBe(0);
  });
});
