import path from 'node:path';
import { defineConfig } from 'vitest/config';

/** Unit tests: pure logic in src/lib, the content pipeline, the server. No browser. */
export default defineConfig({
  resolve: { alias: { '@content': path.resolve(import.meta.dirname, '.generated/content') } },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'server/**/*.test.ts', 'tests/unit/**/*.test.ts'],
    environment: 'node',
  },
});
