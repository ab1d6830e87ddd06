/**
 * Leads held for review (review/: sent without the browser's proof of work) are never lost and
 * never flood sales: sales gets at most one digest per `intervalMs` (an hour) listing what is
 * held, and only when something was held since the last one. Releasing is a person's call:
 * `npm run outbox -- --release ID` or `--release-all`.
 *
 * Each held message has a small summary in held/ (who, which company, when), written when it
 * is held, so the digest reads no message. The digest is a message like any other: written to
 * new/ and delivered by the worker. When the last one went out, and what it listed, is in
 * review-digest.json, so a restart or a second process does not send another within the hour.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { escapeHtml } from '../../src/lib/escape.ts';
import type { Inquiry } from '../../src/lib/contact/inquiry.ts';
import { writeFileDurably, type Maildir } from './maildir.ts';
import { composeMessage } from './message.ts';
import { RecordFolder } from './record-folder.ts';

/** What the digest says of one held message. */
export interface HeldSummary {
  receivedAt: string;
  recipient: string;
  name: string;
  company: string;
  email: string;
  inquiryType: string;
  /** The lead's fields and whether this message carries its CRM webhook, for a release (outbox-cli.ts). */
  values?: Inquiry;
  webhook?: boolean;
}

export class HeldLeads extends RecordFolder {
  constructor(outboxRoot: string) {
    super(outboxRoot, 'held');
  }

  async open(): Promise<this> {
    await this.create();
    return this;
  }

  /**
   * Written before the message is published to review/, so a held message always has one.
   * Returns the summary's size in bytes: it counts against the held budget (caps.ts).
   */
  async save(name: string, recipient: string, values: Inquiry, webhook: boolean, now = new Date()): Promise<number> {
    const summary: HeldSummary = {
      receivedAt: now.toISOString(),
      recipient,
      name: `${values.firstName} ${values.lastName}`,
      company: values.company,
      email: values.email,
      inquiryType: values.inquiryType,
      values,
      webhook,
    };
    const text = JSON.stringify(summary);
    await writeFileDurably(this.recordFile(name), text);
    return Buffer.byteLength(text);
  }

  async get(name: string): Promise<HeldSummary | null> {
    try {
      return JSON.parse(await fs.readFile(this.recordFile(name), 'utf8')) as HeldSummary;
    } catch {
      return null;
    }
  }

  /** Remove the summary of a message that never reached review/ (a replay's or a failed write's staged copy). */
  async remove(name: string): Promise<void> {
    await fs.rm(this.recordFile(name), { force: true });
  }

  /**
   * Remove summaries whose message is no longer held (released, or removed by hand). Only those
   * older than an hour: a summary is written just before its message reaches review/.
   */
  async prune(held: ReadonlySet<string>, now = Date.now()): Promise<void> {
    for (const file of await fs.readdir(this.dir).catch(() => [] as string[])) {
      if (!file.endsWith('.json') || held.has(file.slice(0, -'.json'.length))) continue;
      const stat = await fs.stat(path.join(this.dir, file)).catch(() => null);
      if (stat && now - stat.mtimeMs > 60 * 60_000) await fs.rm(path.join(this.dir, file), { force: true });
    }
  }
}

/** The held leads a digest lists row by row, the newest first; the rest are in its counts. */
export const DIGEST_ROWS = 50;
/** A digest lock older than this was left by a process that died. */
const LOCK_STALE_MS = 10 * 60_000;
/** How many groups a count table shows (the largest first). */
const COUNT_ROWS = 20;

/** How many held leads fall in each group, the largest first. */
function countBy(
  summaries: readonly { summary: HeldSummary | null }[],
  group: (summary: HeldSummary | null) => string,
): [string, number][] {
  const counts = new Map<string, number>();
  for (const { summary } of summaries) counts.set(group(summary), (counts.get(group(summary)) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
}

function countTable(title: string, counts: readonly [string, number][]): string {
  const shown = counts.slice(0, COUNT_ROWS);
  const rest = counts.slice(COUNT_ROWS).reduce((sum, [, count]) => sum + count, 0);
  const rows = shown.map(([group, count]) => `<tr><td>${escapeHtml(group)}</td><td>${count}</td></tr>`);
  if (rest > 0) rows.push(`<tr><td>${counts.length - COUNT_ROWS} more</td><td>${rest}</td></tr>`);
  return `<h3>${title}</h3>\n<table>\n<tbody>\n${rows.join('\n')}\n</tbody>\n</table>`;
}

interface DigestState {
  /** When the last digest was written (ms). */
  lastSentAt: number;
  /** The held messages it listed. */
  listed: string[];
}

export interface ReviewDigestOptions {
  maildir: Maildir;
  held: HeldLeads;
  from: { name: string; address: string };
  /** Sales: the site's contact recipients. */
  to: readonly string[];
  /** At most one digest this often (an hour by default). */
  intervalMs?: number;
  /** Called when a digest was stored, so delivery starts at once. */
  onStored?: () => void;
}

export class ReviewDigest {
  private readonly stateFile: string;
  private readonly intervalMs: number;
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly options: ReviewDigestOptions) {
    this.stateFile = path.join(options.maildir.root, 'review-digest.json');
    this.intervalMs = options.intervalMs ?? 60 * 60_000;
  }

  private async state(): Promise<DigestState> {
    try {
      return JSON.parse(await fs.readFile(this.stateFile, 'utf8')) as DigestState;
    } catch {
      return { lastSentAt: 0, listed: [] };
    }
  }

  /**
   * The lock of processes sharing this outbox (several servers behind one site): created with
   * O_EXCL, so one process writes a digest and the others, finding it, skip this look; inside
   * it the state is read again, so the second process sees the first one's digest. A lock left by
   * a process that died is taken over after LOCK_STALE_MS.
   */
  private async lock(now: number): Promise<(() => Promise<void>) | null> {
    const file = `${this.stateFile}.lock`;
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        await (await fs.open(file, 'wx')).close();
        return () => fs.rm(file, { force: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        const stat = await fs.stat(file).catch(() => null);
        if (!stat || now - stat.mtimeMs < LOCK_STALE_MS) return null;
        await fs.rm(file, { force: true });
      }
    }
    return null;
  }

  /** Write a digest if one is due and something new is held; how many held messages there are (0: none written). */
  async run(now = Date.now()): Promise<number> {
    const release = await this.lock(now);
    if (!release) return 0;
    try {
      return await this.runLocked(now);
    } finally {
      await release();
    }
  }

  private async runLocked(now: number): Promise<number> {
    const { maildir, held } = this.options;
    const state = await this.state();
    // A state dated in the future (a clock set back, a copied outbox) is stale, not a reason to wait for ever.
    const since = now - state.lastSentAt;
    if (since >= 0 && since < this.intervalMs) return 0;
    const names = await maildir.listReview();
    await held.prune(new Set(names), Date.now());
    const listed = new Set(state.listed);
    const fresh = names.filter((name) => !listed.has(name));
    if (fresh.length === 0) return 0;

    // Every summary is read for the counts; only the newest DIGEST_ROWS are listed (Maildir names begin with the time).
    const summaries = await Promise.all(names.map(async (name) => ({ name, summary: await held.get(name) })));
    const newest = [...summaries].sort((a, b) => (a.name < b.name ? 1 : -1)).slice(0, DIGEST_ROWS);
    const rows: string[] = [];
    for (const { name, summary } of newest) {
      const cells = [
        summary?.receivedAt ?? '',
        summary?.name ?? '',
        summary?.company ?? '',
        summary?.email ?? '',
        summary?.inquiryType ?? '',
        summary?.recipient ?? '',
        name,
      ];
      rows.push(`<tr>${cells.map((cell) => `<td>${escapeHtml(cell)}</td>`).join('')}</tr>`);
    }
    const html = [
      `<h2>${names.length} lead(s) held for review, ${fresh.length} new since the last digest</h2>`,
      "<p>These came without the proof of work the contact form's script adds: from a visitor without JavaScript, or from a bot. They are kept, not sent.</p>",
      '<p>To send one to this inbox, run on the server: npm run outbox -- --release ID (or --release-all for every one).</p>',
      countTable(
        'By day received',
        countBy(summaries, (summary) => summary?.receivedAt.slice(0, 10) ?? 'unknown'),
      ),
      countTable(
        'By e-mail domain',
        countBy(summaries, (summary) => summary?.email.split('@')[1]?.toLowerCase() ?? 'unknown'),
      ),
      `<h3>The newest ${newest.length}${names.length > newest.length ? ` of ${names.length}` : ''}</h3>`,
      '<table>',
      '<thead><tr><th>Received</th><th>Name</th><th>Company</th><th>Email</th><th>Inquiry Type</th><th>For</th><th>ID</th></tr></thead>',
      `<tbody>\n${rows.join('\n')}\n</tbody>`,
      '</table>',
    ].join('\n');
    const id = maildir.newId();
    const domain = this.options.from.address.split('@')[1];
    const message = await composeMessage({
      from: this.options.from,
      to: this.options.to.join(', '),
      subject: `Leads held for review: ${fresh.length} new, ${names.length} in all`,
      html,
      messageId: `<${id}@${domain}>`,
    });
    // The state first: a crash after it loses one digest, never sends two.
    const staged = `${this.stateFile}.tmp`;
    await writeFileDurably(staged, JSON.stringify({ lastSentAt: now, listed: names } satisfies DigestState));
    await fs.rename(staged, this.stateFile);
    await maildir.store(maildir.fileName(id), message);
    this.options.onStored?.();
    return names.length;
  }

  /** Look now and every few minutes (a digest still goes out at most once per interval). */
  start(log: (error: unknown) => void, everyMs = 5 * 60_000): void {
    const look = () => void this.run().catch(log);
    look();
    this.timer = setInterval(look, everyMs);
    this.timer.unref();
  }

  close(): void {
    if (this.timer) clearInterval(this.timer);
  }
}
