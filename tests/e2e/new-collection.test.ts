/**
 * docs/recipes.md's checklist for a new content collection, followed step for step on a copy of
 * the project with the webinars of tests/fixtures/webinars/ (the exercise of issue 38: a list at
 * /webinars, a page per webinar with a body in the article syntax, two entries). The steps are
 * read from the recipe itself, so the recipe cannot drift from what works:
 * - the files the test writes are those the steps name, and after them (and `npm run docs`) no
 *   other file of the project has changed;
 * - then `npm run content` names the webinars in its summary, the typecheck passes, the build
 *   prerenders /webinars and each webinar's page (the body's heading in the raw HTML), puts them
 *   in sitemap.xml and the site search, and the editor's configuration has the collection with
 *   its body and its page copy; the built site serves the pages and hydrates them.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyProject, type ProjectCopy } from '../../scripts/lib/project-copy';
import { startSite, type RunningSite } from '../../scripts/lib/site-server';
import { launchBrowser, openPage } from './support/browser';
import { npmIn } from './support/npm-in-copy';

const projectRoot = path.resolve(import.meta.dirname, '../..');
const fixture = path.join(projectRoot, 'tests/fixtures/webinars');
const recipeFile = path.join(projectRoot, 'docs/recipes.md');

/** The checklist's steps: the numbered lines between the recipe's markers, each with the paths it names in backquotes. */
export function recipeSteps(markdown: string): { text: string; paths: string[] }[] {
  const section = /<!-- recipe -->([\s\S]*?)<!-- \/recipe -->/.exec(markdown)?.[1];
  if (!section) throw new Error('docs/recipes.md has no <!-- recipe --> … <!-- /recipe --> checklist');
  return section
    .split('\n')
    .filter((line) => /^\d+\. /.test(line))
    .map((text) => ({ text, paths: [...text.matchAll(/`([\w.<>/-]+\/[\w.<>-]+)`/g)].map((match) => match[1]!) }));
}

/** A recipe path as a pattern: each <placeholder> is one name (no slash). */
const patternOf = (recipePath: string) => new RegExp(`^${recipePath.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/<[\w-]+>/g, '[^/]+')}$`);

/** Folders a build, an install or a run makes: not the project's files. */
const MADE = new Set(['node_modules', '.cache', 'dist', 'dist-server', '.generated', 'var', 'shots', 'bench-results']);

/** Every file of the project copy with the hash of its bytes. */
function snapshot(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (relative: string) => {
    for (const entry of fs.readdirSync(path.join(dir, relative), { withFileTypes: true })) {
      const file = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (!MADE.has(file)) walk(file);
      } else if (entry.isFile())
        files.set(
          file,
          createHash('sha256')
            .update(fs.readFileSync(path.join(dir, file)))
            .digest('hex'),
        );
    }
  };
  walk('');
  return files;
}

/** The local name a specifier binds: "z as zod" binds zod, "type Foo" binds Foo. */
const localName = (specifier: string) =>
  specifier
    .replace(/^type\s+/, '')
    .split(/\s+as\s+/)
    .at(-1)!
    .trim();

/**
 * The fixture's imports added to a file's, as a newcomer adds them: a module imported already
 * gets only the names it lacks, any other module a line of its own at the top.
 */
export function mergeImports(text: string, imports: string): string {
  let merged = text;
  for (const [, names, from] of imports.matchAll(/^import \{([^}]*)\} from '([^']+)';$/gm)) {
    const wanted = names!
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean);
    const existing = new RegExp(`^import \\{([^}]*)\\} from '${from!.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}';$`, 'm').exec(merged);
    if (!existing) {
      merged = `import { ${wanted.join(', ')} } from '${from}';\n${merged}`;
      continue;
    }
    const have = existing[1]!
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean);
    const missing = wanted.filter((name) => !have.some((present) => localName(present) === localName(name)));
    if (missing.length > 0) merged = merged.replace(existing[0], `import { ${[...have, ...missing].join(', ')} } from '${from}';`);
  }
  return merged;
}

/** Step 1: the definition's imports merged into scripts/collections.ts's, the rest above `registry`, and its name in `registry`. */
function writeDefinition(dir: string) {
  const file = path.join(dir, 'scripts/collections.ts');
  const source = fs.readFileSync(path.join(fixture, 'definition.ts'), 'utf8');
  const [imports, definition] = source.split('// --- definition ---\n') as [string, string];
  const registry = /^const registry: Collection\[\] = \[([^\]]*)\];$/m;
  const text = fs.readFileSync(file, 'utf8');
  expect(text, 'scripts/collections.ts has its `registry` line').toMatch(registry);
  const withDefinition = text.replace(registry, (line, names: string) => `${definition}\n${line.replace(names, `${names}, webinars`)}`);
  fs.writeFileSync(file, mergeImports(withDefinition, imports.slice(imports.indexOf('// --- imports ---\n'))));
}

/** The fixture's files under `folder`, as project paths. */
const fixtureFiles = (folder: string) =>
  fs.readdirSync(path.join(fixture, folder), { recursive: true, encoding: 'utf8' }).flatMap((name) => {
    const file = `${folder}/${name.split(path.sep).join('/')}`;
    return fs.statSync(path.join(fixture, file)).isFile() ? [file] : [];
  });

let copy: ProjectCopy;
let changed: string[];
let steps: ReturnType<typeof recipeSteps>;
const runs: Record<string, { code: number | null; output: string }> = {};
let site: RunningSite | undefined;
let browser: Browser | undefined;

const read = (file: string) => fs.readFileSync(path.join(copy.dir, file), 'utf8');

beforeAll(async () => {
  steps = recipeSteps(fs.readFileSync(recipeFile, 'utf8'));
  copy = copyProject({ caches: true });
  const before = snapshot(copy.dir);
  writeDefinition(copy.dir);
  for (const file of [...fixtureFiles('src'), ...fixtureFiles('content')]) {
    fs.mkdirSync(path.dirname(path.join(copy.dir, file)), { recursive: true });
    fs.copyFileSync(path.join(fixture, file), path.join(copy.dir, file));
  }
  // The steps that are commands, in the recipe's order: docs, then the checks npm test runs first.
  runs.docs = await npmIn(copy.dir, ['run', 'docs'], 120_000);
  const after = snapshot(copy.dir);
  changed = [...after.keys()].filter((file) => after.get(file) !== before.get(file)).sort();
  runs.content = await npmIn(copy.dir, ['run', 'content'], 120_000);
  runs.typecheck = await npmIn(copy.dir, ['run', 'typecheck'], 240_000);
  runs.build = await npmIn(copy.dir, ['run', 'build', '--', '--no-media'], 480_000);
  if (runs.build.code === 0) {
    // The build as it is (npm start would rebuild one made without the PDFs and share images).
    site = await startSite({ cwd: copy.dir, asBuilt: true });
    browser = await launchBrowser();
  }
}, 900_000);

afterAll(async () => {
  await browser?.close();
  await site?.stop();
  copy?.remove();
});

describe('a collection added by following docs/recipes.md (webinars)', () => {
  it('changes only the files the recipe names, and each step that names a file changed one', () => {
    const patterns = steps.flatMap((step) => step.paths.map((recipePath) => ({ step: step.text, pattern: patternOf(recipePath) })));
    expect(changed.filter((file) => !patterns.some(({ pattern }) => pattern.test(file)))).toEqual([]);
    // The e2e test is the newcomer's to write (this file is the fixture's); every other step that names a path was followed.
    for (const step of steps.filter((candidate) => candidate.paths.length > 0 && !candidate.paths.some((p) => p.startsWith('tests/'))))
      expect(
        changed.some((file) => step.paths.some((recipePath) => patternOf(recipePath).test(file))),
        step.text,
      ).toBe(true);
    // At most four hand-written code files: the definition's and the two screens (the e2e test is the fourth).
    expect(changed.filter((file) => /\.(ts|tsx)$/.test(file))).toEqual([
      'scripts/collections.ts',
      'src/pages/webinar.tsx',
      'src/pages/webinars.tsx',
    ]);
  });

  it('npm run docs, npm run content, the typecheck and the build pass, and the summary names the webinars', () => {
    for (const [name, run] of Object.entries(runs)) expect(run.code, `${name}:\n${run.output}`).toBe(0);
    expect(runs.content!.output).toMatch(/content: .*\b2 webinars\b.* compiled/);
  });

  it('prerenders /webinars with its copy and every webinar, and each webinar with its body', () => {
    const list = read('dist/webinars/index.html');
    expect(list).toContain('<title>Webinars | TranslytiX</title>');
    expect(list).toContain('Learn from Planners Who Did It');
    expect(list).toContain('Supply Planning in Volatile Markets');
    expect(list).toContain('Decision Agents for Replenishment');
    const page = read('dist/webinars/volatile-markets/index.html');
    expect(page).toMatch(/<h1[^>]*>[^<]*Supply Planning in Volatile Markets/);
    expect(page).toMatch(/<h2[^>]*>What you will see<\/h2>/);
    expect(page).toContain('href="https://events.example.com/translytix/volatile-markets"');
  });

  it('lists the list page and each webinar in sitemap.xml and in the site search', () => {
    const sitemap = read('dist/sitemap.xml');
    for (const pagePath of ['/webinars', '/webinars/volatile-markets', '/webinars/agents-for-replenishment'])
      expect(sitemap).toMatch(new RegExp(`<loc>[^<]*${pagePath}</loc>`));
    const searchFiles = fs.readdirSync(path.join(copy.dir, 'dist/assets')).filter((name) => name.startsWith('search-'));
    const searchText = searchFiles.map((name) => read(`dist/assets/${name}`)).join('\n');
    expect(searchText).toContain('/webinars/volatile-markets');
    expect(searchText).toContain('"Webinars"');
  });

  it("gives the editor the collection, with its body, and the list page's copy, and documents both for marketers", () => {
    const config = JSON.parse(read('scripts/editor/decap-config.json')) as {
      collections: { name: string; folder?: string; fields?: { name: string }[]; files?: { file: string }[] }[];
    };
    const webinars = config.collections.find((collection) => collection.name === 'webinars');
    expect(webinars).toMatchObject({ folder: 'content/webinars' });
    expect(webinars?.fields?.map((field) => field.name)).toEqual(expect.arrayContaining(['title', 'speakers', 'registrationUrl', 'body']));
    const pageFiles = config.collections.find((collection) => collection.name === 'pages')?.files?.map((file) => file.file);
    expect(pageFiles).toContain('content/pages/webinars.yaml');
    expect(read('docs/content.md')).toContain('content/webinars/*.md');
  });

  it('serves both pages from the built site and hydrates them without an error', async () => {
    expect(site, runs.build?.output).toBeDefined();
    for (const pagePath of ['/webinars', '/webinars/agents-for-replenishment']) {
      const { page, problems } = await openPage(browser!, pagePath, { baseURL: site!.baseURL });
      await expect.poll(() => page.locator('h1').textContent()).toBeTruthy();
      await page
        .getByRole('link', { name: pagePath === '/webinars' ? 'Decision Agents for Replenishment' : 'Register' })
        .first()
        .waitFor();
      expect(problems).toEqual([]);
      await page.close();
    }
  });
});
