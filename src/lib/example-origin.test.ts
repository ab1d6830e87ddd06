import { describe, expect, it } from 'vitest';
import { exampleOriginWarning, isExampleOrigin } from './example-origin';

describe('example origins', () => {
  it('knows the reserved example names, in any letter case, and nothing else', () => {
    for (const origin of ['https://www.translytix.example', 'https://example.com', 'http://shop.EXAMPLE.org:8080', 'https://example'])
      expect(isExampleOrigin(origin), origin).toBe(true);
    for (const origin of [
      'https://www.translytix.com',
      'https://example.company.com',
      'https://myexample.com',
      'https://examples.net',
      'not a url',
    ])
      expect(isExampleOrigin(origin), origin).toBe(false);
  });

  it('warns naming the origin and where to change it', () => {
    expect(exampleOriginWarning('https://www.translytix.example')).toMatch(/https:\/\/www\.translytix\.example.*content\/site\.yaml/);
    expect(exampleOriginWarning('https://www.translytix.com')).toBeNull();
  });
});
