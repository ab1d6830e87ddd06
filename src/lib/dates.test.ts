import { describe, expect, it } from 'vitest';
import { formatLocalDate, formatLongDate, normaliseDate } from './dates';

describe('normaliseDate', () => {
  it.each([
    ['2025-06-29', '2025-06-29'],
    ['15-06-2025', '2025-06-15'],
    ['7/4/2025', '2025-07-04'],
    ['7/2/2025', '2025-07-02'],
    ['12/31/25', '2025-12-31'],
    [' 8/10/2025 ', '2025-08-10'],
  ])('reads %s as %s', (raw, expected) => {
    expect(normaliseDate(raw)).toBe(expected);
  });

  it.each(['31-02-2025', '2025-02-30', '13/1/2025', '2025/06/01', 'June 1, 2025', '', '15-6-2025', '0/1/2025'])('refuses %j', (raw) => {
    expect(normaliseDate(raw)).toBeNull();
  });

  it('accepts 29 February only in leap years', () => {
    expect(normaliseDate('29-02-2024')).toBe('2024-02-29');
    expect(normaliseDate('29-02-2025')).toBeNull();
  });
});

describe('formatLongDate', () => {
  it('writes the stable form prerendered pages show, whatever the time zone', () => {
    expect(formatLongDate('2025-04-01')).toBe('April 1, 2025');
    expect(formatLongDate('2025-12-31')).toBe('December 31, 2025');
  });
});

describe('formatLocalDate', () => {
  it('shows the same day in the visitor locale, and exactly the stable form in en-US', () => {
    expect(formatLocalDate('2025-06-15', 'en-US')).toBe(formatLongDate('2025-06-15'));
    expect(formatLocalDate('2025-06-15', 'de-DE')).toBe('15. Juni 2025');
    expect(formatLocalDate('2025-12-31', 'en-GB')).toBe('31 December 2025');
  });
});
