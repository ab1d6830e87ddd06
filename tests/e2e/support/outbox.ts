/**
 * The contact endpoint's stored messages in the e2e run's private outbox (global-setup.ts), and
 * what every stored inquiry from fillForm() must hold, whichever way it was sent (the scripted
 * JSON request or the form posted without JavaScript).
 */
import fs from 'node:fs';
import path from 'node:path';
import { site } from '@content/site';
import { simpleParser, type ParsedMail } from 'mailparser';
import { expect, inject } from 'vitest';
import { noreplyAddress } from '../../../server/contact/message';
import { choices } from './contact-form';

/**
 * The stored messages of the inquiry sent with this last name, in file-name order: in new/ (on
 * their way to sales), or in review/ (held: sent without the browser's proof of work).
 */
export async function outboxMessages(lastName: string, folder: 'new' | 'review' = 'new'): Promise<{ name: string; mail: ParsedMail }[]> {
  const dir = path.join(inject('outboxDir'), folder);
  const found: { name: string; mail: ParsedMail }[] = [];
  for (const name of fs.existsSync(dir) ? fs.readdirSync(dir).sort() : []) {
    const mail = await simpleParser(fs.readFileSync(path.join(dir, name)));
    if (mail.subject === `New Contact Inquiry from Asha ${lastName}`) found.push({ name, mail });
  }
  return found;
}

/** One message to each recipient of site.yaml, each holding the answers, escaped. */
export function expectInquiryMessages(stored: readonly { mail: ParsedMail }[], lastName: string): void {
  expect(stored.map(({ mail }) => (mail.to as { value: { address: string }[] }).value[0]!.address)).toEqual(site.contactRecipients);
  for (const { mail } of stored) {
    expect(mail.from).toMatchObject({ value: [{ address: noreplyAddress(site).address }] });
    expect(mail.html).toContain(`<tr><th>Name</th><td>Asha ${lastName}</td></tr>`);
    expect(mail.html).toContain('<tr><th>Company</th><td>Acme Chemicals &amp; Co &lt;Pvt&gt;</td></tr>');
    expect(mail.html).toContain(
      '<tr><th>Current Challenges</th><td>Forecasts miss by &quot;30%&quot;.<br>&lt;script&gt;alert(1)&lt;/script&gt;</td></tr>',
    );
    expect(mail.html).toContain('<tr><th>Budget</th><td></td></tr>');
    expect(mail.html).not.toContain('<script');
    expect(mail.text).toContain(`Industry: ${choices.Industry}`);
  }
}
