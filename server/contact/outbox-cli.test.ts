/** `npm run outbox`: the report, and --retry, run as the command itself on a temp outbox. */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { AttemptLog } from './attempts.ts';
import { Maildir } from './maildir.ts';
import { formatAge } from './outbox-cli.ts';
import { pruneDiscarded } from './held-leads-cli.ts';
import { HeldLeads } from './review-digest.ts';
import { inquiryValues, tempOutbox } from './test-support.ts';
import { WebhookQueue } from './webhook.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function outbox(...args: string[]): { code: number; output: string } {
  return outboxWith({}, ...args);
}

function outboxWith(env: Record<string, string>, ...args: string[]): { code: number; output: string } {
  try {
    const output = execFileSync(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'outbox-cli.ts'), ...args], {
      env: { ...process.env, MAIL_OUTBOX: dirs[0], ...env },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return { code: 0, output };
  } catch (error) {
    const { status, stdout, stderr } = error as { status: number; stdout: string; stderr: string };
    return { code: status, output: stdout + stderr };
  }
}

it('reports counts, the oldest waiting message, those refused for now and the failed ones with their reasons; --retry sends one back', async () => {
  const dir = tempOutbox();
  dirs.push(dir);
  const maildir = await new Maildir(dir).open();
  const attempts = await new AttemptLog(dir).open();
  const now = Math.floor(Date.now() / 1000);
  const waiting = `${now - 7_300}.M000001R0P1Q1.host`;
  const failed = `${now - 90_000}.M000002R0P1Q2.host`;
  fs.writeFileSync(path.join(maildir.new, waiting), 'x');
  fs.writeFileSync(path.join(maildir.new, `${now}.M000003R0P1Q3.host`), 'x');
  fs.writeFileSync(path.join(maildir.failed, failed), 'x');
  fs.writeFileSync(path.join(maildir.cur, `${now}.M000004R0P1Q4.host:2,S`), 'x');
  await attempts.save(waiting, {
    attempts: 3,
    firstFailedAt: '2026-01-01T00:00:00.000Z',
    lastAttemptAt: '2026-01-01T01:00:00.000Z',
    lastReply: 'EMESSAGE 451 Greylisted',
    nextAttemptAt: '2026-01-01T02:00:00.000Z',
  });
  await attempts.save(failed, {
    attempts: 1,
    firstFailedAt: '2026-01-01T00:00:00.000Z',
    lastAttemptAt: '2026-01-01T00:00:00.000Z',
    lastReply: 'EENVELOPE 550 No such user',
    nextAttemptAt: null,
    failedAt: '2026-01-01T00:00:00.000Z',
  });

  const report = outbox();
  expect(report.code).toBe(0);
  expect(report.output).toMatch(/waiting {4}2 \(the oldest for 2 h 1 min\)/);
  expect(report.output).toMatch(/delivered {2}1/);
  expect(report.output).toMatch(/failed {5}1/);
  expect(report.output).toContain(`${waiting}: 3 attempt(s), next at 2026-01-01T02:00:00.000Z; last reply: EMESSAGE 451 Greylisted`);
  expect(report.output).toContain(`${failed}: 1 attempt(s), failed at 2026-01-01T00:00:00.000Z; EENVELOPE 550 No such user`);

  // By the id the endpoint answered with (the name without its host part).
  const retried = outbox('--retry', failed.replace(/\.host$/, ''));
  expect(retried).toMatchObject({ code: 0, output: expect.stringContaining(`${failed} is back in new/`) });
  expect(fs.readdirSync(maildir.failed)).toEqual([]);
  expect(fs.readdirSync(maildir.new)).toContain(failed);
  expect(await attempts.get(failed)).toBeNull();

  expect(outbox('--retry', 'no-such-message')).toMatchObject({
    code: 1,
    output: expect.stringMatching(/failed\/ holds no message no-such-message/),
  });
}, 30_000);

it('lists the leads held for review; --release sends one to new/, --release-all the rest', async () => {
  const dir = tempOutbox();
  dirs.push(dir);
  const maildir = await new Maildir(dir).open();
  const now = Math.floor(Date.now() / 1000);
  const held = [0, 1, 2].map((index) => `${now - index}.M00000${index}R0P1Q${index}.host`);
  for (const name of held) fs.writeFileSync(path.join(maildir.review, name), 'x');

  const report = outbox();
  expect(report.output).toMatch(/held {7}3 \(for review/);
  for (const name of held) expect(report.output).toContain(`  ${name}`);

  const released = outbox('--release', held[1]!.replace(/\.host$/, ''));
  expect(released).toMatchObject({ code: 0, output: expect.stringContaining('1 held lead(s) released to new/') });
  expect(fs.readdirSync(maildir.new)).toEqual([held[1]]);
  expect(outbox('--release', 'no-such-lead')).toMatchObject({
    code: 1,
    output: expect.stringMatching(/No held lead matches; nothing to release/),
  });

  expect(outbox('--release-all')).toMatchObject({ code: 0, output: expect.stringContaining('2 held lead(s) released') });
  expect(fs.readdirSync(maildir.review)).toEqual([]);
  expect(fs.readdirSync(maildir.new).sort()).toEqual([...held].sort());
}, 30_000);

it("with a CRM webhook, --release writes the lead's webhook job before it goes to sales", async () => {
  const dir = tempOutbox();
  dirs.push(dir);
  const maildir = await new Maildir(dir).open();
  const id = maildir.newId();
  const name = maildir.fileName(id);
  fs.writeFileSync(path.join(maildir.review, name), 'x');
  const held = await new HeldLeads(dir).open();
  await held.save(name, 'sales@translytix.example', inquiryValues(), true);

  const env = { LEAD_WEBHOOK_URL: 'https://crm.example/hook', LEAD_WEBHOOK_SECRET: 'a-secret-of-at-least-16' };
  expect(outboxWith(env, '--release', id)).toMatchObject({ code: 0 });
  const queue = new WebhookQueue(dir);
  expect(fs.readdirSync(queue.pending)).toEqual([`${id}.json`]);
  const job = JSON.parse(fs.readFileSync(path.join(queue.pending, `${id}.json`), 'utf8')) as { event: { id: string; fields: unknown } };
  expect(job.event).toMatchObject({ id, fields: inquiryValues() });
  expect(fs.readdirSync(maildir.new)).toEqual([name]);
}, 30_000);

it('formats ages for people', () => {
  expect([45, 12 * 60, 3 * 3600 + 5 * 60, 50 * 3600].map(formatAge)).toEqual(['45 s', '12 min', '3 h 5 min', '2 d 2 h']);
});

it('lists the CRM webhook jobs that failed; --retry-webhook sends one back to pending/, --retry-webhook-all the rest', async () => {
  const dir = tempOutbox();
  dirs.push(dir);
  await new Maildir(dir).open();
  const queue = await new WebhookQueue(dir).open();
  const ids = ['1700000000.M1R1P1Q1', '1700000001.M2R2P2Q2', '1700000002.M3R3P3Q3'];
  for (const id of ids) {
    await queue.write(queue.failed, {
      event: { id, receivedAt: '2026-01-01T00:00:00.000Z', fields: inquiryValues() },
      attempts: 9,
      lastAnswer: 'HTTP 503',
    });
  }
  const report = outbox();
  expect(report.output).toMatch(/CRM webhook jobs that failed \(send one again with: npm run outbox -- --retry-webhook ID/);
  for (const id of ids) expect(report.output).toContain(`  ${id}`);

  expect(outbox('--retry-webhook', ids[0]!)).toMatchObject({
    code: 0,
    output: expect.stringMatching(/^1 CRM webhook job\(s\) back in webhook\/pending\//),
  });
  expect(await queue.list()).toEqual([`${ids[0]}.json`]);
  expect(JSON.parse(fs.readFileSync(path.join(queue.pending, `${ids[0]}.json`), 'utf8'))).toMatchObject({
    attempts: 0,
    event: { id: ids[0] },
  });
  expect(outbox('--retry-webhook', 'no-such-lead')).toMatchObject({
    code: 1,
    output: expect.stringMatching(/holds no job for lead no-such-lead/),
  });
  expect(outbox('--retry-webhook-all')).toMatchObject({ code: 0, output: expect.stringMatching(/^2 CRM webhook job\(s\)/) });
  expect(await queue.listFailed()).toEqual([]);
}, 30_000);

it('--held lists held leads with who and what; --discard and --release take filters, --dry-run first, and more than 50 need --yes', async () => {
  const dir = tempOutbox();
  dirs.push(dir);
  const maildir = await new Maildir(dir).open();
  const held = await new HeldLeads(dir).open();
  const now = Date.now();
  // 53 bots from one domain, two days old, and one real buyer today.
  const names: string[] = [];
  for (let index = 0; index < 54; index++) {
    const real = index === 53;
    const at = now - (real ? 60_000 : 2 * 86_400_000 + index * 1000);
    const name = `${Math.floor(at / 1000)}.M${index}R0P1Q1.host`;
    const values = inquiryValues(
      real
        ? {
            lastName: 'Buyer',
            company: 'Northwind Foods',
            email: 'buyer@northwind.example',
            message: 'We plan replenishment for 40 stores every week',
          }
        : { lastName: `Bot${index}`, company: 'Cheap Pills', email: `bot${index}@spam.example`, message: 'Buy now' },
    );
    await held.save(name, 'sales@translytix.example', values, false, new Date(at));
    fs.writeFileSync(path.join(maildir.review, name), 'x');
    names.push(name);
  }

  const listing = outbox('--held');
  expect(listing.output).toMatch(/^54 held lead\(s\)/);
  expect(listing.output).toMatch(
    /Asha Buyer {2}Northwind Foods {2}northwind\.example {2}"We plan replenishment for 40 stores every week…"/,
  );

  // 53 bots: more than 50, so a question first; --dry-run shows them and does nothing.
  expect(outbox('--discard', '--domain', 'spam.example')).toMatchObject({
    code: 1,
    output: expect.stringMatching(/would discard 53 held leads.*--dry-run.*--yes/s),
  });
  expect(outbox('--discard', '--domain', 'spam.example', '--older-than', '1', '--dry-run').output).toMatch(
    /^Would discard 53 held lead\(s\)/,
  );
  expect(fs.readdirSync(maildir.review)).toHaveLength(54);
  expect(outbox('--discard', '--domain', 'spam.example', '--yes').output).toMatch(/^53 held lead\(s\) moved to discarded\/, kept 30 days/);
  expect(fs.readdirSync(path.join(dir, 'discarded'))).toHaveLength(53);
  expect(fs.readdirSync(path.join(dir, 'held'))).toEqual([`${names[53]}.json`]);

  // No filter is no command; the buyer is released by company.
  expect(outbox('--release')).toMatchObject({ code: 1, output: expect.stringMatching(/Say which held leads to release/) });
  expect(outbox('--release', '--company', 'northwind').output).toMatch(/^1 held lead\(s\) released to new\//);
  expect(fs.readdirSync(maildir.new)).toEqual([names[53]]);
}, 60_000);

it('keeps discarded leads 30 days, then removes them', async () => {
  const dir = tempOutbox();
  dirs.push(dir);
  const maildir = await new Maildir(dir).open();
  fs.mkdirSync(path.join(dir, 'discarded'));
  fs.writeFileSync(path.join(dir, 'discarded', '1.M1R1P1Q1.host'), 'x');
  expect(await pruneDiscarded(maildir, Date.now() + 29 * 86_400_000)).toBe(0);
  expect(await pruneDiscarded(maildir, Date.now() + 31 * 86_400_000)).toBe(1);
  expect(fs.readdirSync(path.join(dir, 'discarded'))).toEqual([]);
});
