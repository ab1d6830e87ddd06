/**
 * The guides stay true to the repository they describe: every `npm run X` they write is a
 * script of package.json and every script has its line in the README's command table; every
 * repository path they write in backticks exists, and so does every entry of the folder trees;
 * every link between the guides leads to a file; every environment variable the server and
 * the scripts read is documented somewhere a reader finds it. A renamed script, a moved file or
 * a new setting fails here, naming the guide and what to fix.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

/** The guides a person reads: the README and every page of docs/ (content.md is generated, and must be true as well). */
const guides = [
  'README.md',
  ...fs
    .readdirSync(path.join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];
const scripts = Object.keys((JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts);

/** Folders of content/ that exist only once a marketer adds the first file (scripts/content/folders.ts reads them by the paths written in content). */
const createdOnFirstUse = ['content/images', 'content/videos'];
/** Paths the guides give as the name of a file someone creates (the marketer's new story, the recipe's page "x"), so they exist only as examples. */
const newFileExamples = new Set(['content/stories/spare-parts-stockouts.md', 'src/pages/x.tsx', 'content/pages/x.yaml']);
/** Where repository paths start; others (dist/, .cache/, var/, /etc/...) are made by the build, the server or the machine. */
const repositoryRoots = ['content/', 'docs/', 'src/', 'scripts/', 'server/', 'tests/', 'public/', '.ci/', '.github/', '.vscode/'];

/** Text outside fenced code blocks, and the fenced blocks themselves. */
function split(markdown: string): { prose: string; blocks: string[] } {
  const blocks: string[] = [];
  const prose = markdown.replace(/^```[^\n]*\n([\s\S]*?)^```$/gm, (_, body: string) => {
    blocks.push(body);
    return '';
  });
  return { prose, blocks };
}

function exists(relative: string): boolean {
  const clean = relative.replace(/\/$/, '');
  if (newFileExamples.has(clean)) return true;
  if (createdOnFirstUse.some((folder) => clean === folder || clean.startsWith(`${folder}/`))) return true;
  return fs.existsSync(path.join(root, clean));
}

/** Backticked spans that name a path of this repository (no placeholder, no pattern). */
function repositoryPaths(prose: string): string[] {
  return [...prose.matchAll(/`([^`\s]+)`/g)]
    .map((match) => match[1]!)
    .filter((span) => repositoryRoots.some((start) => span.startsWith(start)))
    .filter((span) => !/[<>{}*]|\.\.\.|…|node_modules/.test(span));
}

/**
 * The entries of a folder tree drawn in a code block: two spaces of indent per level, the name
 * first, its description after; a line indented past the names continues a description.
 */
function treeEntries(block: string): string[] {
  const entries: string[] = [];
  const parents: string[] = [];
  for (const line of block.split('\n')) {
    const indent = /^ */.exec(line)![0].length;
    const name = line.trim().split(/\s+/)[0]?.replace(/,$/, '');
    if (!name || indent % 2 !== 0 || indent > 10) continue;
    const depth = indent / 2;
    parents.length = depth;
    const full = [...parents, name].join('');
    // A pattern (stories/<slug>.md, *.test.ts) stands for files of its folder: check the folder.
    const literal = full.replace(/[^/]*[<*][^/]*$/, '');
    entries.push(literal);
    if (name.endsWith('/')) parents.push(name);
    else parents.push(`${name}/`);
  }
  return entries;
}

describe('the guides', () => {
  it('write only npm scripts that package.json has', () => {
    const wrong = guides.flatMap((guide) =>
      [...read(guide).matchAll(/npm run (?:--silent )?([a-z][\w-]*(?::[\w-]+)*)/g)]
        .map((match) => match[1]!)
        .filter((name) => !scripts.includes(name))
        .map((name) => `${guide}: "npm run ${name}" is no script of package.json; write one of: ${scripts.join(', ')}`),
    );
    expect(wrong).toEqual([]);
  });

  it("give every npm script its line in the README's command table", () => {
    const readme = read('README.md');
    const table = readme.slice(readme.indexOf('## Commands'), readme.indexOf('\n## ', readme.indexOf('## Commands') + 1));
    const rows = [...table.matchAll(/^\| `npm (?:run )?([\w:-]+)/gm)].map((match) => match[1]!);
    const missing = scripts
      .filter((name) => !rows.includes(name))
      .map((name) => `README.md: add a row for npm ${name === 'start' || name === 'test' ? name : `run ${name}`} to the command table`);
    expect(missing).toEqual([]);
  });

  it('name only repository paths that exist', () => {
    const wrong = guides.flatMap((guide) =>
      repositoryPaths(split(read(guide)).prose)
        .filter((file) => !exists(file))
        .map((file) => `${guide}: \`${file}\` does not exist; correct the path or the sentence`),
    );
    expect(wrong).toEqual([]);
  });

  it('draw folder trees of files that exist', () => {
    const trees = [
      { guide: 'README.md', heading: '## Folders' },
      { guide: 'docs/architecture.md', heading: '## The folder map' },
    ];
    const wrong = trees.flatMap(({ guide, heading }) => {
      const text = read(guide);
      const at = text.indexOf(heading);
      if (at < 0) return [`${guide}: the section "${heading}" is gone; this test reads its tree`];
      const block = split(text.slice(at)).blocks[0] ?? '';
      const entries = treeEntries(block);
      if (entries.length === 0) return [`${guide}: no folder tree under "${heading}"`];
      return entries.filter((entry) => !exists(entry)).map((entry) => `${guide}, ${heading}: ${entry} does not exist`);
    });
    expect(wrong).toEqual([]);
  });

  it('link only to files that exist', () => {
    const wrong = guides.flatMap((guide) =>
      [...split(read(guide)).prose.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)]
        .map((match) => match[1]!)
        .filter((target) => !/^[a-z]+:/.test(target) && !target.startsWith('/'))
        .filter((target) => !fs.existsSync(path.join(root, path.dirname(guide), target)))
        .map((target) => `${guide}: the link to ${target} leads nowhere`),
    );
    expect(wrong).toEqual([]);
  });
});

/** Every non-test source file under a folder. */
function sources(folder: string): string[] {
  return fs
    .readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.split(path.sep).includes('node_modules'));
}

/** Read by the code for its own use, never set by a person. */
const internal: Record<string, string> = {
  NODE_ENV: 'scripts/lib/production-env.ts sets it so React runs its production build',
  TRANSLYTIX_PREVIEW: 'scripts/build.ts sets it for its own steps under --preview',
};
/** Test helpers, which read variables the tests set. */
const testHelpers = new Set([path.join('server', 'contact', 'test-server.ts')]);

describe('the environment variables', () => {
  const names = new Map<string, string>();
  for (const file of [...sources('server'), ...sources('scripts')].filter((candidate) => !testHelpers.has(candidate))) {
    const text = read(file);
    const found = [
      ...text.matchAll(/\benv\.([A-Z][A-Z0-9_]+)\b/g),
      ...text.matchAll(/\benv\[['"]([A-Z][A-Z0-9_]+)['"]\]/g),
      ...text.matchAll(/\benv,\s*['"]([A-Z][A-Z0-9_]+)['"]/g),
    ];
    for (const match of found) if (!names.has(match[1]!)) names.set(match[1]!, file);
  }

  it('are found where the server reads its settings (the scan works)', () => {
    expect(names.get('PORT')).toBe(path.join('server', 'config.ts'));
  });

  it('are each documented in a guide', () => {
    const docs = guides.map(read).join('\n');
    const missing = [...names]
      .filter(([name]) => !(name in internal) && !new RegExp(`\\b${name}\\b`).test(docs))
      .map(([name, file]) => `${name} (read in ${file}) is in no guide: add it to docs/operations.md (settings) or docs/architecture.md`);
    expect(missing).toEqual([]);
  });
});
