/**
 * Helpers for the contact server tests: a bare fastify app with the endpoint on a temp
 * outbox, a real SMTP server on a loopback port, and readers for what landed on disk.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import type { Socket } from 'node:net';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { errorHandling } from '../errors.ts';
import { securityHeaders } from '../security-headers.ts';
import { contactPlugin, type ContactOptions } from './plugin.ts';
import { emptyInquiry, type Inquiry } from '../../src/lib/contact/inquiry.ts';
import type { InquiryChoices } from '../../src/lib/contact/send-email-api.ts';

export const recipients = ['sales@translytix.example', 'leads@translytix.example'] as const;
export const from = { name: 'TranslytiX Website', address: 'noreply@translytix.example' };

export function tempOutbox(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'translytix-outbox-test-'));
}

/** The tests' own drop-down choices (not the live contact page copy). */
export const choices: InquiryChoices = {
  industry: ['Automotive', 'Food & Beverage', 'Other'],
  companySize: ['Startup (1-50 employees)', 'Enterprise (1001-5000)'],
  inquiryType: ['Request a Demo', 'Pricing Information'],
  timeline: ['Short-term (1-3 months)', 'Just exploring options'],
};

/** A complete, valid inquiry as a visitor fills the form. */
export function inquiryValues(overrides: Partial<Inquiry> = {}): Inquiry {
  return {
    ...emptyInquiry(),
    firstName: 'Asha',
    lastName: 'Rao',
    email: 'asha@example.com',
    phone: '+44 20 7946 0000',
    company: 'Rao Logistics',
    jobTitle: 'Head of Supply Chain',
    industry: 'Automotive',
    companySize: 'Enterprise (1001-5000)',
    country: 'United Kingdom',
    inquiryType: 'Request a Demo',
    currentChallenges: 'Forecasts drift & stock piles up',
    message: 'Call me & my team\nafter 3 PM',
    ...overrides,
  };
}

/** The site settings the security headers read. */
export const testSite = { demoVideo: { youtubeId: 'aqz-KE-bpKQ' } };

/** The endpoint on a bare fastify instance with the server's own error handling. */
export async function contactApp(options: Partial<ContactOptions> & { outboxDir: string }): Promise<FastifyInstance> {
  const errors = errorHandling(securityHeaders(testSite));
  const app = Fastify({ logger: false, ...errors.options });
  errors.install(app);
  await contactPlugin({
    recipients,
    choices,
    from,
    rateLimit: { max: 1000, timeWindowMs: 60_000 },
    ...options,
  })(app);
  await app.ready();
  return app;
}

/** A valid body as the site's form sends it: the spec's keys and the fields beside them. */
export function inquiryBody(overrides: Record<string, unknown> = {}) {
  return {
    recipient: recipients[0],
    subject: 'New Contact Inquiry from Asha Rao',
    content: '<h2>New Contact Inquiry</h2>\n<table>\n<tbody>\n<tr><th>Name</th><td>Asha Rao</td></tr>\n</tbody>\n</table>',
    website: '',
    ...inquiryValues(),
    ...overrides,
  };
}

/**
 * A lead the tests can tell apart: the label is its last name, so the server's subject ends
 * with it ("New Contact Inquiry from Asha <label>"), and `labelOf` reads it back.
 */
export const labelledBody = (label: string, overrides: Record<string, unknown> = {}) => inquiryBody({ lastName: label, ...overrides });
export const labelOf = (subject: string | undefined) => (subject ?? '').replace(/^New Contact Inquiry from Asha /, '');

/** Files in one of the outbox's folders. */
export function filesIn(
  outboxDir: string,
  folder: 'new' | 'cur' | 'tmp' | 'sending' | 'failed' | 'review' | 'held' | 'attempts' | 'idempotency',
): string[] {
  const dir = path.join(outboxDir, folder);
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
}

/** Everything stored anywhere in the outbox. */
export function storedCount(outboxDir: string): number {
  return (['new', 'cur', 'tmp', 'sending', 'failed', 'attempts', 'idempotency'] as const).reduce(
    (sum, folder) => sum + filesIn(outboxDir, folder).length,
    0,
  );
}

export async function parseStored(outboxDir: string, folder: 'new' | 'cur', name: string): Promise<ParsedMail> {
  return simpleParser(fs.readFileSync(path.join(outboxDir, folder, name)));
}

export interface SmtpSink {
  port: number;
  /** Every message the server accepted, parsed, in arrival order. */
  messages: ParsedMail[];
  close(): Promise<void>;
}

export interface SmtpSinkOptions {
  port?: number;
  /** An SMTP error for the n-th message (1-based) or by its subject, e.g. a 451 while "busy" or a 550 for a bad recipient. */
  refuse?: (attempt: number, subject: string) => { code: number; message: string } | null;
  /** Wait this long before answering each message, as a slow server would. */
  delayMs?: number;
  /** Cut the connection after the n-th message's data (or by its subject), without a reply: a server or filter choking on it. */
  drop?: (attempt: number, subject: string) => boolean;
}

/** A real SMTP server on 127.0.0.1 that keeps what it accepted. */
export async function startSmtpSink(options: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const messages: ParsedMail[] = [];
  let attempts = 0;
  const server = await listenSmtp((stream, _session, callback) => {
    attempts += 1;
    const attempt = attempts;
    simpleParser(stream)
      .then(async (parsed) => {
        if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
        if (options.drop?.(attempt, parsed.subject ?? '')) return server.dropConnections();
        const refusal = options.refuse?.(attempt, parsed.subject ?? '') ?? null;
        if (refusal) return callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
        messages.push(parsed);
        return callback();
      })
      .catch((error: Error) => callback(error));
  }, options.port);
  return { ...server, messages };
}

/**
 * An SMTP server on 127.0.0.1 (any free port unless one is given) without TLS or login that
 * hands every message to `onData`: the tests' sink, and the benchmarks' counting one.
 */
export async function listenSmtp(
  onData: NonNullable<SMTPServerOptions['onData']>,
  port = 0,
): Promise<{ port: number; close(): Promise<void>; dropConnections(): void }> {
  const sockets = new Set<Socket>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // Close promptly even while a pooled client keeps its connection open.
    closeTimeout: 200,
    onData,
  });
  server.server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('SMTP server has no port');
  return {
    port: address.port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    dropConnections: () => {
      for (const socket of sockets) socket.destroy();
    },
  };
}

/** Poll until `check` holds (or fail after timeoutMs). */
export async function waitFor(check: () => boolean, timeoutMs = 10_000, what = 'condition'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export interface EndpointProcess {
  child: ChildProcess;
  /** The endpoint's URL. */
  url: string;
  /** SIGKILL unless it already exited. */
  kill(): void;
}

/** The endpoint in a child process of its own (test-server.ts) on the outbox `outboxDir`. */
export async function startEndpointProcess(outboxDir: string, env: Record<string, string> = {}): Promise<EndpointProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'test-server.ts')], {
    env: { ...process.env, OUTBOX: outboxDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const kill = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  let output = '';
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`child did not start:\n${output}`)), 30_000);
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.stdout?.on('data', (chunk) => {
      output += chunk;
      const match = /\{"port":(\d+)\}/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code, signal) => reject(new Error(`child exited (${code ?? signal}):\n${output}`)));
  }).catch((error: unknown) => {
    kill();
    throw error;
  });
  return { child, url: `http://127.0.0.1:${port}/api/send_email/`, kill };
}
