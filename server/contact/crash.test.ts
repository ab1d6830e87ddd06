/**
 * Durability: the endpoint runs as a child process and is killed with SIGKILL in the middle
 * of a burst of submissions. Every submission that got a 200 must be a complete message in
 * new/; after a restart, the visitors' retries (same Idempotency-Keys) fill in the rest with
 * no duplicates.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterEach, expect, it } from 'vitest';
import { filesIn, labelledBody, labelOf, recipients, startEndpointProcess, tempOutbox } from './test-support.ts';

const BURST = 50;
const CONCURRENCY = 10;
const KILL_AFTER = 15;

const children: ChildProcess[] = [];
const dirs: string[] = [];
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

async function startChild(outboxDir: string): Promise<{ child: ChildProcess; url: string }> {
  const started = await startEndpointProcess(outboxDir);
  children.push(started.child);
  return started;
}

const subjectOf = (index: number) => `Burst inquiry ${String(index).padStart(3, '0')}`;
const keyOf = (index: number) => `crash-test-submission-${index}:0`;

function send(url: string, index: number): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': keyOf(index) },
    body: JSON.stringify(labelledBody(subjectOf(index), { recipient: recipients[index % 2] })),
    signal: AbortSignal.timeout(10_000),
  });
}

/** Subject of every message in new/, each file parsed whole. */
async function storedSubjects(outboxDir: string): Promise<string[]> {
  const subjects: string[] = [];
  for (const name of filesIn(outboxDir, 'new')) {
    const mail = await simpleParser(fs.readFileSync(path.join(outboxDir, 'new', name)));
    expect(mail.html, name).toContain('</table>'); // complete, not cut short
    subjects.push(labelOf(mail.subject));
  }
  return subjects.sort();
}

it('every submission answered 200 before a SIGKILL is on disk; retries after restart add no duplicates', async () => {
  const outboxDir = tempOutbox();
  dirs.push(outboxDir);
  const { child, url } = await startChild(outboxDir);

  const accepted = new Map<number, string>();
  const failed: number[] = [];
  let next = 0;
  let killed = false;
  const workers = Array.from({ length: CONCURRENCY }, async () => {
    while (next < BURST) {
      const index = next++;
      try {
        const response = await send(url, index);
        if (response.status !== 200) throw new Error(`HTTP ${response.status}`);
        accepted.set(index, ((await response.json()) as { id: string }).id);
        if (accepted.size >= KILL_AFTER && !killed) {
          killed = true;
          child.kill('SIGKILL');
        }
      } catch {
        failed.push(index);
      }
    }
  });
  await Promise.all(workers);
  await new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve(null) : child.once('exit', resolve)));
  expect(child.signalCode).toBe('SIGKILL');
  expect(accepted.size).toBeGreaterThanOrEqual(KILL_AFTER);
  expect(accepted.size + failed.length).toBe(BURST);

  // Every 200 is a complete message on disk, under the id it was answered with.
  const names = filesIn(outboxDir, 'new');
  for (const [index, id] of accepted) {
    const name = names.find((candidate) => candidate.startsWith(`${id}.`));
    expect(name, `submission ${index} (${id})`).toBeDefined();
    const mail = await simpleParser(fs.readFileSync(path.join(outboxDir, 'new', name!)));
    expect(labelOf(mail.subject)).toBe(subjectOf(index));
  }
  const beforeRetry = await storedSubjects(outboxDir);
  expect(new Set(beforeRetry).size).toBe(beforeRetry.length);

  // The visitors whose request failed press the button again: same keys, on the restarted server.
  const restarted = await startChild(outboxDir);
  for (const index of failed) expect((await send(restarted.url, index)).status).toBe(200);
  // And a visitor whose answer did arrive retries anyway: still one message.
  const [someAccepted] = accepted.keys();
  const replay = await send(restarted.url, someAccepted!);
  expect(await replay.json()).toEqual({ ok: true, id: accepted.get(someAccepted!) });

  const all = Array.from({ length: BURST }, (_, index) => subjectOf(index));
  expect(await storedSubjects(outboxDir)).toEqual(all);
  restarted.child.kill('SIGTERM');
}, 60_000);
