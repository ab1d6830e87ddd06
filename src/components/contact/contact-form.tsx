/**
 * The consultation form: every field but budget, native validation, and the
 * states: 'Submitting...' with the button disabled, then the Thank You screen, or
 * a visible error that keeps every value. Sending lives in src/lib/contact.
 */
import { CircleAlert, LoaderCircle } from 'lucide-react';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { legalPages } from '@content/legal';
import { site } from '@content/site';
import { track } from '../../analytics/events';
import type { ContactPage } from '../../content/pages-schema';
import { useHydrated } from '../../hooks/use-hydrated';
import { emptyInquiry, type Inquiry, type InquiryField } from '../../lib/contact/inquiry';
import { SendError, sendInquiry, submissionFor, type Submission } from '../../lib/contact/send';
import { buttonClass } from '../ui/variants';
import { SelectField, TextAreaField, TextField } from './form-controls';

type Status = 'idle' | 'submitting' | 'error';

const privacyPolicy = legalPages.find((page) => page.slug === 'privacy-policy');


export function ContactForm({ copy, onSent }: { copy: ContactPage['form']; onSent: () => void }) {
  const [values, setValues] = useState<Inquiry>(emptyInquiry);
  const [honeypot, setHoneypot] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  // Kept across retries of unchanged values, so the server can spot a repeated recipient.
  const submission = useRef<Submission | null>(null);
  const hydrated = useHydrated();

  const bind = (field: InquiryField) => ({
    id: `contact-${field}`,
    name: field,
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [field]: value }));
    },
  });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === 'submitting') return;
    setStatus('submitting');
    submission.current = submissionFor(submission.current, values, honeypot);
    try {
      await sendInquiry({ inquiry: values, honeypot, recipients: site.contactRecipients, submission: submission.current });
    } catch (error) {
      console.error('Email send error', error);
      const failedAt = error instanceof SendError ? error.recipientIndex : 0;
      track({ event: 'form_error', form_name: 'demo_request', error_step: failedAt === 0 ? 'first_recipient' : 'second_recipient' });
      setStatus('error');
      return;
    }
    // Who asks, never what they wrote: no name, e-mail, phone or free text.
    track({ event: 'generate_lead', form_name: 'demo_request', industry: values.industry, company_size: values.companySize, inquiry_type: values.inquiryType });
    submission.current = null;
    setValues(emptyInquiry());
    setHoneypot('');
    setStatus('idle');
    onSent();
  }

  const submitting = status === 'submitting';
  return (
    // method="post": a submit before hydration must never put the visitor's details in a URL.
    <form method="post" onSubmit={handleSubmit} aria-busy={submitting} className="relative">
      <p className="mb-6 text-sm text-ink-600">
        Fields marked <span aria-hidden="true" className="text-red-700">*</span>
        <span className="sr-only">with an asterisk</span> are required.
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...bind('firstName')} label="First Name" required autoComplete="given-name" />
        <TextField {...bind('lastName')} label="Last Name" required autoComplete="family-name" />
        <TextField {...bind('email')} type="email" maxLength={254} label="Business Email" required autoComplete="email" />
        <TextField {...bind('phone')} type="tel" maxLength={40} label="Phone Number" required autoComplete="tel" />
        <TextField {...bind('company')} label="Company Name" required autoComplete="organization" />
        <TextField {...bind('jobTitle')} label="Job Title" required autoComplete="organization-title" />
        <SelectField {...bind('industry')} label="Industry" required autoComplete="off" placeholder="Select your industry" options={copy.options.industry} />
        <SelectField {...bind('companySize')} label="Company Size" required autoComplete="off" placeholder="Select company size" options={copy.options.companySize} />
        <TextField {...bind('country')} label="Country" required autoComplete="country-name" />
        <SelectField {...bind('inquiryType')} label="Type of Inquiry" required autoComplete="off" placeholder="Select inquiry type" options={copy.options.inquiryType} />
        <TextAreaField {...bind('currentChallenges')} label="What are your current supply chain challenges?" required autoComplete="off" className="sm:col-span-2" />
        <SelectField {...bind('timeline')} label="Implementation Timeline" autoComplete="off" placeholder="Select a timeline" options={copy.options.timeline} className="sm:col-span-2" />
        <TextAreaField {...bind('message')} label="Additional Information" autoComplete="off" className="sm:col-span-2" />
      </div>

      {/* Honeypot: off-screen and hidden from assistive tech; only bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[10000px] top-0 size-px overflow-hidden">
        <label htmlFor="contact-website">Leave this field empty</label>
        <input id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" value={honeypot} onChange={(event) => setHoneypot(event.target.value)} />
      </div>

      {status === 'error' && (
        <div role="alert" className="mt-6 flex gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <p>
            {copy.errorMessage}{' '}
            <a href={`mailto:${site.email}`} className="font-semibold underline underline-offset-2">
              {site.email}
            </a>
            .
          </p>
        </div>
      )}

      <button type="submit" disabled={submitting || !hydrated} className={buttonClass({ size: 'lg', className: 'mt-6 w-full' })}>
        {submitting && <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />}
        {submitting ? 'Submitting...' : copy.submitLabel}
      </button>
      {privacyPolicy && (
        <p className="mt-4 text-center text-xs text-ink-600">
          {copy.privacyNote}{' '}
          <Link to={privacyPolicy.path} className="font-medium text-brand-700 underline underline-offset-2">
            {privacyPolicy.title}
          </Link>
          .
        </p>
      )}
    </form>
  );
}
