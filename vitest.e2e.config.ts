import path from 'node:path';
import { defineConfig } from 'vitest/config';

/** End-to-end tests: the built site served by the real server, driven in Debian's Chromium. */
export default defineConfig({
  resolve: { alias: { '@content': path.resolve(import.meta.dirname, '.generated/content') } },
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    globalSetup: ['tests/support/temp-root.ts', 'tests/e2e/global-setup.ts'],
    // One browser at a time: these machines have two cores.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
