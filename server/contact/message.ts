/**
 * From an accepted request to an RFC 5322 message: the content reduced to a safe HTML subset
 * by sanitize-html, a plain-text alternative, and the MIME message built by nodemailer's
 * MailComposer (the same code that would build it for sending).
 */
import MailComposer from 'nodemailer/lib/mail-composer';
import sanitizeHtml from 'sanitize-html';

/** Markup an inquiry e-mail needs: headings, paragraphs, lists and tables. No links, images or styles. */
export const allowedTags = [
  'h1', 'h2', 'h3', 'h4', 'p', 'br', 'hr', 'div', 'span', 'strong', 'b', 'em', 'i', 'u',
  'ul', 'ol', 'li', 'blockquote', 'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
];

export interface SanitizedContent {
  html: string;
  /** Tags the sender used that are not allowed (script, img, a...); empty for our own form. */
  refusedTags: string[];
}

/** Keep the allowed tags without any attribute; report what else was there. */
export function sanitizeContent(content: string): SanitizedContent {
  const refused = new Set<string>();
  const html = sanitizeHtml(content, {
    allowedTags,
    allowedAttributes: {},
    disallowedTagsMode: 'discard',
    // Text inside these is dropped with the tag, not shown as text.
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'title', 'iframe', 'xmp'],
    onOpenTag(tagName) {
      if (!allowedTags.includes(tagName)) refused.add(tagName);
    },
  });
  return { html: html.trim(), refusedTags: [...refused].sort() };
}

const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };

/** Plain text of sanitized HTML (which only holds allowedTags): rows and blocks become lines. */
export function htmlToText(html: string): string {
  return html
    // Line breaks in the markup itself are just spaces, as in a browser.
    .replace(/\s*[\r\n]+\s*/g, ' ')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/th>\s*/gi, ': ')
    .replace(/<\/td>\s*/gi, ' ')
    .replace(/<li>/gi, '- ')
    .replace(/<\/(p|div|h[1-4]|tr|li|table|ul|ol|blockquote)>/gi, '\n')
    .replace(/<hr\s*\/?>/gi, '\n----\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => entities[entity] ?? entity)
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
  /** Sanitized HTML content. */
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
    html: `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>${escapeText(input.subject)}</title></head>\n<body>\n${input.html}\n</body></html>`,
    // The content came from a visitor: never let it make nodemailer read files or URLs.
    disableFileAccess: true,
    disableUrlAccess: true,
    xMailer: false,
    // Maildir files use LF line ends; the SMTP client turns them into CRLF on the wire.
    newline: '\n',
  });
  return composer.compile().build();
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The site's no-reply sender on the site's own domain, e.g. noreply@translytix.example. */
export function noreplyAddress(site: { name: string; origin: string }): { name: string; address: string } {
  const domain = new URL(site.origin).hostname.replace(/^www\./, '');
  return { name: `${site.name} Website`, address: `noreply@${domain}` };
}
