/**
 * `npm run bench:contact`: throughput and latency of POST /api/send_email/ on the built site
 * (`npm start` on a loopback port with a temp outbox and the rate limit lifted), first with
 * the embedded default (messages kept in the Maildir), then with delivery to a local SMTP
 * server (smtp-server in this process). Each submission is one accepted, durably stored
 * message with its own Idempotency-Key. A benchmark: it prints figures and writes them to
 * bench-results/contact.json, it asserts nothing beyond every answer being a 200.
 *
 * BENCH_CONTACT_SUBMISSIONS (default 2000) and BENCH_CONTACT_CONCURRENCY (default 20).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { projectRoot } from '../content/compile.ts';
import { startSite } from '../lib/site-server.ts';
import { listenSmtp } from '../../server/contact/test-support.ts';
import { leadFields } from './lead-fields.ts';
import { inquiryFields, inquiryHtml, type InquiryField } from '../../src/lib/contact/inquiry.ts';

const submissions = Number(process.env.BENCH_CONTACT_SUBMISSIONS ?? 2000);
const concurrency = Number(process.env.BENCH_CONTACT_CONCURRENCY ?? 20);
const warmup = 100;
const recipients = ['sales@translytix.example', 'leads@translytix.example'];
// The e-mail block the browser sends, built by the site's own code from a full inquiry.
const content = inquiryHtml(
  Object.fromEntries(inquiryFields.map((field) => [field, `Bench value for ${field} & more`])) as Record<InquiryField, string>,
);

interface Run {
  submissions: number;
  seconds: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

async function fire(url: string, count: number, label: string): Promise<Run> {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const index = next++;
        const body = JSON.stringify({
          recipient: recipients[index % 2],
          subject: `Bench ${label} ${index}`,
          content,
          website: '',
          ...leadFields(`Bench ${label} ${index}`),
        });
        const sent = performance.now();
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': `bench-${label}-${index}:${index % 2}` },
          body,
          signal: AbortSignal.timeout(30_000),
        });
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`submission ${index} answered ${response.status}`);
        latencies.push(performance.now() - sent);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    submissions: count,
    seconds: round(seconds, 2),
    perSecond: round(count / seconds, 0),
    p50Ms: round(percentile(latencies, 50), 2),
    p99Ms: round(percentile(latencies, 99), 2),
    maxMs: round(latencies.at(-1) ?? 0, 2),
  };
}

const round = (value: number, digits: number) => Number(value.toFixed(digits));
const count = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir).length : 0);

async function waitUntil(check: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}

/** A local SMTP server that accepts and counts messages (no parsing: the server is measured). */
async function startSink(): Promise<{ port: number; received: () => number; close: () => Promise<void> }> {
  let received = 0;
  const server = await listenSmtp((stream, _session, callback) => {
    stream.on('end', () => {
      received += 1;
      callback();
    });
    stream.resume();
  });
  return { ...server, received: () => received };
}

async function scenario(name: string, smtpUrl: string | null, onStarted?: () => void) {
  const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'translytix-bench-outbox-'));
  // One address sends everything: no daily cap. No proof of work either (solving 2,000 would
  // take minutes), so the leads are held in review/ and released as `npm run outbox -- --release-all` would.
  const env: Record<string, string> = { MAIL_OUTBOX: outbox, CONTACT_RATE_LIMIT: '1000000', CONTACT_DAILY_LIMIT: '0', HELD_MAX_MB: '0' };
  if (smtpUrl) env.SMTP_URL = smtpUrl;
  const site = await startSite({ env });
  try {
    onStarted?.();
    const url = `${site.baseURL}/api/send_email/`;
    await fire(url, warmup, `${name}-warmup`);
    const run = await fire(url, submissions, name);
    return { run, outbox, total: warmup + submissions, stop: () => site.stop() };
  } catch (error) {
    await site.stop();
    throw error;
  }
}

function print(title: string, run: Run) {
  console.log(
    `${title}\n  ${run.submissions} submissions in ${run.seconds} s: ${run.perSecond} submissions/s; latency p50 ${run.p50Ms} ms, p99 ${run.p99Ms} ms, max ${run.maxMs} ms`,
  );
}

console.log(`bench:contact: ${submissions} submissions (after ${warmup} warm-up), concurrency ${concurrency}, ${os.cpus().length} CPUs\n`);

// 1. The embedded default: accepted messages stay in the Maildir.
const embedded = await scenario('maildir', null);
const storedEmbedded = count(path.join(embedded.outbox, 'new')) + count(path.join(embedded.outbox, 'review'));
await embedded.stop();
fs.rmSync(embedded.outbox, { recursive: true, force: true });
print('Embedded default (Maildir outbox, no SMTP):', embedded.run);
console.log(`  stored in new/ and review/: ${storedEmbedded} of ${embedded.total}`);

// 2. With SMTP: the same load while the worker delivers to a local SMTP server.
const sink = await startSink();
let deliveryStarted = 0;
const smtp = await scenario('smtp', `smtp://127.0.0.1:${sink.port}`, () => (deliveryStarted = performance.now()));
const held = path.join(smtp.outbox, 'review');
for (const name of fs.existsSync(held) ? fs.readdirSync(held) : [])
  fs.renameSync(path.join(held, name), path.join(smtp.outbox, 'new', name));
const drained = await waitUntil(() => sink.received() >= smtp.total && count(path.join(smtp.outbox, 'new')) === 0, 300_000);
const deliverySeconds = (performance.now() - deliveryStarted) / 1000;
const delivered = count(path.join(smtp.outbox, 'cur'));
await smtp.stop();
await sink.close();
fs.rmSync(smtp.outbox, { recursive: true, force: true });
print('\nWith SMTP delivery (local smtp-server):', smtp.run);
console.log(
  `  delivered: ${sink.received()} received by SMTP, ${delivered} moved to cur/, of ${smtp.total}${drained ? '' : ' (NOT drained within 300 s)'}; ` +
    `all delivered ${round(deliverySeconds, 2)} s after the server started (${round(smtp.total / deliverySeconds, 0)} messages/s end to end)`,
);

const resultsDir = path.join(projectRoot, 'bench-results');
fs.mkdirSync(resultsDir, { recursive: true });
fs.writeFileSync(
  path.join(resultsDir, 'contact.json'),
  JSON.stringify(
    {
      concurrency,
      cpus: os.cpus().length,
      embedded: { ...embedded.run, stored: storedEmbedded },
      smtp: { ...smtp.run, received: sink.received(), movedToCur: delivered, drained, deliverySeconds: round(deliverySeconds, 2) },
    },
    null,
    2,
  ),
);
console.log(`\nWritten to bench-results/contact.json`);
