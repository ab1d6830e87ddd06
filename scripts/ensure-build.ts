/**
 * Before `npm start`: build the site when dist/ is missing or older than the sources, so
 * `npm install && npm start` works on a fresh clone.
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { projectRoot } from './content/compile.ts';

function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...fs.readdirSync(target).map((name) => newestMtime(path.join(target, name))));
}

const builtAt = fs.existsSync(path.join(projectRoot, 'dist/404.html')) ? fs.statSync(path.join(projectRoot, 'dist/404.html')).mtimeMs : 0;
const sourcesAt = Math.max(...['content', 'src', 'public', 'index.html', 'scripts'].map((name) => newestMtime(path.join(projectRoot, name))));
if (builtAt < sourcesAt) {
  console.log(builtAt === 0 ? 'No build yet: building the site first.' : 'Sources changed since the last build: rebuilding.');
  execSync('npm run build', { cwd: projectRoot, stdio: 'inherit' });
}
