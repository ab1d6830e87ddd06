/**
 * `npm run deploy -- /var/www/translytix`: the "copy" of build, copy, reload. Copies the built
 * site (dist/) into the folder nginx serves, so that no visitor meets a page whose files are
 * not there yet: new and changed files are written beside their old versions and renamed into
 * place (each one whole), everything else before the pages, the pages next, and files the new
 * build no longer has are removed last, but for the hashed files of the last deploys, which
 * pages open in a tab may still load (deploy-ledger.ts). Only that folder must be writable,
 * not its parent.
 *
 * It refuses a build whose origin is an example domain (the sample content's), whose links
 * would point nowhere, unless ALLOW_EXAMPLE_ORIGIN=1 says it is on purpose. `--check` only
 * checks (for a static host, whose own command uploads dist/).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isExampleOrigin } from '../src/lib/example-origin.ts';
import { filesUnder } from './build-cache.ts';
import { deployNotice, isRulesFile, RULES_IN_DIST } from './nginx-rules.ts';
import { DEPLOY_LEDGER, retainedAssets } from './deploy-ledger.ts';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The origin the build in `distDir` was made for, as its robots.txt names its sitemap. */
export function builtOrigin(distDir: string): string {
  const robots = path.join(distDir, 'robots.txt');
  if (!fs.existsSync(robots)) throw new Error(`${distDir} holds no built site: run "npm run build" first.`);
  const sitemap = /^Sitemap:\s*(\S+)\/sitemap\.xml\s*$/m.exec(fs.readFileSync(robots, 'utf8'))?.[1];
  if (!sitemap) throw new Error(`${robots} names no sitemap: run "npm run build" again.`);
  return sitemap;
}

/** Why this build must not be published, or null when it may be. */
export function refusal(distDir: string, env: NodeJS.ProcessEnv): string | null {
  const origin = builtOrigin(distDir);
  if (isExampleOrigin(origin) && env.ALLOW_EXAMPLE_ORIGIN !== '1') {
    return `deploy: refused: this build is for ${origin}, an example domain (content/site.yaml, origin:). Set origin: to the site's real address and run "npm run build" again; or, to publish it anyway on purpose, run with ALLOW_EXAMPLE_ORIGIN=1.`;
  }
  return null;
}

const sameBytes = (a: string, b: string) =>
  fs.existsSync(b) &&
  fs.statSync(a).size === fs.statSync(b).size &&
  createHash('sha1').update(fs.readFileSync(a)).digest('hex') === createHash('sha1').update(fs.readFileSync(b)).digest('hex');

/** Copies distDir into target as described above; returns how many files were written and removed. */
export function deploy(distDir: string, target: string): { written: number; removed: number; unchanged: number; kept: number } {
  fs.mkdirSync(target, { recursive: true });
  // nginx's rules (dist/_host/) never go to the served folder, which nginx must not read
  // configuration from; root installs them (npm run nginx:rules). An earlier deploy's copy goes.
  fs.rmSync(path.join(target, RULES_IN_DIST), { recursive: true, force: true });
  const files = filesUnder(distDir).filter((file) => !isRulesFile(file));
  // Pages (and their compressed copies) go after the files they load.
  const isPage = (file: string) => /\.html(\.br|\.gz)?$/.test(file);
  const ordered = [...files.filter((file) => !isPage(file)), ...files.filter(isPage)];
  let written = 0;
  let unchanged = 0;
  for (const file of ordered) {
    const from = path.join(distDir, file);
    const to = path.join(target, file);
    if (sameBytes(from, to)) {
      unchanged++;
      continue;
    }
    fs.mkdirSync(path.dirname(to), { recursive: true });
    const partial = `${to}.deploying-${process.pid}`;
    fs.copyFileSync(from, partial);
    fs.renameSync(partial, to);
    written++;
  }
  const kept = new Set(files);
  const present = filesUnder(target).filter((file) => file !== DEPLOY_LEDGER);
  // Hashed files of earlier deploys stay for a while, for pages still open in a tab.
  const retained = retainedAssets(target, files, present);
  const stale = present.filter((file) => !kept.has(file) && !retained.keep.has(file));
  for (const file of stale) fs.rmSync(path.join(target, file), { force: true });
  // Folders left empty by removed pages go too.
  const dirs = [...new Set(stale.map((file) => path.dirname(file)))].sort((a, b) => b.length - a.length);
  for (const dir of dirs) {
    for (let current = dir; current !== '.' && current !== ''; current = path.dirname(current)) {
      const full = path.join(target, current);
      if (!fs.existsSync(full) || fs.readdirSync(full).length > 0) break;
      fs.rmdirSync(full);
    }
  }
  retained.save();
  return { written, removed: stale.length, unchanged, kept: retained.keep.size };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const args = process.argv.slice(2);
  const check = args.includes('--check');
  const target = args.find((arg) => !arg.startsWith('--'));
  const distDir = path.join(projectRoot, 'dist');
  try {
    const refused = refusal(distDir, process.env);
    if (refused) {
      console.error(refused);
      process.exit(1);
    }
    if (check) {
      console.log(`deploy: dist/ may be published (origin ${builtOrigin(distDir)})`);
    } else {
      if (!target)
        throw new Error(
          'deploy: name the folder your web server serves, e.g. npm run deploy -- /var/www/translytix (or --check to check only)',
        );
      const removedOldCopy = fs.existsSync(path.join(path.resolve(target), RULES_IN_DIST));
      const result = deploy(distDir, path.resolve(target));
      console.log(
        `deploy: ${result.written} files written, ${result.removed} removed, ${result.unchanged} unchanged, ${result.kept} of earlier deploys kept for open pages in ${path.resolve(target)}`,
      );
      for (const note of deployNotice({ distDir, served: path.resolve(target), env: process.env, removedOldCopy })) console.log(note);
    }
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
