/**
 * From an accepted lead to an RFC 5322 message: the HTML block the server wrote from the
 * inquiry's fields (src/lib/contact/inquiry.ts, every value escaped), a plain-text
 * alternative, and the MIME message built by nodemailer's MailComposer (the same code that
 * would build it for sending). No markup from a client ever gets here.
 */
import MailComposer from 'nodemailer/lib/mail-composer';
import { Parser } from 'htmlparser2';
import { escapeHtml } from '../../src/lib/escape.ts';

/** Text each tag stands for in the plain-text part: rows and blocks become lines. */
const opening: Record<string, string> = { br: '\n', hr: '\n----\n', li: '- ' };
const closing: Record<string, string> = { th: ': ', td: ' ' };
for (const block of ['p', 'div', 'h1', 'h2', 'h3', 'h4', 'tr', 'li', 'table', 'ul', 'ol', 'blockquote']) closing[block] = '\n';

/** A run of whitespace with a line break in it, as in a browser, is one space; NBSP is a space. */
const markupWhitespace = (run: string) => (run.includes('\n') || run.includes('\r') ? ' ' : run.replaceAll('\u00a0', ' '));

/**
 * Plain text of the server's HTML block. htmlparser2's tokenizer reads the markup in one pass
 * and decodes entities, so the time grows linearly with the input: the values in it come from
 * visitors, and a regular expression that backtracks over a long run of spaces would hold the
 * server for seconds.
 */
export function htmlToText(html: string): string {
  let text = '';
  // Whitespace after a cell is the markup's, not the visitor's: "Name:" then the value.
  let afterCell = false;
  const parser = new Parser(
    {
      onopentag(name) {
        text += opening[name] ?? '';
      },
      onclosetag(name) {
        text += closing[name] ?? '';
        afterCell = name === 'th' || name === 'td';
      },
      ontext(data) {
        const piece = data.replace(/\s+/g, markupWhitespace);
        text += afterCell ? piece.trimStart() : piece;
        if (piece.trim() !== '') afterCell = false;
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return text
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export interface ComposeInput {
  from: { name: string; address: string };
  to: string;
  subject: string;
  /** The server's HTML block (inquiryHtml). */
  html: string;
  /** Stable across re-sends, so a mail system can spot a duplicate after a crash. */
  messageId: string;
  date?: Date;
}

/** The complete message as stored in the outbox and sent over SMTP. */
export async function composeMessage(input: ComposeInput): Promise<Buffer> {
  const composer = new MailComposer({
    from: input.from,
    to: input.to,
    subject: input.subject,
    messageId: input.messageId,
    date: input.date ?? new Date(),
    text: htmlToText(input.html),
    html: `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(input.subject)}</title></head>\n<body>\n${input.html}\n</body></html>`,
    // The content came from a visitor: never let it make nodemailer read files or URLs.
    disableFileAccess: true,
    disableUrlAccess: true,
    xMailer: false,
    // Maildir files use LF line ends; the SMTP client turns them into CRLF on the wire.
    newline: '\n',
  });
  return composer.compile().build();
}

/** The site's no-reply sender on the site's own domain, e.g. noreply@translytix.example. */
export function noreplyAddress(site: { name: string; origin: string }): { name: string; address: string } {
  const domain = new URL(site.origin).hostname.replace(/^www\./, '');
  return { name: `${site.name} Website`, address: `noreply@${domain}` };
}
