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
 * The attacks of issue 36 (held-budget, ipv6-cap, digest-two-processes, webhook-replay) are in
 * held-attacks.ts.
 * Everything goes to 127.0.0.1; every step is bounded in time.
 */
import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { startSmtpSink } from '../../server/contact/test-support.ts';
import { heldAttacks } from './held-attacks.ts';
import { labelOf } from './lead-fields.ts';
import { formPost, groupCpuMs, jsonLead, loadAverage, median, pool, round, sleep, timed, type Version, withSite } from './lead-bench.ts';

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
  ...heldAttacks,
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
