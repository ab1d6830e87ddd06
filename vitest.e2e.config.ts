import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * The e2e files that build, copy or start a whole project of their own (a copy's `npm run build`,
 * `npm start`, the dev server, nginx, the editor): each keeps both cores busy for a minute or
 * more, which slows every browser step running beside it past its bounds.
 */
const ownProject = [
  'tests/e2e/content-preview-workflow.test.ts',
  'tests/e2e/deploy-open-tabs.test.ts',
  'tests/e2e/dev-server.test.ts',
  'tests/e2e/editor-attacks.test.ts',
  'tests/e2e/editor.test.ts',
  'tests/e2e/marketer-edit.test.ts',
  'tests/e2e/new-collection.test.ts',
  'tests/e2e/newcomer.test.ts',
  'tests/e2e/nginx-deploy.test.ts',
  'tests/e2e/pagination.test.ts',
  'tests/e2e/server-log.test.ts',
  'tests/e2e/start.test.ts',
];

/**
 * `npm run test:e2e` runs the suite in two parts (E2E_PART): `site`, the browser tests against
 * the suite's one server, two files at a time (one per core); then `own`, the files above, one
 * at a time. Without E2E_PART (a file named on the command line), every file, one at a time.
 * Vitest's projects with a group order would do the same in one run, but each project ran the
 * global setup of its own, and the browsers of the first failed to start.
 */
const part = process.env.E2E_PART;

/** End-to-end tests: the built site served by the real server, driven in Debian's Chromium. */
export default defineConfig({
  resolve: { alias: { '@content': path.resolve(import.meta.dirname, '.generated/content') } },
  test: {
    include: part === 'own' ? ownProject : ['tests/e2e/**/*.test.ts'],
    exclude: part === 'site' ? ownProject : [],
    globalSetup: ['tests/support/temp-root.ts', 'tests/e2e/global-setup.ts'],
    maxWorkers: part === 'site' ? 2 : 1,
    fileParallelism: part === 'site',
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
