/**
 * The editor (Decap CMS and its local-git server, scripts/editor/decap/package.json) is not
 * part of the project's install: it is 277 MB of node_modules that building, testing and
 * serving the site never use. `npm run edit` runs this first: it installs them into
 * scripts/editor/decap/node_modules with `npm ci` from their own lockfile when they are
 * missing or the lockfile changed, and otherwise does nothing (as scripts/bench/install.mjs).
 * Its .npmrc sets legacy-peer-deps: React comes from the project, one copy for the editor and
 * the previews.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { installOwnPackages } from '../lib/own-packages.mjs';

installOwnPackages({
  dir: path.join(path.dirname(fileURLToPath(import.meta.url)), 'decap'),
  prefix: 'edit',
  what: 'the editor',
  detail: 'the editor (Decap CMS)',
});
