import { describe, expect, it } from 'vitest';
import { headingId } from './heading-id';

describe('headingId', () => {
  it('drops a leading section number and joins the words with hyphens', () => {
    expect(headingId('4. Lawful Bases for Processing')).toBe('lawful-bases-for-processing');
    expect(headingId("11. Children's Privacy")).toBe('children-s-privacy');
    expect(headingId('What Are Cookies')).toBe('what-are-cookies');
  });

  it('keeps letters with accents as their plain letters', () => {
    expect(headingId('Données à caractère personnel')).toBe('donnees-a-caractere-personnel');
  });

  it('never returns an empty anchor', () => {
    expect(headingId('—')).toBe('section');
  });
});
