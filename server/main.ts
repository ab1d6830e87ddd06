/**
 * `npm start` / `npm run serve`: serve the built site. PORT (default 3000) and HOST
 * (default 127.0.0.1) choose where it listens.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { routeIndex } from '@content/route-index';
import { site } from '@content/site';
import { buildRoutes } from '../src/route-table.ts';
import { buildServer } from './app.ts';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';

const { routes, redirects } = buildRoutes(routeIndex);
const app = await buildServer({ distDir: path.join(projectRoot, 'dist'), site, routes, redirects, logger: process.env.LOG !== 'off' });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ port, host });
console.log(`${site.name} site served at http://${host}:${port}`);
