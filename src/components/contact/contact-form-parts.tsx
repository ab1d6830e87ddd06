/**
 * The pieces of the consultation form that only draw what they are given: the fields, the
 * honeypot, the messages and the button. The state and the sending live in contact-form.tsx.
 */
import { CircleAlert, LoaderCircle } from 'lucide-react';
import type { ChangeEvent, Ref } from 'react';
import { Link } from '../../router/link';
import { policyLinks } from '@content/policy-links';
import { site } from '@content/site';
import type { ContactPage } from '../../content/pages-schema';
import { formFields, summaryLine, type FormField } from '../../lib/contact/posted-form';
import { buttonClass } from '../ui/variants';
import { SelectField, TextAreaField, TextField } from './form-controls';

const privacyPolicy = policyLinks.find((page) => page.slug === 'privacy-policy');

/** What a field's control needs from the form: its name, label, value, error and change handler. */
export interface FieldBinding {
  id: string;
  name: FormField;
  label: string;
  required: boolean;
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;
}

/** One line that counts what needs fixing; each field says what it needs under itself. */
export function ErrorSummary({ count, ref }: { count: number; ref: Ref<HTMLDivElement> }) {
  return (
    <div
      ref={ref}
      role="alert"
      className="mb-6 flex scroll-mt-4 gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm font-semibold text-red-800"
      data-error-summary=""
    >
      <CircleAlert aria-hidden="true" className="size-5 shrink-0" />
      <p>{summaryLine(count)}</p>
    </div>
  );
}

export function RequiredNote() {
  return (
    <p className="mb-6 text-sm text-ink-600">
      Fields marked{' '}
      <span aria-hidden="true" className="text-red-700">
        *
      </span>
      <span className="sr-only">with an asterisk</span> are required.
    </p>
  );
}

export function InquiryFields({ bind, options }: { bind: (field: FormField) => FieldBinding; options: ContactPage['form']['options'] }) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField {...bind('firstName')} autoComplete="given-name" />
      <TextField {...bind('lastName')} autoComplete="family-name" />
      <TextField {...bind('email')} type="email" maxLength={formFields.email.maxLength} autoComplete="email" />
      <TextField {...bind('phone')} type="tel" maxLength={formFields.phone.maxLength} autoComplete="tel" />
      <TextField {...bind('company')} autoComplete="organization" />
      <TextField {...bind('jobTitle')} autoComplete="organization-title" />
      <SelectField {...bind('industry')} autoComplete="off" placeholder="Select your industry" options={options.industry} />
      <SelectField {...bind('companySize')} autoComplete="off" placeholder="Select company size" options={options.companySize} />
      <TextField {...bind('country')} autoComplete="country-name" />
      <SelectField {...bind('inquiryType')} autoComplete="off" placeholder="Select inquiry type" options={options.inquiryType} />
      <TextAreaField {...bind('currentChallenges')} autoComplete="off" className="sm:col-span-2" />
      <SelectField
        {...bind('timeline')}
        autoComplete="off"
        placeholder="Select a timeline"
        options={options.timeline}
        className="sm:col-span-2"
      />
      <TextAreaField {...bind('message')} autoComplete="off" className="sm:col-span-2" />
    </div>
  );
}

/** Off-screen and hidden from assistive tech; only bots fill it in. */
export function Honeypot({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-0 size-px overflow-hidden">
      <label htmlFor="contact-website">Leave this field empty</label>
      <input
        id="contact-website"
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/** The inquiry could not be sent: the server's reason when it gave one, and the address to write to instead. */
export function SendFailure({ reason, message }: { reason: string | false | undefined; message: string }) {
  return (
    <div role="alert" className="mt-6 flex gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <p>
        {reason && `${reason} `}
        {message}{' '}
        <a href={`mailto:${site.email}`} className="font-semibold underline underline-offset-2">
          {site.email}
        </a>
        .
      </p>
    </div>
  );
}

/** Enabled before hydration too: the browser can post the form itself. */
export function SubmitButton({ submitting }: { submitting: boolean }) {
  return (
    <button type="submit" disabled={submitting} className={buttonClass({ size: 'lg', className: 'mt-6 w-full' })}>
      {submitting && <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />}
      {submitting ? 'Submitting...' : site.actions.demo}
    </button>
  );
}

export function PrivacyNote({ note }: { note: string }) {
  if (!privacyPolicy) return null;
  return (
    <p className="mt-4 text-center text-xs text-ink-600">
      {note}{' '}
      <Link to={privacyPolicy.path} className="font-medium text-brand-700 underline underline-offset-2">
        {privacyPolicy.title}
      </Link>
      .
    </p>
  );
}
