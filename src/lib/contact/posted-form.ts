/**
 * The demo-request form as the server answers a post made without JavaScript
 * (server/contact/form-post.ts): the values as sent and what is wrong with them. It travels in
 * the page's payload (route-data.ts), so the server's render and the browser's hydration show
 * the same values and messages.
 */
import type { Inquiry, InquiryField } from './inquiry';

export interface PostedForm {
  /** Every field as the visitor sent it. */
  values: Inquiry;
  /** The honeypot's value, sent back so a retry is judged like the first post. */
  website: string;
  /** A message per field that needs the visitor's attention. */
  errors: Partial<Record<FormField, string>>;
  /** What went wrong beyond the fields (a refusal, the outbox unavailable), for the form's alert. */
  formError?: string;
}

/** The fields the form shows (every inquiry field but budget). */
export type FormField = Exclude<InquiryField, 'budget'>;

/**
 * Each field's label and rules, as the form states them (required, maxlength) and the server
 * checks them for a post without JavaScript. Selects must hold one of the page copy's options.
 */
export const formFields: Record<FormField, { label: string; required: boolean; maxLength: number; select?: boolean }> = {
  firstName: { label: 'First Name', required: true, maxLength: 200 },
  lastName: { label: 'Last Name', required: true, maxLength: 200 },
  email: { label: 'Business Email', required: true, maxLength: 254 },
  phone: { label: 'Phone Number', required: true, maxLength: 40 },
  company: { label: 'Company Name', required: true, maxLength: 200 },
  jobTitle: { label: 'Job Title', required: true, maxLength: 200 },
  industry: { label: 'Industry', required: true, maxLength: 200, select: true },
  companySize: { label: 'Company Size', required: true, maxLength: 200, select: true },
  country: { label: 'Country', required: true, maxLength: 200 },
  inquiryType: { label: 'Type of Inquiry', required: true, maxLength: 200, select: true },
  currentChallenges: { label: 'What are your current supply chain challenges?', required: true, maxLength: 4000 },
  timeline: { label: 'Implementation Timeline', required: false, maxLength: 200, select: true },
  message: { label: 'Additional Information', required: false, maxLength: 4000 },
};

/**
 * What a field's problem is called, in the words the visitor reads: the server's check
 * (send-email-api.ts) and the form's own check before sending (field-errors.ts) both use
 * these, so a visitor sees the same message with or without JavaScript.
 */
export const fieldMessages = {
  empty: 'Fill in this field.',
  unchosen: 'Choose one of the options.',
  notListed: 'Choose one of the listed options.',
  email: 'Enter an e-mail address such as name@company.com.',
  tooLong: (max: number) => `Use at most ${max} characters.`,
};
