/**
 * The contact endpoint alone, as a child process for the crash and cross-process tests:
 * listens on a free loopback port on the outbox in OUTBOX, delivers to the SMTP server on
 * 127.0.0.1:SMTP_PORT when that is set, and prints {"port": n} once ready.
 * (`node --import tsx server/contact/test-server.ts`)
 */
import Fastify from 'fastify';
import nodemailer from 'nodemailer';
import { errorHandling } from '../errors.ts';
import { securityHeaders } from '../security-headers.ts';
import { DeliveryWorker } from './delivery.ts';
import { Maildir } from './maildir.ts';
import { contactPlugin } from './plugin.ts';
import { choices, from, recipients, testSite } from './test-support.ts';

const outboxDir = process.env.OUTBOX;
if (!outboxDir) throw new Error('Set OUTBOX to the outbox folder');

const smtpPort = process.env.SMTP_PORT ? Number(process.env.SMTP_PORT) : null;
const quiet = { info: () => undefined, warn: () => undefined, error: (message: string) => console.error(message) };
const worker = smtpPort
  ? new DeliveryWorker({
      maildir: await new Maildir(outboxDir).open(),
      log: quiet,
      backoff: { initialMs: 50, maxMs: 500 },
      pollMs: 200,
      transport: nodemailer.createTransport({
        host: '127.0.0.1',
        port: smtpPort,
        secure: false,
        ignoreTLS: true,
        pool: true,
        maxConnections: 1,
      }),
    })
  : null;

const errors = errorHandling(securityHeaders(testSite));
const app = Fastify({ logger: false, ...errors.options });
errors.install(app);
await contactPlugin({
  outboxDir,
  recipients,
  choices,
  from,
  rateLimit: { max: 100_000, timeWindowMs: 60_000 },
  onStored: () => worker?.notify(),
})(app);
await app.listen({ port: 0, host: '127.0.0.1' });
void worker?.start();
const address = app.server.address();
process.stdout.write(`${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`);
