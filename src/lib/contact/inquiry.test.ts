import { describe, expect, it } from 'vitest';
import { emptyInquiry, inquiryHtml, inquiryRows, inquirySubject, type Inquiry } from './inquiry';

const filled: Inquiry = {
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha@example.com',
  phone: '+91 98000 00000',
  company: 'Acme Chemicals',
  jobTitle: 'Head of Planning',
  industry: 'Chemicals & Petrochemicals',
  companySize: 'Enterprise (1001-5000)',
  country: 'India',
  inquiryType: 'Request a Demo',
  currentChallenges: 'Forecasts miss by 30%.\nToo much slow stock.',
  timeline: 'Short-term (1-3 months)',
  budget: '',
  message: 'Call after 3 PM.',
};

describe('inquirySubject', () => {
  it('reads New Contact Inquiry from {first} {last}', () => {
    expect(inquirySubject(filled)).toBe('New Contact Inquiry from Asha Rao');
  });

  it('stays on one line whatever the name holds (no header injection)', () => {
    const subject = inquirySubject({ firstName: 'Eve\r\nBcc: victim@example.com', lastName: ' \tX\u2028Y ' });
    expect(subject).toBe('New Contact Inquiry from Eve Bcc: victim@example.com X Y');
    expect(subject).not.toMatch(/[\r\n]/);
  });
});

describe('inquiryHtml', () => {
  it("lists the form's thirteen fields in the order sales reads them, budget included though empty", () => {
    expect(inquiryRows(filled).map(([label]) => label)).toEqual([
      'Name',
      'Email',
      'Phone',
      'Company',
      'Job Title',
      'Industry',
      'Company Size',
      'Country',
      'Inquiry Type',
      'Current Challenges',
      'Timeline',
      'Budget',
      'Message',
    ]);
    const html = inquiryHtml(filled);
    expect(html.match(/<tr>/g)).toHaveLength(13);
    expect(html).toContain('<tr><th>Name</th><td>Asha Rao</td></tr>');
    expect(html).toContain('<tr><th>Budget</th><td></td></tr>');
    expect(html).toContain('<td>Chemicals &amp; Petrochemicals</td>');
    expect(html).toContain('<td>Forecasts miss by 30%.<br>Too much slow stock.</td>');
  });

  it('escapes every value: script tags, quotes and ampersands stay text', () => {
    const hostile = emptyInquiry();
    for (const key of Object.keys(hostile) as (keyof Inquiry)[]) {
      hostile[key] = `<script>alert("${key}")</script> & 'quoted' <img src=x onerror=alert(1)>`;
    }
    const html = inquiryHtml(hostile);
    expect(html).not.toMatch(/<script|<img|onerror=alert\(1\)>/);
    expect(html).toContain(
      '&lt;script&gt;alert(&quot;email&quot;)&lt;/script&gt; &amp; &#39;quoted&#39; &lt;img src=x onerror=alert(1)&gt;',
    );
    // Outside the values, only the block's own tags remain.
    const tags = new Set(html.match(/<\/?[a-z0-9]+/g));
    expect([...tags].sort()).toEqual([
      '</h2',
      '</table',
      '</tbody',
      '</td',
      '</th',
      '</tr',
      '<h2',
      '<table',
      '<tbody',
      '<td',
      '<th',
      '<tr',
    ]);
  });
});
