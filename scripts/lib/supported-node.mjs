/**
 * The Node.js this project supports is the major in .nvmrc (an LTS; CI runs on it). `npm start`
 * and `npm run build` import this first, so an older Node stops them with one line that says
 * what to do, instead of failing later on an API it lacks. Newer majors are let through: they
 * are not tested, but nothing is known to break on them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const nvmrc = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../.nvmrc');

/** The supported major, from .nvmrc; undefined where the file is not shipped. */
export function supportedMajor() {
  try {
    return Number(fs.readFileSync(nvmrc, 'utf8').trim().replace(/^v/, '').split('.')[0]) || undefined;
  } catch {
    return undefined;
  }
}

/** Why `version` (like "22.12.0") cannot run the site, or null when it can. */
export function nodeVersionProblem(version, wanted = supportedMajor()) {
  const major = Number(version.split('.')[0]);
  if (wanted === undefined || major >= wanted) return null;
  return (
    `TranslytiX needs Node.js ${wanted} (LTS), found ${version}. Switch with "nvm use" or "fnm use" (they read .nvmrc), ` +
    `or run the command through scripts/with-node.sh, which fetches Node ${wanted} from the npm registry: scripts/with-node.sh npm start`
  );
}

const problem = nodeVersionProblem(process.versions.node);
if (problem) {
  console.error(problem);
  process.exit(1);
}
