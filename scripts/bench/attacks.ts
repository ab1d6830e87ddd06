/**
 * `npm run bench:attacks`: the attacks of the security review, replayed against `npm start`
 * on loopback ports, with the figures each produces: time to answer, the latency of a GET
 * sent meanwhile, leads delivered, duplicates, 5xx. A benchmark: it prints the figures and
 * writes bench-results/attacks.json; it asserts nothing (tests/e2e/security.test.ts and the
 * server's unit tests do). All traffic goes to 127.0.0.1, every step is bounded in time.
 *
 * `--only regex,slow-body,smtp,two-processes,faults,full-disk` runs some of them. The full-disk
 * attack mounts a 1 MB tmpfs and runs only as root.
 *
 * The lead path's attacks (lead-attacks.ts: refusal-cpu, one-client-flood, bots, data-drop,
 * phishing, or `leads` for all five) run before and after, back to back: "before" is the built
 * checkout in BENCH_BEFORE_DIR (a clone of main, built), skipped when that is unset.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { projectRoot } from '../content/compile.ts';
import { startSite, type RunningSite } from '../lib/site-server.ts';
import { startSmtpSink } from '../../server/contact/test-support.ts';
import { labelOf, leadFields } from './lead-fields.ts';
import { proofFor } from './lead-bench.ts';
import { leadAttacks, runLeadAttacks } from './lead-attacks.ts';

const recipients = ['sales@translytix.example', 'leads@translytix.example'];
const only = (() => {
  const index = process.argv.indexOf('--only');
  return index > 0 ? new Set((process.argv[index + 1] ?? '').split(',')) : null;
})();
const results: Record<string, unknown> = {};
const round = (value: number) => Math.round(value * 10) / 10;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

function tempDir(name: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `translytix-attack-${name}-`));
}

const files = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => !name.startsWith('.')) : []);

interface Timed {
  status: number | string;
  ms: number;
}

async function timedFetch(url: string, init: RequestInit = {}, timeoutMs = 60_000): Promise<Timed> {
  const started = performance.now();
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    await response.arrayBuffer();
    return { status: response.status, ms: round(performance.now() - started) };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).name;
    return { status: cause, ms: round(performance.now() - started) };
  }
}

/** A lead as the form sends it, with the proof of work solved first (so it goes to sales, not to review/). */
async function postLead(site: RunningSite, body: Record<string, unknown>, headers: Record<string, string> = {}): Promise<Timed> {
  const altcha = await proofFor(site, '127.0.0.1').catch(() => undefined);
  return timedFetch(`${site.baseURL}/api/send_email/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({
      recipient: recipients[0],
      subject: 'New Contact Inquiry from Asha Rao',
      content: '<p>Hello</p>',
      website: '',
      ...leadFields('Rao'),
      ...(altcha ? { altcha } : {}),
      ...body,
    }),
  });
}

/** GET /about every intervalMs until stopped; the latencies and failures seen meanwhile. */
function visitor(site: RunningSite, intervalMs: number) {
  const seen: Timed[] = [];
  let running = true;
  const done = (async () => {
    while (running) {
      seen.push(await timedFetch(`${site.baseURL}/about`, {}, 30_000));
      await sleep(intervalMs);
    }
  })();
  return {
    async stop() {
      running = false;
      await done;
      const latencies = seen
        .filter((entry) => entry.status === 200)
        .map((entry) => entry.ms)
        .sort((a, b) => a - b);
      return {
        requests: seen.length,
        ok: latencies.length,
        failed: seen.filter((entry) => entry.status !== 200).map((entry) => entry.status),
        medianMs: latencies[Math.floor(latencies.length / 2)] ?? null,
        maxMs: latencies.at(-1) ?? null,
      };
    },
  };
}

/** Raw HTTP over one socket: send `head`, then what `then` sends; resolves with the first answer or close. */
function rawRequest(port: number, chunks: (string | Buffer)[], options: { localAddress?: string; timeoutMs: number }) {
  return new Promise<{ answer: string; ms: number; closed: boolean }>((resolve) => {
    const started = performance.now();
    const socket = net.connect({ host: '127.0.0.1', port, localAddress: options.localAddress });
    let answer = '';
    const finish = (closed: boolean) => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ answer, ms: round(performance.now() - started), closed });
    };
    const timer = setTimeout(() => finish(false), options.timeoutMs);
    socket.on('connect', () => chunks.forEach((chunk) => socket.write(chunk)));
    socket.on('data', (data) => (answer += data.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => finish(true));
  });
}

function siteEnv(outbox: string, extra: Record<string, string> = {}): Record<string, string> {
  return { MAIL_OUTBOX: outbox, CONTACT_RATE_LIMIT: '1000000', CONTACT_DAILY_LIMIT: '0', HELD_MAX_MB: '0', ...extra };
}

// ---------------------------------------------------------------------------------------

async function regexFlood() {
  const outbox = tempDir('regex');
  const site = await startSite({ env: siteEnv(outbox) });
  try {
    const spaces = `a${' '.repeat(59_998)}b`;
    // 64 KiB of body: spaces, tabs, NBSP and newlines in turn (tabs, NBSP and newlines take 2 bytes in JSON).
    const mixed = ' \t\u00a0\n'.repeat(9_300);
    const single = await postLead(site, { content: spaces });
    const mixedSingle = await postLead(site, { content: `a${mixed}b` });
    const five = async (content: string) => {
      const posts = Array.from({ length: 5 }, () => postLead(site, { content }));
      await sleep(50);
      const get = await timedFetch(`${site.baseURL}/about`);
      const answers = await Promise.all(posts);
      return {
        slowestPostMs: Math.max(...answers.map((answer) => answer.ms)),
        statuses: answers.map((answer) => answer.status),
        getDuringMs: get.ms,
      };
    };
    results.regex = {
      load: loadAverage(),
      aThen59998SpacesThenB: single,
      mixedWhitespace64KB: { ...mixedSingle, bodyBytes: Buffer.byteLength(JSON.stringify({ content: `a${mixed}b` })) },
      fiveAtOnce: await five(spaces),
      fiveAtOnceMixed: await five(`a${mixed}b`),
    };
  } finally {
    await site.stop();
    fs.rmSync(outbox, { recursive: true, force: true });
  }
}

async function slowBody() {
  const outbox = tempDir('slow');
  // The review's machine ran out of file descriptors at about 1,000 connections: the same limit here.
  // TRUST_PROXY=false: the flood comes from 127.0.0.2, which must count as a client, not a proxy.
  const site = await startSite({ env: siteEnv(outbox, { TRUST_PROXY: 'false' }), openFilesLimit: 1024 });
  const slowHead = 'POST /api/send_email/ HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n';
  try {
    const one = await rawRequest(site.port, [slowHead, '{"recipie'], { timeoutMs: 40_000 });
    const flood: Promise<{ answer: string; closed: boolean }>[] = [];
    const visitors = visitor(site, 100);
    const leads: Timed[] = [];
    const floodStarted = performance.now();
    for (let index = 0; index < 1_100; index++) {
      flood.push(rawRequest(site.port, [slowHead, '{"recipie'], { localAddress: '127.0.0.2', timeoutMs: 25_000 }));
      if (index % 100 === 99) await sleep(50);
    }
    // A real visitor sends a lead while the flood holds its connections.
    while (performance.now() - floodStarted < 20_000) {
      leads.push(await postLead(site, { lastName: `During the flood ${leads.length}` }));
      await sleep(1_000);
    }
    const seen = await visitors.stop();
    const floodAnswers = await Promise.all(flood);
    results.slowBody = {
      load: loadAverage(),
      oneSlowBody: {
        ms: one.ms,
        answer: one.answer.split('\r\n')[0] || (one.closed ? 'closed without an answer' : 'no answer, still open'),
      },
      flood: {
        connections: flood.length,
        answered408: floodAnswers.filter((entry) => entry.answer.startsWith('HTTP/1.1 408')).length,
        closedWithoutAnswer: floodAnswers.filter((entry) => entry.closed && entry.answer === '').length,
        stillOpenAfter25s: floodAnswers.filter((entry) => !entry.closed).length,
      },
      visitorGets: seen,
      visitorLeads: { sent: leads.length, statuses: leads.map((lead) => lead.status), maxMs: Math.max(...leads.map((lead) => lead.ms)) },
    };
  } finally {
    await site.stop();
    fs.rmSync(outbox, { recursive: true, force: true });
  }
}

/** The tests' SMTP sink, refusing subjects with "Poisoned" (451, for now) or "Refused" (550, for good). */
async function smtpSink() {
  const sink = await startSmtpSink({
    refuse: (_attempt, subject) =>
      subject.includes('Poisoned')
        ? { code: 451, message: 'Try again later' }
        : subject.includes('Refused')
          ? { code: 550, message: 'Mailbox unavailable' }
          : null,
  });
  return {
    url: `smtp://127.0.0.1:${sink.port}`,
    /** Subjects of the messages accepted, in arrival order. */
    get received() {
      return sink.messages.map((mail) => labelOf(mail.subject));
    },
    close: sink.close,
  };
}

async function smtpHeadOfLine() {
  const outbox = tempDir('smtp');
  const sink = await smtpSink();
  const site = await startSite({ env: siteEnv(outbox, { SMTP_URL: sink.url }) });
  try {
    const statuses: (number | string)[] = [];
    statuses.push((await postLead(site, { lastName: 'Poisoned lead' })).status);
    statuses.push((await postLead(site, { lastName: 'Refused lead' })).status);
    await sleep(300);
    const started = performance.now();
    for (let index = 0; index < 50; index++) statuses.push((await postLead(site, { lastName: `Normal lead ${index}` })).status);
    const normal = () => sink.received.filter((subject) => subject.startsWith('Normal lead')).length;
    while (normal() < 50 && performance.now() - started < 45_000) await sleep(100);
    const seconds = round((performance.now() - started) / 1000);
    await sleep(1_000);
    const where = (folder: string) => files(path.join(outbox, folder)).length;
    results.smtpHeadOfLine = {
      load: loadAverage(),
      normalLeadsDelivered: normal(),
      secondsUntilDelivered: normal() === 50 ? seconds : `not all within 45 s`,
      duplicates: sink.received.length - new Set(sink.received).size,
      fiveXx: statuses.filter((status) => typeof status === 'number' && status >= 500).length,
      folders: { new: where('new'), sending: where('sending'), cur: where('cur'), failed: where('failed') },
    };
  } finally {
    await site.stop();
    await sink.close();
    fs.rmSync(outbox, { recursive: true, force: true });
  }
}

async function twoProcesses() {
  const outbox = tempDir('shared');
  const sink = await smtpSink();
  const env = siteEnv(outbox, { SMTP_URL: sink.url });
  const [first, second] = [await startSite({ env }), await startSite({ env })];
  try {
    const keys = 200;
    const answers: { key: number; status: number | string; id?: string }[] = [];
    let next = 0;
    const send = async (site: RunningSite, key: number) => {
      try {
        const response = await fetch(`${site.baseURL}/api/send_email/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': `shared-outbox-key-${key}:0` },
          body: JSON.stringify({
            recipient: recipients[0],
            subject: `Shared ${key}`,
            content: '<p>Hello</p>',
            website: '',
            ...leadFields(`Shared ${key}`),
          }),
          signal: AbortSignal.timeout(30_000),
        });
        const body = (await response.json()) as { id?: string };
        answers.push({ key, status: response.status, id: body.id });
      } catch (error) {
        answers.push({ key, status: (error as Error).name });
      }
    };
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        while (next < keys) {
          const key = next++;
          await Promise.all([send(first!, key), send(second!, key)]);
        }
      }),
    );
    const deadline = performance.now() + 60_000;
    while (sink.received.length < keys && performance.now() < deadline) await sleep(200);
    await sleep(1_500);
    const stored = ['new', 'sending', 'cur', 'failed'].reduce((sum, folder) => sum + files(path.join(outbox, folder)).length, 0);
    const idsPerKey = new Map<number, Set<string | undefined>>();
    for (const answer of answers) idsPerKey.set(answer.key, (idsPerKey.get(answer.key) ?? new Set()).add(answer.id));
    results.twoProcesses = {
      load: loadAverage(),
      keys,
      requests: answers.length,
      messagesStored: stored,
      delivered: sink.received.length,
      duplicatesDelivered: sink.received.length - new Set(sink.received).size,
      fiveXx: answers.filter((answer) => typeof answer.status === 'number' && answer.status >= 500).length,
      otherStatuses: [...new Set(answers.map((answer) => answer.status))],
      keysAnsweredWithTwoIds: [...idsPerKey.values()].filter((ids) => ids.size > 1).length,
    };
  } finally {
    await first?.stop();
    await second?.stop();
    await sink.close();
    fs.rmSync(outbox, { recursive: true, force: true });
  }
}

/** The status line, our shape or fastify's, whether the raw input came back, the security headers. */
function describeAnswer(raw: string, echo: string) {
  const [head = '', body = ''] = raw.split('\r\n\r\n');
  const headers = head.toLowerCase();
  return {
    status: head.split('\r\n')[0] ?? '',
    body: body.slice(0, 160),
    echoesInput: raw.includes(echo),
    securityHeaders: headers.includes('content-security-policy:') && headers.includes('x-content-type-options:'),
  };
}

async function smallFaults() {
  const outbox = tempDir('faults');
  const site = await startSite({ env: siteEnv(outbox) });
  const faults: Record<string, unknown> = { load: loadAverage() };
  try {
    Object.assign(faults, await malformedRequests(site));
    Object.assign(faults, await headerHandling(site));
    faults.duringShutdown = await answersDuringShutdown(site, outbox);
  } finally {
    await site.stop();
    fs.rmSync(outbox, { recursive: true, force: true });
  }
  results.faults = faults;
}

/** Requests the server must refuse cleanly: a header injection, missing fields, bad URLs, oversized and ambiguous headers, an unknown method. */
async function malformedRequests(site: RunningSite) {
  const answers: Record<string, unknown> = {};
  answers.encodedWordSubject = (await postLead(site, { lastName: '=?utf-8?q?Hi=0D=0ABcc:_victim@elsewhere.example?=' })).status;
  answers.missingFields = (await postLead(site, { company: '' })).status;
  const ask = (request: string, echo: string) =>
    rawRequest(site.port, [request], { timeoutMs: 5_000 }).then((answer) => describeAnswer(answer.answer, echo));
  answers.badUrl = await ask('GET /%zz<b>x HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n', '<b>x');
  answers.headersTooLarge = await ask(
    `GET /about HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'a'.repeat(20_000)}\r\nConnection: close\r\n\r\n`,
    'aaaa',
  );
  answers.parserError = await ask(
    'GET /about HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 1\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
    'chunked',
  );
  answers.unknownMethodOnApi = await ask('PROPFIND /api/send_email/ HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n', 'PROPFIND');
  return answers;
}

/** Headers the server parses: hostile values (how long they take), security headers, ETags and byte ranges. */
async function headerHandling(site: RunningSite) {
  const answers: Record<string, unknown> = {};
  // Hostile 8 KB header values that the libraries (negotiator, range-parser, fresh) parse: best of 3.
  const hostile = {
    'accept-encoding': `${'br;q=0.'.padEnd(4_000, '0')}${' ,'.repeat(2_000)}`,
    'if-none-match': `${'W/"x", '.repeat(1_000)}${' '.repeat(1_000)}`,
    range: `bytes=${'0-0,'.repeat(2_000)}`,
    'cache-control': `${', '.repeat(2_000)}no-cach${' '.repeat(2_000)}`,
  };
  const hostileTimes: number[] = [];
  for (let attempt = 0; attempt < 3; attempt++) hostileTimes.push((await timedFetch(`${site.baseURL}/about`, { headers: hostile })).ms);
  answers.hostileHeadersBestMs = Math.min(...hostileTimes);
  const page = await fetch(`${site.baseURL}/about`);
  const etag = page.headers.get('etag') ?? '';
  answers.page = {
    permissionsPolicy: page.headers.get('permissions-policy'),
    xFrameOptions: page.headers.get('x-frame-options'),
    acceptRanges: page.headers.get('accept-ranges'),
  };
  const conditional = async (value: string) => (await fetch(`${site.baseURL}/about`, { headers: { 'if-none-match': value } })).status;
  answers.ifNoneMatch = {
    exact: await conditional(etag),
    weak: await conditional(`W/${etag}`),
    list: await conditional(`"other", ${etag}`),
    star: await conditional('*'),
  };
  await page.arrayBuffer();
  const [pdfName = 'none.pdf'] = files(path.join(projectRoot, 'dist/pdfs'));
  const pdf = `/pdfs/${encodeURIComponent(pdfName)}`;
  const pdfRange = await fetch(`${site.baseURL}${pdf}`, { headers: { range: 'bytes=0-99' } });
  const pdfBeyond = await fetch(`${site.baseURL}${pdf}`, { headers: { range: 'bytes=99999999-' } });
  answers.pdfRange = {
    path: pdf,
    firstHundredBytes: pdfRange.status,
    contentRange: pdfRange.headers.get('content-range'),
    beyondTheEnd: pdfBeyond.status,
  };
  return answers;
}

/** 503 while shutting down: a request in flight and one begun on another connection. */
async function answersDuringShutdown(site: RunningSite, outbox: string) {
  const head = 'POST /api/send_email/ HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nConnection: close\r\n';
  const body = JSON.stringify({
    recipient: recipients[0],
    subject: 'Sent across a shutdown',
    content: '<p>Hi</p>',
    website: '',
    ...leadFields('Shutdown'),
  });
  const inFlight = net.connect({ host: '127.0.0.1', port: site.port });
  const begun = net.connect({ host: '127.0.0.1', port: site.port });
  let inFlightAnswer = '';
  let begunAnswer = '';
  inFlight.on('data', (data) => (inFlightAnswer += data.toString('latin1')));
  begun.on('data', (data) => (begunAnswer += data.toString('latin1')));
  inFlight.on('error', () => undefined);
  begun.on('error', () => undefined);
  await Promise.all([inFlight, begun].map((socket) => new Promise((resolve) => socket.once('connect', resolve))));
  inFlight.write(`${head}Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 20)}`);
  begun.write('GET /about HTTP/1.1\r\nHost: 127.0.0.1\r\n');
  await sleep(300);
  const stopping = site.stop();
  await sleep(300);
  begun.write('\r\n');
  inFlight.write(body.slice(20));
  await stopping;
  await sleep(200);
  const duringShutdown = {
    inFlightRequest: inFlightAnswer.split('\r\n')[0] || 'no answer',
    storedInNew: files(path.join(outbox, 'new')).length,
    requestBegunBeforeTheSignal: describeAnswer(begunAnswer, 'about'),
  };
  inFlight.destroy();
  begun.destroy();
  return duringShutdown;
}

async function fullDisk() {
  if (process.getuid?.() !== 0) {
    results.fullDisk = 'skipped: mounting a tmpfs needs root';
    return;
  }
  const variants: Record<string, Record<string, string>> = { 'no free-space guard': { OUTBOX_MIN_FREE_MB: '0' }, 'default settings': {} };
  const figures: Record<string, unknown> = { load: loadAverage() };
  for (const [name, extra] of Object.entries(variants)) {
    const mountPoint = tempDir('tmpfs');
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', mountPoint]);
    const outbox = path.join(mountPoint, 'outbox');
    const site = await startSite({ env: siteEnv(outbox, extra) }).catch((error: unknown) => {
      execFileSync('umount', [mountPoint]);
      throw error;
    });
    try {
      const statuses: (number | string)[] = [];
      for (let index = 0; index < 400; index++) {
        statuses.push((await postLead(site, { lastName: `Disk ${index}` }, { 'idempotency-key': `full-disk-key-${index}:0` })).status);
      }
      const messages = new Set(files(path.join(outbox, 'new')));
      const keyFiles = files(path.join(outbox, 'idempotency'));
      const records = keyFiles.filter((name) => name.endsWith('.json'));
      const recordsWithoutMessage = records.filter((record) => {
        try {
          const { messageName } = JSON.parse(fs.readFileSync(path.join(outbox, 'idempotency', record), 'utf8')) as { messageName: string };
          return !messages.has(messageName);
        } catch {
          return true;
        }
      });
      const count = (status: number | string) => statuses.filter((entry) => entry === status).length;
      figures[name] = {
        ok: count(200),
        fiveXx: statuses.filter((status) => typeof status === 'number' && status >= 500).length,
        statuses: [...new Set(statuses)],
        firstRefusalAt: statuses.findIndex((status) => status !== 200),
        tmpLeftovers: files(path.join(outbox, 'tmp')).length,
        stagedKeyRecordLeftovers: keyFiles.length - records.length,
        keyRecordsWithoutMessage: recordsWithoutMessage.length,
      };
    } finally {
      await site.stop();
      execFileSync('umount', [mountPoint]);
      fs.rmSync(mountPoint, { recursive: true, force: true });
    }
  }
  results.fullDisk = figures;
}

const attacks: [string, () => Promise<void>][] = [
  ['regex', regexFlood],
  ['slow-body', slowBody],
  ['smtp', smtpHeadOfLine],
  ['two-processes', twoProcesses],
  ['faults', smallFaults],
  ['full-disk', fullDisk],
];

for (const [name, attack] of attacks) {
  if (only && !only.has(name)) continue;
  const started = performance.now();
  console.log(`bench:attacks: ${name} (load average ${loadAverage()})`);
  await attack();
  console.log(`  done in ${round((performance.now() - started) / 1000)} s`);
}
if (!only || only.has('leads') || leadAttacks.some(([name]) => only.has(name))) {
  results.leads = await runLeadAttacks(projectRoot, process.env.BENCH_BEFORE_DIR || null, only);
}
console.log(JSON.stringify(results, null, 2));
fs.mkdirSync(path.join(projectRoot, 'bench-results'), { recursive: true });
fs.writeFileSync(path.join(projectRoot, 'bench-results/attacks.json'), JSON.stringify(results, null, 2));
