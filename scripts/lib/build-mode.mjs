/**
 * What dist/ holds, recorded by the build beside the compiled server (which is not served):
 * its mode, "live" (what visitors may see) or "preview" (drafts and scheduled entries, a
 * Preview banner and noindex on every page), and the day its publication dates were compared
 * with. `npm start` reads the mode so a preview is never served as the live site;
 * `npm run publish-due` reads the day to tell which scheduled entries have come due since.
 * Plain JavaScript: scripts/start.mjs imports it without TypeScript tooling.
 */
import fs from 'node:fs';
import path from 'node:path';

/** Where the record is, relative to the project. */
export const BUILD_MODE_FILE = 'dist-server/build-mode.json';

/** @param {string} projectRoot @param {'live' | 'preview'} mode @param {string} today */
export function recordBuildMode(projectRoot, mode, today) {
  const file = path.join(projectRoot, BUILD_MODE_FILE);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify({ mode, today })}\n`);
}

/**
 * The record; undefined when the build left none (made before builds did) or it cannot be
 * read, which `npm start` and `npm run publish-due` treat as "build again".
 * @param {string} projectRoot
 * @returns {{ mode: 'live' | 'preview', today: string } | undefined}
 */
export function buildRecord(projectRoot) {
  try {
    const { mode, today } = JSON.parse(fs.readFileSync(path.join(projectRoot, BUILD_MODE_FILE), 'utf8'));
    return (mode === 'live' || mode === 'preview') && /^\d{4}-\d\d-\d\d$/.test(today) ? { mode, today } : undefined;
  } catch {
    return undefined;
  }
}

/** @param {string} projectRoot @returns {'live' | 'preview' | undefined} */
export const builtMode = (projectRoot) => buildRecord(projectRoot)?.mode;
