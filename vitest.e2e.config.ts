import path from 'node:path';
import { defineConfig } from 'vitest/config';

/** End-to-end tests: the built site served by the real server, driven in Debian's Chromium. */
export default defineConfig({
  resolve: { alias: { '@content': path.resolve(import.meta.dirname, '.generated/content') } },
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    globalSetup: ['tests/support/temp-root.ts', 'tests/e2e/global-setup.ts'],
    // Two files at a time, one per core: much of a file's time is spent waiting (on a build of a
    // project copy, a server, a page's requests), so two overlap well. Each file has its own
    // browser; the shared server keeps each file's leads apart by their names.
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
