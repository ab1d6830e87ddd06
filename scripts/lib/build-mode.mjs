/**
 * Which kind of build dist/ holds: "live" (what visitors may see) or "preview" (drafts and
 * scheduled entries, a Preview banner and noindex on every page). The build records it beside
 * the compiled server, which is not served, and `npm start` reads it so a preview build is
 * never served as the live site. Plain JavaScript: scripts/start.mjs imports it without
 * TypeScript tooling.
 */
import fs from 'node:fs';
import path from 'node:path';

/** Where the mode is recorded, relative to the project. */
export const BUILD_MODE_FILE = 'dist-server/build-mode.json';

/** @param {string} projectRoot @param {'live' | 'preview'} mode */
export function recordBuildMode(projectRoot, mode) {
  const file = path.join(projectRoot, BUILD_MODE_FILE);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify({ mode })}\n`);
}

/**
 * The recorded mode; undefined when the build recorded none (made before builds did) or the
 * record cannot be read, which `npm start` treats as "build again".
 * @param {string} projectRoot
 * @returns {'live' | 'preview' | undefined}
 */
export function builtMode(projectRoot) {
  try {
    const { mode } = JSON.parse(fs.readFileSync(path.join(projectRoot, BUILD_MODE_FILE), 'utf8'));
    return mode === 'live' || mode === 'preview' ? mode : undefined;
  } catch {
    return undefined;
  }
}
