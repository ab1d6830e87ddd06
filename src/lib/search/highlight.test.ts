import { describe, expect, it } from 'vitest';
import { highlight } from './highlight';
import { queryTerms } from './search-index';
import { searchTermForAnalytics, REDACTED_TERM } from '../../analytics/events';

describe('highlight', () => {
  it('marks the words the hit matched, in any case and with accents, and keeps the rest as it is', () => {
    expect(highlight('Safety Stock: when the café’s stock runs out', ['stock', 'cafe'])).toEqual([
      { text: 'Safety ', matched: false },
      { text: 'Stock', matched: true },
      { text: ': when the ', matched: false },
      { text: 'café’s', matched: true },
      { text: ' ', matched: false },
      { text: 'stock', matched: true },
      { text: ' runs out', matched: false },
    ]);
    expect(highlight('Nothing here', ['stock'])).toEqual([{ text: 'Nothing here', matched: false }]);
  });
});

describe('query terms', () => {
  it('drops common words and single letters, and folds case and accents', () => {
    expect(queryTerms('The Café of a Supply-Chain')).toEqual(['cafe', 'supply', 'chain']);
  });
});

describe('search term for analytics', () => {
  it('is trimmed and lowercase, and never an e-mail address or a phone number', () => {
    expect(searchTermForAnalytics('  Safety   Stock ')).toBe('safety stock');
    expect(searchTermForAnalytics('jane@example.com')).toBe(REDACTED_TERM);
    expect(searchTermForAnalytics('+91 20 4000 0000')).toBe(REDACTED_TERM);
    expect(searchTermForAnalytics('2025 forecast')).toBe('2025 forecast');
  });
});
