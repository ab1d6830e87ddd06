/**
 * Wires the contact endpoint, its delivery and /healthz for server/main.ts from the environment:
 *   MAIL_OUTBOX               Maildir folder of the outbox (default var/outbox, relative to the project)
 *   SMTP_URL                  e.g. smtp://user:pass@mail.example:587; unset keeps messages in the Maildir
 *   CONTACT_RATE_LIMIT        requests per client address and minute on the endpoint (default 10)
 *   MAIL_GIVE_UP_AFTER_HOURS  a message refused temporarily for this long goes to failed/ (default 24)
 *   OUTBOX_KEEP_DAYS          delivered messages (cur/) are removed after this many days (default 30)
 *   OUTBOX_MIN_FREE_MB        below this much free disk, leads get a 503 (default 100; 0 turns it off)
 *   HEALTH_MAX_QUEUE_AGE_S    /healthz answers 503 once the oldest waiting lead is older (default 900)
 *   HEALTH_ALLOW              addresses or ranges, comma-separated, that read /healthz's details
 *                             besides loopback (default: none)
 *   CONTACT_DAILY_LIMIT       messages one client may store per UTC day (default 20: ten leads of
 *                             two recipients; 0 turns it off)
 *   CONTACT_IPV6_PREFIX       an IPv6 client is counted by this prefix in the rate limit and the
 *                             daily cap (default 64, the network one subscriber is handed; 1-128)
 *   HELD_MAX_MB               leads held without the browser's proof (review/ and held/) at most
 *                             this big, else new posts without a proof get a 503; a lead with a
 *                             proof is refused only below OUTBOX_MIN_FREE_MB (default 200; 0 turns
 *                             it off; OUTBOX_MAX_MB is its older name)
 *   LEAD_WEBHOOK_URL          every lead sales receives is also POSTed here as JSON (webhook.ts)
 *   LEAD_WEBHOOK_SECRET       key of the X-Signature-SHA256 HMAC (required with the URL)
 *   LEAD_WEBHOOK_RETRY_S      first wait after a failed POST, doubled each time up to 30 min (default 30)
 *   ALTCHA_HMAC_SECRET        signs the form's proof-of-work challenges; set the same on every
 *                             process behind one site (default: a random one per process)
 */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import nodemailer from 'nodemailer';
import type { Site } from '../../src/content/types.ts';
import { DeliveryWorker, type DeliveryLog } from './delivery.ts';
import { freeSpaceProbe } from './disk-space.ts';
import { healthPlugin } from './health.ts';
import { Maildir } from './maildir.ts';
import { noreplyAddress } from './message.ts';
import type { FormPostOptions } from './form-post.ts';
import { contactPlugin } from './plugin.ts';
import { addressList } from '../address-list.ts';
import { outboxProblemAtStart, refuseLeads } from './outbox-unavailable.ts';
import { DEFAULT_IPV6_PREFIX } from './client-network.ts';
import { ProofOfWork } from './proof.ts';
import { WebhookQueue, WebhookWorker } from './webhook.ts';
import type { InquiryChoices } from '../../src/lib/contact/send-email-api.ts';

export interface ContactConfig {
  outboxDir: string;
  smtpUrl: string | null;
  /** Requests per client address per minute. */
  rateLimitPerMinute: number;
  giveUpAfterHours: number;
  keepDeliveredDays: number;
  minFreeMegabytes: number;
  healthMaxQueueAgeSeconds: number;
  /** Besides loopback, who reads /healthz's details. */
  healthAllow: string[];
  /** Signs the proof-of-work challenges; null: a random secret per process. */
  proofSecret: string | null;
  dailyLimit: number;
  /** The IPv6 prefix a client is counted by (client-network.ts). */
  ipv6Prefix: number;
  /** The held leads' budget (caps.ts). */
  maxHeldMegabytes: number;
  /** The CRM webhook, or null. */
  webhook: { url: string; secret: string; retrySeconds: number } | null;
}

/** A whole number from the environment, at least `min`, or the default when unset. */
function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, meaning: string): number {
  const raw = env[name]?.trim() || String(fallback);
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min)
    throw new Error(`${name} must be a whole number of ${meaning} (${min} or more), found "${raw}"`);
  return value;
}

function webhookFromEnv(env: NodeJS.ProcessEnv): ContactConfig['webhook'] {
  const url = env.LEAD_WEBHOOK_URL?.trim();
  if (!url) return null;
  const protocol = URL.canParse(url) ? new URL(url).protocol : '';
  if (protocol !== 'https:' && protocol !== 'http:')
    throw new Error(`LEAD_WEBHOOK_URL must be an http(s) address, found "${redactUrl(url)}"`);
  const secret = env.LEAD_WEBHOOK_SECRET?.trim();
  if (!secret || secret.length < 16)
    throw new Error('LEAD_WEBHOOK_SECRET must be set with LEAD_WEBHOOK_URL, at least 16 characters, to sign each POST');
  return { url, secret, retrySeconds: wholeNumber(env, 'LEAD_WEBHOOK_RETRY_S', 30, 1, 'seconds') };
}

export function contactConfigFromEnv(env: NodeJS.ProcessEnv, projectRoot: string): ContactConfig {
  const outboxDir = path.resolve(projectRoot, env.MAIL_OUTBOX || 'var/outbox');
  const smtpUrl = env.SMTP_URL?.trim() || null;
  if (smtpUrl) {
    const protocol = URL.canParse(smtpUrl) ? new URL(smtpUrl).protocol : '';
    if (protocol !== 'smtp:' && protocol !== 'smtps:') {
      throw new Error(`SMTP_URL must look like smtp://host:port or smtps://user:pass@host:465, found "${redactUrl(smtpUrl)}"`);
    }
  }
  return {
    outboxDir,
    smtpUrl,
    rateLimitPerMinute: wholeNumber(env, 'CONTACT_RATE_LIMIT', 10, 1, 'requests per minute'),
    giveUpAfterHours: wholeNumber(env, 'MAIL_GIVE_UP_AFTER_HOURS', 24, 1, 'hours'),
    keepDeliveredDays: wholeNumber(env, 'OUTBOX_KEEP_DAYS', 30, 1, 'days'),
    minFreeMegabytes: wholeNumber(env, 'OUTBOX_MIN_FREE_MB', 100, 0, 'megabytes'),
    healthMaxQueueAgeSeconds: wholeNumber(env, 'HEALTH_MAX_QUEUE_AGE_S', 900, 1, 'seconds'),
    healthAllow: addressList(
      env.HEALTH_ALLOW,
      `HEALTH_ALLOW must list IP addresses or ranges such as 10.0.0.0/8, separated by commas, found "${env.HEALTH_ALLOW}"`,
    ),
    proofSecret: env.ALTCHA_HMAC_SECRET?.trim() || null,
    dailyLimit: wholeNumber(env, 'CONTACT_DAILY_LIMIT', 20, 0, 'messages a day'),
    ipv6Prefix: prefixLength(env, 'CONTACT_IPV6_PREFIX', DEFAULT_IPV6_PREFIX),
    maxHeldMegabytes: wholeNumber(
      env,
      env.HELD_MAX_MB === undefined && env.OUTBOX_MAX_MB !== undefined ? 'OUTBOX_MAX_MB' : 'HELD_MAX_MB',
      200,
      0,
      'megabytes',
    ),
    webhook: webhookFromEnv(env),
  };
}

/** An IPv6 prefix length (1 to 128) from the environment, or the default when unset. */
function prefixLength(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = wholeNumber(env, name, fallback, 1, 'bits of an IPv6 address');
  if (value > 128)
    throw new Error(`${name} must be an IPv6 prefix length from 1 to 128 (64 is one subscriber's network), found "${env[name]}"`);
  return value;
}

/** The URL without its password, fit for logs. */
export function redactUrl(url: string): string {
  if (!URL.canParse(url)) return '(not a URL)';
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.href;
}

export interface ContactSetup {
  /** The endpoint and /healthz. */
  plugin: (app: FastifyInstance) => Promise<void>;
  /** Present when SMTP_URL is set; start it once the server listens. */
  worker: DeliveryWorker | null;
  /** Present when LEAD_WEBHOOK_URL is set; start it once the server listens. */
  webhook: WebhookWorker | null;
  /** One line for the start-up log: where accepted messages go. */
  summary: string;
}

export async function setupContact(
  site: Site,
  config: ContactConfig,
  log: DeliveryLog,
  choices: InquiryChoices,
  formPost?: FormPostOptions,
): Promise<ContactSetup> {
  const minFreeBytes = config.minFreeMegabytes * 2 ** 20;
  // Pages are served whatever the outbox's state; only the lead endpoints need it (outbox-unavailable.ts).
  const problem = await outboxProblemAtStart(config.outboxDir);
  if (problem) return refusingLeads(problem, healthFor(config, minFreeBytes, null), formPost);
  const maildir = await new Maildir(config.outboxDir).open();
  const worker = config.smtpUrl ? smtpDelivery(config.smtpUrl, config.giveUpAfterHours, maildir, log) : null;
  const queue = config.webhook ? await new WebhookQueue(config.outboxDir).open() : null;
  const webhook = config.webhook && queue ? webhookDelivery(config.webhook, queue, log) : null;
  const contact = contactPlugin({
    outboxDir: config.outboxDir,
    recipients: site.contactRecipients,
    choices,
    from: noreplyAddress(site),
    rateLimit: { max: config.rateLimitPerMinute, timeWindowMs: 60_000 },
    minFreeBytes,
    keepDeliveredDays: config.keepDeliveredDays,
    onStored: () => worker?.notify(),
    formPost,
    proof: new ProofOfWork({ secret: config.proofSecret ?? undefined }),
    dailyLimit: config.dailyLimit,
    ipv6Prefix: config.ipv6Prefix,
    maxHeldBytes: config.maxHeldMegabytes * 2 ** 20,
    webhook: queue && webhook ? { queue, notify: () => webhook.notify() } : undefined,
  });
  const health = healthFor(config, minFreeBytes, worker);
  return {
    plugin: async (app) => {
      await contact(app);
      await health(app);
    },
    worker,
    webhook,
    summary: mailSummary(config),
  };
}

/** /healthz, reporting on the outbox and on the delivery worker when there is one. */
function healthFor(config: ContactConfig, minFreeBytes: number, delivery: DeliveryWorker | null) {
  return healthPlugin({
    outboxDir: config.outboxDir,
    freeBytes: freeSpaceProbe(config.outboxDir),
    minFreeBytes,
    delivery,
    maxQueueAgeSeconds: config.healthMaxQueueAgeSeconds,
    heldMaxBytes: config.maxHeldMegabytes * 2 ** 20,
    detailsAllowed: config.healthAllow,
  });
}

/** The outbox cannot be written: the lead endpoints answer 503, /healthz says why, nothing is delivered. */
function refusingLeads(problem: string, health: (app: FastifyInstance) => Promise<void>, formPost?: FormPostOptions): ContactSetup {
  return {
    plugin: async (app) => {
      await refuseLeads(app, formPost?.renderContactPage);
      await health(app);
    },
    worker: null,
    webhook: null,
    summary: `mail: ${problem}; pages are served, demo requests get 503 until it can be written (give the server's user write access, or set MAIL_OUTBOX) and the server is restarted`,
  };
}

function smtpDelivery(smtpUrl: string, giveUpAfterHours: number, maildir: Maildir, log: DeliveryLog): DeliveryWorker {
  return new DeliveryWorker({
    maildir,
    log,
    giveUpAfterMs: giveUpAfterHours * 60 * 60_000,
    transport: nodemailer.createTransport({
      url: smtpUrl,
      // One connection, reused from message to message; timeouts so a hung server is a failed send.
      pool: true,
      maxConnections: 1,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    }),
  });
}

function webhookDelivery(webhook: NonNullable<ContactConfig['webhook']>, queue: WebhookQueue, log: DeliveryLog): WebhookWorker {
  return new WebhookWorker({
    queue,
    url: webhook.url,
    secret: webhook.secret,
    log,
    retry: { initialMs: webhook.retrySeconds * 1000, maxMs: 30 * 60_000 },
  });
}

/** The start-up log's line: where accepted messages go. */
function mailSummary(config: ContactConfig): string {
  const summary = config.smtpUrl
    ? `mail: contact messages are stored in ${config.outboxDir} and delivered via SMTP ${redactUrl(config.smtpUrl)}`
    : `mail: no SMTP_URL set; contact messages are kept in the Maildir ${config.outboxDir} (new/), readable by any mail client`;
  return config.webhook ? `${summary}; leads are also POSTed to ${redactUrl(config.webhook.url)}` : summary;
}
