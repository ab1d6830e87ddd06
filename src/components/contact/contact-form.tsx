/**
 * The consultation form: every field but budget, its own error summary and inline messages
 * (the browser's bubbles are off once scripts run), and the states: 'Submitting...' with the button disabled, then the Thank You screen, or
 * a visible error that keeps every value. Sending lives in src/lib/contact.
 *
 * Without JavaScript (or before hydration) it is a plain form the browser posts to
 * apiPaths.contactForm; the server checks it the same way, and answers with the Thank You page
 * or with this page again, rendered with the values and the errors it found (`posted`).
 */
import { CircleAlert, LoaderCircle } from 'lucide-react';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link } from '../../router/link';
import { policyLinks } from '@content/policy-links';
import { site } from '@content/site';
import { track } from '../../analytics/events';
import type { ContactPage } from '../../content/pages-schema';
import { emptyInquiry, type Inquiry, type InquiryField } from '../../lib/contact/inquiry';
import { formFields, summaryLine, type FormField, type PostedForm } from '../../lib/contact/posted-form';
import type { Submission } from '../../lib/contact/send';
import { apiPaths } from '../../route-table';
import { buttonClass } from '../ui/variants';
import { SelectField, TextAreaField, TextField } from './form-controls';

type Status = 'idle' | 'submitting' | 'error';

/** How long a submit waits for the proof of work still being solved. */
const PROOF_WAIT_MS = 15_000;

const privacyPolicy = policyLinks.find((page) => page.slug === 'privacy-policy');

const fieldId = (field: InquiryField) => `contact-${field}`;

export function ContactForm({ copy, onSent, posted }: { copy: ContactPage['form']; onSent: () => void; posted?: PostedForm }) {
  const [values, setValues] = useState<Inquiry>(() => posted?.values ?? emptyInquiry());
  const [honeypot, setHoneypot] = useState(posted?.website ?? '');
  const [status, setStatus] = useState<Status>('idle');
  // The server's findings on a post without JavaScript; each goes once its field is edited.
  const [fieldErrors, setFieldErrors] = useState(posted?.errors ?? {});
  // Kept across retries of unchanged values, so the server can spot a repeated recipient.
  const submission = useRef<Submission | null>(null);
  // The proof of work, begun when the form is first focused (loaded then, solved in a worker).
  const proof = useRef<Promise<string | null> | null>(null);
  const startProof = () => {
    proof.current ??= import('../../lib/contact/proof').then(
      (module) => module.solveProof(),
      () => null,
    );
  };
  // Until scripts run the browser checks the form itself (its bubbles); after, the form does,
  // with the same summary and messages the server renders, so the bubbles are turned off. Set
  // on the element, not as a prop: a prop that differs after hydration re-renders the whole
  // form synchronously, in one task (54 ms of a throttled phone's main thread).
  const formElement = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (formElement.current) formElement.current.noValidate = true;
  }, []);
  // The field to focus once the messages a failed check found are on the page, so the layout
  // the summary shifts is settled first. The summary line is brought into view below the sticky
  // header (its scroll margin) and the first field takes the focus without scrolling it away;
  // on a short screen where the two do not fit together, the field wins.
  const summaryElement = useRef<HTMLDivElement>(null);
  const [focusField, setFocusField] = useState<{ field: FormField } | undefined>();
  useEffect(() => {
    if (!focusField) return;
    const control = document.getElementById(fieldId(focusField.field));
    summaryElement.current?.scrollIntoView({ block: 'start' });
    control?.focus({ preventScroll: true });
    if (control && control.getBoundingClientRect().bottom > window.innerHeight) control.scrollIntoView({ block: 'nearest' });
  }, [focusField]);

  const bind = (field: FormField) => ({
    id: fieldId(field),
    name: field,
    label: formFields[field].label,
    required: formFields[field].required,
    value: values[field],
    error: fieldErrors[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [field]: value }));
      if (fieldErrors[field]) setFieldErrors(({ [field]: _fixed, ...others }) => others);
    },
  });
  const erroneous = Object.entries(fieldErrors) as [FormField, string][];

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === 'submitting') return;
    // The check and the sending load on the first submit: the page's first load does without
    // them (it sits at the edge of the first-load budget), and they arrive while the visitor
    // moves the pointer to the button.
    const form = event.currentTarget;
    const [{ fieldErrorsOf }, { SendError, sendInquiry, submissionFor }] = await Promise.all([
      import('./field-errors'),
      import('../../lib/contact/send'),
    ]);
    const found = fieldErrorsOf(form);
    const first = Object.keys(found)[0] as FormField | undefined;
    if (first) {
      setFieldErrors(found);
      setStatus('idle');
      setFocusField({ field: first });
      return;
    }
    setStatus('submitting');
    setFieldErrors({});
    submission.current = submissionFor(submission.current, values, honeypot);
    startProof();
    // Not solved in time: the lead goes without it, and the server holds it for review.
    const altcha = await Promise.race([proof.current, new Promise<null>((resolve) => setTimeout(resolve, PROOF_WAIT_MS, null))]);
    try {
      await sendInquiry({ inquiry: values, honeypot, recipients: site.contactRecipients, submission: submission.current, proof: altcha });
    } catch (error) {
      console.error('Email send error', error);
      const failedAt = error instanceof SendError ? error.recipientIndex : 0;
      track({ event: 'form_error', form_name: 'demo_request', error_step: failedAt === 0 ? 'first_recipient' : 'second_recipient' });
      setStatus('error');
      return;
    }
    // Who asks, never what they wrote: no name, e-mail, phone or free text.
    track({
      event: 'generate_lead',
      form_name: 'demo_request',
      industry: values.industry,
      company_size: values.companySize,
      inquiry_type: values.inquiryType,
    });
    submission.current = null;
    // Spent: a next lead solves a new one.
    proof.current = null;
    setValues(emptyInquiry());
    setHoneypot('');
    setStatus('idle');
    onSent();
  }

  const submitting = status === 'submitting';
  return (
    // method="post": a submit before hydration must never put the visitor's details in a URL.
    // The fragment brings a visitor without scripts back to the form (and its errors) in the answer.
    <form
      method="post"
      action={`${apiPaths.contactForm}#form-heading`}
      onSubmit={handleSubmit}
      onFocus={startProof}
      ref={formElement}
      aria-busy={submitting}
      className="relative"
    >
      {/* One line that counts what needs fixing; each field says what it needs under itself. */}
      {erroneous.length > 0 && (
        <div
          ref={summaryElement}
          role="alert"
          className="mb-6 flex scroll-mt-4 gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm font-semibold text-red-800"
          data-error-summary=""
        >
          <CircleAlert aria-hidden="true" className="size-5 shrink-0" />
          <p>{summaryLine(erroneous.length)}</p>
        </div>
      )}
      <p className="mb-6 text-sm text-ink-600">
        Fields marked{' '}
        <span aria-hidden="true" className="text-red-700">
          *
        </span>
        <span className="sr-only">with an asterisk</span> are required.
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...bind('firstName')} autoComplete="given-name" />
        <TextField {...bind('lastName')} autoComplete="family-name" />
        <TextField {...bind('email')} type="email" maxLength={formFields.email.maxLength} autoComplete="email" />
        <TextField {...bind('phone')} type="tel" maxLength={formFields.phone.maxLength} autoComplete="tel" />
        <TextField {...bind('company')} autoComplete="organization" />
        <TextField {...bind('jobTitle')} autoComplete="organization-title" />
        <SelectField {...bind('industry')} autoComplete="off" placeholder="Select your industry" options={copy.options.industry} />
        <SelectField {...bind('companySize')} autoComplete="off" placeholder="Select company size" options={copy.options.companySize} />
        <TextField {...bind('country')} autoComplete="country-name" />
        <SelectField {...bind('inquiryType')} autoComplete="off" placeholder="Select inquiry type" options={copy.options.inquiryType} />
        <TextAreaField {...bind('currentChallenges')} autoComplete="off" className="sm:col-span-2" />
        <SelectField
          {...bind('timeline')}
          autoComplete="off"
          placeholder="Select a timeline"
          options={copy.options.timeline}
          className="sm:col-span-2"
        />
        <TextAreaField {...bind('message')} autoComplete="off" className="sm:col-span-2" />
      </div>

      {/* Honeypot: off-screen and hidden from assistive tech; only bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[10000px] top-0 size-px overflow-hidden">
        <label htmlFor="contact-website">Leave this field empty</label>
        <input
          id="contact-website"
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={honeypot}
          onChange={(event) => setHoneypot(event.target.value)}
        />
      </div>

      {(status === 'error' || (status === 'idle' && posted?.formError)) && (
        <div role="alert" className="mt-6 flex gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <p>
            {status === 'idle' && posted?.formError && `${posted.formError} `}
            {copy.errorMessage}{' '}
            <a href={`mailto:${site.email}`} className="font-semibold underline underline-offset-2">
              {site.email}
            </a>
            .
          </p>
        </div>
      )}

      {/* Enabled before hydration too: the browser can post the form itself. */}
      <button type="submit" disabled={submitting} className={buttonClass({ size: 'lg', className: 'mt-6 w-full' })}>
        {submitting && <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />}
        {submitting ? 'Submitting...' : site.actions.demo}
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
