/**
 * POST /api/send_email/: the contact form's endpoint, and the API's answers to addresses and
 * methods it does not have; with `formPost`, also POST /api/contact/, the same form posted by a
 * browser without JavaScript (form-post.ts), which stores through the same steps.
 *
 * It is no open relay: only the configured recipients, JSON only, size- and rate-limited, and
 * the message is the server's own, written from the inquiry's validated fields
 * (send-email-api.ts, inquiry.ts): the subject and HTML a client sends are never used. An
 * accepted message is on disk in the Maildir outbox before the
 * answer says so; delivery happens later (delivery.ts). Every refusal is a 4xx JSON
 * {error, message} (errors.ts) and stores nothing; a failed write leaves nothing behind.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiPaths } from '../../src/route-table.ts';
import { HttpError, sendProblem } from '../errors.ts';
import { freeSpaceProbe } from './disk-space.ts';
import { IDEMPOTENCY_KEY_PATTERN, IdempotencyStore, sha256 } from './idempotency.ts';
import { Maildir } from './maildir.ts';
import { composeMessage } from './message.ts';
import { formPostRoute, type FormPostOptions } from './form-post.ts';
import type { ProofOfWork } from './proof.ts';
import { HeldLeads, ReviewDigest } from './review-digest.ts';
import type { WebhookQueue } from './webhook.ts';
import { DailyCap, dailyLimitReached, heldOverCapacity, OutboxSize } from './caps.ts';
import { clientNetwork } from './client-network.ts';
import { inquiryFields, inquiryHtml, inquirySubject, type Inquiry } from '../../src/lib/contact/inquiry.ts';
import { describeIssues, limits, sendEmailBodySchema, type InquiryChoices } from '../../src/lib/contact/send-email-api.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The API's prefix without its closing slash, as fastify's `prefix` wants it. */
const apiPrefix = apiPaths.prefix.slice(0, -1);

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

/**
 * Bodies the API reads: UTF-8 (a charset parameter may say so, nothing else) and never
 * compressed, so a small body cannot unpack into a large one and every parser reads one encoding.
 */
function unreadableBody(request: FastifyRequest): HttpError | null {
  const encoding = request.headers['content-encoding']?.trim().toLowerCase();
  if (encoding && encoding !== 'identity') {
    return new HttpError(415, 'unsupported_media_type', 'Send the body uncompressed, without Content-Encoding.');
  }
  const charset = /;\s*charset\s*=\s*"?([^";\s]*)/i.exec(request.headers['content-type'] ?? '')?.[1]?.toLowerCase();
  if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') {
    return new HttpError(415, 'unsupported_media_type', 'Send the body in UTF-8 (charset=utf-8, or no charset).');
  }
  return null;
}

function isJson(request: FastifyRequest): boolean {
  const mediaType = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
  return mediaType === 'application/json';
}

/** A full disk is the visitor's cue to come back later; anything else is our failure. */
function storageError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOSPC' || code === 'EDQUOT' ? outboxFull : storageFailed;
}

export function contactPlugin(options: ContactOptions): (app: FastifyInstance) => Promise<void> {
  const recipients = new Map(options.recipients.map((address) => [address.toLowerCase(), address]));
  const messageDomain = options.from.address.split('@')[1];
  const minFreeBytes = options.minFreeBytes ?? 0;
  const keepDeliveredMs = (options.keepDeliveredDays ?? 30) * DAY_MS;
  const sendEmailBody = sendEmailBodySchema(options.choices);
  /** One webhook per lead, not per recipient: the first recipient's message carries it. */
  const carriesWebhook = (recipient: string) => recipient.toLowerCase() === options.recipients[0]?.toLowerCase();
  const dailyCap = options.dailyLimit ? new DailyCap(options.dailyLimit) : null;
  const heldSize = new OutboxSize(options.outboxDir, options.maxHeldBytes ?? 0);

  return async (app) => {
    const maildir = await new Maildir(options.outboxDir).open();
    const keys = await new IdempotencyStore(options.outboxDir).open();
    const freeBytes = freeSpaceProbe(options.outboxDir);
    const held = await new HeldLeads(options.outboxDir).open();
    if (options.proof) {
      const digest = new ReviewDigest({
        maildir,
        held,
        from: options.from,
        to: options.recipients,
        intervalMs: options.reviewDigestIntervalMs,
        onStored: options.onStored,
      });
      digest.start((error) => app.log.error({ err: error }, 'contact: the review digest failed'));
      app.addHook('onClose', async () => digest.close());
    }

    // Expired key records and delivered messages past their retention go daily, and now.
    const prune = () => {
      keys.prune().catch((error: unknown) => app.log.error({ err: error }, 'contact: pruning key records failed'));
      maildir
        .removeDeliveredBefore(Date.now() - keepDeliveredMs)
        .then(
          (removed) =>
            removed > 0 &&
            app.log.info(`contact: removed ${removed} delivered message(s) older than ${options.keepDeliveredDays ?? 30} days`),
        )
        .catch((error: unknown) => app.log.error({ err: error }, 'contact: removing old delivered messages failed'));
    };
    prune();
    const pruning = setInterval(prune, DAY_MS);
    pruning.unref();
    app.addHook('onClose', async () => clearInterval(pruning));

    const compose = (lead: Lead, recipient: string, id: string) =>
      composeMessage({
        from: options.from,
        to: recipient,
        subject: inquirySubject(lead.values),
        html: inquiryHtml(lead.values),
        messageId: `<${id}@${messageDomain}>`,
      });

    /** A staged message that will not be published, with its held summary: no summary outlives its message. */
    async function discard(name: string, into: 'new' | 'review'): Promise<void> {
      await maildir.discard(name);
      if (into === 'review') await held.remove(name);
    }

    /** Store one message; with a key, only the first request with it stores, and every one answers its id. */
    async function accept(
      lead: Lead,
      recipient: string,
      into: 'new' | 'review',
      key: string | undefined,
      reply: FastifyReply,
    ): Promise<SendEmailAnswer> {
      const id = maildir.newId();
      const name = maildir.fileName(id);
      // Staged (complete and on disk) before the key is claimed, so a claimed key always has its message.
      // A held lead's summary for the review digest exists before the lead is in review/.
      const staging = (async () => {
        const summary = into === 'review' ? await held.save(name, recipient, lead.values, carriesWebhook(recipient)) : 0;
        const message = await compose(lead, recipient, id);
        await maildir.stage(name, message);
        if (into === 'review') heldSize.added(message.length + summary);
      })();
      try {
        if (key === undefined) {
          await staging;
        } else {
          const requestHash = leadHash(recipient, lead.values);
          const claim = await keys.claim(key, { requestHash, messageName: name, id, createdAt: new Date().toISOString() }, staging);
          if (!claim.won) {
            await discard(name, into);
            if (claim.record.requestHash !== requestHash) {
              throw new HttpError(422, 'idempotency_key_reused', 'This Idempotency-Key was already used for a different message.');
            }
            await answerFromRecord(claim.record.messageName, into);
            reply.header('Idempotent-Replayed', 'true');
            return { ok: true, id: claim.record.id };
          }
        }
        try {
          // The CRM's copy is on disk before the lead reaches sales: at least once, keyed by the id.
          if (into === 'new' && options.webhook && carriesWebhook(recipient)) {
            await options.webhook.queue.enqueue({ id, receivedAt: new Date().toISOString(), fields: lead.values });
            options.webhook.notify();
          }
          await maildir.publish(name, into);
        } catch (error) {
          if (key !== undefined) await keys.release(key);
          throw error;
        }
      } catch (error) {
        // The staged write has settled (or failed and cleaned up after itself) before it is removed.
        await staging.catch(() => undefined);
        await discard(name, into);
        throw error;
      }
      options.onStored?.();
      return { ok: true, id };
    }

    /**
     * Make sure the message a key's record names is in the outbox before answering with it. It
     * is staged before the record exists; if its request died before publishing it, publish it
     * here (one rename: of several requests doing so, one succeeds and all see the result).
     */
    async function answerFromRecord(name: string, into: 'new' | 'review'): Promise<void> {
      // A message moving back to new/ (a failed send, a retry from failed/) can slip between two
      // folders being read: only two lookups that both find nothing mean it is not there.
      for (let lookup = 0; lookup < 2; lookup++) {
        const where = await maildir.locate(name);
        if (where === 'tmp') {
          await maildir.publish(name, into);
          options.onStored?.();
          return;
        }
        // Its own request may not have flushed new/ yet; the answer must not come first.
        if (where === 'new') await maildir.flushNew();
        if (where !== null) return;
      }
      // The first request failed to store it and is giving the key up: this one may retry.
      throw keyInDoubt;
    }

    /**
     * Everything after parsing, the same for the JSON endpoint and the form posted without
     * JavaScript: the honeypot, the recipient, free space, then the outbox.
     */
    async function store(lead: Lead, key: string | undefined, request: FastifyRequest, reply: FastifyReply): Promise<SendEmailAnswer> {
      // A bot filled the hidden field: answer like a success, keep nothing.
      if (lead.website.trim() !== '') {
        request.log.info('contact: honeypot filled, message dropped');
        return { ok: true, id: maildir.newId() };
      }

      const recipient = recipients.get(lead.recipient.toLowerCase());
      if (!recipient) throw new HttpError(422, 'unknown_recipient', "recipient: must be one of the site's contact addresses.");

      if (minFreeBytes > 0 && (await freeBytes()) < minFreeBytes) throw outboxFull;
      // Without the browser's proof (no JavaScript, or a bot), the lead waits in review/: kept, not sent.
      const held = options.proof ? !(await options.proof.verify(lead.altcha, recipient)) : false;
      // Held leads have a budget of their own; a lead with a proof is refused only for want of disk (above).
      if (held && (await heldSize.full())) throw heldOverCapacity;
      if (dailyCap && !dailyCap.take(clientNetwork(request.ip, options.ipv6Prefix))) throw dailyLimitReached;
      if (held) request.log.info('contact: no valid proof of work, lead held for review');
      try {
        return await accept(lead, recipient, held ? 'review' : 'new', key, reply);
      } catch (error) {
        const answer = storageError(error);
        if (answer.statusCode >= 500) request.log.error({ err: error }, 'contact: the message could not be stored');
        throw answer;
      }
    }

    await app.register(
      async (api) => {
        // Only JSON: without the text parser every other type is a 415 before any parsing.
        api.removeContentTypeParser(['text/plain']);
        api.addHook('onRequest', async (request) => {
          const problem = request.method === 'POST' ? unreadableBody(request) : null;
          if (problem) throw problem;
        });
        // No API answer is for a cache to keep: each one is about one request.
        api.addHook('onSend', async (_request, reply, payload) => {
          reply.header('Cache-Control', 'no-store');
          return payload;
        });
        await api.register(rateLimit, {
          global: false,
          // By network, as the daily cap: one IPv6 subscriber holds a whole /64.
          keyGenerator: (request) => clientNetwork(request.ip, options.ipv6Prefix),
          errorResponseBuilder: (_request, context) =>
            new HttpError(429, 'rate_limited', `Too many requests; try again in ${context.after}.`),
        });

        api.post(
          // Registered inside the /api prefix: the path after it.
          apiPaths.sendEmail.slice(apiPrefix.length),
          {
            bodyLimit: limits.bodyBytes,
            config: { rateLimit: { max: options.rateLimit.max, timeWindow: options.rateLimit.timeWindowMs } },
            preValidation: async (request) => {
              if (!isJson(request))
                throw new HttpError(415, 'unsupported_media_type', 'Send the body as JSON with Content-Type: application/json.');
            },
          },
          async (request, reply): Promise<SendEmailAnswer> => {
            const parsed = sendEmailBody.safeParse(request.body);
            if (!parsed.success) throw new HttpError(400, 'invalid_request', describeIssues(parsed.error));
            const { recipient, website = '', altcha, subject: _unused, content: _ignored, ...values } = parsed.data;

            const key = request.headers['idempotency-key'];
            if (key !== undefined && (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key))) {
              throw new HttpError(400, 'invalid_idempotency_key', 'Idempotency-Key must be 8 to 128 letters, digits or . _ : -');
            }
            return store({ recipient, values, website, altcha }, key, request, reply);
          },
        );

        const { proof } = options;
        if (proof) {
          api.get(
            apiPaths.challenge.slice(apiPrefix.length),
            { config: { rateLimit: { max: options.rateLimit.max, timeWindow: options.rateLimit.timeWindowMs } } },
            async () => proof.challenge(),
          );
        }

        if (options.formPost) {
          await api.register(
            formPostRoute({
              ...options.formPost,
              path: apiPaths.contactForm.slice(apiPrefix.length),
              recipients: options.recipients,
              choices: options.choices,
              rateLimit: options.rateLimit,
              store,
            }),
          );
        }

        // Unknown API addresses are a JSON 404; a known one asked with another method, a 405 saying which it takes.
        // (The GET route keeps the site's catch-all file route from answering under /api/.)
        api.get('/*', (_request, reply) => reply.callNotFound());
        api.setNotFoundHandler((request, reply) => {
          const pathname = new URL(request.url, 'http://localhost').pathname;
          const allowed = api.supportedMethods.filter((method) => api.hasRoute({ method, url: pathname }));
          if (allowed.length > 0) {
            return sendProblem(
              request,
              reply,
              new HttpError(405, 'method_not_allowed', `This address only accepts ${allowed.join(', ')}.`, { Allow: allowed.join(', ') }),
            );
          }
          return sendProblem(request, reply, new HttpError(404, 'not_found', 'There is no API endpoint at this address.'));
        });
      },
      { prefix: apiPrefix },
    );
  };
}
