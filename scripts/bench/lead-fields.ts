/**
 * A valid lead's fields for the benchmarks, with the live contact page's choices (the server
 * refuses any other): the server writes the message from these, so the label is the last
 * name and ends the subject ("New Contact Inquiry from Asha <label>").
 */
import { contactPage } from '@content/pages/contact';
import { emptyInquiry, type Inquiry } from '../../src/lib/contact/inquiry.ts';

const first = (list: readonly string[]) => list[0] ?? '';

export function leadFields(label: string): Inquiry {
  const { options } = contactPage.form;
  return {
    ...emptyInquiry(),
    firstName: 'Asha',
    lastName: label,
    email: 'asha@example.com',
    phone: '+44 20 7946 0000',
    company: 'Rao Logistics & Co',
    jobTitle: 'Head of Supply Chain',
    industry: first(options.industry),
    companySize: first(options.companySize),
    country: 'United Kingdom',
    inquiryType: first(options.inquiryType),
    currentChallenges: 'Forecasts drift and stock piles up.',
    message: 'Hello',
  };
}

/** The label a delivered message's subject carries. */
export const labelOf = (subject: string | undefined) => (subject ?? '').replace(/^New Contact Inquiry from Asha /, '');
