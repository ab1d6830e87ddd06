import path from 'node:path';
import { defineConfig } from 'vitest/config';

/** Unit tests: pure logic in src/lib, the content pipeline, the server. No browser. */
export default defineConfig({
  resolve: { alias: { '@content': path.resolve(import.meta.dirname, '.generated/content') } },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'server/**/*.test.ts', 'tests/unit/**/*.test.ts', 'deploy/**/*.test.ts'],
    environment: 'node',
    // Two files at a time on two cores (Vitest's default leaves one core idle): 122 s against
    // 245 s for the suite in one session; these tests wait on builds, servers and child processes.
    maxWorkers: 2,
    globalSetup: ['tests/support/temp-root.ts', 'tests/unit/compile-content.ts'],
    // A timeout here guards against a hang; it is not a speed test. Compiles, PDFs and child
    // processes take seconds on a busy two-core machine, so the limit is generous.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
