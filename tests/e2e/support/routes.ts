/** The built site's routes, from the same route table the server and prerenderer read. */
import fs from 'node:fs';
import path from 'node:path';
import { articles } from '@content/articles';
import { routeIndex } from '@content/route-index';
import { stories } from '@content/stories';
import { articlePaths, buildRoutes, storyPaths, withoutTrailingSlash } from '../../../src/route-table';

export const { routes, redirects } = buildRoutes(routeIndex);

/** Every concrete, prerendered URL of the site. */
export const builtPaths = routes.filter((route) => !route.path.includes('*')).map((route) => route.path);

const distDir = path.resolve(import.meta.dirname, '../../../dist');

/**
 * The built URLs with one address per distinct page: an alias whose file is a hard link of
 * another address's file (a story at its root path and under /success-stories/, an article at
 * /blog/{id}) is the same document, so checking it again finds nothing new; but one alias of
 * each screen stays, because the browser hydrates it at its own address. Counted from the
 * built files (their inodes), so it follows the build rather than a list.
 */
export const distinctPaths: string[] = (() => {
  const seen = new Set<number>();
  const aliasShown = new Set<string>();
  const kept: string[] = [];
  for (const route of routes) {
    if (route.path.includes('*')) continue;
    const inode = fs.statSync(path.join(distDir, route.outFile)).ino;
    if (!seen.has(inode)) {
      seen.add(inode);
      kept.push(route.path);
    } else if (!aliasShown.has(route.page)) {
      aliasShown.add(route.page);
      kept.push(route.path);
    }
  }
  return kept;
})();

/** A requested path and the page it must reach with one permanent redirect. */
export interface Spelling {
  from: string;
  to: string;
}

/** "/success-stories/my-story" as "/Success-Stories/My-Story". */
const titleCase = (path: string) =>
  path.replace(/(^|[/-])(\p{Ll})/gu, (_match, separator: string, letter: string) => separator + letter.toUpperCase());

const pageAddresses = [...stories.flatMap((story) => storyPaths(story.slug)), ...articles.flatMap((article) => articlePaths(article))];
/** Every story alias (without a trailing slash) and where it leads: an alias that is its story's address in other letters leads to that address. */
const aliasTargets = stories.flatMap((story) =>
  story.aliases
    .map(withoutTrailingSlash)
    .map((alias) => ({ from: alias, to: storyPaths(story.slug).find((path) => path === alias.toLowerCase()) ?? `/${story.slug}` })),
);

function spellingsOf(addresses: readonly Spelling[], variants: (from: string) => string[]): Spelling[] {
  const found = new Map<string, string>();
  for (const { from, to } of addresses)
    for (const spelling of variants(from)) if (spelling !== to && !found.has(spelling)) found.set(spelling, to);
  return [...found].map(([from, to]) => ({ from, to }));
}
const allVariants = (from: string) => [
  from,
  `${from}/`,
  from.toUpperCase(),
  `${from.toUpperCase()}/`,
  titleCase(from),
  `${titleCase(from)}/`,
  from.toLowerCase(),
  `${from.toLowerCase()}/`,
];

/**
 * Every other spelling of every story's and article's address and of every story alias that
 * a visitor, an old link or a campaign may use, from the compiled content: in capitals, in
 * title case, as written, in lower case, each with and without a trailing slash; and where
 * each must lead.
 */
export const spellings: Spelling[] = spellingsOf(
  [...pageAddresses.map((path) => ({ from: path, to: path })), ...aliasTargets],
  allVariants,
);

/**
 * Fewer, for the browser (each is a page load): every alias in every spelling, and every
 * story's and article's address in title case with a trailing slash (both changes at once).
 */
export const browserSpellings: Spelling[] = [
  ...spellingsOf(aliasTargets, allVariants),
  ...spellingsOf(
    pageAddresses.map((path) => ({ from: path, to: path })),
    (from) => [`${titleCase(from)}/`],
  ),
];

/** A query with campaign parameters, as an e-mail or an ad link carries it. */
export const campaignQuery = '?utm_source=newsletter&utm_medium=email&utm_campaign=spring%20launch';

/**
 * The addresses of one entry to open in a browser: all of them for the first entry of a
 * collection (the browser hydrates each at its own address), only the first for the others,
 * whose other addresses sameDocumentAt checks over HTTP instead (each is one more page load).
 */
export const browserAddresses = (addresses: readonly string[], isFirstEntry: boolean): readonly string[] =>
  isFirstEntry ? addresses : addresses.slice(0, 1);

/** Every address answers 200 with the first address's document, byte for byte. */
export async function expectSameDocumentAt(origin: string, addresses: readonly string[]): Promise<void> {
  const [first, ...others] = await Promise.all(
    addresses.map(async (address) => {
      const response = await fetch(`${origin}${address}`, { redirect: 'manual' });
      return { address, status: response.status, body: await response.text() };
    }),
  );
  if (!first) return;
  for (const other of others) {
    if (other.status !== first.status || other.body !== first.body) {
      throw new Error(
        `${other.address} answers ${other.status} with ${other.body.length} characters, unlike ${first.address} (${first.status}, ${first.body.length} characters): an alias must serve the same page`,
      );
    }
  }
}
