/**
 * Sending an inquiry: POST /api/send_email/ once per configured recipient, in order,
 * the next only after the previous succeeded. Each call carries an Idempotency-Key that is
 * the same every time the same submission is retried, so a retry after a partial failure
 * gets the first recipient's earlier answer back instead of mailing that lead twice.
 */
import { apiPaths } from '../../route-table';
import { inquiryHtml, inquirySubject, type Inquiry } from './inquiry';
import type { SendEmailBody } from './send-email-api';

/** How long one call may take before the visitor is told it failed. */
const CALL_TIMEOUT_MS = 20_000;

/** One attempt to send the inquiry; the id lives as long as the values stay unchanged. */
export interface Submission {
  id: string;
  /** The values the id was made for. */
  fingerprint: string;
}

export class SendError extends Error {
  constructor(
    message: string,
    /** The recipient whose call failed. */
    readonly recipient: string,
    /** Its position among the recipients, from 0: which step of the send failed. */
    readonly recipientIndex: number,
    /** HTTP status, when the server answered. */
    readonly status?: number,
  ) {
    super(message);
    this.name = 'SendError';
  }
}

/** A random id (32 hex digits). getRandomValues works on plain http too, unlike randomUUID. */
export function newSubmissionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The submission for these values: the previous one when nothing changed since (a retry),
 * otherwise a new one. Changed values are a new lead, so they get new keys.
 */
export function submissionFor(
  previous: Submission | null,
  inquiry: Inquiry,
  honeypot: string,
  newId: () => string = newSubmissionId,
): Submission {
  const fingerprint = JSON.stringify([inquiry, honeypot]);
  if (previous && previous.fingerprint === fingerprint) return previous;
  return { id: newId(), fingerprint };
}

/** One key per (submission, recipient). */
export function idempotencyKey(submissionId: string, recipientIndex: number): string {
  return `${submissionId}:${recipientIndex}`;
}

export interface SendInquiryOptions {
  inquiry: Inquiry;
  /** Value of the hidden honeypot field. */
  honeypot: string;
  /** Configured recipients, in the order they are sent to. */
  recipients: readonly string[];
  submission: Submission;
  /** The browser's proof of work (proof.ts); without it the server holds the lead for review. */
  proof?: string | null;
  fetch?: typeof fetch;
  endpoint?: string;
}

/** Resolves when every recipient's call succeeded; throws SendError at the first failure. */
export async function sendInquiry(options: SendInquiryOptions): Promise<void> {
  const send = options.fetch ?? fetch;
  const subject = inquirySubject(options.inquiry);
  const content = inquiryHtml(options.inquiry);
  for (const [index, recipient] of options.recipients.entries()) {
    // The spec's three keys, and the fields beside them: the server writes the message from the fields.
    const body: SendEmailBody = {
      recipient,
      subject,
      content,
      website: options.honeypot,
      ...(options.proof ? { altcha: options.proof } : {}),
      ...options.inquiry,
    };
    let response: Response;
    try {
      response = await send(options.endpoint ?? apiPaths.sendEmail, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'Idempotency-Key': idempotencyKey(options.submission.id, index),
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
      });
    } catch (error) {
      throw new SendError(`Sending to recipient ${index + 1} failed: ${(error as Error).message}`, recipient, index);
    }
    if (!response.ok) {
      throw new SendError(`Sending to recipient ${index + 1} failed with HTTP ${response.status}`, recipient, index, response.status);
    }
  }
}
