/**
 * `npm run outbox`: what the mail outbox (MAIL_OUTBOX) holds, for a person on the server:
 * messages per folder, how long the oldest has waited, those the SMTP server refused for now
 * and when they are tried next, and every failed message with the server's last reply.
 * `npm run outbox -- --retry ID` puts a failed message back in new/ (ID as in the report, or
 * the message id the endpoint answered with); a running server sends it at its next look at
 * the outbox, within a minute. Held leads (review/: no proof of work) are listed with --held
 * and released or discarded by id or filter (held-leads-cli.ts); `--retry-webhook ID` posts a
 * failed CRM webhook job again. It reads the folders only, so it works without a server.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AttemptLog } from './attempts.ts';
import { Maildir } from './maildir.ts';
import { outboxStatus, type OutboxStatus } from './outbox-status.ts';
import { HeldLeads } from './review-digest.ts';
import { contactConfigFromEnv } from './setup.ts';
import { WebhookQueue } from './webhook.ts';
import {
  chooseHeld,
  discardHeld,
  DISCARD_KEEP_DAYS,
  hasFilter,
  heldLine,
  parseHeldFilter,
  pruneDiscarded,
  refusal,
  type HeldFilter,
} from './held-leads-cli.ts';

/** "45 s", "12 min", "3 h 5 min", "2 d 4 h". */
export function formatAge(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ${minutes % 60} min`;
  return `${Math.floor(hours / 24)} d ${hours % 24} h`;
}

export function outboxReport(outboxDir: string, status: OutboxStatus, webhookFailed: readonly string[] = []): string {
  const lines = [
    `Outbox ${outboxDir}`,
    `  waiting    ${status.waiting}${status.oldestWaitingSeconds === null ? '' : ` (the oldest for ${formatAge(status.oldestWaitingSeconds)})`}`,
    `  sending    ${status.sending}`,
    `  delivered  ${status.delivered}`,
    `  failed     ${status.failed}`,
    `  held       ${status.held}${status.held > 0 ? ' (for review: list with --held; --release or --discard IDs or filters, --dry-run first)' : ''}`,
  ];
  if (status.heldNames.length > 0) {
    lines.push('', "Held for review (sent without the browser's proof of work):");
    for (const name of status.heldNames) lines.push(`  ${name}`);
  }
  if (status.refusedForNow.length > 0) {
    lines.push('', 'Refused by the SMTP server for now, tried again later:');
    for (const { name, record } of status.refusedForNow) {
      lines.push(
        `  ${name}: ${record.attempts} attempt(s), next at ${record.nextAttemptAt ?? 'the next look'}; last reply: ${record.lastReply}`,
      );
    }
  }
  if (status.failedMessages.length > 0) {
    lines.push('', 'Failed (send one again with: npm run outbox -- --retry ID):');
    for (const message of status.failedMessages) {
      lines.push(
        `  ${message.name}: ${message.attempts} attempt(s)${message.failedAt ? `, failed at ${message.failedAt}` : ''}; ${message.reason}`,
      );
    }
  }
  if (webhookFailed.length > 0) {
    lines.push('', 'CRM webhook jobs that failed (send one again with: npm run outbox -- --retry-webhook ID, or --retry-webhook-all):');
    for (const id of webhookFailed) lines.push(`  ${id}`);
  }
  return lines.join('\n');
}

/** Move failed message `id` (its file name, or the id it was answered with) back to new/. */
export async function retryFailedMessage(maildir: Maildir, id: string): Promise<string | null> {
  const names = fs.existsSync(maildir.failed) ? fs.readdirSync(maildir.failed) : [];
  const name = names.find((candidate) => candidate === id || candidate.startsWith(`${id}.`));
  if (!name || !(await maildir.retryFailed(name))) return null;
  // A fresh start: its next refusal counts from now.
  await new AttemptLog(maildir.root).remove(name);
  return name;
}

/**
 * Release held lead `id` (its file name, or the id it was answered with) to sales: review/ to
 * new/, and, with a CRM webhook (`webhook` set), its job, written first.
 */
export async function releaseHeldLead(maildir: Maildir, id: string, webhook: WebhookQueue | null): Promise<string | null> {
  const name = (await maildir.listReview()).find((candidate) => candidate === id || candidate.startsWith(`${id}.`));
  if (!name) return null;
  const summary = await new HeldLeads(maildir.root).get(name);
  if (webhook && summary?.webhook && summary.values) {
    await webhook.enqueue({ id: name.split('.').slice(0, 2).join('.'), receivedAt: summary.receivedAt, fields: summary.values });
  }
  return (await maildir.releaseHeld(name)) ? name : null;
}

/** The folder holding package.json above this file (it runs from server/ and from dist-server/). */
function projectRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!fs.existsSync(path.join(dir, 'package.json')) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  return dir;
}

async function main(args: string[]): Promise<number> {
  const { outboxDir, webhook: webhookConfig } = contactConfigFromEnv(process.env, projectRoot());
  if (!fs.existsSync(outboxDir)) {
    console.error(`There is no outbox at ${outboxDir} (MAIL_OUTBOX): nothing was stored there yet.`);
    return 1;
  }
  const maildir = new Maildir(outboxDir);
  const webhook = webhookConfig ? await new WebhookQueue(outboxDir).open() : null;
  await pruneDiscarded(maildir);
  if (args.includes('--held')) {
    const leads = await chooseHeld(maildir, 'all');
    console.log(`${leads.length} held lead(s), oldest first (id, received, name, company, e-mail domain, first words):`);
    for (const lead of leads) console.log(heldLine(lead));
    return 0;
  }
  for (const [command, verb] of [
    ['--release', 'release'],
    ['--release-all', 'release'],
    ['--discard', 'discard'],
  ] as const) {
    if (!args.includes(command)) continue;
    const all = command === '--release-all';
    const filter = all ? 'all' : parseHeldFilter(args, command);
    const leads = await chooseHeld(maildir, filter);
    const refused = refusal(leads, args, verb, all || hasFilter(filter as HeldFilter));
    if (refused) {
      console.error(refused);
      return 1;
    }
    if (args.includes('--dry-run')) {
      console.log(`Would ${verb} ${leads.length} held lead(s) (nothing done: --dry-run):`);
      for (const lead of leads) console.log(heldLine(lead));
      return 0;
    }
    let done = 0;
    if (verb === 'discard') done = await discardHeld(maildir, leads);
    else for (const lead of leads) if (await releaseHeldLead(maildir, lead.name, webhook)) done += 1;
    console.log(
      verb === 'discard'
        ? `${done} held lead(s) moved to discarded/, kept ${DISCARD_KEEP_DAYS} days; a running server never sends them.`
        : `${done} held lead(s) released to new/; a running server sends them at its next look at the outbox (within a minute).`,
    );
    return 0;
  }
  if (args.includes('--retry-webhook') || args.includes('--retry-webhook-all')) {
    const queue = await new WebhookQueue(outboxDir).open();
    const all = args.includes('--retry-webhook-all');
    const ids = all ? await queue.listFailed() : [args[args.indexOf('--retry-webhook') + 1]];
    if (!all && !ids[0]) {
      console.error('Say which lead: npm run outbox -- --retry-webhook ID (or --retry-webhook-all)');
      return 1;
    }
    let sent = 0;
    for (const id of ids) if (id && (await queue.retryFailed(id))) sent += 1;
    if (!all && sent === 0) {
      console.error(`webhook/failed/ holds no job for lead ${ids[0]}. Run "npm run outbox" to see the failed ones.`);
      return 1;
    }
    console.log(`${sent} CRM webhook job(s) back in webhook/pending/; a running server posts them at its next look (within a minute).`);
    return 0;
  }
  const retry = args.indexOf('--retry');
  if (retry !== -1) {
    const id = args[retry + 1];
    if (!id) {
      console.error('Say which message: npm run outbox -- --retry ID');
      return 1;
    }
    const name = await retryFailedMessage(maildir, id);
    if (!name) {
      console.error(`failed/ holds no message ${id}. Run "npm run outbox" to see the failed ones.`);
      return 1;
    }
    console.log(`${name} is back in new/; a running server sends it at its next look at the outbox (within a minute).`);
    return 0;
  }
  const webhookFailed = await new WebhookQueue(outboxDir).listFailed();
  console.log(outboxReport(outboxDir, await outboxStatus(maildir, { details: true }), webhookFailed));
  return 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error((error as Error).message);
      process.exit(1);
    },
  );
}
