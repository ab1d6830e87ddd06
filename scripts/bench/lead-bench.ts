/**
 * What the lead-path benchmarks share: each version's client (the scripted form's two posts,
 * the form posted without JavaScript), a site started on a fresh outbox, a bounded pool of
 * requests, and the CPU time of a server's processes. Everything goes to 127.0.0.1.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { startSite, type RunningSite } from '../lib/site-server.ts';
import { leadFields } from './lead-fields.ts';

export type Version = 'before' | 'after';
export const recipients = ['sales@translytix.example', 'leads@translytix.example'];
export const round = (value: number) => Math.round(value * 10) / 10;
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
export const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? null;
export const tempDir = (name: string) => fs.mkdtempSync(path.join(os.tmpdir(), `translytix-leads-${name}-`));

/** CPU time (ms) of every process in the server's process group, from /proc (clock ticks of 10 ms). */
export function groupCpuMs(pgid: number): number {
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

export async function timed(url: string, init: RequestInit = {}, timeoutMs = 30_000): Promise<{ status: number | string; ms: number }> {
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
export function formPost(site: RunningSite, label: string, client: string) {
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
export async function jsonLead(site: RunningSite, version: Version, label: string, client: string, extra: Record<string, unknown> = {}) {
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

export async function withSite<T>(
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
export async function pool<T>(count: number, concurrency: number, task: (index: number) => Promise<T>): Promise<T[]> {
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
