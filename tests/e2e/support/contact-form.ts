/** Filling and intercepting the demo-request form in e2e tests, with values taken from the copy. */
import { contactPage } from '@content/pages/contact';
import type { Page, Request, Route } from 'playwright-core';
import { nth } from './derive';

/** Values typed into the form; lastName makes each test's messages easy to find. */
export function answers(lastName: string) {
  return {
    'First Name': 'Asha',
    'Last Name': lastName,
    'Business Email': 'asha.rao@example.com',
    'Phone Number': '+91 98000 00000',
    'Company Name': 'Acme Chemicals & Co <Pvt>',
    'Job Title': 'Head of Planning',
    Country: 'India',
    'What are your current supply chain challenges?': 'Forecasts miss by "30%".\n<script>alert(1)</script>',
    'Additional Information': 'Call after 3 PM.',
  };
}
/** A choice of each drop-down list: the last industry, the second of the others (not the default first). */
const { options } = contactPage.form;
export const choices = {
  Industry: nth(options.industry, -1, 'industry choice'),
  'Company Size': nth(options.companySize, 1, 'company size choice'),
  'Type of Inquiry': nth(options.inquiryType, 1, 'inquiry type choice'),
  'Implementation Timeline': nth(options.timeline, 1, 'timeline choice'),
};

/** The same answers as the JSON endpoint's fields, for a test that posts without the form. */
export function leadFields(lastName: string) {
  const typed = answers(lastName);
  return {
    firstName: typed['First Name'],
    lastName: typed['Last Name'],
    email: typed['Business Email'],
    phone: typed['Phone Number'],
    company: typed['Company Name'],
    jobTitle: typed['Job Title'],
    industry: choices.Industry,
    companySize: choices['Company Size'],
    country: typed.Country,
    inquiryType: choices['Type of Inquiry'],
    currentChallenges: typed['What are your current supply chain challenges?'],
    timeline: choices['Implementation Timeline'],
    message: typed['Additional Information'],
  };
}

export const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label.replace(/[?()]/g, '\\$&')}`));

export async function fillForm(page: Page, lastName: string) {
  for (const [label, value] of Object.entries(answers(lastName))) await field(page, label).fill(value);
  for (const [label, value] of Object.entries(choices)) await field(page, label).selectOption(value);
}

/** Route /api/send_email/ through `answer`, recording each call's key and body. */
export async function interceptSends(page: Page, answer: (call: number, route: Route) => Promise<void>) {
  const calls: { key: string | null; body: { recipient: string; subject: string; content: string } }[] = [];
  await page.route('**/api/send_email/', async (route, request: Request) => {
    calls.push({ key: await request.headerValue('idempotency-key'), body: request.postDataJSON() });
    await answer(calls.length, route);
  });
  return calls;
}
export const ok = (route: Route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"ok":true,"id":"x"}' });
export const serverError = (route: Route) =>
  route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"internal_error","message":"x"}' });
