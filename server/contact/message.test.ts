import { describe, expect, it } from 'vitest';
import { htmlToText, noreplyAddress, sanitizeContent } from './message.ts';

describe('sanitizeContent', () => {
  it('keeps the markup of an inquiry e-mail as it is', () => {
    const html = '<h2>New Contact Inquiry</h2>\n<table>\n<tbody>\n<tr><th>Name</th><td>A &amp; B<br />C</td></tr>\n</tbody>\n</table>';
    expect(sanitizeContent(html)).toEqual({ html, refusedTags: [] });
  });

  it('reports every tag outside the safe subset and drops it with its script text', () => {
    const result = sanitizeContent('<p>Hi</p><script>steal()</script><style>p{}</style><iframe src="//x"></iframe><a href="//x">link</a><img src=x>');
    expect(result.refusedTags).toEqual(['a', 'iframe', 'img', 'script', 'style']);
    expect(result.html).toBe('<p>Hi</p>link');
  });

  it('drops every attribute, event handlers and styles included', () => {
    expect(sanitizeContent('<td onmouseover="x()" style="background:url(javascript:x)" colspan="2">v</td>').html).toBe('<td>v</td>');
  });
});

describe('htmlToText', () => {
  it('gives one line per row of the form\'s block, whatever its own line breaks', () => {
    expect(htmlToText('<h2>New Contact Inquiry</h2>\n<table>\n<tbody>\n<tr><th>Name</th><td>Asha Rao</td></tr>\n<tr><th>Budget</th><td></td></tr>\n</tbody>\n</table>')).toBe(
      'New Contact Inquiry\nName: Asha Rao\nBudget:',
    );
  });

  it('turns table rows into "Label: value" lines and decodes entities', () => {
    expect(htmlToText('<h2>New</h2><table><tbody><tr><th>Name</th><td>A &amp; B &lt;x&gt; &quot;q&quot; &#39;s</td></tr><tr><th>Message</th><td>one<br>two</td></tr></tbody></table>')).toBe(
      'New\nName: A & B <x> "q" \'s\nMessage: one\ntwo',
    );
  });
});

describe('noreplyAddress', () => {
  it('is on the site origin\'s domain without www', () => {
    expect(noreplyAddress({ name: 'TranslytiX', origin: 'https://www.translytix.example' })).toEqual({ name: 'TranslytiX Website', address: 'noreply@translytix.example' });
  });
});
