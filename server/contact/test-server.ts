/**
 * The contact endpoint alone, as a child process for the crash test: listens on a free
 * loopback port on the outbox in OUTBOX and prints {"port": n} once ready.
 * (`node --import tsx server/contact/test-server.ts`)
 */
import Fastify from 'fastify';
import { contactPlugin } from './plugin.ts';
import { from, recipients } from './test-support.ts';

const outboxDir = process.env.OUTBOX;
if (!outboxDir) throw new Error('Set OUTBOX to the outbox folder');

const app = Fastify({ logger: false });
await contactPlugin({ outboxDir, recipients, from, rateLimit: { max: 100_000, timeWindowMs: 60_000 } })(app);
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`);
