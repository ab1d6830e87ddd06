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
import { IDEMPOTENCY_KEY_PATTERN, IdempotencyStore } from './idempotency.ts';
import { LeadStore, type Lead, type SendEmailAnswer } from './lead-store.ts';
import { Maildir } from './maildir.ts';
import { formPostRoute } from './form-post.ts';
import type { ContactOptions } from './contact-options.ts';
import { HeldLeads, ReviewDigest } from './review-digest.ts';
import { DailyCap, OutboxSize } from './caps.ts';
import { clientNetwork } from './client-network.ts';
import { describeIssues, limits, sendEmailBodySchema } from '../../src/lib/contact/send-email-api.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The API's prefix without its closing slash, as fastify's `prefix` wants it. */
const apiPrefix = apiPaths.prefix.slice(0, -1);

// Its options are their own module, which lead-store.ts reads too without importing this one.
export type { ContactOptions } from './contact-options.ts';

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

type StoreLead = (lead: Lead, key: string | undefined, request: FastifyRequest, reply: FastifyReply) => Promise<SendEmailAnswer>;
type SendEmailBody = ReturnType<typeof sendEmailBodySchema>;

/** Opens the outbox's stores, starts their upkeep, and registers the API's routes under its prefix. */
export function contactPlugin(options: ContactOptions): (app: FastifyInstance) => Promise<void> {
  const sendEmailBody = sendEmailBodySchema(options.choices);
  const dailyCap = options.dailyLimit ? new DailyCap(options.dailyLimit) : null;
  const heldSize = new OutboxSize(options.outboxDir, options.maxHeldBytes ?? 0);

  return async (app) => {
    const maildir = await new Maildir(options.outboxDir).open();
    const keys = await new IdempotencyStore(options.outboxDir).open();
    const freeBytes = freeSpaceProbe(options.outboxDir);
    const held = await new HeldLeads(options.outboxDir).open();
    if (options.proof) startReviewDigest(app, options, maildir, held);
    pruneDaily(app, maildir, keys, options.keepDeliveredDays ?? 30);
    const leads = new LeadStore({ maildir, keys, held, freeBytes, heldSize, dailyCap }, options);
    const store: StoreLead = (lead, key, request, reply) => leads.store(lead, key, request, reply);
    await app.register(async (api) => registerApi(api, options, sendEmailBody, store), { prefix: apiPrefix });
  };
}

/** With the browser's proof on, held leads are summed up for sales in a digest, at most once per interval. */
function startReviewDigest(app: FastifyInstance, options: ContactOptions, maildir: Maildir, held: HeldLeads): void {
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

/** Expired key records and delivered messages past their retention go daily, and now. */
function pruneDaily(app: FastifyInstance, maildir: Maildir, keys: IdempotencyStore, keepDeliveredDays: number): void {
  const prune = () => {
    keys.prune().catch((error: unknown) => app.log.error({ err: error }, 'contact: pruning key records failed'));
    maildir
      .removeDeliveredBefore(Date.now() - keepDeliveredDays * DAY_MS)
      .then(
        (removed) => removed > 0 && app.log.info(`contact: removed ${removed} delivered message(s) older than ${keepDeliveredDays} days`),
      )
      .catch((error: unknown) => app.log.error({ err: error }, 'contact: removing old delivered messages failed'));
  };
  prune();
  const pruning = setInterval(prune, DAY_MS);
  pruning.unref();
  app.addHook('onClose', async () => clearInterval(pruning));
}

/** The routes under the API's prefix: the endpoint, the challenge, the form post, then every other address. */
async function registerApi(api: FastifyInstance, options: ContactOptions, sendEmailBody: SendEmailBody, store: StoreLead): Promise<void> {
  await guardApi(api, options.ipv6Prefix);
  sendEmailRoute(api, options.rateLimit, sendEmailBody, store);

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

  answerUnknownAddresses(api);
}

/** What every API route shares: readable bodies, answers no cache keeps, and the rate limit (each route sets its own). */
async function guardApi(api: FastifyInstance, ipv6Prefix: number | undefined): Promise<void> {
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
    keyGenerator: (request) => clientNetwork(request.ip, ipv6Prefix),
    errorResponseBuilder: (_request, context) => new HttpError(429, 'rate_limited', `Too many requests; try again in ${context.after}.`),
  });
}

/** POST /api/send_email/: a JSON body checked by the API's schema, and an optional Idempotency-Key. */
function sendEmailRoute(api: FastifyInstance, limit: ContactOptions['rateLimit'], sendEmailBody: SendEmailBody, store: StoreLead): void {
  api.post(
    // Registered inside the /api prefix: the path after it.
    apiPaths.sendEmail.slice(apiPrefix.length),
    {
      bodyLimit: limits.bodyBytes,
      config: { rateLimit: { max: limit.max, timeWindow: limit.timeWindowMs } },
      preValidation: async (request) => {
        if (!isJson(request))
          throw new HttpError(415, 'unsupported_media_type', 'Send the body as JSON with Content-Type: application/json.');
      },
    },
    async (request, reply): Promise<SendEmailAnswer> => {
      const parsed = sendEmailBody.safeParse(request.body);
      if (!parsed.success) throw new HttpError(400, 'invalid_request', describeIssues(parsed.error));
      const { recipient, website = '', altcha, subject: _unused, content: _ignored, ...values } = parsed.data;
      return store({ recipient, values, website, altcha }, idempotencyKey(request), request, reply);
    },
  );
}

/** The request's Idempotency-Key, checked; undefined when it sent none. */
function idempotencyKey(request: FastifyRequest): string | undefined {
  const key = request.headers['idempotency-key'];
  if (key !== undefined && (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key))) {
    throw new HttpError(400, 'invalid_idempotency_key', 'Idempotency-Key must be 8 to 128 letters, digits or . _ : -');
  }
  return key;
}

/**
 * Unknown API addresses are a JSON 404; a known one asked with another method, a 405 saying which it takes.
 * (The GET route keeps the site's catch-all file route from answering under /api/.)
 */
function answerUnknownAddresses(api: FastifyInstance): void {
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
}
