/**
 * Managing held leads (review/: sent without the browser's proof of work, bots among them), for
 * `npm run outbox`:
 *   --held                         list them: received, name, company, e-mail domain, first words
 *   --release [filters]            send the chosen ones to sales
 *   --discard [filters]            move the chosen ones to discarded/, kept 30 days, then removed
 * Filters, combined: lead ids (as the report and the digest show them), --older-than DAYS,
 * --company TEXT, --name TEXT, --domain DOMAIN (the e-mail's), --words TEXT (in the message).
 * --dry-run says what would be done and does nothing; acting on more than 50 needs --yes, so
 * `--release-all` on ten thousand bots is a question first, not sales' inbox flooded.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Maildir } from './maildir.ts';
import { HeldLeads, type HeldSummary } from './review-digest.ts';

/** Acting on more held leads than this at once needs --yes. */
export const CONFIRM_ABOVE = 50;
/** Discarded leads are kept this long (discarded/), then removed. */
export const DISCARD_KEEP_DAYS = 30;
const DAY_MS = 24 * 60 * 60_000;

export interface HeldFilter {
  ids: string[];
  olderThanDays?: number;
  company?: string;
  name?: string;
  domain?: string;
  words?: string;
}

export interface HeldLead {
  name: string;
  summary: HeldSummary | null;
}

const VALUE_FLAGS = ['--older-than', '--company', '--name', '--domain', '--words'] as const;

/** The filter of a --release or --discard command: the words after the command that are not flags are ids. */
export function parseHeldFilter(args: readonly string[], command: string): HeldFilter {
  const filter: HeldFilter = { ids: [] };
  for (let index = args.indexOf(command) + 1; index < args.length; index++) {
    const arg = args[index]!;
    if ((VALUE_FLAGS as readonly string[]).includes(arg)) {
      const value = args[++index];
      if (value === undefined) throw new Error(`${arg} needs a value, e.g. ${arg} ${arg === '--older-than' ? '7' : 'example.com'}`);
      if (arg === '--older-than') {
        const days = Number(value);
        if (!(days >= 0)) throw new Error(`--older-than takes a number of days, found "${value}"`);
        filter.olderThanDays = days;
      } else filter[arg.slice(2) as 'company' | 'name' | 'domain' | 'words'] = value.toLowerCase();
    } else if (!arg.startsWith('--')) filter.ids.push(arg);
  }
  return filter;
}

export const hasFilter = (filter: HeldFilter) =>
  filter.ids.length > 0 || Object.entries(filter).some(([key, value]) => key !== 'ids' && value !== undefined);

const domainOf = (summary: HeldSummary | null) => summary?.email.split('@')[1]?.toLowerCase() ?? '';
const firstWords = (summary: HeldSummary | null, count = 8) =>
  (summary?.values?.message || summary?.values?.currentChallenges || '').split(/\s+/).filter(Boolean).slice(0, count).join(' ');

function matches(lead: HeldLead, filter: HeldFilter, now: number): boolean {
  const { name, summary } = lead;
  if (filter.ids.length > 0 && !filter.ids.some((id) => name === id || name.startsWith(`${id}.`))) return false;
  if (filter.olderThanDays !== undefined) {
    const received = Date.parse(summary?.receivedAt ?? '') || Number(name.split('.')[0]) * 1000;
    if (!(now - received > filter.olderThanDays * DAY_MS)) return false;
  }
  if (filter.company && !(summary?.company ?? '').toLowerCase().includes(filter.company)) return false;
  if (filter.name && !(summary?.name ?? '').toLowerCase().includes(filter.name)) return false;
  if (filter.domain && domainOf(summary) !== filter.domain) return false;
  if (
    filter.words &&
    !JSON.stringify(summary?.values ?? {})
      .toLowerCase()
      .includes(filter.words)
  )
    return false;
  return true;
}

/** The held leads, with their summaries, that the filter chooses (every one with `all`), oldest first. */
export async function chooseHeld(maildir: Maildir, filter: HeldFilter | 'all', now = Date.now()): Promise<HeldLead[]> {
  const held = new HeldLeads(maildir.root);
  const leads = await Promise.all((await maildir.listReview()).map(async (name) => ({ name, summary: await held.get(name) })));
  return filter === 'all' ? leads : leads.filter((lead) => matches(lead, filter, now));
}

/** One line a held lead: its id, when, who, which company and domain, and the first words of its message. */
export function heldLine({ name, summary }: HeldLead): string {
  const id = name.split('.').slice(0, 2).join('.');
  const cells = [
    id,
    summary?.receivedAt.slice(0, 16).replace('T', ' ') ?? '?',
    summary?.name ?? '?',
    summary?.company ?? '?',
    domainOf(summary) || '?',
  ];
  const words = firstWords(summary);
  return `  ${cells.join('  ')}${words ? `  "${words}…"` : ''}`;
}

/**
 * Whether to go on with acting on `leads`: refused (with the reason) when no filter was given to a
 * filtered command, when nothing matches, or above CONFIRM_ABOVE without --yes.
 */
export function refusal(leads: readonly HeldLead[], args: readonly string[], verb: string, filtered: boolean): string | null {
  if (!filtered)
    return `Say which held leads to ${verb}: lead ids, or filters such as --older-than 7 or --domain example.com (npm run outbox -- --held lists them).`;
  if (leads.length === 0) return `No held lead matches; nothing to ${verb} (npm run outbox -- --held lists them).`;
  if (leads.length > CONFIRM_ABOVE && !args.includes('--yes') && !args.includes('--dry-run')) {
    return `That would ${verb} ${leads.length} held leads. Check them with --dry-run, then add --yes to ${verb} them all.`;
  }
  return null;
}

/** Move held leads to discarded/ (their summaries go with them); a running server never sends them. */
export async function discardHeld(maildir: Maildir, leads: readonly HeldLead[]): Promise<number> {
  const discarded = path.join(maildir.root, 'discarded');
  await fs.mkdir(discarded, { recursive: true, mode: 0o750 });
  const held = new HeldLeads(maildir.root);
  let moved = 0;
  for (const { name } of leads) {
    try {
      await fs.rename(path.join(maildir.review, name), path.join(discarded, name));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    await held.remove(name);
    moved += 1;
  }
  return moved;
}

/** Remove discarded leads older than DISCARD_KEEP_DAYS (by when they were discarded); how many were removed. */
export async function pruneDiscarded(maildir: Maildir, now = Date.now()): Promise<number> {
  const discarded = path.join(maildir.root, 'discarded');
  let removed = 0;
  for (const name of await fs.readdir(discarded).catch(() => [] as string[])) {
    const stat = await fs.stat(path.join(discarded, name)).catch(() => null);
    if (stat && now - stat.ctimeMs > DISCARD_KEEP_DAYS * DAY_MS) {
      await fs.rm(path.join(discarded, name), { force: true });
      removed += 1;
    }
  }
  return removed;
}
