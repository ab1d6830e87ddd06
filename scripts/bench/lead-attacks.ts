/**
 * The lead path's attacks of issue 24, each measured "before" (the build in BENCH_BEFORE_DIR,
 * e.g. a clone of main built with `npm run build`) and "after" (this checkout's build), back
 * to back, with the load average beside each run: this machine may be shared, so the figures
 * are for comparing the two runs of one attack, not absolute.
 *
 * - refusal-cpu: server CPU per refused post to /api/contact/ (over the rate limit), against a 404;
 * - one-client-flood: a visitor's page and lead latency while one address floods /api/contact/;
 * - bots: 2,000 form posts from 2,000 addresses, against the messages in sales' inbox;
 * - data-drop: an SMTP server cutting one message's DATA, ahead of 5 leads;
 * - phishing: a client-written subject and HTML, and what reaches sales.
 * Everything goes to 127.0.0.1; every step is bounded in time.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { simpleParser } from 'mailparser';
import { startSmtpSink } from '../../server/contact/test-support.ts';
import { startSite, type RunningSite } from '../lib/site-server.ts';
import { labelOf, leadFields } from './lead-fields.ts';

type Version = 'before' | 'after';
const recipients = ['sales@translytix.example', 'leads@translytix.example'];
const round = (value: number) => Math.round(value * 10) / 10;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? null;
const tempDir = (name: string) => fs.mkdtempSync(path.join(os.tmpdir(), `translytix-leads-${name}-`));

/** CPU time (ms) of every process in the server's process group, from /proc (clock ticks of 10 ms). */
function groupCpuMs(pgid: number): number {
  let ticks = 0;
  for (const pid of fs.readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) === pgid) ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // gone meanwhile
    }
  }
  return ticks * 10;
}

async function timed(url: string, init: RequestInit = {}, timeoutMs = 30_000): Promise<{ status: number | string; ms: number }> {
  const started = performance.now();
  try {
    const response = await fetch(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
    await response.arrayBuffer();
    return { status: response.status, ms: round(performance.now() - started) };
  } catch (error) {
    return { status: (error as Error).name, ms: round(performance.now() - started) };
  }
}

/** The form posted without JavaScript, from `client` (X-Forwarded-For: the site trusts loopback). */
function formPost(site: RunningSite, label: string, client: string) {
  return timed(`${site.baseURL}/api/contact/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: site.baseURL,
      'sec-fetch-site': 'same-origin',
      'x-forwarded-for': client,
    },
    body: new URLSearchParams({ ...leadFields(label), website: '' }).toString(),
  });
}

/** A proof of work solved as the form's worker solves it (after only: before has no challenge). */
export async function proofFor(site: RunningSite, client: string): Promise<string | undefined> {
  const response = await fetch(`${site.baseURL}/api/challenge/`, { headers: { 'x-forwarded-for': client } });
  const challenge = await response.json();
  const solution = await solveChallenge({ challenge, deriveKey });
  return solution ? JSON.stringify({ challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } }) : undefined;
}

/** The scripted form's two calls, as each version's client sends them. */
async function jsonLead(site: RunningSite, version: Version, label: string, client: string, extra: Record<string, unknown> = {}) {
  const altcha = version === 'after' ? await proofFor(site, client) : undefined;
  const answers = [];
  for (const recipient of recipients) {
    const body = {
      recipient,
      subject: `New Contact Inquiry from Asha ${label}`,
      content: `<h2>New Contact Inquiry</h2><table><tbody><tr><th>Name</th><td>Asha ${label}</td></tr></tbody></table>`,
      website: '',
      ...(version === 'after' ? { ...leadFields(label), ...(altcha ? { altcha } : {}) } : {}),
      ...extra,
    };
    answers.push(
      await timed(`${site.baseURL}/api/send_email/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
        body: JSON.stringify(body),
      }),
    );
  }
  return { statuses: answers.map((answer) => answer.status), ms: round(answers.reduce((sum, answer) => sum + answer.ms, 0)) };
}

async function withSite<T>(
  version: Version,
  cwd: string,
  env: Record<string, string>,
  run: (site: RunningSite, outbox: string) => Promise<T>,
): Promise<T & { load: string }> {
  const outbox = tempDir(version);
  const site = await startSite({ cwd, env: { MAIL_OUTBOX: outbox, TRUST_PROXY: 'loopback', ...env } });
  try {
    const figures = await run(site, outbox);
    return { ...figures, load: loadAverage() };
  } finally {
    await site.stop();
    fs.rmSync(outbox, { recursive: true, force: true });
  }
}

/** Bounded: at most `concurrency` requests at a time. */
async function pool<T>(count: number, concurrency: number, task: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const index = next++;
        results[index] = await task(index);
      }
    }),
  );
  return results;
}

// ---------------------------------------------------------------------------------------

async function refusalCpu(version: Version, cwd: string) {
  return withSite(version, cwd, { CONTACT_RATE_LIMIT: '1' }, async (site) => {
    const posts = 300;
    await formPost(site, 'First', '203.0.113.1');
    const before = groupCpuMs(site.pid);
    const answers = await pool(posts, 5, () => formPost(site, 'Refused', '203.0.113.1'));
    const refusedMs = groupCpuMs(site.pid) - before;
    const start404 = groupCpuMs(site.pid);
    await pool(posts, 5, () => timed(`${site.baseURL}/api/no-such-endpoint`));
    const notFoundMs = groupCpuMs(site.pid) - start404;
    return {
      posts,
      statuses: [...new Set(answers.map((answer) => answer.status))],
      cpuMsPerRefusedPost: round(refusedMs / posts),
      cpuMsPer404: round(notFoundMs / posts),
      medianRefusalMs: median(answers.map((answer) => answer.ms)),
    };
  });
}

async function oneClientFlood(version: Version, cwd: string) {
  return withSite(version, cwd, { CONTACT_RATE_LIMIT: '20' }, async (site) => {
    let flooding = true;
    let floodPosts = 0;
    const flood = Promise.all(
      Array.from({ length: 10 }, async () => {
        while (flooding) {
          await formPost(site, 'Flood', '203.0.113.66');
          floodPosts += 1;
        }
      }),
    );
    await sleep(500);
    const pages: number[] = [];
    const leads: { statuses: (number | string)[]; ms: number }[] = [];
    const until = performance.now() + 10_000;
    while (performance.now() < until) {
      pages.push((await timed(`${site.baseURL}/about`)).ms);
      if (pages.length % 10 === 0) leads.push(await jsonLead(site, version, `Visitor ${leads.length}`, '198.51.100.7'));
      await sleep(100);
    }
    flooding = false;
    await flood;
    return {
      floodPosts,
      pageMedianMs: median(pages),
      pageMaxMs: Math.max(...pages),
      leadMedianMs: median(leads.map((lead) => lead.ms)),
      leadMaxMs: Math.max(...leads.map((lead) => lead.ms)),
      leadStatuses: [...new Set(leads.flatMap((lead) => lead.statuses))],
    };
  });
}

async function bots(version: Version, cwd: string) {
  const sink = await startSmtpSink();
  try {
    return await withSite(version, cwd, { SMTP_URL: `smtp://127.0.0.1:${sink.port}`, CONTACT_RATE_LIMIT: '10' }, async (site, outbox) => {
      const count = 2_000;
      const started = performance.now();
      let realLead: { sentAt: number; arrivedAfterS: number | null } | null = null;
      const answers = await pool(count, 20, async (index) => {
        if (index === count / 2) {
          realLead = { sentAt: performance.now(), arrivedAfterS: null };
          void jsonLead(site, version, 'Real', '198.51.100.8');
        }
        return formPost(site, `Bot ${index}`, `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`);
      });
      const floodSeconds = round((performance.now() - started) / 1000);
      // Delivery settles: nothing left in new/, or 60 s.
      const deadline = Date.now() + 60_000;
      while (Date.now() < deadline) {
        const lead = realLead as { sentAt: number; arrivedAfterS: number | null } | null;
        if (lead && lead.arrivedAfterS === null && sink.messages.some((mail) => labelOf(mail.subject) === 'Real'))
          lead.arrivedAfterS = round((performance.now() - lead.sentAt) / 1000);
        const waiting = fs.readdirSync(path.join(outbox, 'new')).length + fs.readdirSync(path.join(outbox, 'sending')).length;
        if (waiting === 0 && lead?.arrivedAfterS !== null) break;
        await sleep(250);
      }
      const review = path.join(outbox, 'review');
      return {
        posts: count,
        floodSeconds,
        statuses: Object.fromEntries(
          [...new Set(answers.map((answer) => answer.status))].map((status) => [
            status,
            answers.filter((answer) => answer.status === status).length,
          ]),
        ),
        messagesInSalesInbox: sink.messages.length,
        botMessagesInSalesInbox: sink.messages.filter((mail) => labelOf(mail.subject).startsWith('Bot')).length,
        heldForReview: fs.existsSync(review) ? fs.readdirSync(review).length : 0,
        realLeadArrivedAfterS: (realLead as { arrivedAfterS: number | null } | null)?.arrivedAfterS ?? null,
      };
    });
  } finally {
    await sink.close();
  }
}

async function dataDrop(version: Version, cwd: string) {
  let drops = 0;
  const sink = await startSmtpSink({
    drop: (_attempt, subject) => {
      const choking = labelOf(subject) === 'Choking';
      if (choking) drops += 1;
      return choking;
    },
  });
  try {
    return await withSite(version, cwd, { SMTP_URL: `smtp://127.0.0.1:${sink.port}`, CONTACT_RATE_LIMIT: '1000' }, async (site) => {
      await jsonLead(site, version, 'Choking', '198.51.100.20');
      const started = performance.now();
      for (let index = 1; index <= 5; index++) await jsonLead(site, version, `Lead ${index}`, '198.51.100.20');
      const leads = () => sink.messages.filter((mail) => labelOf(mail.subject).startsWith('Lead ')).length;
      const deadline = Date.now() + 60_000;
      while (Date.now() < deadline && leads() < 10) await sleep(250);
      const health = await fetch(`${site.baseURL}/healthz`).then(async (response) => ({
        status: response.status,
        body: (await response.json()) as { status: string },
      }));
      return {
        leadMessages: 10,
        deliveredWithin60s: leads(),
        allDeliveredAfterS: leads() === 10 ? round((performance.now() - started) / 1000) : null,
        dropsOfTheChokingMessage: drops,
        healthz: `${health.status} ${health.body.status}`,
      };
    });
  } finally {
    await sink.close();
  }
}

async function phishing(version: Version, cwd: string) {
  return withSite(version, cwd, { CONTACT_RATE_LIMIT: '1000' }, async (site, outbox) => {
    const answer = await jsonLead(site, version, 'Rao', '198.51.100.30', {
      subject: 'Action required: your mailbox password expires today',
      content: '<p>Re-validate at https://sso.evil.example/login today.</p>',
    });
    const stored: string[] = [];
    for (const folder of ['new', 'review']) {
      const dir = path.join(outbox, folder);
      for (const name of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
        const mail = await simpleParser(fs.readFileSync(path.join(dir, name)));
        stored.push(
          `${folder}: ${mail.subject}${`${mail.html || ''}${mail.text ?? ''}`.includes('sso.evil.example') ? ' (with the phishing link)' : ''}`,
        );
      }
    }
    return { statuses: answer.statuses, stored };
  });
}

export const leadAttacks: [string, (version: Version, cwd: string) => Promise<unknown>][] = [
  ['refusal-cpu', refusalCpu],
  ['one-client-flood', oneClientFlood],
  ['bots', bots],
  ['data-drop', dataDrop],
  ['phishing', phishing],
];

/** Each attack before, then after, back to back; `beforeDir` null skips the before runs. */
export async function runLeadAttacks(
  afterDir: string,
  beforeDir: string | null,
  only: Set<string> | null,
): Promise<Record<string, unknown>> {
  const figures: Record<string, unknown> = {};
  for (const [name, attack] of leadAttacks) {
    if (only && !only.has(name) && !only.has('leads')) continue;
    const pair: Record<string, unknown> = {};
    for (const [version, dir] of [
      ['before', beforeDir],
      ['after', afterDir],
    ] as const) {
      if (!dir) continue;
      console.log(`bench:attacks: ${name}, ${version} (load average ${loadAverage()})`);
      pair[version] = await attack(version, dir);
      console.log(`  ${JSON.stringify(pair[version])}`);
    }
    figures[name] = pair;
  }
  return figures;
}
