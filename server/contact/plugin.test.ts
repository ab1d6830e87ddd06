/** POST /api/send_email/ through fastify's inject: what it accepts, stores and refuses. */
import fs from 'node:fs';
import fsPromises from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IdempotencyStore } from './idempotency.ts';
import { leadHash } from './lead-store.ts';
import { Maildir } from './maildir.ts';
import {
  contactApp,
  filesIn,
  inquiryBody,
  inquiryValues,
  parseStored,
  recipients,
  storedCount,
  tempOutbox,
  waitFor,
} from './test-support.ts';

const outboxes: string[] = [];
const apps: FastifyInstance[] = [];

async function setup(options: Parameters<typeof contactApp>[0] extends infer O ? Partial<O> : never = {}) {
  const outboxDir = tempOutbox();
  outboxes.push(outboxDir);
  const app = await contactApp({ outboxDir, ...options });
  apps.push(app);
  return { app, outboxDir };
}

afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
  for (const dir of outboxes.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const post = (app: FastifyInstance, payload: unknown, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
  app.inject({
    method: 'POST',
    url: '/api/send_email/',
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    remoteAddress,
  });

describe('an accepted inquiry', () => {
  it('is a complete message in new/ before the 200 answer', async () => {
    const { app, outboxDir } = await setup();
    const response = await post(app, inquiryBody());
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const answer = response.json<{ ok: boolean; id: string }>();
    expect(answer).toEqual({ ok: true, id: expect.stringMatching(/^\d{10}\.M\d{6}R[0-9a-f]{12}P\d+Q\d+$/) });

    const stored = filesIn(outboxDir, 'new');
    expect(stored).toHaveLength(1);
    expect(stored[0]!.startsWith(`${answer.id}.`)).toBe(true);
    expect(filesIn(outboxDir, 'tmp')).toEqual([]);

    const mail = await parseStored(outboxDir, 'new', stored[0]!);
    expect(mail.to).toMatchObject({ value: [{ address: recipients[0] }] });
    expect(mail.from).toMatchObject({ value: [{ address: 'noreply@translytix.example', name: 'TranslytiX Website' }] });
    expect(mail.subject).toBe('New Contact Inquiry from Asha Rao');
    expect(mail.messageId).toBe(`<${answer.id}@translytix.example>`);
    expect(mail.html).toContain('<tr><th>Name</th><td>Asha Rao</td></tr>');
    expect(mail.text).toContain('Name: Asha Rao');
    expect(mail.text).toContain('Message: Call me & my team\nafter 3 PM');
  });

  it('accepts the second recipient, case-insensitively, and no other address', async () => {
    const { app, outboxDir } = await setup();
    expect((await post(app, inquiryBody({ recipient: 'LEADS@translytix.example' }))).statusCode).toBe(200);
    const mail = await parseStored(outboxDir, 'new', filesIn(outboxDir, 'new')[0]!);
    expect(mail.to).toMatchObject({ value: [{ address: recipients[1] }] });
  });

  it('is written from the fields: a client-written subject and HTML never reach anyone (the phishing post)', async () => {
    const { app, outboxDir } = await setup();
    const phishing = {
      subject: 'Action required: your mailbox password expires today',
      content: '<p>Re-validate at <b>https://sso.evil.example/login</b></p>',
      message: 'Hi <script>alert(1)</script> & <a href="https://x.example">bye</a>',
    };
    expect((await post(app, inquiryBody(phishing))).statusCode).toBe(200);
    const mail = await parseStored(outboxDir, 'new', filesIn(outboxDir, 'new')[0]!);
    expect(mail.subject).toBe('New Contact Inquiry from Asha Rao');
    for (const part of [mail.html, mail.text]) {
      expect(part).not.toContain('password expires');
      expect(part).not.toContain('sso.evil.example');
    }
    // What a visitor typed is text in the mail, escaped in its HTML part.
    expect(mail.html).toContain('Hi &lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;a href=&quot;https://x.example&quot;&gt;bye&lt;/a&gt;');
    expect(mail.html).not.toMatch(/<script|<a /i);
    expect(mail.text).toContain('Message: Hi <script>alert(1)</script> & <a href="https://x.example">bye</a>');
  });

  it('accepts charset=utf-8, in any spelling, and Content-Encoding: identity', async () => {
    const { app, outboxDir } = await setup();
    expect((await post(app, inquiryBody(), { 'content-type': 'application/json; charset=UTF-8' })).statusCode).toBe(200);
    expect(
      (await post(app, inquiryBody(), { 'content-type': 'application/json;charset="utf-8"', 'content-encoding': 'identity' })).statusCode,
    ).toBe(200);
    expect(filesIn(outboxDir, 'new')).toHaveLength(2);
  });

  it('stores a lead sent with the fields alone (no subject or content)', async () => {
    const { app, outboxDir } = await setup();
    const { subject: _subject, content: _content, ...fieldsOnly } = inquiryBody();
    expect((await post(app, fieldsOnly)).statusCode).toBe(200);
    expect(filesIn(outboxDir, 'new')).toHaveLength(1);
  });

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const { app, outboxDir } = await setup();
    const response = await post(app, inquiryBody({ website: 'http://cheap-pills.example' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true, id: expect.any(String) });
    expect(storedCount(outboxDir)).toBe(0);
  });
});

describe('bad input: each refused with a 4xx JSON error, nothing stored', () => {
  const json = { 'content-type': 'application/json' };
  /** A well-formed inquiry sent with these headers, which the endpoint refuses as a media type it does not take. */
  const unsupportedMediaType = (name: string, headers: Record<string, string>, message?: RegExp) => ({
    name,
    payload: JSON.stringify(inquiryBody()),
    headers,
    status: 415,
    error: 'unsupported_media_type',
    ...(message && { message }),
  });
  const cases: {
    name: string;
    payload: string | object;
    headers?: Record<string, string>;
    status: number;
    error: string;
    message?: RegExp;
  }[] = [
    { name: 'malformed JSON', payload: '{"recipient": "sales@translytix.example", ', status: 400, error: 'invalid_json' },
    { name: 'an empty JSON body', payload: '', status: 400, error: 'invalid_json' },
    { name: 'a JSON array', payload: '[1, 2]', status: 400, error: 'invalid_request' },
    { name: 'JSON null', payload: 'null', status: 400, error: 'invalid_request' },
    {
      name: 'a prototype-polluting key',
      payload: '{"__proto__": {"admin": true}, "recipient": "sales@translytix.example"}',
      status: 400,
      error: 'invalid_json',
    },
    unsupportedMediaType('text/plain', { 'content-type': 'text/plain' }),
    {
      name: 'a form post',
      payload: 'recipient=sales%40translytix.example',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      status: 415,
      error: 'unsupported_media_type',
    },
    unsupportedMediaType('a charset other than UTF-8', { 'content-type': 'application/json; charset=iso-8859-1' }, /UTF-8/),
    unsupportedMediaType('a quoted UTF-16 charset', { 'content-type': 'application/json; charset="utf-16"' }),
    unsupportedMediaType('a compressed body', { ...json, 'content-encoding': 'gzip' }, /uncompressed/),
    unsupportedMediaType('JSON look-alike media type', { 'content-type': 'application/json-seq' }),
    {
      name: 'an oversized body (130 KiB)',
      payload: inquiryBody({ content: `<p>${'x'.repeat(130 * 1024)}</p>` }),
      status: 413,
      error: 'payload_too_large',
    },
    {
      name: 'an unknown recipient (open relay attempt)',
      payload: inquiryBody({ recipient: 'victim@elsewhere.example' }),
      status: 422,
      error: 'unknown_recipient',
    },
    {
      name: 'a recipient look-alike',
      payload: inquiryBody({ recipient: 'sales@translytix.example.evil.example' }),
      status: 422,
      error: 'unknown_recipient',
    },
    {
      name: 'two recipients in one',
      payload: inquiryBody({ recipient: 'sales@translytix.example, victim@elsewhere.example' }),
      status: 400,
      error: 'invalid_request',
      message: /recipient/,
    },
    {
      name: 'the spec keys without the fields',
      payload: { recipient: recipients[0], subject: 'Hi', content: '<p>Hi</p>' },
      status: 400,
      error: 'invalid_request',
      message: /firstName: Enter your first name\..*email: Enter your business email\./,
    },
    { name: 'missing everything', payload: {}, status: 400, error: 'invalid_request', message: /recipient/ },
    { name: 'wrong field types', payload: inquiryBody({ subject: 42, firstName: ['Asha'] }), status: 400, error: 'invalid_request' },
    {
      name: 'an unknown field',
      payload: inquiryBody({ bcc: 'victim@elsewhere.example' }),
      status: 400,
      error: 'invalid_request',
      message: /bcc/,
    },
    {
      name: 'CR/LF in a name (header injection)',
      payload: inquiryBody({ lastName: 'Rao\r\nBcc: victim@elsewhere.example' }),
      status: 400,
      error: 'invalid_request',
      message: /lastName: .*line breaks/,
    },
    {
      name: 'a right-to-left override in a name',
      payload: inquiryBody({ firstName: 'Asha\u202Egnp.exe' }),
      status: 400,
      error: 'invalid_request',
      message: /firstName: .*invisible/,
    },
    {
      name: 'a zero-width joiner in the e-mail',
      payload: inquiryBody({ email: 'asha\u200D@example.com' }),
      status: 400,
      error: 'invalid_request',
      message: /email/,
    },
    {
      name: 'an encoded word in a name',
      payload: inquiryBody({ firstName: '=?utf-8?q?Hi=0D=0ABcc:_x@y.example?=' }),
      status: 400,
      error: 'invalid_request',
      message: /firstName/,
    },
    {
      name: 'a choice not in the list',
      payload: inquiryBody({ industry: 'Crypto giveaways' }),
      status: 400,
      error: 'invalid_request',
      message: /industry: Choose your industry from the list\./,
    },
    {
      name: 'not an e-mail address',
      payload: inquiryBody({ email: 'asha at example' }),
      status: 400,
      error: 'invalid_request',
      message: /email: Enter your business email in the form name@company\.com\./,
    },
    {
      name: 'a field over its limit',
      payload: inquiryBody({ message: 'x'.repeat(4001) }),
      status: 400,
      error: 'invalid_request',
      message: /message: Shorten your additional information to 4,000 characters or fewer\./,
    },
    {
      name: 'a required field of spaces only',
      payload: inquiryBody({ company: '   ' }),
      status: 400,
      error: 'invalid_request',
      message: /company: Enter your company name\./,
    },
    {
      name: 'a huge subject',
      payload: inquiryBody({ subject: 'A'.repeat(10_000) }),
      status: 400,
      error: 'invalid_request',
      message: /subject: must be at most 600/,
    },
    {
      name: 'huge content within the body limit',
      payload: inquiryBody({ content: `<p>${'x'.repeat(61_000)}</p>` }),
      status: 400,
      error: 'invalid_request',
      message: /content: must be at most/,
    },
    { name: 'a huge honeypot value', payload: inquiryBody({ website: 'x'.repeat(5000) }), status: 400, error: 'invalid_request' },
    {
      name: 'a malformed Idempotency-Key',
      payload: inquiryBody(),
      headers: { ...json, 'idempotency-key': 'a b/../c' },
      status: 400,
      error: 'invalid_idempotency_key',
    },
  ];

  it.each(cases)('$name -> $status $error', async ({ payload, headers, status, error, message }) => {
    const { app, outboxDir } = await setup();
    const response = await post(app, payload, headers);
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body = response.json<{ error: string; message: string }>();
    expect(body.error).toBe(error);
    expect(body.message).toEqual(expect.any(String));
    if (message) expect(body.message).toMatch(message);
    expect(response.body).not.toMatch(/\bat .+\.(ts|js):\d+/); // no stack trace
    expect(storedCount(outboxDir)).toBe(0);
  });

  it('a request without a Content-Type is refused with 415', async () => {
    const { app, outboxDir } = await setup();
    const response = await app.inject({ method: 'POST', url: '/api/send_email/', payload: JSON.stringify(inquiryBody()) });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ error: 'unsupported_media_type' });
    expect(storedCount(outboxDir)).toBe(0);
  });

  it('other methods get 405 with Allow: POST', async () => {
    const { app } = await setup();
    const response = await app.inject({ method: 'GET', url: '/api/send_email/' });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('POST');
    expect(response.json()).toMatchObject({ error: 'method_not_allowed' });
  });

  it('a flood past the rate limit gets 429 JSON, per client address, and stores nothing more', async () => {
    const { app, outboxDir } = await setup({ rateLimit: { max: 5, timeWindowMs: 60_000 } });
    const statuses: number[] = [];
    for (let index = 0; index < 12; index++) statuses.push((await post(app, inquiryBody({ message: `Flood ${index}` }))).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429, 429, 429, 429, 429]);
    const limited = await post(app, inquiryBody());
    expect(limited.json()).toMatchObject({ error: 'rate_limited', message: expect.stringMatching(/try again in/) });
    expect(limited.headers['retry-after']).toBeDefined();
    // Bad requests count too, so a flood of garbage is cut off the same way.
    expect((await post(app, 'not json')).statusCode).toBe(429);
    expect(filesIn(outboxDir, 'new')).toHaveLength(5);
    // Another visitor is not affected.
    expect((await post(app, inquiryBody(), {}, '203.0.113.7')).statusCode).toBe(200);
  });

  it('a storage failure is a 500 JSON without details, and the client can retry', async () => {
    const { app, outboxDir } = await setup();
    fs.rmSync(path.join(outboxDir, 'new'), { recursive: true });
    fs.writeFileSync(path.join(outboxDir, 'new'), 'not a folder');
    const response = await post(app, inquiryBody());
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: 'internal_error', message: expect.any(String) });
    expect(response.body).not.toMatch(/ENOTDIR|new\//);
  });
});

describe('a failed write (full disk) leaves nothing behind', () => {
  const enospc = () => Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });

  /** The disk fills up at the n-th file written (1: the message, 2: the key record). */
  function fullDiskAtWrite(n: number) {
    const realOpen = fsPromises.open.bind(fsPromises);
    let opened = 0;
    return vi.spyOn(fsPromises, 'open').mockImplementation(async (...args: Parameters<typeof fsPromises.open>) => {
      const handle = await realOpen(...args);
      opened += 1;
      if (opened === n) handle.writeFile = async () => Promise.reject(enospc());
      return handle;
    });
  }

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it.each([
    ['the message', 1],
    ['the key record', 2],
  ])('writing %s fails: a 503 saying so, no tmp file, no key record; the retry stores one message', async (_what, n) => {
    const { app, outboxDir } = await setup();
    const headers = { 'idempotency-key': `full-disk-key-${n}:0` };
    fullDiskAtWrite(n);
    const response = await post(app, inquiryBody(), headers);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ error: 'outbox_full', message: expect.stringMatching(/disk is nearly full/) });
    expect(response.headers['retry-after']).toBeDefined();
    expect(storedCount(outboxDir)).toBe(0);

    vi.restoreAllMocks();
    expect((await post(app, inquiryBody(), headers)).statusCode).toBe(200);
    expect(filesIn(outboxDir, 'new')).toHaveLength(1);
    expect(filesIn(outboxDir, 'tmp')).toEqual([]);
  });

  it('publishing the message fails: the staged message and the key record are removed', async () => {
    const { app, outboxDir } = await setup();
    const realRename = fsPromises.rename.bind(fsPromises);
    vi.spyOn(fsPromises, 'rename').mockImplementation(async (from, to) => {
      if (String(to).includes(`${path.sep}new${path.sep}`)) throw enospc();
      return realRename(from, to);
    });
    const response = await post(app, inquiryBody(), { 'idempotency-key': 'publish-fails-0001:0' });
    expect(response.statusCode).toBe(503);
    expect(storedCount(outboxDir)).toBe(0);
  });

  it('below the free-space threshold, leads get a 503 before anything is written', async () => {
    const { app, outboxDir } = await setup({ minFreeBytes: Number.MAX_SAFE_INTEGER });
    const response = await post(app, inquiryBody(), { 'idempotency-key': 'threshold-key-0001:0' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ error: 'outbox_full' });
    expect(storedCount(outboxDir)).toBe(0);
  });
});

describe('retention', () => {
  it('removes delivered messages older than keepDeliveredDays, and nothing else', async () => {
    const outboxDir = tempOutbox();
    outboxes.push(outboxDir);
    for (const folder of ['cur', 'failed', 'new']) fs.mkdirSync(path.join(outboxDir, folder), { recursive: true });
    const write = (file: string, daysOld: number) => {
      fs.writeFileSync(path.join(outboxDir, file), 'x');
      const time = new Date(Date.now() - daysOld * 24 * 60 * 60 * 1000);
      fs.utimesSync(path.join(outboxDir, file), time, time);
    };
    write('cur/old.host:2,S', 31);
    write('cur/recent.host:2,S', 29);
    write('failed/old-failed.host', 400);
    write('new/old-waiting.host', 400);
    const app = await contactApp({ outboxDir, keepDeliveredDays: 30 });
    apps.push(app);
    await waitFor(() => filesIn(outboxDir, 'cur').length === 1, 5_000, 'the old delivered message removed');
    expect(filesIn(outboxDir, 'cur')).toEqual(['recent.host:2,S']);
    expect(filesIn(outboxDir, 'failed')).toEqual(['old-failed.host']);
    expect(filesIn(outboxDir, 'new')).toEqual(['old-waiting.host']);
  });
});

describe('Idempotency-Key', () => {
  it('a repeated key returns the first answer and stores nothing new', async () => {
    const { app, outboxDir } = await setup();
    const headers = { 'idempotency-key': 'f00dcafe0123456789abcdef01234567:0' };
    const first = await post(app, inquiryBody(), headers);
    const again = await post(app, inquiryBody(), headers);
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(filesIn(outboxDir, 'new')).toHaveLength(1);
  });

  it('concurrent requests with one key store one message', async () => {
    const { app, outboxDir } = await setup();
    const headers = { 'idempotency-key': 'concurrent-key-0001:0' };
    const answers = await Promise.all(Array.from({ length: 8 }, () => post(app, inquiryBody(), headers)));
    expect(new Set(answers.map((answer) => answer.statusCode))).toEqual(new Set([200]));
    expect(new Set(answers.map((answer) => answer.json<{ id: string }>().id)).size).toBe(1);
    expect(filesIn(outboxDir, 'new')).toHaveLength(1);
  });

  it('different keys are different messages (one per recipient)', async () => {
    const { app, outboxDir } = await setup();
    await post(app, inquiryBody({ recipient: recipients[0] }), { 'idempotency-key': 'submission-1:0' });
    await post(app, inquiryBody({ recipient: recipients[1] }), { 'idempotency-key': 'submission-1:1' });
    expect(filesIn(outboxDir, 'new')).toHaveLength(2);
  });

  it('a key reused for a different message is refused', async () => {
    const { app, outboxDir } = await setup();
    const headers = { 'idempotency-key': 'reused-key-0001:0' };
    await post(app, inquiryBody(), headers);
    const other = await post(app, inquiryBody({ message: 'Something else' }), headers);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ error: 'idempotency_key_reused' });
    expect(filesIn(outboxDir, 'new')).toHaveLength(1);
  });

  it('is remembered across a restart, also after the message was delivered to cur/', async () => {
    const { app, outboxDir } = await setup();
    const headers = { 'idempotency-key': 'restart-key-0001:0' };
    const first = (await post(app, inquiryBody(), headers)).json<{ id: string }>();
    await app.close();
    const [name] = filesIn(outboxDir, 'new');
    fs.renameSync(path.join(outboxDir, 'new', name!), path.join(outboxDir, 'cur', `${name}:2,S`));

    const restarted = await contactApp({ outboxDir });
    apps.push(restarted);
    const again = await post(restarted, inquiryBody(), headers);
    expect(again.json()).toEqual({ ok: true, ...first });
    expect(filesIn(outboxDir, 'new')).toEqual([]);
    expect(filesIn(outboxDir, 'cur')).toHaveLength(1);
  });

  it('a replay while the message is being sent (claimed in sending/) stores nothing', async () => {
    const { app, outboxDir } = await setup();
    const headers = { 'idempotency-key': 'sending-key-0001:0' };
    const first = (await post(app, inquiryBody(), headers)).json<{ id: string }>();
    const [name] = filesIn(outboxDir, 'new');
    fs.renameSync(path.join(outboxDir, 'new', name!), path.join(outboxDir, 'sending', `${Date.now()}_00000000_1_1_00000000_${name}`));
    expect((await post(app, inquiryBody(), headers)).json()).toEqual({ ok: true, ...first });
    expect(filesIn(outboxDir, 'new')).toEqual([]);
    expect(filesIn(outboxDir, 'sending')).toHaveLength(1);
  });

  it('after a crash between the key record and publishing, the retry publishes the staged message', async () => {
    const { app, outboxDir } = await setup();
    const keys = await new IdempotencyStore(outboxDir).open();
    const maildir = await new Maildir(outboxDir).open();
    const body = inquiryBody();
    // What a crash right after the key was claimed leaves behind: the record and the staged message.
    const name = '1700000000.M000001R000000000000P1Q1.host';
    await maildir.stage(name, Buffer.from('From: a@translytix.example\nTo: sales@translytix.example\nSubject: staged\n\nHi\n'));
    await keys.claim('crashed-key-0001:0', {
      requestHash: leadHash(body.recipient, inquiryValues()),
      messageName: name,
      id: '1700000000.M000001R000000000000P1Q1',
      createdAt: new Date().toISOString(),
    });
    const response = await post(app, body, { 'idempotency-key': 'crashed-key-0001:0' });
    expect(response.json()).toEqual({ ok: true, id: '1700000000.M000001R000000000000P1Q1' });
    expect(filesIn(outboxDir, 'new')).toEqual([name]);
    expect(filesIn(outboxDir, 'tmp')).toEqual([]);
  });
});
