/**
 * The server's health, at three addresses for three callers (docs/operations.md, "Health"):
 * - GET /livez, for a load balancer and an orchestrator's liveness and readiness probes: 200
 *   while the process answers, which is while it serves pages. Leads being stuck is no reason to
 *   take a backend out of service: pages would go with it, on every backend at once.
 * - GET /readyz (and /healthz, its older name), for a monitor that pages a person: whether leads
 *   are accepted and reach sales, with the reasons:
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
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { OutboxSize } from './caps.ts';
import { Maildir } from './maildir.ts';
import { outboxStatus } from './outbox-status.ts';

export const LIVE_PATH = '/livez';
export const READY_PATH = '/readyz';
export const HEALTH_PATH = '/healthz';
/** Every health address: the Node server answers them, nginx passes them on, content may not take them. */
export const HEALTH_PATHS = [LIVE_PATH, READY_PATH, HEALTH_PATH] as const;

export interface HealthOptions {
  outboxDir: string;
  /** Free bytes on the outbox's disk (disk-space.ts). */
  freeBytes: () => Promise<number>;
  minFreeBytes: number;
  /** The delivery worker's last success; absent when there is no SMTP server to deliver to. */
  delivery: { lastSuccessAt: Date | null } | null;
  /** With delivery: a lead waiting longer than this makes the answer 503 (900 by default). */
  maxQueueAgeSeconds?: number;
  /** The held leads' budget (HELD_MAX_MB, caps.ts), whose use the details report; 0 or absent: none. */
  heldMaxBytes?: number;
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
    const heldSize = new OutboxSize(options.outboxDir, options.heldMaxBytes ?? 0);
    app.get(LIVE_PATH, async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { status: 'ok' };
    });
    const ready = async (request: FastifyRequest, reply: FastifyReply) => {
      const problem = await cannotWrite(maildir, options);
      const status = await outboxStatus(maildir, { details: false });
      const lagging = problem ? null : notDelivering(status, options);
      const state = problem ? 'unavailable' : lagging ? 'degraded' : 'ok';
      reply.code(state === 'ok' ? 200 : 503).header('Cache-Control', 'no-store');
      if (!mayReadDetails(request.ip, 0)) return { status: state };
      const freeBytes = await options.freeBytes().catch(() => null);
      const heldBytes = await heldSize.bytes();
      const megabytes = (bytes: number) => Math.round((bytes / 2 ** 20) * 10) / 10;
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
        // Held leads (no proof of work: bots among them) against their budget: once full, new posts without a proof get a 503.
        held: { megabytes: megabytes(heldBytes), maxMegabytes: heldSize.maxBytes > 0 ? megabytes(heldSize.maxBytes) : null },
        delivery: options.delivery
          ? { smtp: true, lastSuccessAt: options.delivery.lastSuccessAt?.toISOString() ?? null }
          : { smtp: false, lastSuccessAt: null },
      };
    };
    app.get(READY_PATH, ready);
    app.get(HEALTH_PATH, ready);
  };
}
