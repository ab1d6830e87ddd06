/**
 * The site addresses a content change shows on, for the pull request's screenshots
 * (.github/workflows/content-preview.yml): `tsx scripts/editor/changed-pages.ts <base ref>`
 * prints them comma-separated, the form `npm run shots -- --routes` takes. An entry of a
 * collection shows on its own address (scripts/collections.ts); page copy on its page (a
 * list's copy on the list); site-wide files on the home page. A deleted entry has no page.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { collections, copyNameOf, listingPathOf, type CollectionContent, type CollectionName } from '../collections.ts';
import { projectRoot } from '../content/compile.ts';
import { readContent } from '../content/read-content.ts';
import { paths } from '../../src/route-table.ts';

/** The addresses of the changed files (paths relative to the project), given the compiled content. */
export function pagesOf(files: readonly string[], content: CollectionContent): string[] {
  const pages = new Set<string>();
  for (const file of files) {
    const collection = collections.find(
      (candidate) => file.startsWith(`content/${candidate.folder}/`) && file.endsWith(candidate.extension),
    );
    if (collection) {
      const slug = path.basename(file, collection.extension);
      const entry = (content[collection.name as CollectionName] as readonly { slug: string }[]).find(
        (candidate) => candidate.slug === slug,
      );
      if (entry) pages.add(collection.addresses(entry)[0]!);
      continue;
    }
    const page = /^content\/pages\/([\w-]+)\.yaml$/.exec(file)?.[1];
    if (page) {
      // A collection's copy shows on its list or directory page; a screen's own copy on its page.
      const listing = collections.find((candidate) => copyNameOf(candidate) === page && listingPathOf(candidate));
      const own = (paths as Record<string, string>)[page];
      pages.add(listing ? listingPathOf(listing)! : (own ?? paths.home));
    } else if (file.startsWith('content/')) pages.add(paths.home);
  }
  return [...pages].sort();
}

/** Files under content/ changed between `base` and the working tree, deleted ones left out. */
export function changedContentFiles(root: string, base: string): string[] {
  const out = execFileSync('git', ['diff', '--name-only', '--diff-filter=d', base, '--', 'content/'], { cwd: root, encoding: 'utf8' });
  return out.split('\n').filter(Boolean);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const base = process.argv[2];
  if (!base) throw new Error('Usage: tsx scripts/editor/changed-pages.ts <base ref>');
  const { content, problems } = await readContent(path.join(projectRoot, 'content'), { preview: true });
  if (!content) throw new Error(`The content has problems (npm run content lists them): ${problems.length}`);
  console.log(pagesOf(changedContentFiles(projectRoot, base), content).join(','));
}
