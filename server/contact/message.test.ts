import { describe, expect, it } from 'vitest';
import { htmlToText, noreplyAddress } from './message.ts';

describe('htmlToText', () => {
  it("gives one line per row of the form's block, whatever its own line breaks", () => {
    expect(
      htmlToText(
        '<h2>New Contact Inquiry</h2>\n<table>\n<tbody>\n<tr><th>Name</th><td>Asha Rao</td></tr>\n<tr><th>Budget</th><td></td></tr>\n</tbody>\n</table>',
      ),
    ).toBe('New Contact Inquiry\nName: Asha Rao\nBudget:');
  });

  it('turns table rows into "Label: value" lines and decodes entities', () => {
    expect(
      htmlToText(
        '<h2>New</h2><table><tbody><tr><th>Name</th><td>A &amp; B &lt;x&gt; &quot;q&quot; &#39;s</td></tr><tr><th>Message</th><td>one<br>two</td></tr></tbody></table>',
      ),
    ).toBe('New\nName: A & B <x> "q" \'s\nMessage: one\ntwo');
  });
});

describe('noreplyAddress', () => {
  it("is on the site origin's domain without www", () => {
    expect(noreplyAddress({ name: 'TranslytiX', origin: 'https://www.translytix.example' })).toEqual({
      name: 'TranslytiX Website',
      address: 'noreply@translytix.example',
    });
  });
});

describe('htmlToText on hostile input', () => {
  // The review's attack: "a" + 59,998 spaces + "b" took 2.7 s with a backtracking expression.
  // Its expressions are checked for linear time by server/regex-safety.test.ts, and htmlparser2
  // reads in one pass; here, what comes out. (No timing: the machine may be busy.)
  const whitespaceRuns = Object.entries({ spaces: ' ', tabs: '\t', NBSP: '\u00a0', newlines: '\n', 'a mix': ' \t\u00a0\n\r' });

  it.each(whitespaceRuns)('64 KB of %s between two letters keeps both letters', (_name, unit) => {
    const input = `a${unit.repeat(Math.ceil(64_000 / unit.length))}b`;
    expect(htmlToText(input)).toMatch(/^a\s*b$/);
  });

  it('other hostile shapes: unclosed tags, endless entities, deep nesting end without an error', () => {
    for (const input of [
      '<'.repeat(64_000),
      '&amp'.repeat(16_000),
      '<p>'.repeat(20_000),
      `<td>${'</th>'.repeat(12_000)}`,
      '&#'.repeat(32_000),
    ]) {
      expect(typeof htmlToText(input), input.slice(0, 10)).toBe('string');
    }
  });
});
