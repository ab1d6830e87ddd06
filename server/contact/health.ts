/**
 * GET /healthz, for a load balancer or a monitor:
 * - 503 "unavailable" when this process cannot accept leads (the outbox cannot be written, or
 *   its disk is below the free-space threshold);
 * - 503 "degraded" when leads are not reaching sales: with an SMTP server to deliver to, the
 *   oldest waiting lead is older than maxQueueAgeSeconds (HEALTH_MAX_QUEUE_AGE_S), or failed
 *   leads wait in failed/ for someone to look at them (npm run outbox);
 * - 200 "ok" otherwise.
 * The details (queue counts, free disk, last SMTP success, the reasons) go only to clients whose
 * address `detailsAllowed` accepts (loopback and HEALTH_ALLOW); everyone else gets {"status"}
 * alone, so nobody can watch their own flood take effect. Behind a proxy the address is the
 * client's as fastify's trustProxy reads it, so the proxy must set X-Forwarded-For itself.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance } from 'fastify';
import { Maildir } from './maildir.ts';
import { outboxStatus } from './outbox-status.ts';

export const HEALTH_PATH = '/healthz';

export interface HealthOptions {
  outboxDir: string;
  /** Free bytes on the outbox's disk (disk-space.ts). */
  freeBytes: () => Promise<number>;
  minFreeBytes: number;
  /** The delivery worker's last success; absent when there is no SMTP server to deliver to. */
  delivery: { lastSuccessAt: Date | null } | null;
  /** With delivery: a lead waiting longer than this makes the answer 503 (900 by default). */
  maxQueueAgeSeconds?: number;
  /** Addresses and ranges that get the details, as proxy-addr reads them (default: loopback). */
  detailsAllowed?: readonly string[];
}

/** Who gets the details: loopback always, plus HEALTH_ALLOW's addresses and ranges. */
export function healthAllowList(extra: readonly string[] = []): string[] {
  return ['loopback', ...extra];
}

/** Why leads are not reaching sales, or null: the queue too old, or failed leads waiting. */
function notDelivering(status: { oldestWaitingSeconds: number | null; failed: number }, options: HealthOptions): string | null {
  const maxAge = options.maxQueueAgeSeconds ?? 900;
  if (options.delivery && status.oldestWaitingSeconds !== null && status.oldestWaitingSeconds > maxAge) {
    return `the oldest waiting lead has waited ${status.oldestWaitingSeconds} s, more than ${maxAge} s`;
  }
  if (status.failed > 0) return `${status.failed} failed lead(s) wait in failed/ for someone to look at them (npm run outbox)`;
  return null;
}

/** Why the outbox cannot take a message now, or null when it can: a real write, not a guess. */
async function cannotWrite(maildir: Maildir, options: HealthOptions): Promise<string | null> {
  const probe = path.join(maildir.tmp, `.healthz-${process.pid}-${randomBytes(4).toString('hex')}`);
  try {
    await fs.writeFile(probe, 'ok');
  } catch (error) {
    return `the outbox cannot be written (${(error as NodeJS.ErrnoException).code ?? 'error'})`;
  } finally {
    await fs.rm(probe, { force: true }).catch(() => undefined);
  }
  if (options.minFreeBytes > 0 && (await options.freeBytes()) < options.minFreeBytes) {
    return 'the outbox disk is below its free-space threshold';
  }
  return null;
}

export function healthPlugin(options: HealthOptions): (app: FastifyInstance) => Promise<void> {
  const mayReadDetails = proxyAddr.compile(healthAllowList(options.detailsAllowed));
  return async (app) => {
    const maildir = new Maildir(options.outboxDir);
    app.get(HEALTH_PATH, async (request, reply) => {
      const problem = await cannotWrite(maildir, options);
      const status = await outboxStatus(maildir, { details: false });
      const lagging = problem ? null : notDelivering(status, options);
      const state = problem ? 'unavailable' : lagging ? 'degraded' : 'ok';
      reply.code(state === 'ok' ? 200 : 503).header('Cache-Control', 'no-store');
      if (!mayReadDetails(request.ip, 0)) return { status: state };
      const freeBytes = await options.freeBytes().catch(() => null);
      return {
        status: state,
        ...(problem ? { error: 'outbox_unavailable', message: `Leads cannot be accepted: ${problem}.` } : {}),
        ...(lagging ? { error: 'leads_delayed', message: `Leads are not reaching sales: ${lagging}.` } : {}),
        outbox: {
          waiting: status.waiting,
          sending: status.sending,
          oldestWaitingSeconds: status.oldestWaitingSeconds,
          failed: status.failed,
          delivered: status.delivered,
          freeMegabytes: freeBytes === null ? null : Math.floor(freeBytes / 2 ** 20),
        },
        delivery: options.delivery
          ? { smtp: true, lastSuccessAt: options.delivery.lastSuccessAt?.toISOString() ?? null }
          : { smtp: false, lastSuccessAt: null },
      };
    });
  };
}
