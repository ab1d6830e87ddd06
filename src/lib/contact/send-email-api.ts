/**
 * What POST /api/send_email/ accepts (the wire contract {recipient, subject, content}, plus
 * the form's honeypot) and the limits that keep it from being abused: one schema, which the
 * server validates with and whose type the form's client sends. The client imports the type
 * only (`import type`), so zod never reaches the browser bundle.
 */
import { z } from 'zod';
import { breaksHeader } from './header-text';

export const limits = {
  /** Whole request body, in bytes. The form's largest possible inquiry stays well below. */
  bodyBytes: 64 * 1024,
  /** The HTML content block, in characters. */
  contentChars: 60_000,
  /** The subject line, in characters. */
  subjectChars: 300,
} as const;


/**
 * Whether text holds an RFC 2047 encoded word ("=?utf-8?q?Hi=0D=0ABcc:...?="): a mail client
 * decodes it in a header, so it could carry a line break or any other character past the
 * one-line check. Every subject with "=?" followed later by "?=" is refused, not only those
 * that decode to control characters: our form never writes one, and refusing the shape needs
 * no decoder that has to agree with every mail client's. (Two searches: linear time.)
 */
export function hasEncodedWord(text: string): boolean {
  const start = text.indexOf('=?');
  return start !== -1 && text.indexOf('?=', start + 2) !== -1;
}

export const sendEmailBody = z.strictObject({
  /** One of the configured recipients (checked by the route, which knows them). */
  recipient: z.email('must be an e-mail address').max(254),
  subject: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(limits.subjectChars, `must be at most ${limits.subjectChars} characters`)
    .refine((subject) => !breaksHeader(subject), 'must be one line, without CR, LF or other control characters')
    .refine((subject) => !hasEncodedWord(subject), 'must not contain an encoded word (=?charset?encoding?text?=)'),
  content: z
    .string()
    .min(1, 'must not be empty')
    .max(limits.contentChars, `must be at most ${limits.contentChars} characters`),
  /** Honeypot: hidden from people, so anything in it was typed by a bot. */
  website: z.string().max(2000).optional(),
});

/** The JSON body of one call, as the client writes it. */
export type SendEmailBody = z.input<typeof sendEmailBody>;
/** The same body once the server has validated it (the subject trimmed). */
export type SendEmailRequest = z.infer<typeof sendEmailBody>;

/** "subject: must be one line...; content: must not be empty" */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : 'body'}: ${issue.message}`)
    .join('; ');
}
