/**
 * Starts the built site with `npm start` on a free loopback port for the whole e2e run and
 * hands its address to the tests. The build itself runs before (npm test does it).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startSite } from '../../scripts/lib/site-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    outboxDir: string;
  }
}

export default async function setup(project: TestProject) {
  // A private outbox, so tests can read what the contact endpoint stored.
  const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'translytix-e2e-outbox-'));
  // Every test's leads come from one address (loopback): no daily cap and no per-minute limit
  // across the whole suite (the limits' own tests use servers of their own).
  const site = await startSite({ env: { MAIL_OUTBOX: outboxDir, CONTACT_DAILY_LIMIT: '0', CONTACT_RATE_LIMIT: '100000' } });
  project.provide('baseURL', site.baseURL);
  project.provide('outboxDir', outboxDir);
  return async () => {
    await site.stop();
    fs.rmSync(outboxDir, { recursive: true, force: true });
  };
}
