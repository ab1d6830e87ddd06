import { describe, expect, it } from 'vitest';
import { trendDirection } from './trend';

describe('trendDirection', () => {
  it('reads the direction from the sign, whatever the change means for the business', () => {
    expect(trendDirection('+3.1 pts vs last month')).toBe('up');
    expect(trendDirection('-6 days vs last quarter')).toBe('down');
    expect(trendDirection('+0.3 pts this week')).toBe('up');
  });

  it('takes the minus signs editors type: Unicode minus, en dash, with or without a space', () => {
    expect(trendDirection('\u22120.4%')).toBe('down');
    expect(trendDirection('\u2013 2 days')).toBe('down');
    expect(trendDirection(' + 12%')).toBe('up');
  });

  it('is flat when no signed figure leads the text', () => {
    expect(trendDirection('No change')).toBe('flat');
    expect(trendDirection('0 pts')).toBe('flat');
    expect(trendDirection('-')).toBe('flat');
    expect(trendDirection('up 3 pts')).toBe('flat');
    expect(trendDirection('')).toBe('flat');
  });
});
