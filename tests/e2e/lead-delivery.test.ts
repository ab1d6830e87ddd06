/**
 * A lead's whole way out, on a server of its own: from the form in Chromium to a real SMTP
 * sink and a local CRM webhook receiver (signed, retried after a 500); and /healthz
 * degrading when leads wait too long, its details to loopback only. All on 127.0.0.1.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { site } from '@content/site';
import { contactPage } from '@content/pages/contact';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite, type RunningSite } from '../../scripts/lib/site-server';
import { verifyWebhook, type LeadEvent } from '../../server/contact/webhook';
import { startSmtpSink, type SmtpSink } from '../../server/contact/test-support';
import { launchBrowserForFile, openPage } from './support/browser';
import { fillForm, leadFields } from './support/contact-form';

const secret = 'e2e-webhook-secret-0123456789abcdef';
const browser = await launchBrowserForFile();
const dirs: string[] = [];
const stops: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const stop of stops.reverse()) await stop();
  await browser.close();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

const outboxDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'translytix-e2e-leads-'));
  dirs.push(dir);
  return dir;
};

describe("a visitor's lead, to sales' inbox and the CRM", () => {
  let smtp: SmtpSink;
  let served: RunningSite;
  const hooks: { body: string; signature: string | undefined; timestamp: string | undefined; status: number }[] = [];

  beforeAll(async () => {
    smtp = await startSmtpSink();
    stops.push(() => smtp.close());
    // The CRM answers the first POST with a 500, then accepts.
    const receiver = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      request.on('end', () => {
        const status = hooks.length === 0 ? 500 : 200;
        hooks.push({
          body,
          signature: request.headers['x-signature-sha256'] as string | undefined,
          timestamp: request.headers['x-signature-timestamp'] as string | undefined,
          status,
        });
        response.writeHead(status).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    stops.push(() => new Promise<void>((resolve) => receiver.close(() => resolve())));
    served = await startSite({
      env: {
        MAIL_OUTBOX: outboxDir(),
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        LEAD_WEBHOOK_URL: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/crm`,
        LEAD_WEBHOOK_SECRET: secret,
        LEAD_WEBHOOK_RETRY_S: '1',
      },
    });
    stops.push(() => served.stop());
  });

  it('reaches the SMTP sink once per recipient and the webhook once, signed, after a retry', async () => {
    const lastName = `Crm${Date.now()}`;
    const { page } = await openPage(browser, '/contact', { baseURL: served.baseURL });
    await fillForm(page, lastName);
    await page.getByRole('button', { name: site.actions.demo }).click();
    await page.getByRole('heading', { level: 1, name: contactPage.thankYou.heading }).waitFor();

    const mine = () => smtp.messages.filter((mail) => mail.subject === `New Contact Inquiry from Asha ${lastName}`);
    await expect.poll(() => mine().length, { timeout: 30_000 }).toBe(site.contactRecipients.length);
    expect(
      mine()
        .map((mail) => (mail.to as { value: { address: string }[] }).value[0]!.address)
        .sort(),
    ).toEqual([...site.contactRecipients].sort());

    await expect.poll(() => hooks.filter((hook) => hook.status === 200).length, { timeout: 30_000 }).toBe(1);
    expect(hooks.map((hook) => hook.status)).toEqual([500, 200]);
    for (const hook of hooks) expect(verifyWebhook({ ...hook, secret })).toBe(true);
    const event = JSON.parse(hooks[1]!.body) as LeadEvent;
    expect(event.fields).toMatchObject({ ...leadFields(lastName), budget: '' });
    expect(hooks[0]!.body).toBe(hooks[1]!.body);
    await page.context().close();
  });
});

describe("bots filling the held leads' budget", () => {
  it('refuse only posts without a proof: a real lead through the browser is accepted and reaches the SMTP sink', async () => {
    const smtp = await startSmtpSink();
    stops.push(() => smtp.close());
    // The budget already full: held leads (bots' posts without a proof) take 2 MB of a 1 MB budget.
    const outbox = outboxDir();
    fs.mkdirSync(path.join(outbox, 'review'), { recursive: true });
    fs.writeFileSync(path.join(outbox, 'review', '1700000000.M1R1P1Q1.bot'), Buffer.alloc(2 * 2 ** 20));
    const served = await startSite({ env: { MAIL_OUTBOX: outbox, SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, HELD_MAX_MB: '1' } });
    stops.push(() => served.stop());

    const bot = await fetch(`${served.baseURL}/api/send_email/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: served.baseURL },
      body: JSON.stringify({ recipient: site.contactRecipients[0], website: '', ...leadFields('Bot') }),
    });
    expect(bot.status).toBe(503);
    expect(await bot.json()).toMatchObject({ error: 'held_over_capacity' });
    const health = (await (await fetch(`${served.baseURL}/readyz`)).json()) as { held: { megabytes: number; maxMegabytes: number } };
    expect(health.held).toEqual({ megabytes: 2, maxMegabytes: 1 });

    const lastName = `Real${Date.now()}`;
    const { page } = await openPage(browser, '/contact', { baseURL: served.baseURL });
    await fillForm(page, lastName);
    await page.getByRole('button', { name: site.actions.demo }).click();
    await page.getByRole('heading', { level: 1, name: contactPage.thankYou.heading }).waitFor();
    await page.context().close();
    const mine = () => smtp.messages.filter((mail) => mail.subject === `New Contact Inquiry from Asha ${lastName}`);
    await expect.poll(() => mine().length, { timeout: 30_000 }).toBe(site.contactRecipients.length);
  });
});

describe('/healthz, /readyz and /livez', () => {
  it('/healthz and /readyz degrade to 503 when the oldest waiting lead is older than HEALTH_MAX_QUEUE_AGE_S (strangers read the status alone); /livez stays 200', async () => {
    // An SMTP server that is not there: the lead waits in new/.
    const served = await startSite({ env: { MAIL_OUTBOX: outboxDir(), SMTP_URL: 'smtp://127.0.0.1:9', HEALTH_MAX_QUEUE_AGE_S: '2' } });
    stops.push(() => served.stop());
    const health = async (headers: Record<string, string> = {}) => {
      const response = await fetch(`${served.baseURL}/healthz`, { headers });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    expect(await health()).toMatchObject({ status: 200, body: { status: 'ok' } });

    const lastName = `Waiting${Date.now()}`;
    const { page } = await openPage(browser, '/contact', { baseURL: served.baseURL });
    await fillForm(page, lastName);
    await page.getByRole('button', { name: site.actions.demo }).click();
    await page.getByRole('heading', { level: 1, name: contactPage.thankYou.heading }).waitFor();
    await page.context().close();

    await expect.poll(async () => (await health()).status, { timeout: 30_000 }).toBe(503);
    const local = await health();
    expect(local.body).toMatchObject({ status: 'degraded', error: 'leads_delayed', outbox: { waiting: site.contactRecipients.length } });
    // Through a proxy, for a client that is not loopback: the status alone.
    expect(await health({ 'x-forwarded-for': '203.0.113.9' })).toEqual({ status: 503, body: { status: 'degraded' } });
    // /readyz says the same; /livez, what a load balancer calls, keeps the backend in service: pages are served.
    expect((await fetch(`${served.baseURL}/readyz`)).status).toBe(503);
    const live = await fetch(`${served.baseURL}/livez`);
    expect([live.status, await live.json()]).toEqual([200, { status: 'ok' }]);
    expect((await fetch(`${served.baseURL}/`)).status).toBe(200);
  });
});

describe('an outbox that cannot be written at start', () => {
  it("serves pages, refuses the visitor's lead with the form's message (answers kept), says unavailable at /healthz, and names the folder in one log line", async () => {
    // MAIL_OUTBOX under a regular file: as root, the ENOTDIR a non-root user meets as EACCES.
    const base = outboxDir();
    fs.writeFileSync(path.join(base, 'a-file'), '');
    const unwritable = path.join(base, 'a-file', 'outbox');
    const served = await startSite({ env: { MAIL_OUTBOX: unwritable } });
    stops.push(() => served.stop());

    const home = await fetch(`${served.baseURL}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<h1');
    const lines = served.output().split('\n');
    expect(lines.filter((line) => line.includes(`the outbox ${unwritable} cannot be written`))).toEqual([
      expect.stringMatching(/ENOTDIR.*pages are served, demo requests get 503/),
    ]);
    expect(served.output()).not.toMatch(/^\s+at /m);

    const lastName = `Unwritable${Date.now()}`;
    const { page } = await openPage(browser, '/contact', { baseURL: served.baseURL });
    await fillForm(page, lastName);
    await page.getByRole('button', { name: site.actions.demo }).click();
    await page.getByText(contactPage.form.errorMessage.slice(0, 40)).first().waitFor();
    expect(await page.getByLabel(/^Last Name/).inputValue()).toBe(lastName);
    await page.context().close();

    const health = await fetch(`${served.baseURL}/healthz`);
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ status: 'unavailable', error: 'outbox_unavailable' });
  });
});
