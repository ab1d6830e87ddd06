/**
 * The consultation form: every field but budget, its own error summary and inline messages
 * (the browser's bubbles are off once scripts run), and the states: 'Submitting...' with the button disabled, then the Thank You screen, or
 * a visible error that keeps every value. Sending lives in src/lib/contact.
 *
 * Without JavaScript (or before hydration) it is a plain form the browser posts to
 * apiPaths.contactForm; the server checks it the same way, and answers with the Thank You page
 * or with this page again, rendered with the values and the errors it found (`posted`).
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { site } from '@content/site';
import { track } from '../../analytics/events';
import type { ContactPage } from '../../content/pages-schema';
import { emptyInquiry, type Inquiry, type InquiryField } from '../../lib/contact/inquiry';
import { formFields, type FormField, type PostedForm } from '../../lib/contact/posted-form';
import type * as SendModule from '../../lib/contact/send';
import type { SendInquiryOptions, Submission } from '../../lib/contact/send';
import { apiPaths } from '../../route-table';
import {
  ErrorSummary,
  Honeypot,
  InquiryFields,
  PrivacyNote,
  RequiredNote,
  SendFailure,
  SubmitButton,
  type FieldBinding,
} from './contact-form-parts';

type Status = 'idle' | 'submitting' | 'error';

/** How long a submit waits for the proof of work still being solved. */
const PROOF_WAIT_MS = 15_000;

const fieldId = (field: InquiryField) => `contact-${field}`;

/** The proof of work, begun when the form is first focused (loaded then, solved in a worker). */
function useProof() {
  const proof = useRef<Promise<string | null> | null>(null);
  const start = () => {
    proof.current ??= import('../../lib/contact/proof').then(
      (module) => module.solveProof(),
      () => null,
    );
  };
  // Not solved in time: the lead goes without it, and the server holds it for review.
  const wait = () => {
    start();
    return Promise.race([proof.current, new Promise<null>((resolve) => setTimeout(resolve, PROOF_WAIT_MS, null))]);
  };
  // Spent: a next lead solves a new one.
  const spend = () => {
    proof.current = null;
  };
  return { start, wait, spend };
}

/**
 * Until scripts run the browser checks the form itself (its bubbles); after, the form does,
 * with the same summary and messages the server renders, so the bubbles are turned off. Set
 * on the element, not as a prop: a prop that differs after hydration re-renders the whole
 * form synchronously, in one task (54 ms of a throttled phone's main thread).
 */
function useNoValidate() {
  const formElement = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (formElement.current) formElement.current.noValidate = true;
  }, []);
  return formElement;
}

/**
 * The field to focus once the messages a failed check found are on the page, so the layout
 * the summary shifts is settled first. The summary line is brought into view below the sticky
 * header (its scroll margin) and the first field takes the focus without scrolling it away;
 * on a short screen where the two do not fit together, the field wins.
 */
function useFocusAfterErrors() {
  const summaryElement = useRef<HTMLDivElement>(null);
  const [focusField, setFocusField] = useState<{ field: FormField } | undefined>();
  useEffect(() => {
    if (!focusField) return;
    const control = document.getElementById(fieldId(focusField.field));
    summaryElement.current?.scrollIntoView({ block: 'start' });
    control?.focus({ preventScroll: true });
    if (control && control.getBoundingClientRect().bottom > window.innerHeight) control.scrollIntoView({ block: 'nearest' });
  }, [focusField]);
  return { summaryElement, focusOn: (field: FormField) => setFocusField({ field }) };
}

/** The values typed and the errors found, and what ties each field's control to them. */
function useInquiry(posted: PostedForm | undefined) {
  const [values, setValues] = useState<Inquiry>(() => posted?.values ?? emptyInquiry());
  // The server's findings on a post without JavaScript; each goes once its field is edited.
  const [fieldErrors, setFieldErrors] = useState(posted?.errors ?? {});
  const bind = (field: FormField): FieldBinding => ({
    id: fieldId(field),
    name: field,
    label: formFields[field].label,
    required: formFields[field].required,
    value: values[field],
    error: fieldErrors[field],
    onChange: (event) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [field]: value }));
      if (fieldErrors[field]) setFieldErrors(({ [field]: _fixed, ...others }) => others);
    },
  });
  return { values, setValues, fieldErrors, setFieldErrors, bind };
}

/** Sends the inquiry and tracks the outcome; false when a recipient could not be reached. */
async function deliver(send: typeof SendModule, options: SendInquiryOptions): Promise<boolean> {
  try {
    await send.sendInquiry(options);
  } catch (error) {
    console.error('Email send error', error);
    const failedAt = error instanceof send.SendError ? error.recipientIndex : 0;
    track({ event: 'form_error', form_name: 'demo_request', error_step: failedAt === 0 ? 'first_recipient' : 'second_recipient' });
    return false;
  }
  // Who asks, never what they wrote: no name, e-mail, phone or free text.
  const { inquiry } = options;
  track({
    event: 'generate_lead',
    form_name: 'demo_request',
    industry: inquiry.industry,
    company_size: inquiry.companySize,
    inquiry_type: inquiry.inquiryType,
  });
  return true;
}

export function ContactForm({ copy, onSent, posted }: { copy: ContactPage['form']; onSent: () => void; posted?: PostedForm }) {
  const { values, setValues, fieldErrors, setFieldErrors, bind } = useInquiry(posted);
  const [honeypot, setHoneypot] = useState(posted?.website ?? '');
  const [status, setStatus] = useState<Status>('idle');
  // Kept across retries of unchanged values, so the server can spot a repeated recipient.
  const submission = useRef<Submission | null>(null);
  const proof = useProof();
  const formElement = useNoValidate();
  const { summaryElement, focusOn } = useFocusAfterErrors();
  const erroneous = Object.entries(fieldErrors) as [FormField, string][];

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === 'submitting') return;
    // The check and the sending load on the first submit: the page's first load does without
    // them (it sits at the edge of the first-load budget), and they arrive while the visitor
    // moves the pointer to the button.
    const form = event.currentTarget;
    const [{ fieldErrorsOf }, send] = await Promise.all([import('./field-errors'), import('../../lib/contact/send')]);
    const found = fieldErrorsOf(form);
    const first = Object.keys(found)[0] as FormField | undefined;
    if (first) {
      setFieldErrors(found);
      setStatus('idle');
      focusOn(first);
      return;
    }
    setStatus('submitting');
    setFieldErrors({});
    submission.current = send.submissionFor(submission.current, values, honeypot);
    const altcha = await proof.wait();
    const options = { inquiry: values, honeypot, recipients: site.contactRecipients, submission: submission.current, proof: altcha };
    if (!(await deliver(send, options))) {
      setStatus('error');
      return;
    }
    submission.current = null;
    proof.spend();
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
      onFocus={proof.start}
      ref={formElement}
      aria-busy={submitting}
      className="relative"
    >
      {erroneous.length > 0 && <ErrorSummary ref={summaryElement} count={erroneous.length} />}
      <RequiredNote />
      <InquiryFields bind={bind} options={copy.options} />
      <Honeypot value={honeypot} onChange={setHoneypot} />
      {(status === 'error' || (status === 'idle' && posted?.formError)) && (
        <SendFailure reason={status === 'idle' && posted?.formError} message={copy.errorMessage} />
      )}
      <SubmitButton submitting={submitting} />
      <PrivacyNote note={copy.privacyNote} />
    </form>
  );
}
