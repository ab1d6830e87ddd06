/**
 * The lead path's attacks of issue 36, each run before and after like lead-attacks.ts's:
 *
 * - held-budget: bots fill the held leads' budget (no proof of work), then real leads (with
 *   the form's proof) arrive: how many are accepted and reach sales (all, after);
 * - ipv6-cap: 30 addresses of one IPv6 /64 send a lead each against a daily cap of 4 messages:
 *   how many messages are stored over the cap (0, after);
 * - digest-two-processes: two processes sharing an outbox look for a review digest at the same
 *   moment (as two servers starting together, or their five-minute looks coinciding): how many
 *   digests they write (1, after);
 * - webhook-replay: a captured webhook POST sent again 10 minutes later, checked as the docs of
 *   that version tell a receiver to check it: is it accepted (0, after)?
 *
 * Both builds have the proof-of-work client, so both send leads as the current form does.
 * Everything goes to 127.0.0.1; every step is bounded in time.
 */
import { execFile } from 'node:child_process';
import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { startSmtpSink } from '../../server/contact/test-support.ts';
import { verifyWebhook } from '../../server/contact/webhook.ts';
import { projectRoot } from '../content/compile.ts';
import { startSite } from '../lib/site-server.ts';
import { labelOf } from './lead-fields.ts';
import { formPost, jsonLead, loadAverage, pool, sleep, tempDir, type Version, withSite } from './lead-bench.ts';

const run = promisify(execFile);
const tally = (values: (number | string)[]) =>
  Object.fromEntries([...new Set(values)].map((value) => [value, values.filter((other) => other === value).length]));
const botAddress = (index: number) => `10.36.${(index >> 8) & 255}.${index & 255}`;

/** Poll until `done()` or `ms` have passed. */
async function until(done: () => boolean, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!done() && Date.now() < deadline) await sleep(200);
}

async function heldBudget(_version: Version, cwd: string) {
  const sink = await startSmtpSink();
  try {
    // OUTBOX_MAX_MB: the budget's name before; after, the older name of HELD_MAX_MB.
    const env = { SMTP_URL: `smtp://127.0.0.1:${sink.port}`, OUTBOX_MAX_MB: '1', CONTACT_RATE_LIMIT: '1000' };
    return await withSite(_version, cwd, env, async (site) => {
      const botPosts = 400; // about 4.7 KB each with its summary: the budget is full after some 210
      const bots = await pool(botPosts, 10, (index) => formPost(site, `Bot ${index}`, botAddress(index)));
      const realLeads = 10;
      const real = await pool(realLeads, 2, (index) => jsonLead(site, 'after', `Real ${index}`, `198.51.100.${index + 1}`));
      const reachedSales = () =>
        new Set(sink.messages.map((mail) => labelOf(mail.subject)).filter((label) => label.startsWith('Real '))).size;
      await until(() => reachedSales() === realLeads, 30_000);
      const health = await fetch(`${site.baseURL}/healthz`).then(async (response) => `${response.status} ${await response.text()}`);
      return {
        botPosts,
        botStatuses: tally(bots.map((answer) => answer.status)),
        realLeads,
        realLeadsAccepted: real.filter((lead) => lead.statuses.every((status) => status === 200)).length,
        realLeadStatuses: tally(real.flatMap((lead) => lead.statuses)),
        realLeadsInSalesInbox: reachedSales(),
        healthz: health.slice(0, 300),
      };
    });
  } finally {
    await sink.close();
  }
}

async function ipv6Cap(_version: Version, cwd: string) {
  const cap = 4;
  return withSite(_version, cwd, { CONTACT_DAILY_LIMIT: String(cap), CONTACT_RATE_LIMIT: '1000' }, async (site) => {
    const addresses = 30;
    const leads = await pool(addresses, 3, (index) =>
      jsonLead(site, 'after', `Net ${index}`, `2001:db8:36:1::${(index + 1).toString(16)}`),
    );
    const stored = leads.flatMap((lead) => lead.statuses).filter((status) => status === 200).length;
    return {
      addressesInOneSlash64: addresses,
      dailyCapMessages: cap,
      messagesStored: stored,
      messagesOverTheCap: Math.max(0, stored - cap),
      statuses: tally(leads.flatMap((lead) => lead.statuses)),
    };
  });
}

async function digestTwoProcesses(version: Version, cwd: string) {
  const rounds = 5;
  const digests: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const outbox = tempDir(`digest-${version}`);
    try {
      // Held leads, as bots leave them: posted to one server, which is then stopped.
      const site = await startSite({ cwd, env: { MAIL_OUTBOX: outbox, TRUST_PROXY: 'loopback', CONTACT_RATE_LIMIT: '1000' } });
      try {
        await pool(100, 5, (index) => formPost(site, `Bot ${index}`, botAddress(index)));
      } finally {
        await site.stop();
      }
      // Two processes, each with that version's digest code, look at the same moment.
      const goAt = String(Date.now() + 4_000);
      const tsx = path.join(projectRoot, 'node_modules/.bin/tsx');
      const look = path.join(projectRoot, 'scripts/bench/digest-look.ts');
      const listed = await Promise.all(
        [0, 1].map(() => run(tsx, [look, cwd, outbox, goAt], { timeout: 30_000 }).then(({ stdout }) => Number(stdout.trim()))),
      );
      digests.push(listed.filter((count) => count > 0).length);
    } finally {
      fs.rmSync(outbox, { recursive: true, force: true });
    }
  }
  return {
    rounds,
    heldLeadsEachRound: 100,
    digestsPerRound: digests,
    roundsWithTwoDigests: digests.filter((count) => count > 1).length,
    load: loadAverage(),
  };
}

interface Captured {
  body: string;
  headers: http.IncomingHttpHeaders;
}

/** A CRM's receiver on loopback that keeps what it is sent and answers 200. */
async function startReceiver(): Promise<{ url: string; captured: Captured[]; close(): Promise<void> }> {
  const captured: Captured[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      captured.push({ body, headers: request.headers });
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}/leads`, captured, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** The check each version's docs/operations.md gives a receiver. */
function documentedCheck(version: Version, request: Captured, secret: string, now: number): boolean {
  const signature = String(request.headers['x-signature-sha256'] ?? '');
  if (version === 'before') return createHmac('sha256', secret).update(request.body).digest('hex') === signature;
  const timestamp = request.headers['x-signature-timestamp'];
  return verifyWebhook({ body: request.body, signature, timestamp: typeof timestamp === 'string' ? timestamp : undefined, secret, now });
}

async function webhookReplay(version: Version, cwd: string) {
  const receiver = await startReceiver();
  const secret = 'bench-webhook-secret-36';
  try {
    return await withSite(
      version,
      cwd,
      { LEAD_WEBHOOK_URL: receiver.url, LEAD_WEBHOOK_SECRET: secret, CONTACT_RATE_LIMIT: '1000' },
      async (site) => {
        await jsonLead(site, 'after', 'Crm', '198.51.100.36');
        await until(() => receiver.captured.length > 0, 30_000);
        const original = receiver.captured[0];
        if (!original) return { delivered: 0 };
        const capturedAt = Date.now();
        return {
          delivered: receiver.captured.length,
          originalAccepted: documentedCheck(version, original, secret, capturedAt) ? 1 : 0,
          // The attacker sends the same bytes and headers again, ten minutes after capturing them.
          replayAfter10MinutesAccepted: documentedCheck(version, original, secret, capturedAt + 10 * 60_000) ? 1 : 0,
        };
      },
    );
  } finally {
    await receiver.close();
  }
}

export const heldAttacks: [string, (version: Version, cwd: string) => Promise<unknown>][] = [
  ['held-budget', heldBudget],
  ['ipv6-cap', ipv6Cap],
  ['digest-two-processes', digestTwoProcesses],
  ['webhook-replay', webhookReplay],
];
