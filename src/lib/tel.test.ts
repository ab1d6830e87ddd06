import { describe, expect, it } from 'vitest';
import { telHref } from './tel';

describe('telHref', () => {
  it('keeps only the plus sign and digits', () => {
    expect(telHref('+91 20 4000 0000')).toBe('tel:+912040000000');
    expect(telHref('(020) 4000-0000')).toBe('tel:02040000000');
  });
});
