import { describe, expect, it } from 'vitest';
import { escapeHtml, escapeXml, scriptJson } from './escape';

const hostile = '</script><script>alert(1)</script>';

describe('escapeHtml', () => {
  it('turns the five markup characters into entities', () => {
    expect(escapeHtml(`<b title="x">Tom & Jerry's</b>`)).toBe('&lt;b title=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/b&gt;');
  });

  it('escapes an ampersand that already looks like an entity, so it shows as typed', () => {
    expect(escapeHtml('&lt; &amp; &#60;')).toBe('&amp;lt; &amp;amp; &amp;#60;');
  });
});

describe('escapeXml', () => {
  it('escapes the five XML specials', () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;');
  });

  it('drops characters XML 1.0 cannot carry and keeps the rest of Unicode', () => {
    expect(escapeXml('a\u0000b\u0008c\uFFFEd\uD800e')).toBe('abcde');
    expect(escapeXml('₹24 crore · “quoted” 📈\ttab')).toBe('₹24 crore · “quoted” 📈\ttab');
  });
});

describe('scriptJson', () => {
  it('never lets data close the script element it is embedded in, and reads back the same', () => {
    const text = scriptJson({ quote: hostile, nested: [hostile] });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ quote: hostile, nested: [hostile] });
  });
});
