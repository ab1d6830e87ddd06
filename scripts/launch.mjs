/**
 * `npm run build` starts here: runs a TypeScript script (scripts/build.ts) compiled into one
 * JavaScript file, instead of through tsx's loader, because an incremental build is a few
 * seconds and loading ~100 TypeScript modules through the loader took half a second of them
 * (node -e 0: 0.06 s; node --import tsx: 0.20 s before any module; npx tsx: 0.64 s).
 *
 *   node scripts/launch.mjs scripts/build.ts [arguments...]
 *
 * The compiled file is kept in .cache/launch/ with the hash of every source file esbuild read
 * for it, and compiled again (in ~50 ms) when any of them changed or is gone. Packages stay
 * imports of node_modules. Each module's `import.meta.url` and `import.meta.dirname` are
 * replaced by its own source file's, so paths it resolves from itself (the project root,
 * worker modules, fonts) are the same as under tsx, and a module's "run me as a command"
 * check does not fire inside the bundle. Worker threads still load their TypeScript through
 * tsx (scripts/lib/worker-entry.mjs); esbuild is the compiler Vite and tsx already use.
 *
 * One difference a bundle has: its imports of packages are evaluated before any of its own
 * code. So the entry's leading side-effect imports (`import './lib/production-env.ts';`, which
 * must set NODE_ENV before React loads) are compiled on their own and evaluated first, as they
 * are under tsx; the bundle imports those same files, so they run once.
 */
// First: an unsupported Node stops here with one line (its imports run before the others).
import './lib/supported-node.mjs';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [entryArg, ...args] = process.argv.slice(2);
if (!entryArg) {
  console.error('usage: node scripts/launch.mjs <script.ts> [arguments...]');
  process.exit(2);
}
const entry = path.resolve(entryArg);
const name = path.relative(projectRoot, entry).replace(/[^a-zA-Z0-9]+/g, '-');
const outDir = path.join(projectRoot, '.cache', 'launch');
const outFile = path.join(outDir, `${name}.mjs`);
/** The entry's side-effect imports before any other import: its setup, run first. */
const setups = leadingSideEffectImports(fs.readFileSync(entry, 'utf8')).map((specifier, index) => ({
  source: path.resolve(path.dirname(entry), specifier),
  outFile: path.join(outDir, `${name}.setup-${index}.mjs`),
}));
const inputsFile = path.join(outDir, `${name}.inputs.json`);

const hashFile = (file) => {
  try {
    return createHash('sha256').update(fs.readFileSync(file)).digest('base64url');
  } catch {
    return undefined;
  }
};

/** Whether the compiled file exists and every source it was made from is as it was. */
function upToDate() {
  if (![outFile, ...setups.map((setup) => setup.outFile)].every((file) => fs.existsSync(file))) return false;
  try {
    const inputs = JSON.parse(fs.readFileSync(inputsFile, 'utf8'));
    // The compiled code names its sources by absolute path: a project copied or moved elsewhere compiles again.
    return (
      inputs.node === process.version &&
      inputs.root === projectRoot &&
      Object.entries(inputs.files).every(([file, hash]) => hashFile(path.join(projectRoot, file)) === hash)
    );
  } catch {
    return false;
  }
}

const loaders = { '.ts': 'ts', '.mts': 'ts', '.cts': 'ts', '.tsx': 'tsx', '.js': 'js', '.mjs': 'js', '.cjs': 'js', '.jsx': 'jsx' };

/** Replaces import.meta.url/dirname/filename in our own modules by their source file's. */
const ownLocation = {
  name: 'own-import-meta',
  setup(build) {
    build.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = fs.readFileSync(args.path, 'utf8');
      const contents = source
        .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href))
        .replaceAll('import.meta.dirname', JSON.stringify(path.dirname(args.path)))
        .replaceAll('import.meta.filename', JSON.stringify(args.path));
      return { contents, loader: loaders[path.extname(args.path)] };
    });
  },
};

/** The relative specifiers of `import './x';` lines at the top of a module, before any other import. */
function leadingSideEffectImports(source) {
  const specifiers = [];
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  for (const line of code
    .split('\n')
    .map((text) => text.trim())
    .filter(Boolean)) {
    const match = /^import\s+['"](\.{1,2}\/[^'"]+)['"];?$/.exec(line);
    if (!match) break;
    specifiers.push(match[1]);
  }
  return specifiers;
}

/** Imports of a setup module from the bundle become imports of its compiled file. */
const compiledSetups = {
  name: 'compiled-setups',
  setup(build) {
    build.onResolve({ filter: /^\./ }, (args) => {
      const setup = setups.find((candidate) => candidate.source === path.resolve(args.resolveDir, args.path));
      return setup && args.importer !== setup.source ? { path: pathToFileURL(setup.outFile).href, external: true } : undefined;
    });
  },
};

async function compile() {
  const { build } = await import('esbuild');
  // Chunks are named by their hash: those of an earlier compile would pile up.
  fs.rmSync(path.join(outDir, `${name}-chunks`), { recursive: true, force: true });
  const common = {
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: `node${process.versions.node.split('.')[0]}`,
    packages: 'external',
    metafile: true,
    logLevel: 'warning',
    absWorkingDir: projectRoot,
  };
  const results = await Promise.all([
    ...setups.map((setup) => build({ ...common, entryPoints: [setup.source], outfile: setup.outFile, plugins: [ownLocation] })),
    // Split, so what the script imports only when it needs it (Vite, the share-image and PDF
    // renderers) stays a chunk of its own, loaded then.
    build({
      ...common,
      entryPoints: { [name]: entry },
      outdir: outDir,
      splitting: true,
      chunkNames: `${name}-chunks/[name]-[hash]`,
      outExtension: { '.js': '.mjs' },
      plugins: [compiledSetups, ownLocation],
    }),
  ]);
  const sources = new Set(results.flatMap((result) => Object.keys(result.metafile.inputs)));
  const files = Object.fromEntries([...sources].map((file) => [file, hashFile(path.join(projectRoot, file))]));
  fs.writeFileSync(inputsFile, JSON.stringify({ node: process.version, root: projectRoot, files }));
}

if (!upToDate()) await compile();
// The script sees the command line it would have under tsx: itself, then its arguments.
process.argv = [process.argv[0], entry, ...args];
for (const setup of setups) await import(pathToFileURL(setup.outFile).href);
await import(pathToFileURL(outFile).href);
