/**
 * `npm start` / `npm run serve`: serve the built site and the API. Compiled with the site by
 * `npm run build` (to dist-server/main.js), so production runs plain JavaScript. Settings
 * come from the environment: server/config.ts for the server, contact/setup.ts for the
 * contact endpoint, its outbox and delivery.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { contactPage } from '@content/pages/contact';
import { routeIndex } from '@content/route-index';
import { site } from '@content/site';
import { exampleOriginWarning } from '../src/lib/example-origin.ts';
import { buildRoutes } from '../src/route-table.ts';
import { buildServer } from './app.ts';
import { listenProblem, serverConfigFromEnv, type ServerConfig } from './config.ts';
import { contactPageRenderer, type PageRenderer } from './contact/form-page.ts';
import { contactConfigFromEnv, setupContact, type ContactConfig } from './contact/setup.ts';
import { stopOnSignals } from './graceful-shutdown.ts';
import { serverLog } from './log.ts';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// React picks its production build from NODE_ENV when the contact page's renderer first loads it
// (imported below, after this line runs); npm start, npm run serve and a bare
// `node dist-server/main.js` set none, and a shell may have set another value.
process.env.NODE_ENV = 'production';
/** In-flight requests get this long to finish after SIGTERM before their connections are cut. */
const SHUTDOWN_GRACE_MS = 20_000;

const log = serverLog(process.env);
let config: ServerConfig;
let contactConfig: ContactConfig;
try {
  config = serverConfigFromEnv(process.env);
  contactConfig = contactConfigFromEnv(process.env, projectRoot);
} catch (error) {
  // A setting someone can fix: say which, without a stack trace.
  log.error((error as Error).message);
  process.exit(1);
}

const { routes, redirects } = buildRoutes(routeIndex);
const distDir = path.join(projectRoot, 'dist');

// The contact form posted without JavaScript is answered with the contact page rendered by the
// site's own prerender entry, which the build copies beside this file (scripts/build.ts).
const contactRoute = routes.find((route) => route.page === 'contact');
if (!contactRoute) throw new Error('The route table has no contact page');
const renderer = (await import(
  pathToFileURL(path.join(path.dirname(fileURLToPath(import.meta.url)), 'ssr/entry-server.js')).href
)) as PageRenderer & {
  preloadAllPages(pages: readonly string[]): Promise<void>;
};
await renderer.preloadAllPages(['contact']);
const renderContactPage = contactPageRenderer(fs.readFileSync(path.join(distDir, contactRoute.outFile), 'utf8'), renderer);

const contact = await setupContact(site, contactConfig, log, contactPage.form.options, { siteOrigin: site.origin, renderContactPage });

const app = await buildServer({
  distDir,
  site,
  routes,
  redirects,
  ...(log.json ? { loggerInstance: log.json } : {}),
  trustProxy: config.trustProxy,
  limits: config.limits,
  plugins: [contact.plugin],
});
// After the last request is answered: finish the message being sent, return the claims.
app.addHook('onClose', async () => {
  await contact.webhook?.close();
  await contact.worker?.close();
});
stopOnSignals(app, SHUTDOWN_GRACE_MS);

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  // "Port 3000 is in use; set PORT=…", not a stack trace.
  const problem = listenProblem(error, config);
  if (!problem) throw error;
  log.error(problem);
  process.exit(1);
}
log.info(`${site.name} site served at http://${config.host}:${config.port}`);
log.info(contact.summary);
const originWarning = exampleOriginWarning(site.origin);
if (originWarning) log.warn(`warning: ${originWarning}`);
// Sends what an earlier run left in the outbox, then whatever arrives.
void contact.worker?.start();
contact.webhook?.start();
