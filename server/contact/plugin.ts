/**
 * POST /api/send_email/: the contact form's endpoint (spec 7, decisions.md).
 *
 * It is no open relay: only the configured recipients, JSON only, size- and rate-limited,
 * one-line subjects, content reduced to a safe HTML subset. An accepted message is on disk
 * in the Maildir outbox before the answer says so; delivery happens later (delivery.ts).
 * Every refusal is a 4xx JSON {error, message} and stores nothing.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { IDEMPOTENCY_KEY_PATTERN, IdempotencyStore, sha256 } from './idempotency.ts';
import { Maildir } from './maildir.ts';
import { composeMessage, sanitizeContent } from './message.ts';
import { describeIssues, limits, sendEmailBody, type SendEmailRequest } from './request.ts';

export const SEND_EMAIL_PATH = '/api/send_email/';

export interface ContactOptions {
  /** Maildir folder of the outbox (created if missing). */
  outboxDir: string;
  /** The only addresses a message may go to (site.contactRecipients). */
  recipients: readonly string[];
  /** Sender of every message: the site's no-reply address. */
  from: { name: string; address: string };
  /** Requests per client address and time window. */
  rateLimit: { max: number; timeWindowMs: number };
  /** Called after each stored message, so delivery can start at once. */
  onStored?: () => void;
}

export interface SendEmailAnswer {
  ok: true;
  /** Id of the stored message. */
  id: string;
}

/** A refusal with its HTTP status and a stable error code for the JSON answer. */
export class ContactError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** Fastify's own errors on this route, as codes a client can act on. */
const fastifyErrors: Record<string, [status: number, code: string, message: string]> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'unsupported_media_type', 'Send the body as JSON with Content-Type: application/json.'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'payload_too_large', `The request body must be at most ${limits.bodyBytes / 1024} KiB.`],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'invalid_json', 'The request body is empty; send a JSON object.'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'invalid_json', 'The request body is not valid JSON.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'bad_request', 'The Content-Length does not match the body.'],
};

function errorAnswer(error: FastifyError | ContactError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof ContactError) return reply.code(error.statusCode).send({ error: error.code, message: error.message });
  const known = fastifyErrors[error.code];
  if (known) return reply.code(known[0]).send({ error: known[1], message: known[2] });
  if (error.statusCode === 429) return reply.code(429).send({ error: 'rate_limited', message: error.message });
  if (error instanceof SyntaxError || (error.statusCode === 400 && error.code?.startsWith('FST_ERR_CTP'))) {
    return reply.code(400).send({ error: 'invalid_json', message: 'The request body is not valid JSON.' });
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return reply.code(error.statusCode).send({ error: 'bad_request', message: error.message });
  }
  // Storage failed (disk full, permissions...): the visitor sees the form's error and can retry.
  request.log.error(error);
  return reply.code(500).send({ error: 'internal_error', message: 'The message could not be stored; please try again.' });
}

function isJson(request: FastifyRequest): boolean {
  const mediaType = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
  return mediaType === 'application/json';
}

export function contactPlugin(options: ContactOptions): (app: FastifyInstance) => Promise<void> {
  const recipients = new Map(options.recipients.map((address) => [address.toLowerCase(), address]));
  const messageDomain = options.from.address.split('@')[1];

  return async (app) => {
    const maildir = await new Maildir(options.outboxDir).open();
    const keys = await new IdempotencyStore(options.outboxDir).open();
    // Expired key records go daily too, not only at start.
    const pruning = setInterval(() => {
      keys.prune().catch((error: unknown) => app.log.error(error));
    }, 24 * 60 * 60 * 1000);
    pruning.unref();
    app.addHook('onClose', async () => clearInterval(pruning));

    /** Compose and durably store one message under its Maildir name. */
    async function store(request: SendEmailRequest, recipient: string, id: string, name: string, html: string) {
      const message = await composeMessage({
        from: options.from,
        to: recipient,
        subject: request.subject,
        html,
        messageId: `<${id}@${messageDomain}>`,
      });
      await maildir.store(name, message);
      options.onStored?.();
    }

    async function accept(request: SendEmailRequest, recipient: string, html: string, key: string | undefined, reply: FastifyReply): Promise<SendEmailAnswer> {
      if (key === undefined) {
        const id = maildir.newId();
        await store(request, recipient, id, maildir.fileName(id), html);
        return { ok: true, id };
      }
      const requestHash = sha256(JSON.stringify([recipient, request.subject, request.content]));
      return keys.exclusive(key, async () => {
        const first = await keys.get(key);
        if (first) {
          if (first.requestHash !== requestHash) {
            throw new ContactError(422, 'idempotency_key_reused', 'This Idempotency-Key was already used for a different message.');
          }
          // The record is written before the message: a crash in between leaves it to store now.
          if (!(await maildir.has(first.messageName))) await store(request, recipient, first.id, first.messageName, html);
          reply.header('Idempotent-Replayed', 'true');
          return { ok: true, id: first.id };
        }
        const id = maildir.newId();
        const messageName = maildir.fileName(id);
        await keys.put(key, { requestHash, messageName, id, createdAt: new Date().toISOString() });
        await store(request, recipient, id, messageName, html);
        return { ok: true, id };
      });
    }

    await app.register(async (scope) => {
      // Only JSON: without the text parser every other type is a 415 before any parsing.
      scope.removeContentTypeParser(['text/plain']);
      scope.setErrorHandler(errorAnswer);
      await scope.register(rateLimit, {
        global: false,
        errorResponseBuilder: (_request, context) =>
          new ContactError(429, 'rate_limited', `Too many requests; try again in ${context.after}.`),
      });

      scope.post(
        SEND_EMAIL_PATH,
        {
          bodyLimit: limits.bodyBytes,
          config: { rateLimit: { max: options.rateLimit.max, timeWindow: options.rateLimit.timeWindowMs } },
          preValidation: async (request) => {
            if (!isJson(request)) throw new ContactError(415, 'unsupported_media_type', 'Send the body as JSON with Content-Type: application/json.');
          },
        },
        async (request, reply): Promise<SendEmailAnswer> => {
          const parsed = sendEmailBody.safeParse(request.body);
          if (!parsed.success) throw new ContactError(400, 'invalid_request', describeIssues(parsed.error));
          const body = parsed.data;

          const key = request.headers['idempotency-key'];
          if (key !== undefined && (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key))) {
            throw new ContactError(400, 'invalid_idempotency_key', 'Idempotency-Key must be 8 to 128 letters, digits or . _ : -');
          }

          // A bot filled the hidden field: answer like a success, keep nothing.
          if (body.website && body.website.trim() !== '') {
            request.log.info('contact: honeypot filled, message dropped');
            return { ok: true, id: maildir.newId() };
          }

          const recipient = recipients.get(body.recipient.toLowerCase());
          if (!recipient) throw new ContactError(422, 'unknown_recipient', 'recipient: must be one of the site\'s contact addresses.');

          const { html, refusedTags } = sanitizeContent(body.content);
          if (refusedTags.length > 0) {
            throw new ContactError(422, 'unsafe_content', `content: these tags are not allowed: ${refusedTags.join(', ')}`);
          }
          if (html === '') throw new ContactError(422, 'empty_content', 'content: nothing is left after removing markup.');

          return accept(body, recipient, html, key, reply);
        },
      );

      // Same path, other methods: say what is allowed instead of a bare 404.
      scope.route({
        method: ['GET', 'HEAD', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
        url: SEND_EMAIL_PATH,
        handler: async (request, reply) =>
          reply.code(405).header('Allow', 'POST').send({ error: 'method_not_allowed', message: `${request.method} is not allowed here; use POST.` }),
      });
    });
  };
}
