import path from 'node:path';
import { defineConfig } from 'vitest/config';

/** End-to-end tests: the built site served by the real server, driven in Debian's Chromium. */
export default defineConfig({
  resolve: { alias: { '@content': path.resolve(import.meta.dirname, '.generated/content') } },
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    globalSetup: ['tests/support/temp-root.ts', 'tests/e2e/global-setup.ts'],
    // One file at a time. Two at a time (one per core) took the suite from about 900 s to 574 s
    // once, but under that load a browser step waited past its 30 s bound in the next run
    // (analytics.test.ts, a navigation to /contact): a suite that fails by chance is worse
    // than a slow one. Making every browser step hold under that load comes first.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
