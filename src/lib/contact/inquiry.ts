/**
 * The contact inquiry and the e-mail built from it: the subject line and
 * the HTML block listing the thirteen fields. Every visitor value is HTML-escaped, so nothing
 * a visitor types is ever read as markup.
 */
import { escapeHtml } from '../escape';
import { toHeaderLine } from './header-text';

/** Every field of the form state; all text. `budget` is never shown as an input but is mailed. */
export const inquiryFields = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'company',
  'jobTitle',
  'industry',
  'companySize',
  'country',
  'inquiryType',
  'currentChallenges',
  'timeline',
  'budget',
  'message',
] as const;

export type InquiryField = (typeof inquiryFields)[number];
export type Inquiry = Record<InquiryField, string>;

export function emptyInquiry(): Inquiry {
  return Object.fromEntries(inquiryFields.map((field) => [field, ''])) as Inquiry;
}

/** A value as HTML: escaped, and its line breaks kept as <br>. */
function valueHtml(value: string): string {
  return escapeHtml(value.trim()).replace(/\r\n?|\n/g, '<br>');
}

/** 'New Contact Inquiry from {first} {last}', on one line whatever was typed. */
export function inquirySubject(inquiry: Pick<Inquiry, 'firstName' | 'lastName'>): string {
  const name = toHeaderLine(`${inquiry.firstName} ${inquiry.lastName}`);
  return `New Contact Inquiry from ${name.replace(/\s+/g, ' ').trim()}`;
}

/** The e-mail's label of every field after the name, in the order sales reads them. */
const mailLabels: Record<Exclude<InquiryField, 'firstName' | 'lastName'>, string> = {
  email: 'Email',
  phone: 'Phone',
  company: 'Company',
  jobTitle: 'Job Title',
  industry: 'Industry',
  companySize: 'Company Size',
  country: 'Country',
  inquiryType: 'Inquiry Type',
  currentChallenges: 'Current Challenges',
  timeline: 'Timeline',
  budget: 'Budget',
  message: 'Message',
};

/** The thirteen rows of the e-mail: first and last name form one row, then the other fields. */
export function inquiryRows(inquiry: Inquiry): [label: string, value: string][] {
  const fields = Object.keys(mailLabels) as (keyof typeof mailLabels)[];
  return [
    ['Name', `${inquiry.firstName.trim()} ${inquiry.lastName.trim()}`],
    ...fields.map((field): [string, string] => [mailLabels[field], inquiry[field]]),
  ];
}

/** The HTML block mailed to each recipient: a heading and one table row per field. */
export function inquiryHtml(inquiry: Inquiry): string {
  const rows = inquiryRows(inquiry)
    .map(([label, value]) => `<tr><th>${escapeHtml(label)}</th><td>${valueHtml(value)}</td></tr>`)
    .join('\n');
  return `<h2>New Contact Inquiry</h2>\n<table>\n<tbody>\n${rows}\n</tbody>\n</table>`;
}
