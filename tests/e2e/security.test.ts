/**
 * The security review's attacks on the built site as `npm start` serves it, each a test: the
 * whitespace flood, slow bodies and a flood of them, the framework's own errors, unknown
 * methods, and a shutdown with requests in flight. (Delivery stalls, two processes on one
 * outbox, encoded words, empty content and a full disk are tested at the endpoint:
 * server/contact/*.test.ts.) A server of its own, with short timeouts and the rate limit
 * lifted; all traffic to 127.0.0.1, every step bounded.
 *
 * No stopwatch here: these assert what each attack gets answered and that visitors are served
 * meanwhile; how fast is npm run bench:attacks' figure, and the mechanisms (linear time, caps,
 * timeouts) have their own tests, which count work.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite, type RunningSite } from '../../scripts/lib/site-server';
import { expectOurError, rawRequest, type RawAnswer } from '../../server/test-site';
import { leadFields } from './support/contact-form';

const REQUEST_TIMEOUT_MS = 1_500;
let site: RunningSite;
let outboxDir: string;

beforeAll(async () => {
  outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'translytix-e2e-security-'));
  site = await startSite({
    env: {
      MAIL_OUTBOX: outboxDir,
      CONTACT_RATE_LIMIT: '100000',
      CONTACT_DAILY_LIMIT: '0',
      HEADERS_TIMEOUT_MS: '1000',
      REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
      MAX_CONNECTIONS_PER_CLIENT: '50',
      // The flood comes from 127.0.0.2, which must count as a client, not as a trusted proxy.
      TRUST_PROXY: 'false',
    },
  });
});
afterAll(async () => {
  await site?.stop();
  fs.rmSync(outboxDir, { recursive: true, force: true });
});

/**
 * Resolves once the server holds `held` connections from `client`, its per-client cap being
 * `held`: a probe from there is then closed unanswered (server/connection-limits.ts), which it
 * can only be after the server accepted, and read, the connections opened before it. (A client
 * address of its own: the test's other requests, keep-alive ones included, come from 127.0.0.1.)
 */
async function untilServerHolds(port: number, client: string, held: number): Promise<void> {
  await expect
    .poll(
      async () =>
        (
          await rawRequest(port, ['GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n'], {
            timeoutMs: 5_000,
            localAddress: client,
          })
        ).statusLine,
      {
        timeout: 10_000,
        message: `the server never held ${held} connections`,
      },
    )
    .toBe('');
}

async function timed(url: string, init: RequestInit = {}): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

/** A lead as the form sends it: the spec's keys, with `content` as given, and the fields beside them. */
const lead = (content: string, subject = 'New Contact Inquiry from Asha Rao') => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ recipient: 'sales@translytix.example', subject, content, website: '', ...leadFields('Rao') }),
});

/** Spaces, tabs, NBSP and newlines in turn, as much as fits a 64 KB body (each but the space is 2 bytes in JSON). */
const whitespace = ' \t\u00a0\n'.repeat(9_300);

describe('a flood of whitespace in the content', () => {
  it('64 KB of whitespace, or only whitespace, in the content: never parsed, the lead is stored from its fields', async () => {
    for (const content of [`a${whitespace}b`, whitespace]) {
      const answer = await timed(`${site.baseURL}/api/send_email/`, lead(content));
      expect(answer.status).toBe(200);
    }
  });
});

const slowBody =
  'POST /api/send_email/ HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"recipie';

describe('slow bodies', () => {
  it('a body that never completes gets a 408 within the configured time', async () => {
    const answer = await rawRequest(site.port, [slowBody], { timeoutMs: 10_000 });
    expectOurError(answer, 408, 'request_timeout', 'recipie');
    // Not before the configured time (a load can only delay it); the 408 itself, not the
    // client giving up at 10 s, shows the server timed it out.
    expect(answer.ms).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 100);
  });

  it('a flood of 500 of them from one address: visitors keep getting pages and sending leads', async () => {
    const flood: Promise<RawAnswer>[] = [];
    // The flood's held share ends with 408s: until the first of them, the flood is certainly on.
    let floodHeld = true;
    for (let index = 0; index < 500; index++) {
      const answer = rawRequest(site.port, [slowBody], { localAddress: '127.0.0.2', timeoutMs: 15_000 });
      void answer.then((ended) => ended.statusLine.startsWith('HTTP/1.1 408') && (floodHeld = false));
      flood.push(answer);
    }
    // Visit (at least 20 pages, a lead every fifth) for as long as the flood holds connections.
    const pages: { status: number; ms: number }[] = [];
    const leads: { status: number; ms: number }[] = [];
    while (floodHeld || pages.length < 20) {
      pages.push(await timed(`${site.baseURL}/about`));
      if (pages.length % 5 === 0) leads.push(await timed(`${site.baseURL}/api/send_email/`, lead('<p>Sent during a flood</p>')));
    }
    const answers = await Promise.all(flood);

    expect(pages.every((page) => page.status === 200)).toBe(true);
    expect(leads.length).toBeGreaterThan(0);
    expect(leads.every((answer) => answer.status === 200)).toBe(true);
    // The flood: its share held and timed out, the rest refused at once; nothing left open.
    expect(answers.filter((answer) => answer.statusLine.startsWith('HTTP/1.1 408')).length).toBeLessThanOrEqual(50);
    expect(answers.filter((answer) => !answer.closed)).toEqual([]);
  }, 60_000);
});

describe("the framework's own errors", () => {
  const ask = (request: string) => rawRequest(site.port, [request], { timeoutMs: 5_000 });

  it('a path that is not valid URL encoding: our 400, the path not echoed', async () => {
    expectOurError(await ask('GET /%zz<script>probe HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n'), 400, 'bad_url', 'probe');
  });

  it('headers too large: our 431', async () => {
    expectOurError(
      await ask(`GET /about HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Probe: ${'q'.repeat(20_000)}\r\n\r\n`),
      431,
      'headers_too_large',
      'qqqq',
    );
  });

  it('a request the parser refuses (Content-Length with chunked): our 400', async () => {
    expectOurError(
      await ask('POST /api/send_email/ HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n'),
      400,
      'bad_request',
      'chunked',
    );
  });

  it('a body that is not JSON: our 400', async () => {
    const answer = await ask(
      'POST /api/send_email/ HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 9\r\nConnection: close\r\n\r\n{"probe":',
    );
    expectOurError(answer, 400, 'invalid_json', 'probe');
  });

  it('an unknown method on the API: 405 with Allow, not 404', async () => {
    for (const method of ['PROPFIND', 'PUT', 'GET', 'TRACE']) {
      const answer = await ask(`${method} /api/send_email/ HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
      expectOurError(answer, 405, 'method_not_allowed', method);
      expect(answer.headers.allow, method).toBe('POST');
    }
    expectOurError(
      await ask('PROPFIND /api/nothing HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n'),
      404,
      'not_found',
      'nothing',
    );
  });
});

describe('shutting down', () => {
  it('finishes the lead in flight, answers a request begun meanwhile with our 503, and exits', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'translytix-e2e-shutdown-'));
    const stopping = await startSite({
      env: { MAIL_OUTBOX: dir, CONTACT_RATE_LIMIT: '1000', MAX_CONNECTIONS_PER_CLIENT: '2', TRUST_PROXY: 'false' },
    });
    try {
      const body = JSON.stringify({
        recipient: 'sales@translytix.example',
        subject: 'Sent across a shutdown',
        content: '<p>Hi</p>',
        website: '',
        ...leadFields('Shutdown'),
      });
      const head = `POST /api/send_email/ HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`;
      // The lead's body and the GET's last line arrive after the signal.
      const client = '127.0.0.3';
      const connected: Promise<void>[] = [];
      const open = (chunks: (string | number)[]) => {
        let opened!: () => void;
        connected.push(new Promise<void>((resolve) => (opened = resolve)));
        return rawRequest(stopping.port, chunks, { timeoutMs: 10_000, localAddress: client, onConnect: () => opened() });
      };
      const inFlight = open([head + body.slice(0, 20), 800, body.slice(20)]);
      const begun = open(['GET /about HTTP/1.1\r\nHost: 127.0.0.1\r\n', 800, '\r\n']);
      // Both connected before the probes, so the server accepts them first (its accept queue is in order).
      await Promise.all(connected);
      await untilServerHolds(stopping.port, client, 2);
      const stopped = stopping.stop();
      const [lead, page] = await Promise.all([inFlight, begun]);
      // It exited by itself, without the SIGKILL that comes after 30 s.
      expect(await stopped).toBe(true);

      expect(lead.statusLine).toBe('HTTP/1.1 200 OK');
      const { id } = JSON.parse(lead.body) as { id: string };
      // Sent without the browser's proof of work: stored, and held for review.
      expect(fs.readdirSync(path.join(dir, 'review')).some((name) => name.startsWith(`${id}.`))).toBe(true);
      expectOurError(page, 503, 'shutting_down', 'about');
      expect(fs.readdirSync(path.join(dir, 'tmp'))).toEqual([]);
    } finally {
      await stopping.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('GET /healthz', () => {
  it('is 200 and reports the outbox', async () => {
    const response = await fetch(`${site.baseURL}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      status: 'ok',
      outbox: { waiting: expect.any(Number), sending: expect.any(Number), failed: 0, delivered: expect.any(Number) },
      delivery: { smtp: false, lastSuccessAt: null },
    });
  });
});
