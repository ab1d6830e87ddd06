/**
 * Two server processes on one outbox, as docs/operations.md allows, each with its own delivery
 * worker: the same 200 Idempotency-Keys sent to both at once must give exactly 200 messages,
 * each delivered once, every request answered 200 with the same id from both processes.
 */
import fs from 'node:fs';
import { afterEach, expect, it } from 'vitest';
import {
  filesIn,
  labelledBody,
  labelOf,
  recipients,
  startEndpointProcess,
  startSmtpSink,
  tempOutbox,
  waitFor,
  type EndpointProcess,
  type SmtpSink,
} from './test-support.ts';

const KEYS = 200;
const PAIRS_AT_ONCE = 10;

const processes: EndpointProcess[] = [];
const sinks: SmtpSink[] = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const started of processes.splice(0)) started.kill();
  for (const sink of sinks.splice(0)) await sink.close();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const subjectOf = (key: number) => `Shared outbox ${String(key).padStart(3, '0')}`;

async function send(url: string, key: number): Promise<{ status: number; id?: string }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': `two-processes-${key}:0` },
    body: JSON.stringify(labelledBody(subjectOf(key), { recipient: recipients[key % 2] })),
    signal: AbortSignal.timeout(20_000),
  });
  const body = (await response.json()) as { id?: string };
  return { status: response.status, id: body.id };
}

it('two processes given the same 200 keys at once store 200 messages and deliver each once, with no 5xx', async () => {
  const dir = tempOutbox();
  dirs.push(dir);
  const smtp = await startSmtpSink();
  sinks.push(smtp);
  const env = { SMTP_PORT: String(smtp.port) };
  const [first, second] = await Promise.all([startEndpointProcess(dir, env), startEndpointProcess(dir, env)]);
  processes.push(first, second);

  const answers: { key: number; status: number; id?: string }[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: PAIRS_AT_ONCE }, async () => {
      while (next < KEYS) {
        const key = next++;
        const pair = await Promise.all([send(first.url, key), send(second.url, key)]);
        for (const answer of pair) answers.push({ key, ...answer });
      }
    }),
  );

  expect(answers).toHaveLength(2 * KEYS);
  expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
  for (let key = 0; key < KEYS; key++) {
    const ids = new Set(answers.filter((answer) => answer.key === key).map((answer) => answer.id));
    expect(ids.size, `key ${key}`).toBe(1);
  }

  await waitFor(() => smtp.messages.length >= KEYS, 60_000, 'delivery of every message');
  // A duplicate could only come from a claim still held: wait until every message is filed as
  // delivered and none is claimed or waiting, after which neither process has anything to send.
  await waitFor(
    () => filesIn(dir, 'cur').length === KEYS && [...filesIn(dir, 'new'), ...filesIn(dir, 'sending'), ...filesIn(dir, 'tmp')].length === 0,
    30_000,
    'every message filed as delivered',
  );
  const delivered = smtp.messages.map((message) => labelOf(message.subject));
  expect(delivered).toHaveLength(KEYS);
  expect(new Set(delivered).size).toBe(KEYS);
  expect(filesIn(dir, 'cur')).toHaveLength(KEYS);
  expect([...filesIn(dir, 'new'), ...filesIn(dir, 'sending'), ...filesIn(dir, 'tmp')]).toEqual([]);
  expect(filesIn(dir, 'idempotency').filter((name) => name.endsWith('.json'))).toHaveLength(KEYS);
}, 120_000);
