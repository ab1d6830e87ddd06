/**
 * `npm start` / `npm run serve`: serve the built site. PORT (default 3000) and HOST
 * (default 127.0.0.1) choose where it listens. TRUST_PROXY says whose X-Forwarded-For to
 * believe (default "loopback": a reverse proxy on this machine); the contact endpoint's rate
 * limit counts per client address, so trusting every proxy would let anyone pick theirs.
 * The contact endpoint reads MAIL_OUTBOX, SMTP_URL and CONTACT_RATE_LIMIT (server/contact/setup.ts).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { routeIndex } from '@content/route-index';
import { site } from '@content/site';
import { buildRoutes } from '../src/route-table.ts';
import { buildServer } from './app.ts';
import { contactConfigFromEnv, setupContact } from './contact/setup.ts';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';

/** "true", "false", or proxy addresses/ranges such as "loopback" or "10.0.0.0/8,127.0.0.1". */
function trustProxyFromEnv(value = 'loopback'): boolean | string[] {
  if (value === 'true' || value === 'false') return value === 'true';
  return value.split(',').map((entry) => entry.trim()).filter(Boolean);
}

const contact = await setupContact(site, contactConfigFromEnv(process.env, projectRoot), {
  info: (message) => console.log(message),
  warn: (message) => console.warn(message),
  error: (message) => console.error(message),
});

const { routes, redirects } = buildRoutes(routeIndex);
const app = await buildServer({
  distDir: path.join(projectRoot, 'dist'),
  site,
  routes,
  redirects,
  logger: process.env.LOG !== 'off',
  trustProxy: trustProxyFromEnv(process.env.TRUST_PROXY),
  plugins: [contact.plugin],
});
app.addHook('onClose', async () => contact.worker?.close());

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ port, host });
console.log(`${site.name} site served at http://${host}:${port}`);
console.log(contact.summary);
// Sends what an earlier run left in the outbox, then whatever arrives.
void contact.worker?.start();
