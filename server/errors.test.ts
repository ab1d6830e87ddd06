/**
 * Every error answer has one shape, whoever raised it: ours, fastify's (bad URL encoding,
 * unparsable bodies), Node's HTTP parser (malformed requests, headers too large, requests too
 * slow) and the 503 during shutdown. JSON {error, message} or, for browsers on pages, HTML;
 * always the security headers; never the raw input. Sent over real sockets: some of these
 * requests cannot be made with a well-behaved client.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { expectOurError, rawRequest, startTestSite, type RawAnswer, type TestSite } from './test-site.ts';

const sites: TestSite[] = [];
afterEach(async () => {
  await Promise.all(sites.splice(0).map((site) => site.close()));
});

async function site(options: Parameters<typeof startTestSite>[0] = {}) {
  const started = await startTestSite(options);
  sites.push(started);
  return started;
}

/** The answer to one request, sent as it is written, on a site of its own. */
async function answerTo(request: string, options: Parameters<typeof startTestSite>[0] = {}, timeoutMs = 5_000) {
  const { port } = await site(options);
  return rawRequest(port, [request], { timeoutMs });
}

/** Our shape as JSON, the security headers, nothing of `echo` anywhere in the answer. */
function expectOurJsonError(answer: RawAnswer, status: number, code: string, echo: string) {
  expectOurError(answer, status, code, echo);
  expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
}

describe('errors fastify raises', () => {
  it('a path that is not valid URL encoding: 400, not echoed', async () => {
    expectOurJsonError(await answerTo('GET /%zz<b>probe HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'), 400, 'bad_url', '<b>probe');
  });

  it('the same for a browser: an HTML page, escaped, with the headers', async () => {
    const answer = await answerTo('GET /%zz<b>probe HTTP/1.1\r\nHost: x\r\nAccept: text/html\r\nConnection: close\r\n\r\n');
    expect(answer.statusLine).toMatch(/^HTTP\/1.1 400 /);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['content-security-policy']).toBeDefined();
    expect(answer.body).toMatch(/<h1>400 Bad Request<\/h1>/);
    expect(answer.body).not.toContain('probe');
  });

  it('an unexpected failure in a route: 500 without its message or stack', async () => {
    const answer = await answerTo('GET /explode HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', {
      plugins: [
        async (app) => {
          app.get('/explode', async () => {
            throw new Error('secret detail at /srv/app/x.ts:12');
          });
        },
      ],
    });
    expectOurJsonError(answer, 500, 'internal_error', 'secret detail');
  });
});

describe("errors of Node's HTTP parser, before any route", () => {
  // name, status, code, what must not be echoed, the request.
  it.each([
    [
      'headers over the size limit',
      431,
      'headers_too_large',
      'qqqq',
      `GET /about HTTP/1.1\r\nHost: x\r\nX-Probe: ${'q'.repeat(20_000)}\r\n\r\n`,
    ],
    [
      'a request with both Content-Length and chunked encoding (smuggling)',
      400,
      'bad_request',
      'chunked',
      'POST /about HTTP/1.1\r\nHost: x\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
    ],
    ['a malformed request line', 400, 'bad_request', 'probe', 'GET /about probe HTTP/1.1\r\nHost: x\r\n\r\n'],
  ] as const)('%s: %i', async (_name, status, code, echo, request) => {
    expectOurJsonError(await answerTo(request), status, code, echo);
  });

  it('a body that arrives too slowly: 408 within the configured time', async () => {
    const requestTimeoutMs = 600;
    const answer = await answerTo(
      'POST /api/anything HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"probe',
      { limits: { headersTimeoutMs: 500, requestTimeoutMs, keepAliveTimeoutMs: 1_000, maxConnections: 100, maxConnectionsPerClient: 100 } },
      10_000,
    );
    expectOurJsonError(answer, 408, 'request_timeout', 'probe');
    // Node looks for late requests every quarter of the timeout at most: well within twice it.
    // Not before the configured time (a load can only delay it). No upper stopwatch: the 408
    // itself, instead of the client giving up at 10 s, shows the server timed the body out.
    expect(answer.ms).toBeGreaterThanOrEqual(requestTimeoutMs - 50);
  });
});

describe('the 503 while shutting down', () => {
  it('answers a request that arrives during shutdown in our shape, and finishes the one in progress', async () => {
    // The signal that the server has the in-progress request (its headers read, the body not).
    let slowArrived = () => {};
    const arrived = new Promise<void>((resolve) => (slowArrived = resolve));
    const { app, port } = await site({
      plugins: [
        async (app) => {
          app.addHook('onRequest', async () => slowArrived());
          app.post('/slow', async (request) => ({ received: (request.body as { n: number }).n }));
        },
      ],
    });
    // One request in progress (its body half sent), one begun on another connection (headers half sent).
    const body = '{"n": 42}';
    const inProgress = rawRequest(
      port,
      [`POST /slow HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n{"n"`, 600, ': 42}'],
      { timeoutMs: 10_000 },
    );
    const begun = rawRequest(port, ['GET /about HTTP/1.1\r\nHost: x\r\n', 600, '\r\n'], { timeoutMs: 10_000 });
    await arrived;
    await expect
      .poll(
        () =>
          new Promise<number>((resolve, reject) => app.server.getConnections((error, count) => (error ? reject(error) : resolve(count)))),
      )
      .toBe(2);
    const closing = app.close();
    const [finished, refused] = await Promise.all([inProgress, begun]);
    await closing;

    expect(finished.statusLine).toMatch(/^HTTP\/1.1 200 /);
    expect(JSON.parse(finished.body)).toEqual({ received: 42 });
    expect(finished.headers.connection).toBe('close');
    expectOurError(refused, 503, 'shutting_down', 'about');
    expect(refused.headers['retry-after']).toBe('1');
  });
});
