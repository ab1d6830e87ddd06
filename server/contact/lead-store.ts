/**
 * The steps every lead takes into the outbox after parsing, the same for the JSON endpoint and
 * the form posted without JavaScript (plugin.ts, form-post.ts): the honeypot, the recipient,
 * free space and the caps, the browser's proof (without it the lead is held in review/), then
 * the message staged, its Idempotency-Key claimed, and the message published. A failed write
 * leaves nothing behind.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../errors.ts';
import { dailyLimitReached, heldOverCapacity, type DailyCap, type OutboxSize } from './caps.ts';
import { clientNetwork } from './client-network.ts';
import { sha256, type IdempotencyStore } from './idempotency.ts';
import type { Maildir } from './maildir.ts';
import { composeMessage } from './message.ts';
import type { ContactOptions } from './contact-options.ts';
import type { HeldLeads } from './review-digest.ts';
import { inquiryFields, inquiryHtml, inquirySubject, type Inquiry } from '../../src/lib/contact/inquiry.ts';

/** One recipient's lead, as both endpoints hand it to `store`: validated fields, never markup. */
export interface Lead {
  recipient: string;
  values: Inquiry;
  /** The honeypot's value. */
  website: string;
  /** The browser's proof of work, as sent; absent from a post without JavaScript. */
  altcha?: string;
}

/** What a key's record remembers of its request: the same key with other values is a different message. */
export const leadHash = (recipient: string, values: Inquiry) =>
  sha256(JSON.stringify([recipient, inquiryFields.map((field) => values[field])]));

export interface SendEmailAnswer {
  ok: true;
  /** Id of the stored message. */
  id: string;
}

export const outboxFull = new HttpError(
  503,
  'outbox_full',
  'Your message cannot be stored right now because our disk is nearly full; please try again later or write to us by e-mail.',
  { 'Retry-After': '300' },
);
const storageFailed = new HttpError(500, 'internal_error', 'The message could not be stored; please try again.');
/** Another request with this key was answered with an error while this one waited: retry it. */
const keyInDoubt = new HttpError(503, 'try_again', 'This message is still being stored; please send it again.', { 'Retry-After': '1' });

/** A full disk is the visitor's cue to come back later; anything else is our failure. */
function storageError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOSPC' || code === 'EDQUOT' ? outboxFull : storageFailed;
}

/** Where a message is published: new/ goes to sales, review/ waits for a person. */
type Folder = 'new' | 'review';

/** A message about to be stored: its id and its file name in the outbox. */
interface Staged {
  id: string;
  name: string;
}

/** The outbox's stores and the caps, opened and made by the plugin. */
export interface LeadStoreParts {
  maildir: Maildir;
  keys: IdempotencyStore;
  held: HeldLeads;
  freeBytes: () => Promise<number>;
  heldSize: OutboxSize;
  dailyCap: DailyCap | null;
}

type LeadStoreOptions = Pick<ContactOptions, 'recipients' | 'from' | 'minFreeBytes' | 'proof' | 'ipv6Prefix' | 'onStored' | 'webhook'>;

export class LeadStore {
  private readonly recipients: Map<string, string>;
  private readonly messageDomain: string | undefined;
  private readonly minFreeBytes: number;

  constructor(
    private readonly parts: LeadStoreParts,
    private readonly options: LeadStoreOptions,
  ) {
    this.recipients = new Map(options.recipients.map((address) => [address.toLowerCase(), address]));
    this.messageDomain = options.from.address.split('@')[1];
    this.minFreeBytes = options.minFreeBytes ?? 0;
  }

  /**
   * Everything after parsing, the same for the JSON endpoint and the form posted without
   * JavaScript: the honeypot, the recipient, free space, then the outbox.
   */
  async store(lead: Lead, key: string | undefined, request: FastifyRequest, reply: FastifyReply): Promise<SendEmailAnswer> {
    // A bot filled the hidden field: answer like a success, keep nothing.
    if (lead.website.trim() !== '') {
      request.log.info('contact: honeypot filled, message dropped');
      return { ok: true, id: this.parts.maildir.newId() };
    }

    const recipient = this.recipients.get(lead.recipient.toLowerCase());
    if (!recipient) throw new HttpError(422, 'unknown_recipient', "recipient: must be one of the site's contact addresses.");

    if (this.minFreeBytes > 0 && (await this.parts.freeBytes()) < this.minFreeBytes) throw outboxFull;
    const held = await this.heldForReview(lead, recipient);
    const { dailyCap } = this.parts;
    if (dailyCap && !dailyCap.take(clientNetwork(request.ip, this.options.ipv6Prefix))) throw dailyLimitReached;
    if (held) request.log.info('contact: no valid proof of work, lead held for review');
    try {
      return await this.accept(lead, recipient, held ? 'review' : 'new', key, reply);
    } catch (error) {
      const answer = storageError(error);
      if (answer.statusCode >= 500) request.log.error({ err: error }, 'contact: the message could not be stored');
      throw answer;
    }
  }

  /**
   * Without the browser's proof (no JavaScript, or a bot), the lead waits in review/: kept, not
   * sent. Held leads have a budget of their own; a lead with a proof is refused only for want
   * of disk (in `store`).
   */
  private async heldForReview(lead: Lead, recipient: string): Promise<boolean> {
    const held = this.options.proof ? !(await this.options.proof.verify(lead.altcha, recipient)) : false;
    if (held && (await this.parts.heldSize.full())) throw heldOverCapacity;
    return held;
  }

  /** Store one message; with a key, only the first request with it stores, and every one answers its id. */
  private async accept(
    lead: Lead,
    recipient: string,
    into: Folder,
    key: string | undefined,
    reply: FastifyReply,
  ): Promise<SendEmailAnswer> {
    const id = this.parts.maildir.newId();
    const message: Staged = { id, name: this.parts.maildir.fileName(id) };
    // Staged (complete and on disk) before the key is claimed, so a claimed key always has its message.
    const staging = this.stage(lead, recipient, into, message);
    try {
      if (key === undefined) {
        await staging;
      } else {
        const replayed = await this.claimKey(key, lead, recipient, into, message, staging);
        if (replayed) {
          reply.header('Idempotent-Replayed', 'true');
          return replayed;
        }
      }
      await this.publish(lead, recipient, into, message, key);
    } catch (error) {
      // The staged write has settled (or failed and cleaned up after itself) before it is removed.
      await staging.catch(() => undefined);
      await this.discard(message.name, into);
      throw error;
    }
    this.options.onStored?.();
    return { ok: true, id };
  }

  /** Writes the message to tmp/. A held lead's summary for the review digest exists before the lead is in review/. */
  private async stage(lead: Lead, recipient: string, into: Folder, { id, name }: Staged): Promise<void> {
    const { held, maildir, heldSize } = this.parts;
    const summary = into === 'review' ? await held.save(name, recipient, lead.values, this.carriesWebhook(recipient)) : 0;
    const message = await this.compose(lead, recipient, id);
    await maildir.stage(name, message);
    if (into === 'review') heldSize.added(message.length + summary);
  }

  /**
   * Claims the key for this message once it is staged. Null when this request won it; else
   * this message is discarded and the answer is the first request's (after making sure its
   * message is in the outbox), or a 422 when the key came with other values.
   */
  private async claimKey(
    key: string,
    lead: Lead,
    recipient: string,
    into: Folder,
    { id, name }: Staged,
    staging: Promise<void>,
  ): Promise<SendEmailAnswer | null> {
    const requestHash = leadHash(recipient, lead.values);
    const claim = await this.parts.keys.claim(key, { requestHash, messageName: name, id, createdAt: new Date().toISOString() }, staging);
    if (claim.won) return null;
    await this.discard(name, into);
    if (claim.record.requestHash !== requestHash) {
      throw new HttpError(422, 'idempotency_key_reused', 'This Idempotency-Key was already used for a different message.');
    }
    await this.answerFromRecord(claim.record.messageName, into);
    return { ok: true, id: claim.record.id };
  }

  /** Moves the staged message into its folder; on failure the key (if any) is given up for a retry. */
  private async publish(lead: Lead, recipient: string, into: Folder, { id, name }: Staged, key: string | undefined): Promise<void> {
    const { webhook } = this.options;
    try {
      // The CRM's copy is on disk before the lead reaches sales: at least once, keyed by the id.
      if (into === 'new' && webhook && this.carriesWebhook(recipient)) {
        await webhook.queue.enqueue({ id, receivedAt: new Date().toISOString(), fields: lead.values });
        webhook.notify();
      }
      await this.parts.maildir.publish(name, into);
    } catch (error) {
      if (key !== undefined) await this.parts.keys.release(key);
      throw error;
    }
  }

  /**
   * Make sure the message a key's record names is in the outbox before answering with it. It
   * is staged before the record exists; if its request died before publishing it, publish it
   * here (one rename: of several requests doing so, one succeeds and all see the result).
   */
  private async answerFromRecord(name: string, into: Folder): Promise<void> {
    const { maildir } = this.parts;
    // A message moving back to new/ (a failed send, a retry from failed/) can slip between two
    // folders being read: only two lookups that both find nothing mean it is not there.
    for (let lookup = 0; lookup < 2; lookup++) {
      const where = await maildir.locate(name);
      if (where === 'tmp') {
        await maildir.publish(name, into);
        this.options.onStored?.();
        return;
      }
      // Its own request may not have flushed new/ yet; the answer must not come first.
      if (where === 'new') await maildir.flushNew();
      if (where !== null) return;
    }
    // The first request failed to store it and is giving the key up: this one may retry.
    throw keyInDoubt;
  }

  /** A staged message that will not be published, with its held summary: no summary outlives its message. */
  private async discard(name: string, into: Folder): Promise<void> {
    await this.parts.maildir.discard(name);
    if (into === 'review') await this.parts.held.remove(name);
  }

  /** One webhook per lead, not per recipient: the first recipient's message carries it. */
  private carriesWebhook(recipient: string): boolean {
    return recipient.toLowerCase() === this.options.recipients[0]?.toLowerCase();
  }

  private compose(lead: Lead, recipient: string, id: string) {
    return composeMessage({
      from: this.options.from,
      to: recipient,
      subject: inquirySubject(lead.values),
      html: inquiryHtml(lead.values),
      messageId: `<${id}@${this.messageDomain}>`,
    });
  }
}
