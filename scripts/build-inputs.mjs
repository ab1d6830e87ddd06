/**
 * What is code to the build: a change to any byte of these makes the next build cold
 * (build-cache.ts codeHash), and `npm start` rebuilds when one of them, or content/, is newer
 * than the last build (start.mjs). Plain JavaScript, so start.mjs reads it without TypeScript.
 */
export const CODE_PATHS = [
  'src',
  'scripts',
  'server',
  'public',
  'index.html',
  'package.json',
  'package-lock.json',
  'vite.config.ts',
  'tsconfig.json',
];
