/**
 * The contact endpoint's options (plugin.ts's contactPlugin), in a module of their own: the
 * plugin, the lead store and the set-up read them without importing one another for them.
 */
import type { InquiryChoices } from '../../src/lib/contact/send-email-api.ts';
import type { PostedForm } from '../../src/lib/contact/posted-form.ts';
import type { ProofOfWork } from './proof.ts';
import type { WebhookQueue } from './webhook.ts';

/** The contact form posted without JavaScript (form-post.ts). */
export interface FormPostOptions {
  /** The site's public origin (site.origin): a post from there is ours even behind a proxy that rewrites Host. */
  siteOrigin: string;
  /** The contact page, rendered with the values and errors of a post. */
  renderContactPage: (form: PostedForm) => Promise<string>;
}

export interface ContactOptions {
  /** Maildir folder of the outbox (created if missing). */
  outboxDir: string;
  /** The only addresses a message may go to (site.contactRecipients). */
  recipients: readonly string[];
  /** The form's drop-down choices (the contact page copy): a post must pick one of them. */
  choices: InquiryChoices;
  /** Sender of every message: the site's no-reply address. */
  from: { name: string; address: string };
  /** Requests per client address and time window. */
  rateLimit: { max: number; timeWindowMs: number };
  /** Below this many free bytes on the outbox's disk, leads are refused with a 503 (0: never). */
  minFreeBytes?: number;
  /** Delivered messages (cur/) are removed this many days after they arrived. */
  keepDeliveredDays?: number;
  /** Called after each stored message, so delivery can start at once. */
  onStored?: () => void;
  /** The form posted without JavaScript (form-post.ts); without it, only the JSON endpoint. */
  formPost?: FormPostOptions;
  /**
   * The browser's proof of work (proof.ts) and GET /api/challenge/: a lead without a valid
   * proof is held in review/. Without it, every lead goes to sales at once.
   */
  proof?: ProofOfWork;
  /** With `proof`: at most one digest of the held leads this often (an hour by default). */
  reviewDigestIntervalMs?: number;
  /** Messages one client address may store per UTC day (0: no cap). */
  dailyLimit?: number;
  /** The IPv6 prefix a client is counted by in the rate limit and the daily cap (default 64: client-network.ts). */
  ipv6Prefix?: number;
  /** Bytes held leads (review/ and held/) may take before new posts without a proof get a 503 (0: no cap). */
  maxHeldBytes?: number;
  /** The CRM webhook's queue (webhook.ts): each lead that goes to sales is also a job there. */
  webhook?: { queue: WebhookQueue; notify: () => void };
}
