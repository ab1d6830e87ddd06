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
 * `name` is how a message speaks of the field ("Enter your business email."; `verb` when "Enter"
 * or "Choose" does not fit), so every message says which field it is about, wherever it is read.
 */
export const formFields: Record<
  FormField,
  { label: string; name: string; verb?: string; required: boolean; maxLength: number; select?: boolean }
> = {
  firstName: { label: 'First Name', name: 'your first name', required: true, maxLength: 200 },
  lastName: { label: 'Last Name', name: 'your last name', required: true, maxLength: 200 },
  email: { label: 'Business Email', name: 'your business email', required: true, maxLength: 254 },
  phone: { label: 'Phone Number', name: 'your phone number', required: true, maxLength: 40 },
  company: { label: 'Company Name', name: 'your company name', required: true, maxLength: 200 },
  jobTitle: { label: 'Job Title', name: 'your job title', required: true, maxLength: 200 },
  industry: { label: 'Industry', name: 'your industry', required: true, maxLength: 200, select: true },
  companySize: { label: 'Company Size', name: 'your company size', required: true, maxLength: 200, select: true },
  country: { label: 'Country', name: 'your country', required: true, maxLength: 200 },
  inquiryType: { label: 'Type of Inquiry', name: 'the type of inquiry', required: true, maxLength: 200, select: true },
  currentChallenges: {
    label: 'What are your current supply chain challenges?',
    name: 'your current supply chain challenges',
    verb: 'Describe',
    required: true,
    maxLength: 4000,
  },
  timeline: { label: 'Implementation Timeline', name: 'an implementation timeline', required: false, maxLength: 200, select: true },
  message: { label: 'Additional Information', name: 'your additional information', required: false, maxLength: 4000 },
};

/** A field's rules as the messages need them (budget, never shown, has rules of its own in send-email-api.ts). */
type Rules = { name: string; verb?: string; select?: boolean };

/**
 * What a field's problem is called, in the words the visitor reads, each naming its field: the
 * server's check (send-email-api.ts, for both endpoints) and the form's own check before
 * sending (field-errors.ts) both use these, so a visitor sees the same message with or
 * without JavaScript.
 */
export const fieldMessages = {
  /** A required field left empty: "Enter your first name." or, for a list, "Choose your industry." */
  missing: (rules: Rules) => `${rules.verb ?? (rules.select ? 'Choose' : 'Enter')} ${rules.name}.`,
  notListed: (rules: Rules) => `Choose ${rules.name} from the list.`,
  email: (rules: Rules) => `Enter ${rules.name} in the form name@company.com.`,
  tooLong: (rules: Rules, max: number) => `Shorten ${rules.name} to ${max.toLocaleString('en-GB')} characters or fewer.`,
  /** A name or e-mail address that would reach a mail header with a line break or an invisible character. */
  headerUnsafe: (rules: Rules) => `Write ${rules.name} without line breaks or invisible characters.`,
  /** "=?" would start an encoded word in a mail header. */
  encodedWord: (rules: Rules) => `Remove the characters "=?" from ${rules.name}.`,
};

/** The one line above the form that counts what needs fixing: "1 field needs your attention." */
export const summaryLine = (count: number) =>
  count === 1 ? '1 field needs your attention.' : `${count.toLocaleString('en-GB')} fields need your attention.`;
