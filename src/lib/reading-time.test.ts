import { describe, expect, it } from 'vitest';
import { countWords, readingDuration, readingMinutes, readingTimeLabel } from './reading-time';

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

describe('how a reading time is written', () => {
  it('says minutes for people and an ISO 8601 duration for machines', () => {
    expect(readingTimeLabel(1)).toBe('1 min read');
    expect(readingTimeLabel(12)).toBe('12 min read');
    expect(readingDuration(1)).toBe('PT1M');
    expect(readingDuration(12)).toBe('PT12M');
  });
});
