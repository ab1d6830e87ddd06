/**
 * What POST /api/send_email/ and the form posted without JavaScript (POST /api/contact/)
 * accept: one schema of the inquiry's fields, which the server validates both with and whose
 * type the form's client sends. The JSON body keeps the spec's wire contract {recipient,
 * subject, content} and carries the fields beside those keys; the server builds the message
 * from the fields alone (inquiry.ts), so a subject or HTML written by a client never reaches
 * anyone. The client imports types only (`import type`), so zod never reaches the browser bundle.
 */
import { z } from 'zod';
import { breaksHeader } from './header-text';
import { inquiryFields, type InquiryField } from './inquiry';
import { fieldMessages, formFields, type FormField } from './posted-form';

export const limits = {
  /**
   * Whole JSON body, in bytes. The form's largest inquiry (about 10,500 characters of fields,
   * sent twice: raw, and HTML-escaped in `content`) is at most about 64 KB in UTF-8.
   */
  bodyBytes: 128 * 1024,
  /** `content` as the spec's client writes it, in characters (read for its size only, never sent). */
  contentChars: 60_000,
  /** `subject` as the spec's client writes it, in characters (read for its size only, never sent). */
  subjectChars: 600,
  /** `budget`: mailed but never shown by the form, so its limit lives here and not in formFields. */
  budgetChars: 200,
  /** The honeypot. */
  websiteChars: 2000,
  /** The browser's proof of work (a challenge and its solution, about 700 characters). */
  proofChars: 4000,
} as const;

/** The drop-down lists' choices (the contact page copy, content/pages/contact.yaml). */
export interface InquiryChoices {
  industry: readonly string[];
  companySize: readonly string[];
  inquiryType: readonly string[];
  timeline: readonly string[];
}

/**
 * Fields that reach a mail header (the subject is made of the name; the e-mail address is the
 * sender's): no line break, no control character and no invisible format character (\p{Cf}:
 * right-to-left override, zero-width joiner...), which could disguise what sales reads.
 */
const headerBound: ReadonlySet<InquiryField> = new Set(['firstName', 'lastName', 'email']);
const formatCharacter = /\p{Cf}/u;

/**
 * Whether text holds an RFC 2047 encoded word ("=?utf-8?q?Hi=0D=0ABcc:...?="): a mail client
 * decodes it in a header, so it could carry a line break or any other character past the
 * one-line check. Every value with "=?" followed later by "?=" is refused: the form never
 * needs one, and refusing the shape needs no decoder. (Two searches: linear time.)
 */
export function hasEncodedWord(text: string): boolean {
  const start = text.indexOf('=?');
  return start !== -1 && text.indexOf('?=', start + 2) !== -1;
}

const rulesOf = (field: InquiryField) =>
  field === 'budget'
    ? { name: 'the budget', required: false, maxLength: limits.budgetChars, select: false }
    : formFields[field as FormField];

/** One field: trimmed, within its length, one of the choices, required or not. Messages speak to the visitor. */
function fieldSchema(field: InquiryField, choices: InquiryChoices) {
  const rules = rulesOf(field);
  const options = (choices as Partial<Record<InquiryField, readonly string[]>>)[field];
  let schema = z.string().trim().max(rules.maxLength, fieldMessages.tooLong(rules, rules.maxLength));
  if (headerBound.has(field)) {
    schema = schema
      .refine((value) => !breaksHeader(value) && !formatCharacter.test(value), fieldMessages.headerUnsafe(rules))
      .refine((value) => !hasEncodedWord(value), fieldMessages.encodedWord(rules));
  }
  if (options) schema = schema.refine((value) => value === '' || options.includes(value), fieldMessages.notListed(rules));
  if (field === 'email') schema = schema.refine((value) => value === '' || z.email().safeParse(value).success, fieldMessages.email(rules));
  if (rules.required) schema = schema.refine((value) => value !== '', fieldMessages.missing(rules));
  // A field left out of a JSON body is empty, as the form would send it, and checked as such
  // (prefault runs the rules on it; default would skip them and let a required field pass).
  return schema.prefault('');
}

/** The inquiry's fields, each with its rules (posted-form.ts states the limits beside each field). */
export function inquiryShape(choices: InquiryChoices) {
  return Object.fromEntries(inquiryFields.map((field) => [field, fieldSchema(field, choices)])) as Record<
    InquiryField,
    ReturnType<typeof fieldSchema>
  >;
}

/** The fields alone: what the form posted without JavaScript is checked with. */
export const inquirySchema = (choices: InquiryChoices) => z.strictObject(inquiryShape(choices));

/** The JSON body of one call: the spec's keys, the honeypot, and the fields beside them. */
export function sendEmailBodySchema(choices: InquiryChoices) {
  return z.strictObject({
    /** One of the configured recipients (checked by the route, which knows them). */
    recipient: z.email('must be an e-mail address').max(254),
    /** The spec's subject and HTML: accepted for the contract, bounded, never used. */
    subject: z.string().max(limits.subjectChars, `must be at most ${limits.subjectChars} characters`).optional(),
    content: z.string().max(limits.contentChars, `must be at most ${limits.contentChars} characters`).optional(),
    /** Honeypot: hidden from people, so anything in it was typed by a bot. */
    website: z.string().max(limits.websiteChars).optional(),
    /** The browser's ALTCHA proof of work, JSON {challenge, solution}; without a valid one the lead is held for review. */
    altcha: z.string().max(limits.proofChars).optional(),
    ...inquiryShape(choices),
  });
}

/** The JSON body of one call, as the client writes it. */
export type SendEmailBody = z.input<ReturnType<typeof sendEmailBodySchema>>;
/** The same body once the server has validated it (fields trimmed, absent ones empty). */
export type SendEmailRequest = z.infer<ReturnType<typeof sendEmailBodySchema>>;

/** "firstName: Enter your first name.; email: Enter your business email in the form name@company.com." */
export function describeIssues(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : 'body'}: ${issue.message}`).join('; ');
}
