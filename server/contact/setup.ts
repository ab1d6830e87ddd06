/**
 * Wires the contact endpoint for server/main.ts from the environment:
 *   MAIL_OUTBOX        Maildir folder of the outbox (default var/outbox, relative to the project)
 *   SMTP_URL           e.g. smtp://user:pass@mail.example:587; unset keeps messages in the Maildir
 *   CONTACT_RATE_LIMIT requests per client address and minute on the endpoint (default 10)
 */
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Site } from '../../src/content/types.ts';
import { DeliveryWorker, type DeliveryLog } from './delivery.ts';
import { Maildir } from './maildir.ts';
import { noreplyAddress } from './message.ts';
import { contactPlugin } from './plugin.ts';
import type { FastifyInstance } from 'fastify';

export interface ContactConfig {
  outboxDir: string;
  smtpUrl: string | null;
  /** Requests per client address per minute. */
  rateLimitPerMinute: number;
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
  const rateLimit = env.CONTACT_RATE_LIMIT ?? '10';
  const rateLimitPerMinute = Number(rateLimit);
  if (!Number.isInteger(rateLimitPerMinute) || rateLimitPerMinute < 1) {
    throw new Error(`CONTACT_RATE_LIMIT must be a whole number of requests per minute (1 or more), found "${rateLimit}"`);
  }
  return { outboxDir, smtpUrl, rateLimitPerMinute };
}

/** The URL without its password, fit for logs. */
export function redactUrl(url: string): string {
  if (!URL.canParse(url)) return '(not a URL)';
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.href;
}

export interface ContactSetup {
  plugin: (app: FastifyInstance) => Promise<void>;
  /** Present when SMTP_URL is set; start it once the server listens. */
  worker: DeliveryWorker | null;
  /** One line for the start-up log: where accepted messages go. */
  summary: string;
}

export async function setupContact(site: Site, config: ContactConfig, log: DeliveryLog): Promise<ContactSetup> {
  const maildir = await new Maildir(config.outboxDir).open();
  const worker = config.smtpUrl
    ? new DeliveryWorker({
        maildir,
        log,
        transport: nodemailer.createTransport({
          url: config.smtpUrl,
          // One connection, reused from message to message; timeouts so a hung server is a failed send.
          pool: true,
          maxConnections: 1,
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 30_000,
        }),
      })
    : null;
  const plugin = contactPlugin({
    outboxDir: config.outboxDir,
    recipients: site.contactRecipients,
    from: noreplyAddress(site),
    rateLimit: { max: config.rateLimitPerMinute, timeWindowMs: 60_000 },
    onStored: () => worker?.notify(),
  });
  const summary = config.smtpUrl
    ? `mail: contact messages are stored in ${config.outboxDir} and delivered via SMTP ${redactUrl(config.smtpUrl)}`
    : `mail: no SMTP_URL set; contact messages are kept in the Maildir ${config.outboxDir} (new/), readable by any mail client`;
  return { plugin, worker, summary };
}
